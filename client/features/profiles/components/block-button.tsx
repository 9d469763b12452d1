import { useState } from 'react';
import { Ban } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useBlockToggle } from '../api/blocks';

/** Block (after a confirmation) or unblock another member. */
export function BlockButton({ userId, name, isBlocked }: { userId: number; name: string; isBlocked: boolean }) {
  const [open, setOpen] = useState(false);
  const mutation = useBlockToggle(userId);

  const run = async (block: boolean) => {
    try {
      await mutation.mutateAsync(block);
      setOpen(false);
      toast({
        title: block ? `${name} blocked` : `${name} unblocked`,
        description: block ? 'You will no longer see each other anywhere.' : 'You can see each other again.',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Please try again',
        variant: 'destructive',
      });
    }
  };

  if (isBlocked) {
    return (
      <Button variant="secondary" onClick={() => void run(false)} disabled={mutation.isPending}>
        <Ban aria-hidden className="size-4" />
        {mutation.isPending ? 'Unblocking...' : 'Unblock'}
      </Button>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={`Block ${name}?`}
      description="You will not see each other in discovery, stories or messages. You can unblock them later in Settings, under Blocked."
      confirmLabel="Block"
      busyLabel="Blocking..."
      busy={mutation.isPending}
      onConfirm={() => void run(true)}
      trigger={
        <Button variant="secondary" className="text-danger-strong">
          <Ban aria-hidden className="size-4" />
          Block
        </Button>
      }
    />
  );
}
