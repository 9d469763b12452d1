import type { ReactNode } from 'react';
import clsx from 'clsx';

/** One titled section of the settings screen. */
export function SettingsCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={clsx('space-y-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6', className)}
    >
      <div className="space-y-1">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {description && <p className="text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
