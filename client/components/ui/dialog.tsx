import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import clsx from 'clsx';
import { X } from 'lucide-react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /**
   * md / lg: a centred panel. full: the whole screen on black (the photo viewer).
   * sheet: the whole screen on a phone with a sticky title bar, a centred panel from `sm` up
   * (stories); `className` sets its width there, and the description is read to screen readers only.
   */
  size?: 'md' | 'lg' | 'full' | 'sheet';
  className?: string;
}

/** The app's one dialog: Radix Dialog (focus trap, Escape, labelled) with a 44 px close button. */
export function Dialog({ open, onOpenChange, title, description, children, size = 'md', className }: DialogProps) {
  const describe = description ? (
    <RadixDialog.Description className={clsx('text-sm', size === 'full' ? 'text-white/80' : 'text-ink-muted')}>
      {description}
    </RadixDialog.Description>
  ) : (
    <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
  );
  const close = (
    <RadixDialog.Close
      aria-label="Close"
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
        size === 'full' ? 'hover:bg-white/10' : 'text-ink hover:bg-violet-50',
        size !== 'sheet' && '-mr-2 -mt-2',
      )}
    >
      <X aria-hidden className="size-5" />
    </RadixDialog.Close>
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={clsx(
            'fixed inset-0',
            size === 'full'
              ? 'z-50 bg-black/90'
              : size === 'sheet'
                ? 'z-40 bg-ink/60 backdrop-blur-sm'
                : 'z-50 bg-ink/50',
          )}
        />
        {size === 'sheet' ? (
          <RadixDialog.Content
            className={clsx(
              // On phones a sheet starts below an open toast (ADR 090).
              'fixed inset-x-0 bottom-0 top-[calc(var(--toast-top,0px)+var(--toast-inset,0px))] z-50 flex flex-col',
              'overflow-y-auto bg-surface',
              'focus:outline-none',
              'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[92dvh] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2',
              'sm:rounded-card sm:shadow-card',
              className ?? 'sm:max-w-3xl',
            )}
          >
            <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-surface px-4 py-2">
              <RadixDialog.Title className="flex-1 text-lg font-bold text-ink">{title}</RadixDialog.Title>
              {close}
            </div>
            {/* The sheet's content explains itself; its description is for screen readers. */}
            <RadixDialog.Description className="sr-only">{description ?? title}</RadixDialog.Description>
            {children}
          </RadixDialog.Content>
        ) : (
          <RadixDialog.Content
            className={clsx(
              'fixed z-50 flex flex-col focus:outline-none',
              size === 'full'
                ? 'inset-0 p-4 text-white'
                : clsx(
                    'inset-x-3 top-1/2 mx-auto max-h-[90dvh] -translate-y-1/2 overflow-y-auto',
                    'rounded-card bg-surface p-5 shadow-card sm:p-6',
                  ),
              size === 'md' && 'max-w-md',
              size === 'lg' && 'max-w-2xl',
              className,
            )}
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1 space-y-1">
                <RadixDialog.Title className={clsx('text-xl font-bold', size === 'full' ? 'text-white' : 'text-ink')}>
                  {title}
                </RadixDialog.Title>
                {describe}
              </div>
              {close}
            </div>
            <div className={clsx('mt-4', size === 'full' && 'flex min-h-0 flex-1 items-center justify-center')}>
              {children}
            </div>
          </RadixDialog.Content>
        )}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
