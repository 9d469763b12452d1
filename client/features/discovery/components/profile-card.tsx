import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { distanceDisplay, type DistanceDot, type ProfileCard as ProfileCardData } from '#contracts';

const dotClass: Record<DistanceDot, string> = {
  green: 'bg-safe',
  yellow: 'bg-yellow-400',
  orange: 'bg-orange-500',
  grey: 'bg-gray-400',
};

/** Distance chip: travel time from the distance (spec §9) with the dot colour; the text carries the meaning. */
export function DistanceChip({ distance }: { distance: number | null }) {
  const shown = distanceDisplay(distance);
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full bg-surface/95 px-2 py-0.5',
        'text-xs font-semibold text-ink shadow-sm',
      )}
    >
      <span aria-hidden data-dot={shown.dot} className={clsx('size-2 rounded-full', dotClass[shown.dot])} />
      {shown.text}
    </span>
  );
}

function Tags({ label, items, className }: { label: string; items: readonly string[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item} className={clsx('rounded-full px-2 py-0.5 text-xs font-medium capitalize', className)}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * One discovery card (spec 01 "Profile card"). The name is a link stretched over the whole card
 * (card → /user/{id}); the action (the tap button) sits above it so both stay separate controls.
 */
export function ProfileCard({ card, action }: { card: ProfileCardData; action?: ReactNode }) {
  const tags = [card.height, card.bodyType, card.relationshipStatus].filter((t): t is string => Boolean(t));
  return (
    <article
      className={clsx(
        'group relative flex flex-col overflow-hidden rounded-card border',
        'border-line bg-surface shadow-card transition hover:shadow-lg',
        'focus-within:ring-2 focus-within:ring-brand-violet-strong',
      )}
    >
      <div className="relative aspect-[4/5] bg-brand-gradient-soft">
        {card.profilePictureUrl ? (
          <img src={card.profilePictureUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-full items-center justify-center text-5xl font-extrabold text-brand-violet-strong"
          >
            {card.displayName.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="absolute inset-x-2 top-2 flex flex-wrap items-start gap-1">
          {card.isVerified && (
            <span
              className={clsx(
                'inline-flex items-center gap-1 rounded-full bg-chat-strong px-2 py-0.5',
                'text-xs font-semibold text-white',
              )}
            >
              <BadgeCheck aria-hidden className="size-3.5" /> Verified
            </span>
          )}
          {card.isOnline && (
            <span
              className={clsx(
                'inline-flex items-center gap-1 rounded-full bg-safe-strong px-2 py-0.5',
                'text-xs font-semibold text-white',
              )}
            >
              <span aria-hidden className="size-2 rounded-full bg-white" /> Online
            </span>
          )}
        </div>
        <div className="absolute bottom-2 left-2">
          <DistanceChip distance={card.distance} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="truncate text-base font-bold text-ink">
          <Link to={`/user/${card.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {card.displayName}, {card.age}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">
          <span aria-hidden>{card.compatibility.hearts} </span>
          {card.compatibility.summary}
          <span className="sr-only"> ({card.compatibility.score}% compatible)</span>
        </p>
        <Tags
          label="Shared interests"
          items={card.sharedInterests.slice(0, 3)}
          className="bg-violet-100 text-brand-violet-strong"
        />
        <Tags
          label="Shared foods"
          items={card.sharedFoods.slice(0, 2)}
          className="bg-pink-100 text-brand-pink-strong"
        />
        <Tags label="About" items={tags} className="border border-line text-ink-muted" />
        {action && <div className="relative z-10 mt-auto pt-1">{action}</div>}
      </div>
    </article>
  );
}

export function ProfileCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-card border border-line bg-surface">
      <div className="aspect-[4/5] animate-pulse bg-violet-100" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-2/3 animate-pulse rounded bg-violet-100" />
        <div className="h-3 w-full animate-pulse rounded bg-violet-50" />
        <div className="h-11 w-full animate-pulse rounded-xl bg-violet-50" />
      </div>
    </div>
  );
}
