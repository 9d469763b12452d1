import type { ReactNode } from 'react';
import { Progress } from 'radix-ui';
import { Check, X } from 'lucide-react';
import type { ProfileResponse } from '#contracts';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

const VIBE_BARS = [
  { key: 'romantic', label: 'Romantic' },
  // Decision 13: the field is dominance, shown as Energy.
  { key: 'dominance', label: 'Energy' },
  { key: 'social', label: 'Social' },
] as const;

/** The Vibe Profile bars: Romantic, Energy, Social as percentages. */
export function VibeBars({ vibes }: { vibes: ProfileResponse['vibes'] }) {
  return (
    <ul className="space-y-3">
      {VIBE_BARS.map(({ key, label }) => (
        <li key={key} className="space-y-1">
          <div className="flex justify-between text-sm">
            <span className="font-medium text-ink">{label}</span>
            <span className="font-semibold text-brand-violet-strong">{vibes[key]}%</span>
          </div>
          <Progress.Root
            value={vibes[key]}
            aria-label={`${label} ${vibes[key]}%`}
            className="h-2.5 overflow-hidden rounded-full bg-violet-100"
          >
            <Progress.Indicator className="h-full rounded-full bg-brand-gradient" style={{ width: `${vibes[key]}%` }} />
          </Progress.Root>
        </li>
      ))}
    </ul>
  );
}

function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex items-center gap-1 font-semibold text-safe-strong">
      <Check aria-hidden className="size-4" />
      Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-semibold text-ink-muted">
      <X aria-hidden className="size-4" />
      No
    </span>
  );
}

/** Discovery Preferences: appearance per grid, age preference and max distance in miles. */
export function DiscoveryPreferences({ prefs }: { prefs: ProfileResponse['discoveryPreferences'] }) {
  const rows: [string, ReactNode][] = [
    ['Appears in Hookup', <YesNo key="h" value={prefs.appearInHookup} />],
    ['Appears in Date', <YesNo key="d" value={prefs.appearInDate} />],
    ['Appears in Chat', <YesNo key="c" value={prefs.appearInChat} />],
    ['Age preference', `${prefs.ageMin}-${prefs.ageMax}`],
    ['Max distance', `${prefs.maxDistance} miles`],
  ];
  return (
    <dl className="divide-y divide-line">
      {rows.map(([term, value]) => (
        <div key={term} className="flex min-h-11 items-center justify-between gap-3 text-sm">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Badge({
  children,
  tone = 'violet',
}: {
  children: ReactNode;
  tone?: 'violet' | 'safe' | 'hookup' | 'date' | 'chat';
}) {
  const tones = {
    violet: 'bg-violet-100 text-brand-violet-strong',
    safe: 'bg-safe-soft text-safe-strong',
    hookup: 'bg-danger-soft text-danger-strong',
    date: 'bg-pink-50 text-brand-pink-strong',
    chat: 'bg-blue-50 text-chat-strong',
  };
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
