import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { PASSWORD_MIN, passwordWeakness, type SessionUser } from '#contracts';
import { Button } from '#ui/button';
import { TextField } from '#ui/input';
import { PasswordToggle } from '#ui/password-toggle';
import { Spinner } from '#ui/spinner';
import { useChangePassword } from '../api/account';
import { SettingsCard } from './settings-card';

/** Settings → Password: needs the current one; other devices are signed out (decision 6). */
export function ChangePasswordSection({ user }: { user: SessionUser }) {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const next = passwordWeakness(newPassword, { email: user.email, displayName: user.displayName }) ?? undefined;
    const current = currentPassword ? undefined : 'Current password is required';
    setErrors({ current, next });
    if (current || next) return;
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      setCurrent('');
      setNew('');
      setDone(true);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Please try again';
      setErrors(/current password/i.test(message) ? { current: message } : { next: message });
    }
  };

  return (
    <SettingsCard title="Password" description="Changing it signs you out on every other device.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Current password"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
        <TextField
          label="New password"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          error={errors.next}
          hint={`At least ${PASSWORD_MIN} characters; not a common password.`}
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
        />
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : <KeyRound aria-hidden className="size-4" />}
          Change password
        </Button>
        {done && (
          <p role="status" className="text-sm text-safe-strong">
            Password changed. Other devices have been signed out.
          </p>
        )}
      </form>
    </SettingsCard>
  );
}
