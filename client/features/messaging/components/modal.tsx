import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import clsx from 'clsx';
import { X } from 'lucide-react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** 'full' fills the screen (the photo viewer). */
  size?: 'md' | 'lg' | 'full';
}

/** The messaging screens' dialog frame: Radix Dialog (focus trap, Escape, labelled) with a close button. */
export function Modal({ open, onOpenChange, title, description, children, size = 'md' }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={clsx('fixed inset-0 z-50', size === 'full' ? 'bg-black/90' : 'bg-ink/50')} />
        <Dialog.Content
          className={clsx(
            'fixed z-50 flex flex-col focus:outline-none',
            size === 'full'
              ? 'inset-0 p-4 text-white'
              : 'inset-x-3 top-1/2 mx-auto max-h-[90dvh] -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-5 shadow-card sm:p-6',
            size === 'md' && 'max-w-md',
            size === 'lg' && 'max-w-2xl',
          )}
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1 space-y-1">
              <Dialog.Title className={clsx('text-xl font-bold', size === 'full' ? 'text-white' : 'text-ink')}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={clsx('text-sm', size === 'full' ? 'text-white/80' : 'text-ink-muted')}>
                  {description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label="Close"
              className={clsx(
                '-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
                size === 'full' ? 'hover:bg-white/10' : 'hover:bg-violet-50',
              )}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className={clsx('mt-4', size === 'full' && 'flex min-h-0 flex-1 items-center justify-center')}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
