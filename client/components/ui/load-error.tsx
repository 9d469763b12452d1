import { Button } from './button';

/** A list that failed to load: what failed, the server's reason, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-card border border-line bg-surface p-6 text-center">
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">{error.message || 'Please try again'}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
