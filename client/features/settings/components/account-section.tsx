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

/** Two-factor on/off, Download my data (JSON) and Delete account (decisions 5 and 9). */
export function AccountSection({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const twoFactor = useSetTwoFactor();
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  // Turning two-factor off asks for the current password first (ADR 216); turning it on does not.
  const [offOpen, setOffOpen] = useState(false);
  const [offPassword, setOffPassword] = useState('');
  const [offError, setOffError] = useState<string | undefined>();
  const staff = user.role !== 'member';

  const closeOff = () => {
    setOffOpen(false);
    setOffPassword('');
    setOffError(undefined);
  };

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

  const onTurnOff = async () => {
    if (!offPassword) {
      setOffError('Current password is required');
      return;
    }
    try {
      await twoFactor.mutateAsync({ enabled: false, currentPassword: offPassword });
      closeOff();
      toast({
        title: 'Two-factor authentication off',
        description: 'You sign in with your password only.',
        variant: 'success',
      });
    } catch (error) {
      // The server names the field ("currentPassword: ..."); the dialog shows it under the field.
      setOffError(messageOf(error).replace(/^currentPassword: /, ''));
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

  const onDelete = async () => {
    if (!password) {
      setPasswordError('Password is required');
      return;
    }
    try {
      await remove.mutateAsync(password);
      toast({ title: 'Account deleted', description: 'Your profile, photos and messages have been removed.' });
      void navigate('/', { replace: true });
    } catch (error) {
      setPasswordError(messageOf(error));
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
      <ConfirmDialog
        open={offOpen}
        onOpenChange={(open) => (open ? setOffOpen(true) : closeOff())}
        title="Turn off two-factor authentication?"
        description="Anyone who learns your password could then sign in. Enter your current password to confirm."
        confirmLabel="Turn off"
        busyLabel="Turning off..."
        busy={twoFactor.isPending}
        onConfirm={onTurnOff}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          className="mt-4"
          value={offPassword}
          onChange={(e) => {
            setOffPassword(e.target.value);
            setOffError(undefined);
          }}
          error={offError}
        />
      </ConfirmDialog>
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
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={(open) => {
          setDeleteOpen(open);
          if (!open) {
            setPassword('');
            setPasswordError(undefined);
          }
        }}
        title="Delete your account?"
        description="This removes your profile, photos, messages and settings for good. Enter your password to confirm."
        confirmLabel="Delete account"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={onDelete}
      >
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          className="mt-4"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordError(undefined);
          }}
          error={passwordError}
        />
      </ConfirmDialog>
    </SettingsCard>
  );
}
