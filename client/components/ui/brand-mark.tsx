import { Heart } from 'lucide-react';
import clsx from 'clsx';
import { PRODUCT_NAME } from '#contracts';

/** The logo tile, optionally followed by the product name. */
export function BrandMark({ withName = false, className }: { withName?: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden
        className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-gradient shadow-sm"
      >
        <Heart className="size-5 fill-white text-white" />
      </span>
      {withName && <span className="text-xl font-extrabold tracking-tight text-brand-gradient">{PRODUCT_NAME}</span>}
    </span>
  );
}
