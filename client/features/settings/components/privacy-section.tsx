import type { SessionUser } from '#contracts';
import { SwitchField } from '#ui/form-fields';
import { toast } from '#ui/use-toast';
import { useSetPresenceHidden } from '../api/account';
import { SettingsCard } from './settings-card';

/** Settings → Privacy: hide online status and last activity from everyone (issue 10). */
export function PrivacySection({ user }: { user: SessionUser }) {
  const presence = useSetPresenceHidden();
  const onChange = async (hidden: boolean) => {
    try {
      await presence.mutateAsync(hidden);
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Please try again',
        variant: 'destructive',
      });
    }
  };
  return (
    <SettingsCard
      title="Privacy"
      description="Only people you chat with can see when you are active, and only roughly (e.g. Active today)."
    >
      <SwitchField
        label="Hide my online status"
        description="Nobody sees whether you are online or when you were last active."
        checked={user.presenceHidden}
        onCheckedChange={onChange}
        disabled={presence.isPending}
      />
    </SettingsCard>
  );
}
