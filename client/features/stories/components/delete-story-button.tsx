import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { STORY_DELETED } from '#contracts';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { toast } from '#ui/use-toast';
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
      toast({
        title: 'Error deleting story',
        description: error instanceof Error && error.message ? error.message : 'Please try again',
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this story?"
      description="It disappears from the story ring for everyone, with its photo or video. This cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Delete story" className="text-danger-strong">
          <Trash2 aria-hidden className="size-5" />
        </Button>
      }
    />
  );
}
