import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import type { SessionUser } from '#contracts';
import { Button } from '#ui/button';
import { TextField } from '#ui/input';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useDeleteAccount, useDownloadMyData, useSetTwoFactor } from '../api/account';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { SwitchField } from '#ui/form-fields';
import { SettingsCard } from './settings-card';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Please try again');

/**
 * A confirm dialog that asks for the member's current password (Delete account; turning two-factor off, ADR 216).
 * It owns the field and its error: `onConfirm` gets the password and answers the error to show under the field,
 * or nothing when it went through. Closing the dialog clears both.
 */
function PasswordConfirmDialog({
  open,
  onClose,
  label,
  requiredMessage,
  onConfirm,
  ...dialog
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  label: string;
  requiredMessage: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: (password: string) => Promise<string | undefined>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!password) {
      setError(requiredMessage);
      return;
    }
    const failure = await onConfirm(password);
    if (failure) setError(failure);
    else close();
  };
  return (
    <ConfirmDialog {...dialog} open={open} onOpenChange={(next) => !next && close()} onConfirm={confirm}>
      <TextField
        label={label}
        type="password"
        autoComplete="current-password"
        className="mt-4"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
    </ConfirmDialog>
  );
}

/** Two-factor on/off, Download my data (JSON) and Delete account (decisions 5 and 9). */
export function AccountSection({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const twoFactor = useSetTwoFactor();
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Turning two-factor off asks for the current password first (ADR 216); turning it on does not.
  const [offOpen, setOffOpen] = useState(false);
  const staff = user.role !== 'member';

  const toggleTwoFactor = async (enabled: boolean) => {
    if (!enabled) {
      setOffOpen(true);
      return;
    }
    try {
      await twoFactor.mutateAsync({ enabled: true });
      toast({
        title: 'Two-factor authentication on',
        description: 'We will e-mail you a 6-digit code each time you sign in.',
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Error', description: messageOf(error), variant: 'destructive' });
    }
  };

  const onTurnOff = async (currentPassword: string) => {
    try {
      await twoFactor.mutateAsync({ enabled: false, currentPassword });
      toast({
        title: 'Two-factor authentication off',
        description: 'You sign in with your password only.',
        variant: 'success',
      });
      return undefined;
    } catch (error) {
      // The server names the field ("currentPassword: ..."); the dialog shows it under the field.
      return messageOf(error).replace(/^currentPassword: /, '');
    }
  };

  const onDownload = async () => {
    try {
      await download.mutateAsync();
      toast({ title: 'Your data is downloading', description: 'Everything we store about you, as a JSON file.' });
    } catch (error) {
      toast({ title: 'Error', description: messageOf(error), variant: 'destructive' });
    }
  };

  const onDelete = async (password: string) => {
    try {
      await remove.mutateAsync(password);
      toast({ title: 'Account deleted', description: 'Your profile, photos and messages have been removed.' });
      void navigate('/', { replace: true });
      return undefined;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <SettingsCard title="Account" description={`Signed in as ${user.email}.`} className="lg:col-span-2">
      <SwitchField
        label="Two-factor authentication"
        description={
          staff ? 'Always on for moderators and admins.' : 'We e-mail you a 6-digit code each time you sign in.'
        }
        checked={user.twoFactorEnabled}
        onCheckedChange={toggleTwoFactor}
        disabled={staff || twoFactor.isPending}
      />
      <PasswordConfirmDialog
        open={offOpen}
        onClose={() => setOffOpen(false)}
        title="Turn off two-factor authentication?"
        description="Anyone who learns your password could then sign in. Enter your current password to confirm."
        label="Current password"
        requiredMessage="Current password is required"
        confirmLabel="Turn off"
        busyLabel="Turning off..."
        busy={twoFactor.isPending}
        onConfirm={onTurnOff}
      />
      <div className="flex flex-wrap gap-3 border-t border-line pt-4">
        <Button variant="secondary" onClick={onDownload} disabled={download.isPending}>
          {download.isPending ? <Spinner /> : <Download aria-hidden className="size-4" />}
          Download my data
        </Button>
        <Button variant="secondary" className="text-danger-strong" onClick={() => setDeleteOpen(true)}>
          <Trash2 aria-hidden className="size-4" />
          Delete account
        </Button>
      </div>
      <PasswordConfirmDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title="Delete your account?"
        description="This removes your profile, photos, messages and settings for good. Enter your password to confirm."
        label="Password"
        requiredMessage="Password is required"
        confirmLabel="Delete account"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </SettingsCard>
  );
}
