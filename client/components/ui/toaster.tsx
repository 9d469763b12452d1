import { useEffect, useRef } from 'react';
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

/** Below Tailwind's md breakpoint the toast takes its own room at the top of the page (ADR 090). */
const PHONE = '(max-width: 767.98px)';

/**
 * The one owner of "a toast never covers a button" (issue 14 §7, ADR 090). On phones the open toast's
 * height is published as --toast-inset: the page's sticky header grows by it at its top, and the toast
 * is pinned to that header's top edge (below a banner above it, at 0 once scrolled), so it lies over
 * the header's own empty room and never over the page. Full-screen sheets start below it. From md up
 * the toast keeps the bottom-right corner.
 */
function useToastRoom() {
  const viewportRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    // Without these (jsdom, very old browsers) the toast simply keeps its CSS place at the top.
    if (!viewport || typeof window.matchMedia !== 'function' || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const phone = window.matchMedia(PHONE);
    const place = () => {
      const header = document.querySelector('#root header');
      const top = phone.matches && header ? Math.max(0, Math.round(header.getBoundingClientRect().top)) : 0;
      viewport.style.top = phone.matches ? `${top}px` : '';
      // Only an open toast moves a sheet down.
      if (root.style.getPropertyValue('--toast-inset')) root.style.setProperty('--toast-top', `${top}px`);
      else root.style.removeProperty('--toast-top');
    };
    const publish = () => {
      const height = viewport.querySelector('li') ? viewport.getBoundingClientRect().height : 0;
      if (phone.matches && height > 0) root.style.setProperty('--toast-inset', `${Math.ceil(height)}px`);
      else root.style.removeProperty('--toast-inset');
      place();
    };
    const resized = new ResizeObserver(publish);
    resized.observe(viewport);
    const changed = new MutationObserver(publish);
    changed.observe(viewport, { childList: true });
    phone.addEventListener('change', publish);
    window.addEventListener('scroll', place, { passive: true });
    publish();
    return () => {
      resized.disconnect();
      changed.disconnect();
      phone.removeEventListener('change', publish);
      window.removeEventListener('scroll', place);
      root.style.removeProperty('--toast-inset');
      root.style.removeProperty('--toast-top');
    };
  }, []);
  return viewportRef;
}

/** Radix Toast per spec 01 §9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  const viewportRef = useToastRoom();
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
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12',
            'shadow-lg',
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
      {/* Phones: across the top of the header (useToastRoom places it); md and up: the bottom-right corner. */}
      <Toast.Viewport
        ref={viewportRef}
        hotkey={['F8']}
        className={clsx(
          'pointer-events-none fixed inset-x-0 top-0 z-[100] m-0 flex list-none flex-col gap-2 outline-none',
          'px-2 pb-2 pt-[max(0.5rem,env(safe-area-inset-top))]',
          'md:inset-x-auto md:bottom-0 md:right-0 md:top-auto md:w-full md:max-w-[420px] md:p-4',
        )}
      />
    </Toast.Provider>
  );
}
