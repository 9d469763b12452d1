import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Ban, Flag, HeartOff, MoreHorizontal } from 'lucide-react';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Dialog } from '#ui/dialog';
import { toast } from '#ui/use-toast';
import { BlockMemberDialog, ReportMemberDialog } from '#features/profiles';
import { useUnmatch } from '../api/member-actions';

type Sheet = 'menu' | 'report' | 'block' | 'unmatch' | null;

/**
 * The chat header's ⋯ menu (issue 14): Report member, Block and Unmatch, each a 44 px row. Report
 * and Block are the profile screen's dialogs; blocking or unmatching ends this chat, so both go
 * back to the inbox and say so in a toast.
 */
export function ChatMenu({ otherUserId, name }: { otherUserId: number; name: string }) {
  const [sheet, setSheet] = useState<Sheet>(null);
  const unmatch = useUnmatch();
  const navigate = useNavigate();
  const member = { id: otherUserId, displayName: name };
  const sheetProps = (which: Exclude<Sheet, null>) => ({
    open: sheet === which,
    onOpenChange: (open: boolean) => setSheet(open ? which : null),
  });

  const confirmUnmatch = () => {
    unmatch.mutate(otherUserId, {
      onSuccess: () => {
        setSheet(null);
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
        aria-label={`More actions for ${name}`}
        aria-haspopup="dialog"
        onClick={() => setSheet('menu')}
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </Button>
      <Dialog {...sheetProps('menu')} title={name}>
        <div className="flex flex-col gap-2">
          <Button variant="secondary" className="justify-start" onClick={() => setSheet('report')}>
            <Flag aria-hidden className="size-4" /> Report member
          </Button>
          <Button variant="secondary" className="justify-start text-danger-strong" onClick={() => setSheet('block')}>
            <Ban aria-hidden className="size-4" /> Block
          </Button>
          <Button variant="secondary" className="justify-start text-danger-strong" onClick={() => setSheet('unmatch')}>
            <HeartOff aria-hidden className="size-4" /> Unmatch
          </Button>
        </div>
      </Dialog>
      <ReportMemberDialog member={member} {...sheetProps('report')} />
      <BlockMemberDialog
        member={member}
        {...sheetProps('block')}
        onBlocked={() => void navigate('/inbox', { replace: true })}
      />
      <ConfirmDialog
        {...sheetProps('unmatch')}
        title={`Unmatch ${name}?`}
        description={
          'The conversation ends for both of you and disappears from ' +
          'both inboxes. You can only write again after a new match.'
        }
        confirmLabel="Unmatch"
        busyLabel="Unmatching..."
        busy={unmatch.isPending}
        onConfirm={confirmUnmatch}
      />
    </>
  );
}
