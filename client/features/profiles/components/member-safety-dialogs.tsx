import { useState } from 'react';
import { MEMBER_REPORT_REASONS, MEMBER_REPORT_REASON_LABELS, type MemberReportReason } from '#contracts';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Dialog } from '#ui/dialog';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useBlockMember } from '../api/blocks';
import { useReportMember } from '../api/member-reports';

export interface SafetyDialogProps {
  member: { id: number; displayName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Report a member (issue 14): one dialog for the chat header's menu and the profile screen, with
 * the contract's reasons (harassment or threats, fake profile, underage, scam, ...). A refusal
 * (e.g. already reported) shows inline, beside the button that caused it.
 */
export function ReportMemberDialog({ member, open, onOpenChange }: SafetyDialogProps) {
  const [reason, setReason] = useState<MemberReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useReportMember();
  const close = () => {
    setReason(null);
    setDetails('');
    report.reset();
    onOpenChange(false);
  };

  const send = () => {
    if (!reason) return;
    report.mutate(
      { reportedUserId: member.id, reason, ...(details.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: () => {
          close();
          toast({
            title: 'Report sent',
            description: `Thank you. Our moderators will review ${member.displayName}.`,
            variant: 'success',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`Report ${member.displayName}`}
      description="Moderators see your report; the member is not told who sent it."
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Reason</legend>
        {MEMBER_REPORT_REASONS.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3">
            <input
              type="radio"
              name="member-report-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-5"
            />
            {MEMBER_REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label className="mt-3 block text-sm font-medium text-ink">
        Details (optional)
        <textarea
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          maxLength={1000}
          rows={3}
          className="mt-1 block w-full rounded-xl border border-line p-2 text-base"
        />
      </label>
      {report.error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-strong">
          {report.error.message}
        </p>
      )}
      <Button className="mt-4 min-h-11 w-full" onClick={send} disabled={!reason || report.isPending}>
        {report.isPending && <Spinner />} Send report
      </Button>
    </Dialog>
  );
}

/**
 * Block after a confirmation. A block hides both members from each other everywhere (decision 18),
 * so the screen showing the member cannot stay: `onBlocked` takes the member somewhere else, and
 * the toast says what happened and where to undo it.
 */
export function BlockMemberDialog({
  member,
  open,
  onOpenChange,
  onBlocked,
}: SafetyDialogProps & { onBlocked: () => void }) {
  const block = useBlockMember(member.id);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    block.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        onBlocked();
        toast({
          title: `${member.displayName} blocked`,
          description: 'You will no longer see each other anywhere. You can unblock them in Settings.',
        });
      },
      onError: (e) => setError(e.message || 'Could not block. Please try again.'),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={`Block ${member.displayName}?`}
      description={
        'You will not see each other in discovery, stories or messages. ' +
        'You can unblock them later in Settings, under Blocked.'
      }
      confirmLabel="Block"
      busyLabel="Blocking..."
      busy={block.isPending}
      onConfirm={confirm}
    >
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-strong">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
