import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { clsx } from 'clsx';

/** Shown to members without the admin or moderator role; the server refuses them too (403). */
export function AccessDeniedPage() {
  return (
    <PageShell title="Access Denied">
      <div
        role="alert"
        className={clsx(
          'mx-auto max-w-md space-y-3 rounded-card border border-danger/40',
          'bg-surface p-8 text-center shadow-card',
        )}
      >
        <ShieldAlert aria-hidden className="mx-auto size-10 text-danger-strong" />
        <h2 className="text-xl font-bold text-ink">Access Denied</h2>
        <p className="text-ink-muted">Administrator privileges required</p>
        <Button asChild variant="secondary" className="w-full">
          <Link to="/">Back to Discover</Link>
        </Button>
      </div>
    </PageShell>
  );
}
