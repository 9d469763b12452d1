import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../ui/button';
import { BrandMark } from '../ui/brand-mark';
import { PRODUCT_NAME } from '#contracts';

interface PageShellProps {
  title: string;
  /** Where Back goes when there is no in-app history to return to. */
  backTo?: string;
  /** Extra controls on the header's right side. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The shared page frame (spec 01 §2 "Shared shell"): back button, brand mark, title. */
export function PageShell({ title, backTo = '/', actions, children }: PageShellProps) {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router records the history index; 0 means this page was opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(backTo);
  };

  return (
    <div className="min-h-dvh bg-canvas">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      {/* An open toast on a phone sits in the room --toast-inset adds here, never over the page (ADR 090). */}
      <header
        className={clsx(
          'sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur',
          'pt-[var(--toast-inset,0px)]',
        )}
      >
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-2 py-2 sm:px-4">
          <Button variant="ghost" size="icon" aria-label="Back" onClick={goBack}>
            <ArrowLeft aria-hidden className="size-5" />
          </Button>
          <BrandMark />
          <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-ink sm:text-xl">{title}</h1>
          {actions}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}
