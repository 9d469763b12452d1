import { useEffect, useId, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { MODERATION_SUBJECT_LABELS, type ModerationSubjectType } from '#contracts';
import {
  reviewToast,
  useModerationQueue,
  useReviewRequest,
  type ModerationRequest,
  type ReviewDecision,
} from '../api/moderation-queue';
import { ModerationContextView } from './moderation-context';
import { Badge, EmptyState, messageOf, percent, riskTone, Section } from './staff-ui';

const typeLabel = (item: ModerationRequest): string =>
  (item.subject ? MODERATION_SUBJECT_LABELS[item.subject.type as ModerationSubjectType] : undefined) ??
  ({ message: 'Message', photo: 'Photo', story: 'Story', profile: 'Profile text' } as Record<string, string>)[
    item.contentType
  ] ??
  item.contentType;

/** Typing in a field must never trigger a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The review queue: pending items first (high priority on top), each with its context and
 * Guardian's reasoning. Keyboard: A approves, R rejects, N (or J) moves to the next pending item.
 */
export function ModerationTab() {
  const queue = useModerationQueue();
  const review = useReviewRequest();
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [activeId, setActiveId] = useState<number | null>(null);
  const pending = useMemo(() => (queue.data ?? []).filter((r) => r.status === 'pending'), [queue.data]);
  const decided = useMemo(() => (queue.data ?? []).filter((r) => r.status !== 'pending'), [queue.data]);
  const active = pending.find((r) => r.id === activeId) ?? pending[0];

  const decide = (item: ModerationRequest, decision: ReviewDecision) => {
    if (review.isPending) return;
    review.mutate(
      { id: item.id, decision, notes: notes[item.id] ?? '' },
      {
        onSuccess: (answer) => {
          toast({ title: reviewToast(answer.decision), variant: 'success' });
          const next = pending[pending.findIndex((r) => r.id === item.id) + 1];
          setActiveId(next?.id ?? null);
        },
        onError: (error) =>
          toast({ title: 'Review failed', description: messageOf(error, 'Please try again'), variant: 'destructive' }),
      },
    );
  };

  // Shortcuts act on the active item; the handler reads the latest state through a ref.
  const latest = useRef({ active, pending, decide });
  latest.current = { active, pending, decide };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const { active: item, pending: items, decide: act } = latest.current;
      if (!item) return;
      const key = event.key.toLowerCase();
      if (key === 'a') act(item, 'approved');
      else if (key === 'r') act(item, 'rejected');
      else if (key === 'n' || key === 'j') {
        const next = items[(items.findIndex((r) => r.id === item.id) + 1) % items.length];
        setActiveId(next.id);
        document.getElementById(`review-${next.id}`)?.scrollIntoView?.({ block: 'nearest' });
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (queue.isPending)
    return (
      <p className="flex items-center gap-2 text-ink-muted">
        <Spinner /> Loading the queue...
      </p>
    );
  if (queue.isError)
    return (
      <LoadError title="Could not load the moderation queue" error={queue.error} onRetry={() => void queue.refetch()} />
    );

  return (
    <div className="space-y-6">
      <Section
        title={`Pending review (${pending.length})`}
        description={<span className="hidden sm:inline">Keyboard: A approve · R reject · N next</span>}
      >
        {pending.length === 0 ? (
          <EmptyState>Nothing waits for review.</EmptyState>
        ) : (
          <ol className="space-y-4">
            {pending.map((item) => (
              <li key={item.id}>
                <RequestCard
                  item={item}
                  active={item.id === active?.id}
                  onActivate={() => setActiveId(item.id)}
                  notes={notes[item.id] ?? ''}
                  onNotes={(value) => setNotes((all) => ({ ...all, [item.id]: value }))}
                  onDecide={(decision) => decide(item, decision)}
                  busy={review.isPending && review.variables.id === item.id}
                />
              </li>
            ))}
          </ol>
        )}
      </Section>
      {decided.length > 0 && (
        <Section title="Recently decided">
          <ol className="space-y-3">
            {decided.slice(0, 50).map((item) => (
              <li key={item.id}>
                <RequestCard item={item} />
              </li>
            ))}
          </ol>
        </Section>
      )}
    </div>
  );
}

interface RequestCardProps {
  item: ModerationRequest;
  active?: boolean;
  onActivate?: () => void;
  notes?: string;
  onNotes?: (value: string) => void;
  onDecide?: (decision: ReviewDecision) => void;
  busy?: boolean;
}

function RequestCard({ item, active, onActivate, notes = '', onNotes, onDecide, busy }: RequestCardProps) {
  const notesId = useId();
  const verdict = item.verdict;
  const risk = item.riskScore ?? 0;
  return (
    <article
      id={`review-${item.id}`}
      aria-label={`${typeLabel(item)} by ${item.userProfile.displayName}`}
      aria-current={active ? 'true' : undefined}
      onFocusCapture={onActivate}
      className={clsx(
        'space-y-3 rounded-xl border p-3 sm:p-4',
        active ? 'border-brand-violet-strong ring-2 ring-violet-200' : 'border-line',
      )}
    >
      <header className="flex flex-wrap items-center gap-1.5">
        <Badge tone="info">{typeLabel(item)}</Badge>
        {item.priority === 'high' && <Badge tone="poor">High priority</Badge>}
        {item.status !== 'pending' && <Badge tone={item.status === 'approved' ? 'good' : 'poor'}>{item.status}</Badge>}
        <span className="text-sm font-semibold text-ink">{item.userProfile.displayName}</span>
        {item.userId !== null && <span className="text-xs text-ink-muted">#{item.userId}</span>}
        <time className="ml-auto text-xs text-ink-muted" dateTime={item.createdAt}>
          {new Date(item.createdAt).toLocaleString()}
        </time>
      </header>

      {item.originalContent.type === 'photo' ? (
        <img
          src={item.originalContent.url}
          alt={`Content under review from ${item.userProfile.displayName}`}
          className="max-h-72 rounded-lg border border-line object-contain"
        />
      ) : (
        <blockquote className="whitespace-pre-wrap break-words rounded-lg bg-canvas p-3 text-sm text-ink">
          {item.originalContent.content || '(no text)'}
        </blockquote>
      )}

      {item.reporter && (
        <p className="text-sm">
          <span className="text-ink-muted">Reported by </span>
          <strong>{item.reporter.displayName}</strong>
        </p>
      )}
      {active && item.subject && <ModerationContextView requestId={item.id} />}
      {!active && onActivate && item.subject && (
        <Button variant="ghost" onClick={onActivate}>
          Show context
        </Button>
      )}
      <div className="space-y-1 text-sm">
        <p className="font-semibold text-ink">Reason</p>
        <p className="whitespace-pre-wrap break-words text-ink">{item.reason}</p>
      </div>

      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="inline text-ink-muted">AI confidence </dt>
          <dd className="inline font-semibold">{percent(item.aiConfidence)}</dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Risk </dt>
          <dd className="inline">
            <Badge tone={riskTone(risk)}>{risk}/100</Badge>
          </dd>
        </div>
        {verdict?.decision && (
          <div>
            <dt className="inline text-ink-muted">Guardian </dt>
            <dd className="inline font-semibold">{verdict.decision}</dd>
          </div>
        )}
        {verdict?.layerTriggered && (
          <div>
            <dt className="inline text-ink-muted">Layer </dt>
            <dd className="inline font-semibold">{verdict.layerTriggered}</dd>
          </div>
        )}
      </dl>
      {verdict?.reasoning && <p className="whitespace-pre-wrap text-sm text-ink-muted">{verdict.reasoning}</p>}
      {!!verdict?.flaggedTerms?.length && (
        <p className="text-sm">
          <span className="text-ink-muted">Flagged terms: </span>
          {verdict.flaggedTerms.join(', ')}
        </p>
      )}
      {item.reviewNotes && (
        <p className="text-sm">
          <span className="text-ink-muted">Notes: </span>
          {item.reviewNotes}
        </p>
      )}
      {item.reviewer && <p className="text-xs text-ink-muted">Decided by {item.reviewer.displayName}</p>}

      {onDecide && (
        <div className="space-y-2">
          <label htmlFor={notesId} className="block text-sm font-medium text-ink">
            Notes (optional)
          </label>
          <textarea
            id={notesId}
            value={notes}
            onChange={(e) => onNotes?.(e.target.value)}
            rows={2}
            maxLength={1000}
            className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink"
          />
          <div className="grid grid-cols-2 gap-2">
            <Button variant="primary" disabled={busy} onClick={() => onDecide('approved')}>
              <Check aria-hidden className="size-4" /> Approve
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => onDecide('rejected')}>
              <X aria-hidden className="size-4" /> Reject
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
