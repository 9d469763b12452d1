import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { STORY_DELETED } from '../../../../contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteStory } from '../api/delete-story';

/** Delete story, after a confirmation; `onDeleted` lets the viewer move on. */
export function DeleteStoryButton({ storyId, onDeleted }: { storyId: number; onDeleted: (id: number) => void }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteStory();

  const confirm = async () => {
    try {
      await mutation.mutateAsync(storyId);
      setOpen(false);
      toast({ title: STORY_DELETED, variant: 'success' });
      onDeleted(storyId);
    } catch (error) {
      toast({ title: 'Error deleting story', description: error instanceof Error && error.message ? error.message : 'Please try again', variant: 'destructive' });
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => { if (!mutation.isPending) setOpen(next); }}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Delete story" className="text-danger-strong">
          <Trash2 aria-hidden className="size-5" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-surface p-6 shadow-card">
          <AlertDialog.Title className="text-xl font-bold text-ink">Delete this story?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            It disappears from the story ring for everyone, with its photo or video. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={mutation.isPending}>Cancel</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={mutation.isPending}>
              {mutation.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
