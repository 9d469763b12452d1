import clsx from 'clsx';

/** A text badge (colour is never the only signal). */
export function StatusBadge({
  tone,
  children,
}: {
  tone: 'blue' | 'green' | 'grey' | 'red' | 'amber' | 'violet';
  children: string;
}) {
  const tones = {
    blue: 'bg-blue-100 text-chat-strong',
    green: 'bg-safe-soft text-safe-strong',
    grey: 'bg-gray-100 text-gray-700',
    red: 'bg-danger-soft text-danger-strong',
    amber: 'bg-pending-soft text-pending-strong',
    violet: 'bg-violet-100 text-brand-violet-strong',
  } as const;
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])}>
      {children}
    </span>
  );
}
