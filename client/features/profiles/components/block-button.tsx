import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Ban } from 'lucide-react';
import { Button } from '../../../components/ui/button';
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
      toast({ title: 'Error', description: error instanceof Error && error.message ? error.message : 'Please try again', variant: 'destructive' });
    }
  };

  if (isBlocked) {
    return (
      <Button variant="secondary" onClick={() => run(false)} disabled={mutation.isPending}>
        <Ban aria-hidden className="size-4" />
        {mutation.isPending ? 'Unblocking...' : 'Unblock'}
      </Button>
    );
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" className="text-danger-strong">
          <Ban aria-hidden className="size-4" />
          Block
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-surface p-6 shadow-card">
          <AlertDialog.Title className="text-xl font-bold text-ink">Block {name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            You will not see each other in discovery, stories or messages. You can unblock them later from their profile.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={() => run(true)} disabled={mutation.isPending}>
              {mutation.isPending ? 'Blocking...' : 'Block'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
