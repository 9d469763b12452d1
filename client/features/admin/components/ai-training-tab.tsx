import { useId, useState, type FormEvent } from 'react';
import { GUARDIAN_LABELS } from '#contracts';
import { Button } from '#ui/button';
import { optionLabel } from '#ui/form-fields';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { useAddTrainingSample, useTrainingMetrics } from '../api/guardian-admin';
import { useStaffRole } from '../hooks/use-staff-role';
import { QuickKeywordBox } from './guardian-test-tab';
import { messageOf, percent, Section, Stat } from './staff-ui';

export function TrainingMetricsCard() {
  const metrics = useTrainingMetrics();
  return (
    <Section title="Training metrics" description="Measured on held-out data after each retrain.">
      {metrics.isError && (
        <LoadError title="Could not load metrics" error={metrics.error} onRetry={() => void metrics.refetch()} />
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Total samples" value={metrics.data ? metrics.data.totalSamples : '…'} />
        <Stat label="Accuracy" value={metrics.data ? percent(metrics.data.accuracy) : '…'} />
        <Stat label="Precision" value={metrics.data ? percent(metrics.data.precision) : '…'} />
        <Stat label="Recall" value={metrics.data ? percent(metrics.data.recall) : '…'} />
      </dl>
    </Section>
  );
}

/** One labelled sample (label safe, harmful, nsfw or spam; content type message). */
export function SimpleSampleForm() {
  const [content, setContent] = useState('');
  const [label, setLabel] = useState<(typeof GUARDIAN_LABELS)[number]>('safe');
  const [error, setError] = useState<string | null>(null);
  const add = useAddTrainingSample();
  const contentId = useId();
  const labelId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError('Content is required');
      return;
    }
    setError(null);
    add.mutate(
      { content, label },
      {
        onSuccess: () => {
          setContent('');
          toast({ title: 'Training sample added', variant: 'success' });
        },
        onError: (failure) =>
          toast({
            title: 'Failed to add training sample',
            description: messageOf(failure, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={contentId} className="block text-sm font-medium text-ink">
          Sample content
        </label>
        <textarea
          id={contentId}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={3}
          aria-invalid={error ? true : undefined}
          className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink"
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-strong">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={labelId} className="block text-sm font-medium text-ink">
          Label
        </label>
        <select
          id={labelId}
          value={label}
          onChange={(e) => setLabel(e.target.value as typeof label)}
          className="block min-h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink"
        >
          {GUARDIAN_LABELS.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add sample'}
      </Button>
    </form>
  );
}

export function AiTrainingTab() {
  const { isAdmin } = useStaffRole();
  return (
    <div className="space-y-6">
      <TrainingMetricsCard />
      {isAdmin ? (
        <>
          <Section title="Add a training sample" description="Samples feed the next retrain.">
            <SimpleSampleForm />
          </Section>
          <Section title="Quick keywords" description="Press Enter to add one keyword.">
            <div className="grid gap-4 md:grid-cols-2">
              <QuickKeywordBox list="banned" label="Banned keyword" />
              <QuickKeywordBox list="nsfw" label="NSFW keyword" />
            </div>
          </Section>
        </>
      ) : (
        <p className="text-sm text-ink-muted">
          Your review decisions train Guardian; training data and keywords are managed by administrators.
        </p>
      )}
    </div>
  );
}
