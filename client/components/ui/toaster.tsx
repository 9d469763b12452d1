import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { TOAST_DURATION_MS } from '#contracts';
import { dismissToast, useToasts, type ToastVariant } from './use-toast';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  success: 'border-safe/40 bg-safe-soft text-ink',
  destructive: 'border-danger-strong bg-danger-strong text-white',
};

/** Radix Toast per spec 01 §9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={clsx(
            'toast-root relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg',
            variantClass[t.variant ?? 'default'],
          )}
        >
          <div className="min-w-0 flex-1 space-y-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && (
              <Toast.Description
                className={clsx('text-sm', t.variant === 'destructive' ? 'text-white' : 'text-ink-muted')}
              >
                {t.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className={clsx(
              'absolute right-1 top-1 inline-flex size-11 items-center justify-center',
              'rounded-xl opacity-80 hover:opacity-100',
            )}
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className={clsx(
          'fixed bottom-[var(--tab-bar-offset,0px)] right-0 z-[100] md:bottom-0 m-0',
          'flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none',
        )}
      />
    </Toast.Provider>
  );
}
