import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { PRODUCT_NAME } from '#contracts';
import { BrandMark } from '#ui/brand-mark';
import { Button } from '#ui/button';

/** Any path outside the route table, signed in or out (spec 01 §2). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-brand-gradient-soft px-4 text-center">
      <title>{`404 Page Not Found · ${PRODUCT_NAME}`}</title>
      <BrandMark withName />
      <div className="w-full max-w-md space-y-3 rounded-card border border-line bg-surface p-8 shadow-card">
        <Compass aria-hidden className="mx-auto size-10 text-brand-violet-strong" />
        <h1 className="text-2xl font-bold text-ink">404 Page Not Found</h1>
        <p className="text-ink-muted">The page you are looking for does not exist or has moved.</p>
        <Button asChild size="lg" className="w-full">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </main>
  );
}
