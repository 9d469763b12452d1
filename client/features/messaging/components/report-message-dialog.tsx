import { useId, useState, type FormEvent } from 'react';
import { RadioGroup } from 'radix-ui';
import clsx from 'clsx';
import { Brain, Scale, ShieldCheck } from 'lucide-react';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '#contracts/messaging';
import { Button } from '#ui/button';
import { toast } from '#ui/use-toast';
import { useReportMessage } from '../api/message-actions';
import { Dialog } from '#ui/dialog';

interface ReportMessageDialogProps {
  messageId: number | null;
  otherUserId: number;
  onClose: () => void;
}

/** Report Message (spec 02): five reasons, what happens to a report, the spec's toasts. */
export function ReportMessageDialog({ messageId, otherUserId, onClose }: ReportMessageDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const report = useReportMessage(otherUserId);
  const labelId = useId();

  const close = () => {
    setReason('');
    report.reset();
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (messageId === null || !reason) return;
    try {
      await report.mutateAsync({ messageId, reason });
      toast({
        title: 'Message Reported',
        description: `Reported for ${REPORT_REASON_LABELS[reason]}. The message has been sent to moderation.`,
        variant: 'success',
      });
      close();
    } catch {
      toast({
        title: 'Report Failed',
        description: 'Could not submit report. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={messageId !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Report Message"
      description="Tell us what is wrong with this message."
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <p id={labelId} className="text-sm font-medium text-ink">
          Reason
        </p>
        <RadioGroup.Root
          aria-labelledby={labelId}
          value={reason}
          onValueChange={(value) => setReason(value as ReportReason)}
          className="grid gap-2"
        >
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm',
                reason === value ? 'border-brand-violet-strong bg-violet-50' : 'border-line',
              )}
            >
              <RadioGroup.Item
                value={value}
                className={clsx(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
                  'border-brand-violet-strong',
                )}
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-violet-strong" />
              </RadioGroup.Item>
              <span className="font-medium text-ink">{REPORT_REASON_LABELS[value]}</span>
            </label>
          ))}
        </RadioGroup.Root>

        <ul className="space-y-2 rounded-xl bg-violet-50 p-3 text-sm text-ink">
          <li className="flex gap-2">
            <Brain aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-violet-strong" />
            Your report helps train the Guardian AI to catch harmful messages sooner.
          </li>
          <li className="flex gap-2">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-violet-strong" />
            Every report is reviewed by our moderators, together with the messages around it.
          </li>
          <li className="flex gap-2">
            <Scale aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-violet-strong" />
            False reports may lead to account penalties.
          </li>
        </ul>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!reason || report.isPending}>
            {report.isPending ? 'Reporting...' : 'Report Message'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
