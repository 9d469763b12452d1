import { Copy, EyeOff, Flag } from 'lucide-react';
import type { Message } from '#contracts/messaging';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { toast } from '#ui/use-toast';
import { formatMessageTime } from './message-format';

interface MessageActionsDialogProps {
  /** The message whose menu is open, or null. */
  message: Message | null;
  myId: number;
  otherName: string;
  onClose: () => void;
  onHide: (message: Message) => void;
  onReport: (message: Message) => void;
}

const hasCopyableText = (m: Message) =>
  m.messageType === 'text' && m.content !== '' && !m.contentWithheld && !m.contentPurged && !m.blurred;

/**
 * One message's actions (issue 14): opened from the ⋯ button on every bubble or by a long press,
 * so they are found on touch screens. Rows are 44 px buttons; nothing depends on hover.
 */
export function MessageActionsDialog({
  message,
  myId,
  otherName,
  onClose,
  onHide,
  onReport,
}: MessageActionsDialogProps) {
  const mine = message?.senderId === myId;
  const run = (action: (m: Message) => void) => () => {
    if (!message) return;
    onClose();
    action(message);
  };
  const copy = async (m: Message) => {
    try {
      await navigator.clipboard.writeText(m.content);
      toast({ title: 'Copied', description: 'The message text is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy', description: 'Your browser did not allow it.', variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Message actions"
      description={
        message ? `${mine ? 'Your message' : `From ${otherName}`} · ${formatMessageTime(message.createdAt)}` : undefined
      }
    >
      {message && (
        <div className="flex flex-col gap-2">
          {hasCopyableText(message) && typeof navigator.clipboard?.writeText === 'function' && (
            <Button variant="secondary" className="justify-start" onClick={run((m) => void copy(m))}>
              <Copy aria-hidden className="size-4" /> Copy text
            </Button>
          )}
          {!mine &&
            (message.reportedByMe ? (
              <Button variant="secondary" className="justify-start" disabled>
                <Flag aria-hidden className="size-4" /> Reported
              </Button>
            ) : (
              <Button variant="secondary" className="justify-start text-danger-strong" onClick={run(onReport)}>
                <Flag aria-hidden className="size-4" /> Report message
              </Button>
            ))}
          <Button variant="secondary" className="justify-start" onClick={run(onHide)}>
            <EyeOff aria-hidden className="size-4" /> Hide message
          </Button>
          <p className="text-xs text-ink-muted">Hiding removes it from your view only; {otherName} still sees it.</p>
        </div>
      )}
    </Dialog>
  );
}
