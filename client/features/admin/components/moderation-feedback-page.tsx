import { useId, useState, type FormEvent } from 'react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import {
  CRIMINALITY_FLAG_OPTIONS,
  FEEDBACK_ACTIONS,
  FEEDBACK_CONTENT_TYPES,
  FEEDBACK_FAILED_MESSAGE,
  FEEDBACK_REQUIRED_MESSAGE,
  RISK_FACTOR_OPTIONS,
  severityOf,
  type CriminalityReport,
  type ModerationFeedbackBody,
} from '#contracts';
import { PageShell } from '#layout/page-shell';
import { StaffPagesNav } from './staff-nav';
import { Button } from '#ui/button';
import { ChipGroup, optionLabel } from '#ui/form-fields';
import { TextField } from '#ui/input';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useCriminalityReports, useFollowUp, useSubmitFeedback } from '../api/feedback';
import { Badge, EmptyState, messageOf, Section, StaffTabList } from './staff-ui';

const TABS = [
  { value: 'submit', label: 'Submit Feedback' },
  { value: 'reports', label: 'Criminality Reports' },
] as const;
const words = (value: string) => optionLabel(value.replace(/_/g, ' '));
const severityTone = { critical: 'poor', high: 'poor', medium: 'fair', low: 'neutral' } as const;
const selectClass = 'block min-h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink';

/** /moderation-feedback (spec 02 §2 "Human Moderation Feedback"). */
export function ModerationFeedbackPage() {
  const [params, setParams] = useSearchParams();
  const current = TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'submit';
  return (
    <PageShell title="Human Moderation Feedback" backTo="/admin">
      <StaffPagesNav />
      <Tabs.Root value={current} onValueChange={(tab) => setParams({ tab }, { replace: true })} className="space-y-4">
        <StaffTabList label="Feedback sections" tabs={TABS} />
        <Tabs.Content value="submit">
          <FeedbackForm />
        </Tabs.Content>
        <Tabs.Content value="reports">
          <CriminalityReports />
        </Tabs.Content>
      </Tabs.Root>
    </PageShell>
  );
}

type Flag = (typeof CRIMINALITY_FLAG_OPTIONS)[number];
type Risk = (typeof RISK_FACTOR_OPTIONS)[number];
type Action = (typeof FEEDBACK_ACTIONS)[number];

export function FeedbackForm() {
  const [contentId, setContentId] = useState('');
  const [contentType, setContentType] = useState<(typeof FEEDBACK_CONTENT_TYPES)[number]>('message');
  const [content, setContent] = useState('');
  const [originalAction, setOriginalAction] = useState<Action>('approved');
  const [moderatorAction, setModeratorAction] = useState<Action>('flagged');
  const [reason, setReason] = useState('');
  const [riskFactors, setRiskFactors] = useState<Risk[]>([]);
  const [criminalityFlags, setCriminalityFlags] = useState<Flag[]>([]);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitFeedback();
  const ids = { type: useId(), content: useId(), original: useId(), moderator: useId(), reason: useId() };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!contentId.trim() || !content.trim() || !reason.trim()) {
      setError(FEEDBACK_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    const body: ModerationFeedbackBody = {
      contentId: contentId.trim(),
      contentType,
      content: content.trim(),
      originalAction,
      moderatorAction,
      reason: reason.trim(),
      riskFactors,
      criminalityFlags,
    };
    submit.mutate(body, {
      onSuccess: (answer) => {
        toast({
          title: 'Feedback recorded - AI training updated',
          description: answer.criminalityReport
            ? `Criminality report opened (${answer.criminalityReport.severity}` +
              `${answer.criminalityReport.followUpRequired ? ', follow-up required' : ''}).`
            : undefined,
          variant: answer.criminalityFlagged ? 'destructive' : 'success',
        });
        setContentId('');
        setContent('');
        setReason('');
        setRiskFactors([]);
        setCriminalityFlags([]);
      },
      onError: (failure) =>
        toast({
          title: FEEDBACK_FAILED_MESSAGE,
          description: messageOf(failure, 'Please try again'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Section
      title="Submit feedback"
      description="Correct Guardian: your decision becomes a training sample, and criminality flags open a report."
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Content id *"
            value={contentId}
            onChange={(e) => setContentId(e.target.value)}
            maxLength={100}
          />
          <div className="space-y-1.5">
            <label htmlFor={ids.type} className="block text-sm font-medium text-ink">
              Content type
            </label>
            <select
              id={ids.type}
              value={contentType}
              onChange={(e) => setContentType(e.target.value as typeof contentType)}
              className={selectClass}
            >
              {FEEDBACK_CONTENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {optionLabel(t)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.content} className="block text-sm font-medium text-ink">
            Content *
          </label>
          <textarea
            id={ids.content}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            rows={3}
            maxLength={10_000}
            className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink"
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1.5">
            <label htmlFor={ids.original} className="block text-sm font-medium text-ink">
              Guardian's action
            </label>
            <select
              id={ids.original}
              value={originalAction}
              onChange={(e) => setOriginalAction(e.target.value as Action)}
              className={selectClass}
            >
              {FEEDBACK_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {optionLabel(a)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.moderator} className="block text-sm font-medium text-ink">
              Your action
            </label>
            <select
              id={ids.moderator}
              value={moderatorAction}
              onChange={(e) => setModeratorAction(e.target.value as Action)}
              className={selectClass}
            >
              {FEEDBACK_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {optionLabel(a)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.reason} className="block text-sm font-medium text-ink">
            Reason *
          </label>
          <textarea
            id={ids.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={2}
            maxLength={1000}
            className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink"
          />
        </div>
        <ChipGroup
          legend="Risk factors"
          options={RISK_FACTOR_OPTIONS}
          selected={riskFactors}
          onChange={setRiskFactors}
          labelFor={words}
        />
        <ChipGroup
          legend="Criminality flags"
          options={CRIMINALITY_FLAG_OPTIONS}
          selected={criminalityFlags}
          onChange={setCriminalityFlags}
          labelFor={words}
          hint={
            criminalityFlags.length
              ? `Report severity: ${severityOf(criminalityFlags)}`
              : 'Only for content that may be a crime.'
          }
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-strong">
            {error}
          </p>
        )}
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
        </Button>
      </form>
    </Section>
  );
}

function CriminalityReports() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const reports = useCriminalityReports(status);
  return (
    <Section
      title="Criminality reports"
      description="Critical: child exploitation, trafficking, terrorism. Critical and high need a follow-up."
      actions={
        <div className="flex gap-1" role="group" aria-label="Show">
          {(['open', 'all'] as const).map((s) => (
            <Button
              key={s}
              variant={status === s ? 'primary' : 'secondary'}
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
            >
              {s === 'open' ? 'Needs follow-up' : 'All'}
            </Button>
          ))}
        </div>
      }
    >
      {reports.isPending && (
        <p className="flex items-center gap-2 text-ink-muted">
          <Spinner /> Loading...
        </p>
      )}
      {reports.isError && (
        <LoadError
          title="Could not load criminality reports"
          error={reports.error}
          onRetry={() => void reports.refetch()}
        />
      )}
      {reports.data &&
        (reports.data.length === 0 ? (
          <EmptyState>{status === 'open' ? 'No report needs a follow-up.' : 'No criminality reports.'}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {reports.data.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        ))}
    </Section>
  );
}

function ReportCard({ report }: { report: CriminalityReport }) {
  const [notes, setNotes] = useState('');
  const followUp = useFollowUp();
  const notesId = useId();
  return (
    <article className="space-y-2 rounded-xl border border-line p-3" aria-label={`Criminality report ${report.id}`}>
      <header className="flex flex-wrap items-center gap-1.5">
        <Badge tone={severityTone[report.severity]} className="uppercase">
          {report.severity}
        </Badge>
        {report.criminalityType.map((t) => (
          <Badge key={t}>{words(t)}</Badge>
        ))}
        <span className="text-xs text-ink-muted">
          {report.source === 'guardian' ? 'Guardian' : 'Moderator feedback'} · {report.contentType} {report.contentId}
        </span>
        <time className="ml-auto text-xs text-ink-muted" dateTime={report.reportedAt}>
          {new Date(report.reportedAt).toLocaleString()}
        </time>
      </header>
      <blockquote className="whitespace-pre-wrap break-words rounded-lg bg-canvas p-2 text-sm text-ink">
        {report.content}
      </blockquote>
      {report.followedUpAt ? (
        <p className="text-sm text-safe-strong">
          Followed up {new Date(report.followedUpAt).toLocaleString()}
          {report.followedUpBy && ` by ${report.followedUpBy.displayName}`}
          {report.followUpNotes && `: ${report.followUpNotes}`}
        </p>
      ) : report.followUpRequired ? (
        <div className="space-y-2">
          <label htmlFor={notesId} className="block text-sm font-medium text-ink">
            Follow-up notes
          </label>
          <textarea
            id={notesId}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={2}
            maxLength={1000}
            className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink"
          />
          <Button
            disabled={followUp.isPending}
            onClick={() =>
              followUp.mutate(
                { id: report.id, notes },
                {
                  onSuccess: () => toast({ title: 'Marked as followed up', variant: 'success' }),
                  onError: (error) =>
                    toast({
                      title: 'Could not mark follow-up',
                      description: messageOf(error, 'Please try again'),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            Mark followed up
          </Button>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No follow-up required.</p>
      )}
    </article>
  );
}
