import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import clsx from 'clsx';

/**
 * A row of tabs that scrolls sideways on a phone (seven tabs do not fit 390 px), each a 44 px
 * touch target. The selected tab lives in the URL (?tab=) so a tab can be linked and reloaded.
 */
export function StaffTabList({ label, tabs }: { label: string; tabs: readonly { value: string; label: string }[] }) {
  return (
    <Tabs.List aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 pb-px">
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.value}
          value={tab.value}
          className={clsx(
            'min-h-11 shrink-0 whitespace-nowrap rounded-t-lg border-b-2',
            'border-transparent px-3 text-sm font-semibold text-ink-muted',
            'data-[state=active]:border-brand-violet-strong data-[state=active]:text-brand-violet-strong',
          )}
        >
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

export function Section({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-bold text-ink">{title}</h2>
          {description && <p className="text-sm text-ink-muted">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-canvas p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink">{value}</dd>
      {hint && <dd className="text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}

type Tone = 'good' | 'fair' | 'poor' | 'neutral' | 'info';
const tones: Record<Tone, string> = {
  good: 'bg-safe-soft text-safe-strong',
  fair: 'bg-pending-soft text-pending-strong',
  poor: 'bg-danger-soft text-danger-strong',
  neutral: 'bg-violet-50 text-ink',
  info: 'bg-violet-100 text-chat-strong',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Risk colours (spec 02 §9): on 0-100, below 30 green, below 70 yellow, else red. */
export function riskTone(riskScore100: number): Tone {
  if (riskScore100 < 30) return 'good';
  if (riskScore100 < 70) return 'fair';
  return 'poor';
}

/** A ratio 0-1 as a percentage with one decimal; null means the model has not been evaluated. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? 'not evaluated yet' : `${(value * 100).toFixed(1)}%`;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">{children}</p>
  );
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
