import { Eye, EyeOff } from 'lucide-react';
import { Button } from './button';

/** The eye button inside a password field (show / hide), with its accessible state. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={shown ? 'Hide password' : 'Show password'}
      aria-pressed={shown}
      onClick={onToggle}
      className="text-ink-muted"
    >
      {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
    </Button>
  );
}
