import { useId, useState, type FormEvent } from 'react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageShell } from '#layout/page-shell';
import { StaffPagesNav } from './staff-nav';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { useAdvancedMetrics, useModerationTest, useTrain, useTrainingStats } from '../api/guardian-admin';
import { useStaffRole } from '../hooks/use-staff-role';
import { TestResult } from './test-result';
import { Badge, messageOf, percent, Section, StaffTabList, Stat } from './staff-ui';

const TABS = [
  { value: 'test', label: 'Test' },
  { value: 'metrics', label: 'Metrics' },
  { value: 'analysis', label: 'Analysis' },
  { value: 'training', label: 'Training' },
] as const;

/** Advanced page risk colours (spec 02 §9) on 0-1: below 0.3 green, below 0.7 yellow, else red. */
export function advancedRiskTone(risk01: number): 'good' | 'fair' | 'poor' {
  if (risk01 < 0.3) return 'good';
  if (risk01 < 0.7) return 'fair';
  return 'poor';
}

/** /advanced-guardian-ai and /advanced-ai: test, measured metrics, analysis of the training data, training. */
export function AdvancedGuardianPage() {
  const [params, setParams] = useSearchParams();
  const current = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'test';
  return (
    <PageShell title="Advanced Guardian AI" backTo="/admin">
      <StaffPagesNav />
      <Tabs.Root value={current} onValueChange={(tab) => setParams({ tab }, { replace: true })} className="space-y-4">
        <StaffTabList label="Guardian sections" tabs={TABS} />
        <Tabs.Content value="test">
          <AdvancedTest />
        </Tabs.Content>
        <Tabs.Content value="metrics">
          <MetricsCard />
        </Tabs.Content>
        <Tabs.Content value="analysis">
          <Analysis />
        </Tabs.Content>
        <Tabs.Content value="training">
          <Training />
        </Tabs.Content>
      </Tabs.Root>
    </PageShell>
  );
}

function AdvancedTest() {
  const [contentType, setContentType] = useState<'message' | 'photo' | 'profile'>('message');
  const [content, setContent] = useState('');
  const test = useModerationTest();
  const typeId = useId();
  const contentId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim()) test.mutate({ contentType, content });
  };
  const risk01 = test.data ? test.data.riskScore / 100 : null;
  return (
    <Section title="Test content" description="A dry run at the default trust score; nothing is stored.">
      <form onSubmit={onSubmit} className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={typeId} className="block text-sm font-medium text-ink">
            Content type
          </label>
          <select
            id={typeId}
            value={contentType}
            onChange={(e) => setContentType(e.target.value as typeof contentType)}
            className="block min-h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink"
          >
            <option value="message">Message</option>
            <option value="photo">Photo (a /media/... URL)</option>
            <option value="profile">Profile text</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={contentId} className="block text-sm font-medium text-ink">
            {contentType === 'photo' ? 'Photo URL' : 'Content'}
          </label>
          <textarea
            id={contentId}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            rows={contentType === 'photo' ? 1 : 4}
            className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink"
          />
        </div>
        <Button type="submit" disabled={!content.trim() || test.isPending}>
          {test.isPending ? 'Analyzing...' : 'Analyze'}
        </Button>
      </form>
      {test.isError && (
        <p role="alert" className="text-sm font-medium text-danger-strong">
          {messageOf(test.error, 'Test failed')}
        </p>
      )}
      {test.data && risk01 !== null && (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm">
            <span className="text-ink-muted">Risk</span>
            <Badge tone={advancedRiskTone(risk01)} className="text-base">
              {risk01.toFixed(2)}
            </Badge>
          </p>
          <TestResult result={test.data} />
        </div>
      )}
    </Section>
  );
}

function MetricsCard() {
  const metrics = useAdvancedMetrics();
  if (metrics.isError)
    return <LoadError title="Could not load metrics" error={metrics.error} onRetry={() => void metrics.refetch()} />;
  const m = metrics.data;
  return (
    <Section
      title="Model metrics"
      description={
        m && !m.evaluated
          ? 'The current model has not been evaluated yet.'
          : 'Measured on held-out data when the model was trained.'
      }
    >
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Accuracy" value={m ? percent(m.accuracy) : '…'} />
        <Stat label="Precision" value={m ? percent(m.precision) : '…'} />
        <Stat label="Recall" value={m ? percent(m.recall) : '…'} />
        <Stat label="F1 score" value={m ? percent(m.f1Score) : '…'} />
        <Stat label="False positive rate" value={m ? percent(m.falsePositiveRate) : '…'} />
        <Stat label="False negative rate" value={m ? percent(m.falseNegativeRate) : '…'} />
        <Stat label="Training data" value={m ? m.totalTrainingData : '…'} />
        <Stat
          label="Last retrained"
          value={
            <span className="text-sm">
              {m ? (m.lastRetrained ? new Date(m.lastRetrained).toLocaleString() : 'never') : '…'}
            </span>
          }
          hint={m?.modelVersion ?? undefined}
        />
      </dl>
    </Section>
  );
}

export function TrainingStatsCard() {
  const stats = useTrainingStats();
  if (stats.isError)
    return <LoadError title="Could not load training stats" error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <Section title="Training data">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Total samples" value={s ? s.totalSamples : '…'} />
        <Stat label="Approved" value={s ? s.approvedSamples : '…'} />
        <Stat label="Flagged" value={s ? s.flaggedSamples : '…'} />
        <Stat label="Blocked" value={s ? s.blockedSamples : '…'} />
      </dl>
    </Section>
  );
}

/** How the training data is balanced: a model trained mostly on "approved" learns to approve. */
function Analysis() {
  const stats = useTrainingStats();
  const metrics = useAdvancedMetrics();
  const s = stats.data;
  const rows = s
    ? ([
        ['Approved', s.approvedSamples, 'bg-safe'],
        ['Flagged', s.flaggedSamples, 'bg-pending'],
        ['Blocked', s.blockedSamples, 'bg-danger'],
      ] as const)
    : [];
  return (
    <div className="space-y-6">
      <Section title="Training data balance" description="Share of each expected action among the stored samples.">
        {stats.isError && (
          <LoadError title="Could not load training stats" error={stats.error} onRetry={() => void stats.refetch()} />
        )}
        {s &&
          (s.totalSamples === 0 ? (
            <p className="text-sm text-ink-muted">No samples stored yet.</p>
          ) : (
            <ul className="space-y-2">
              {rows.map(([label, count, colour]) => (
                <li key={label} className="space-y-1">
                  <div className="flex justify-between text-sm">
                    <span>{label}</span>
                    <span>
                      {count} · {((count / s.totalSamples) * 100).toFixed(1)}%
                    </span>
                  </div>
                  <div className="h-2 rounded-full bg-violet-50">
                    <div
                      className={`h-2 rounded-full ${colour}`}
                      style={{ width: `${(count / s.totalSamples) * 100}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          ))}
      </Section>
      {metrics.data && (
        <Section
          title="Error balance"
          description="Harmless content stopped versus harmful content missed, on held-out data."
        >
          {metrics.data.evaluated ? (
            <p className="text-sm text-ink">
              Guardian stops {percent(metrics.data.falsePositiveRate)} of harmless content and misses{' '}
              {percent(metrics.data.falseNegativeRate)} of harmful content.
            </p>
          ) : (
            <p className="text-sm text-ink-muted">not evaluated yet</p>
          )}
        </Section>
      )}
    </div>
  );
}

function Training() {
  const { isAdmin } = useStaffRole();
  const train = useTrain();
  return (
    <div className="space-y-6">
      <TrainingStatsCard />
      {isAdmin && (
        <Section
          title="Retrain"
          description={
            'Trains a new model on every stored sample and activates it only if it is not worse than the ' +
            'current one: on held-out data, on ordinary chat, and on the independent challenge sets.'
          }
        >
          <Button
            disabled={train.isPending}
            onClick={() =>
              train.mutate([], {
                onSuccess: () =>
                  toast({
                    title: 'Retraining queued',
                    description: 'The metrics update when the new model is measured.',
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({
                    title: 'Retrain failed',
                    description: messageOf(error, 'Please try again'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {train.isPending ? 'Queuing...' : 'Retrain now'}
          </Button>
        </Section>
      )}
      <RecentRetrains />
    </div>
  );
}

/** What the promotion gate decided for the latest retrains, and why a model was kept back (ADR 122). */
function RecentRetrains() {
  const metrics = useAdvancedMetrics();
  if (metrics.isError)
    return <LoadError title="Could not load retrains" error={metrics.error} onRetry={() => void metrics.refetch()} />;
  const retrains = metrics.data?.recentRetrains ?? [];
  return (
    <Section title="Recent retrains" description="A new model goes live only if it passes every check.">
      {retrains.length === 0 ? (
        <p className="text-sm text-ink-muted">{metrics.data ? 'No retrain yet.' : '…'}</p>
      ) : (
        <ul className="space-y-3">
          {retrains.map((r) => (
            <li key={r.version} className="space-y-1 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={r.activated ? 'good' : 'fair'}>{r.activated ? 'Activated' : 'Kept current model'}</Badge>
                <span className="break-all text-ink">{r.version}</span>
              </div>
              <p className="text-ink-muted">
                {new Date(r.trainedAt).toLocaleString()} · {r.trigger}
                {r.comparedWith ? ` · compared with ${r.comparedWith}` : ''}
              </p>
              {r.reasons.length > 0 && (
                <ul className="list-disc space-y-0.5 pl-5 text-ink">
                  {r.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
