import { useId, useState, type FormEvent } from 'react';
import { EXPECTED_ACTIONS, SAMPLE_CONTENT_TYPES, type AdvancedSample } from '#contracts';
import { Button } from '#ui/button';
import { optionLabel } from '#ui/form-fields';
import { toast } from '#ui/use-toast';
import { useUploadTrainingData } from '../api/guardian-admin';
import { parseBulkSamples } from './bulk-upload';
import { messageOf } from './staff-ui';

const fieldClass = 'block min-h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink';

/** One sample with its expected action and confidence (0-1 in steps of 0.1, default 0.8). */
export function SingleSampleForm() {
  const [content, setContent] = useState('');
  const [contentType, setContentType] = useState<AdvancedSample['contentType']>('message');
  const [expectedAction, setExpectedAction] = useState<NonNullable<AdvancedSample['expectedAction']>>('approved');
  const [confidence, setConfidence] = useState(0.8);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadTrainingData();
  const ids = { content: useId(), type: useId(), action: useId(), confidence: useId() };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError('Content is required');
      return;
    }
    setError(null);
    upload.mutate([{ content: content.trim(), contentType, expectedAction, confidence }], {
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
    });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={ids.content} className="block text-sm font-medium text-ink">
          Content
        </label>
        <textarea
          id={ids.content}
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
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1.5">
          <label htmlFor={ids.type} className="block text-sm font-medium text-ink">
            Content type
          </label>
          <select
            id={ids.type}
            value={contentType}
            onChange={(e) => setContentType(e.target.value as typeof contentType)}
            className={fieldClass}
          >
            {SAMPLE_CONTENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {optionLabel(t)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.action} className="block text-sm font-medium text-ink">
            Expected action
          </label>
          <select
            id={ids.action}
            value={expectedAction}
            onChange={(e) => setExpectedAction(e.target.value as typeof expectedAction)}
            className={fieldClass}
          >
            {EXPECTED_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {optionLabel(a)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.confidence} className="block text-sm font-medium text-ink">
            Confidence
          </label>
          <input
            id={ids.confidence}
            type="number"
            min={0}
            max={1}
            step={0.1}
            value={confidence}
            onChange={(e) => setConfidence(Math.min(1, Math.max(0, Number(e.target.value) || 0)))}
            className={fieldClass}
          />
        </div>
      </div>
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? 'Adding...' : 'Add sample'}
      </Button>
    </form>
  );
}

/** Tab-separated bulk upload, parsed in the browser first so a mistake names itself before anything is sent. */
export function BulkUploadForm({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const upload = useUploadTrainingData();
  const areaId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSummary(null);
    const parsed = parseBulkSamples(text);
    if (!parsed.ok) {
      setError(parsed.error);
      toast({ title: parsed.error, variant: 'destructive' });
      return;
    }
    setError(null);
    upload.mutate(parsed.samples, {
      onSuccess: (result) => {
        setText('');
        const refused = result.errorCount ? `, ${result.errorCount} refused` : '';
        const dropped = parsed.dropped ? `, ${parsed.dropped} lines without content dropped` : '';
        const line = `${result.successCount} of ${result.totalSamples} samples stored${refused}${dropped}.`;
        setSummary(line);
        toast({ title: 'Bulk upload complete', description: line, variant: 'success' });
      },
      onError: (failure) =>
        toast({
          title: 'Bulk upload failed',
          description: messageOf(failure, 'Please try again'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={areaId} className="block text-sm font-medium text-ink">
          Samples (one per line)
        </label>
        <p className="text-sm text-ink-muted">
          Tab-separated: content, type (message, photo, profile), action (approved, flagged, blocked), confidence 0-1.
          Defaults: message, approved, 0.8.
        </p>
        <textarea
          id={areaId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={8}
          aria-invalid={error ? true : undefined}
          className="block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 font-mono text-sm text-ink"
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-danger-strong">
            {error}
          </p>
        )}
        {summary && (
          <p role="status" className="text-sm text-safe-strong">
            {summary}
          </p>
        )}
      </div>
      <Button type="submit" disabled={!text.trim() || upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Upload samples'}
      </Button>
    </form>
  );
}
