import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Flag, HeartOff, MoreHorizontal } from 'lucide-react';
import { MEMBER_REPORT_REASONS, MEMBER_REPORT_REASON_LABELS, type MemberReportReason } from '../../../../contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useReportMember, useUnmatch } from '../api/member-actions';
import { Dialog } from '../../../components/ui/dialog';

type Sheet = 'menu' | 'report' | 'unmatch' | null;

/** The chat header's ⋯ menu (issue 14): Report member and Unmatch, each reachable by touch (44 px). */
export function ChatMenu({ otherUserId, name }: { otherUserId: number; name: string }) {
  const [sheet, setSheet] = useState<Sheet>(null);
  const [reason, setReason] = useState<MemberReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useReportMember();
  const unmatch = useUnmatch();
  const navigate = useNavigate();
  const close = () => {
    setSheet(null);
    setReason(null);
    setDetails('');
    report.reset();
  };

  const sendReport = () => {
    if (!reason) return;
    report.mutate(
      { reportedUserId: otherUserId, reason, ...(details.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: () => {
          close();
          toast({
            title: 'Report sent',
            description: `Thank you. Our moderators will review ${name}.`,
            variant: 'success',
          });
        },
      },
    );
  };
  const confirmUnmatch = () => {
    unmatch.mutate(otherUserId, {
      onSuccess: () => {
        close();
        toast({ title: 'Unmatched', description: `Your conversation with ${name} has ended.` });
        void navigate('/inbox', { replace: true });
      },
      onError: (error) =>
        toast({ title: 'Could not unmatch', description: error.message || 'Please try again', variant: 'destructive' }),
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        size="icon"
        className="size-11"
        aria-label={`More actions for ${name}`}
        onClick={() => setSheet('menu')}
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </Button>
      <Dialog
        open={sheet === 'menu'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={name}
      >
        <div className="flex flex-col gap-2">
          <Button variant="secondary" className="min-h-11 justify-start" onClick={() => setSheet('report')}>
            <Flag aria-hidden className="size-4" /> Report member
          </Button>
          <Button
            variant="secondary"
            className="min-h-11 justify-start text-danger-strong"
            onClick={() => setSheet('unmatch')}
          >
            <HeartOff aria-hidden className="size-4" /> Unmatch
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={sheet === 'report'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={`Report ${name}`}
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
        <Button className="mt-4 min-h-11 w-full" onClick={sendReport} disabled={!reason || report.isPending}>
          {report.isPending && <Spinner />} Send report
        </Button>
      </Dialog>
      <Dialog
        open={sheet === 'unmatch'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={`Unmatch ${name}?`}
        description="The conversation ends for both of you and disappears from both inboxes. You can only write again after a new match."
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" className="min-h-11 flex-1" onClick={close}>
            Cancel
          </Button>
          <Button className="min-h-11 flex-1 bg-danger-strong" onClick={confirmUnmatch} disabled={unmatch.isPending}>
            {unmatch.isPending && <Spinner />} Unmatch
          </Button>
        </div>
      </Dialog>
    </>
  );
}
