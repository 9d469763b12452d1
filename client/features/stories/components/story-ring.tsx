import { useMemo, useState } from 'react';
import { Flame, Heart, MessageCircle, Plus } from 'lucide-react';
import type { StoryRingEntry, VibeType } from '#contracts';
import { useAuth } from '#features/auth';
import { useStoryRing } from '../api/story-ring';
import { StoryCreator } from './story-creator';
import { StoryViewer } from './story-viewer';
import { clsx } from 'clsx';

const SKELETON_BUBBLES = 5;
const gridIcon: Record<VibeType, { icon: typeof Flame; className: string; label: string }> = {
  hookup: { icon: Flame, className: 'text-hookup', label: 'hookup' },
  date: { icon: Heart, className: 'text-date', label: 'date' },
  chat: { icon: MessageCircle, className: 'text-chat', label: 'chat' },
};

function Avatar({ user, size = 'size-16' }: { user: StoryRingEntry['user']; size?: string }) {
  // Stories reach members who may not see the author's photos (ADR 118): a refused picture shows the initial.
  const [failed, setFailed] = useState(false);
  return user.profilePictureUrl && !failed ? (
    <img
      src={user.profilePictureUrl}
      alt=""
      onError={() => setFailed(true)}
      className={`${size} rounded-full border-2 border-surface object-cover`}
    />
  ) : (
    <span
      aria-hidden
      className={clsx(
        size,
        'flex items-center justify-center rounded-full border-2 border-surface bg-violet-100 text-xl font-bold',
        'text-brand-violet-strong',
      )}
    >
      {user.displayName.charAt(0).toUpperCase()}
    </span>
  );
}

/** The story ring (spec 01 "Story ring"): Your Story, one bubble per member, grid icons, 5 skeleton bubbles. */
export function StoryRing({ vibeType }: { vibeType: VibeType }) {
  const ring = useStoryRing(vibeType);
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const entries = useMemo(() => ring.data ?? [], [ring.data]);
  const stories = useMemo(() => entries.flatMap((entry) => entry.stories), [entries]);

  const openAt = (userId: number) => {
    const start = stories.findIndex((s) => s.userId === userId);
    if (start >= 0) setViewing(start);
  };

  return (
    <section aria-label="Stories" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-3 pb-1">
        <li className="shrink-0">
          <button
            type="button"
            onClick={() => setCreating(true)}
            className="flex w-18 flex-col items-center gap-1 rounded-xl p-1 text-center"
          >
            <span
              className={clsx(
                'flex size-16 items-center justify-center rounded-full border-2',
                'border-dashed border-brand-violet bg-surface text-brand-violet-strong',
              )}
            >
              <Plus aria-hidden className="size-7" />
            </span>
            <span className="text-xs font-semibold text-ink">Your Story</span>
          </button>
        </li>
        {ring.isPending &&
          Array.from({ length: SKELETON_BUBBLES }, (_, i) => (
            <li
              key={i}
              aria-hidden
              className="flex w-18 shrink-0 flex-col items-center gap-1 p-1"
              data-testid="story-skeleton"
            >
              <span className="size-16 animate-pulse rounded-full bg-violet-100" />
              <span className="h-3 w-12 animate-pulse rounded bg-violet-50" />
            </li>
          ))}
        {entries.map((entry) => (
          <li key={entry.userId} className="shrink-0">
            <button
              type="button"
              onClick={() => openAt(entry.userId)}
              aria-label={`View ${entry.user.displayName}'s stories (${entry.gridTypes.join(', ')})`}
              className="flex w-18 flex-col items-center gap-1 rounded-xl p-1"
            >
              <span className="rounded-full bg-brand-gradient p-0.5">
                <Avatar user={entry.user} />
              </span>
              <span className="w-full truncate text-xs font-medium text-ink">{entry.user.displayName}</span>
              <span className="flex gap-0.5" aria-hidden>
                {entry.gridTypes.map((grid) => {
                  const { icon: Icon, className } = gridIcon[grid];
                  return <Icon key={grid} className={`size-3 ${className}`} fill="currentColor" />;
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {ring.isError && <p className="text-sm text-ink-muted">Stories could not be loaded.</p>}
      <StoryCreator open={creating} onOpenChange={setCreating} />
      <StoryViewer
        stories={stories}
        startIndex={viewing ?? 0}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        viewerId={user?.id}
      />
    </section>
  );
}
