import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, ShieldAlert } from 'lucide-react';
import { STORY_REVIEW_TEXT, STORY_REVIEW_TITLE, type Story } from '#contracts';
import { Button } from '#ui/button';
import { DeleteStoryButton } from './delete-story-button';
import { Dialog } from '#ui/dialog';
import { StoryCanvas } from './story-canvas';

/** Spec 02 §9 viewer wording: Just now, Nm ago, Nh ago, Nd ago. */
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

interface StoryViewerProps {
  stories: Story[];
  startIndex: number;
  open: boolean;
  onClose: () => void;
  /** The signed-in member: their own stories get a Delete story button. */
  viewerId?: number;
}

/**
 * The viewer (spec 01 §4): starts at the chosen member; next advances and closes after the last;
 * previous is disabled at the first. Deleting one's own story moves on to the next, or closes.
 */
export function StoryViewer({ stories: all, startIndex, open, onClose, viewerId }: StoryViewerProps) {
  const [index, setIndex] = useState(startIndex);
  // Deleted stories leave at once, before the refreshed ring arrives.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (open) {
      setIndex(startIndex);
      setDeleted(new Set());
    }
  }, [open, startIndex]);
  const stories = deleted.size ? all.filter((s) => !deleted.has(s.id)) : all;

  const story = stories[index];
  if (!story) return null;
  const flagged = story.moderationStatus === 'flagged';
  const ownerStories = stories.filter((s) => s.userId === story.userId);
  const position = ownerStories.findIndex((s) => s.id === story.id);

  const next = () => (index + 1 < stories.length ? setIndex(index + 1) : onClose());
  const previous = () => setIndex((i) => Math.max(0, i - 1));
  // The next story slides into this index; after the last one there is nothing left to show.
  const afterDelete = (id: number) => {
    setDeleted((d) => new Set(d).add(id));
    if (index + 1 >= stories.length) onClose();
  };

  return (
    <Dialog
      size="sheet"
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={`${story.user.displayName}'s story`}
      className="sm:max-w-md"
    >
      <div
        className="flex flex-1 flex-col gap-3 p-4"
        onKeyDown={(e) => {
          // Keys typed in the delete confirmation (a portal) bubble here too: they are not for the viewer.
          if (!e.currentTarget.contains(e.target as Node)) return;
          if (e.key === 'ArrowRight') next();
          if (e.key === 'ArrowLeft' && index > 0) previous();
        }}
      >
        <div className="flex gap-1" aria-hidden>
          {ownerStories.map((s, i) => (
            <span
              key={s.id}
              className={clsx('h-1 flex-1 rounded-full', i <= position ? 'bg-brand-violet-strong' : 'bg-line')}
            />
          ))}
        </div>
        <div className="flex items-center gap-2">
          <p className="flex-1 text-sm text-ink-muted">
            Story {position + 1} of {ownerStories.length} · {relativeTime(story.createdAt)}
          </p>
          {viewerId !== undefined && story.userId === viewerId && (
            <DeleteStoryButton key={story.id} storyId={story.id} onDeleted={afterDelete} />
          )}
        </div>
        <div className="mx-auto w-full max-w-[340px]">
          {flagged ? (
            <div
              className={clsx(
                'flex aspect-[9/16] w-full flex-col items-center justify-center gap-3',
                'rounded-2xl bg-pending-soft p-6 text-center',
              )}
            >
              <ShieldAlert aria-hidden className="size-10 text-pending-strong" />
              <p className="text-lg font-bold text-ink">{STORY_REVIEW_TITLE}</p>
              <p className="text-sm text-ink">{STORY_REVIEW_TEXT}</p>
            </div>
          ) : (
            <StoryCanvas
              mediaType={story.mediaType}
              text={story.textContent}
              mediaUrl={story.mediaUrl}
              backgroundColor={story.backgroundColor}
              textColor={story.textColor}
              filter={story.filter}
              stickers={story.stickers}
            />
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={previous} disabled={index === 0}>
            <ChevronLeft aria-hidden className="size-4" /> Previous
          </Button>
          <Button className="flex-1" onClick={next}>
            Next <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
