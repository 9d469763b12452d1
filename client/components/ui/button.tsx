import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import clsx from 'clsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

const variants: Record<Variant, string> = {
  primary: 'bg-brand-gradient text-white shadow-sm hover:brightness-110 active:brightness-95',
  secondary: 'border border-line bg-surface text-ink hover:bg-violet-50 active:bg-violet-100',
  ghost: 'text-ink hover:bg-violet-50 active:bg-violet-100',
  danger: 'bg-danger-strong text-white hover:brightness-110 active:brightness-95',
};

// Every size keeps the 44 px minimum touch target.
const sizes: Record<Size, string> = {
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 shrink-0',
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild = false, className, type, ...props },
  ref,
) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition',
        'disabled:cursor-not-allowed disabled:opacity-60',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});
