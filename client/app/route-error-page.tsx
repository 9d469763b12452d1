import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '#ui/button';
import { NotFoundPage } from './not-found-page';

/** Last resort when a screen throws while rendering: say so and offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangle aria-hidden className="size-10 text-pending-strong" />
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="max-w-md text-ink-muted">This screen could not be shown. Reloading usually helps.</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
