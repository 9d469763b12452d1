import { Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '../../contracts';
import { PageShell } from '../components/layout/page-shell';

/**
 * The stand-in for screens whose issue has not landed yet: a real page with its spec title.
 * Each route swaps this for its feature page when that work arrives.
 */
export function UnbuiltPage({ title, withShell = true }: { title: string; withShell?: boolean }) {
  const body = (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-card border border-line bg-surface p-8 text-center shadow-card">
      <Sparkles aria-hidden className="size-8 text-brand-violet-strong" />
      <p className="text-base text-ink-muted">This part of {PRODUCT_NAME} is being built.</p>
    </div>
  );
  if (withShell) return <PageShell title={title}>{body}</PageShell>;
  return (
    <section aria-labelledby="unbuilt-title" className="space-y-6">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <h1 id="unbuilt-title" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      {body}
    </section>
  );
}
