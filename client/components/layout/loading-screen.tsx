import { BrandMark } from '../ui/brand-mark';
import { Spinner } from '../ui/spinner';

/** Full-screen placeholder while the session is checked on start. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-brand-gradient-soft"
    >
      <BrandMark />
      <div className="flex items-center gap-2 text-ink-muted">
        <Spinner className="size-5 text-brand-violet-strong" />
        <span className="text-base font-medium">Loading...</span>
      </div>
    </div>
  );
}
