import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from './button';
import { clsx } from 'clsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** The button that opens the dialog, when the dialog owns its trigger. */
  trigger?: ReactNode;
  /** danger (default) for destructive actions; primary for the others. */
  tone?: 'danger' | 'primary';
  children?: ReactNode;
}

/**
 * The app's one confirmation: a Radix alert dialog the member must confirm or cancel. While the
 * action runs, both buttons are disabled and Escape or a click outside does not close it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  trigger,
  tone = 'danger',
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          className={clsx(
            'fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2',
            'rounded-card bg-surface p-6 shadow-card',
          )}
        >
          <AlertDialog.Title className="text-xl font-bold text-ink">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-sm text-ink-muted">{description}</AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button variant={tone} onClick={onConfirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
