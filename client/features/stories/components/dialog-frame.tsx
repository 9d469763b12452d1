import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import clsx from 'clsx';
import { X } from 'lucide-react';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/** The stories' modal: full screen on a phone, a centred panel on larger screens. */
export function DialogFrame({ open, onOpenChange, title, description, children, className }: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          className={clsx(
            'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[92dvh] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:shadow-card',
            className ?? 'sm:max-w-3xl',
          )}
        >
          <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-surface px-4 py-2">
            <Dialog.Title className="flex-1 text-lg font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-violet-50" aria-label="Close">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description ?? title}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
