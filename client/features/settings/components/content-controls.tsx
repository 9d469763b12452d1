import { ShieldCheck } from 'lucide-react';
import { SAFE_MODE_NSFW, type NsfwPreferences } from '#contracts';
import { toast } from '#ui/use-toast';
import { useDiscoverySettings, useUpdateDiscoverySettings } from '#features/discovery';
import { useNsfwPreferences, useUpdateNsfwPreferences } from '../api/nsfw-preferences';
import { SwitchField } from '#ui/form-fields';
import { SettingsCard } from './settings-card';

const SUB_TOGGLES: { key: keyof NsfwPreferences; label: string; description: string }[] = [
  { key: 'receiveTextNSFW', label: 'Receive NSFW text', description: 'Adult talk from members you chat with.' },
  { key: 'receiveImageNSFW', label: 'Receive NSFW images', description: 'Adult photos sent to you in chat.' },
  {
    key: 'warnBeforeNSFW',
    label: 'Warn before NSFW content',
    description: 'Senders see a warning before adult content reaches you.',
  },
  {
    key: 'blurNSFWContent',
    label: 'Blur NSFW content',
    description: 'Adult images stay blurred until you choose to look.',
  },
];

const saved = () =>
  toast({
    title: 'Preferences Updated',
    description: 'Your NSFW content preferences have been saved.',
    variant: 'success',
  });
const failed = () =>
  toast({ title: 'Error', description: 'Failed to update preferences. Please try again.', variant: 'destructive' });

/**
 * Content Controls (spec 01 §4 "NSFW master toggle"): On shows the four sub-toggles; Off resets
 * them to Safe Mode and saves. Every change is saved at once, not with Save All Changes.
 */
export function ContentControlsSection({ userId }: { userId: number }) {
  const settings = useDiscoverySettings(userId);
  const prefs = useNsfwPreferences(userId);
  const updateSettings = useUpdateDiscoverySettings(userId);
  const updatePrefs = useUpdateNsfwPreferences(userId);
  const busy = updateSettings.isPending || updatePrefs.isPending;

  if (settings.isPending || prefs.isPending) {
    return (
      <SettingsCard title="Content Controls">
        <div className="h-24 animate-pulse rounded-xl bg-violet-50" />
      </SettingsCard>
    );
  }
  if (settings.isError || prefs.isError) {
    return (
      <SettingsCard title="Content Controls">
        <p role="alert" className="text-sm text-danger-strong">
          {(settings.error ?? prefs.error)?.message}
        </p>
      </SettingsCard>
    );
  }

  const enabled = settings.data.enableNsfwContent;

  const setMaster = async (on: boolean) => {
    try {
      await updateSettings.mutateAsync({ settings: { enableNsfwContent: on } });
      if (!on) await updatePrefs.mutateAsync(SAFE_MODE_NSFW);
      saved();
    } catch {
      failed();
    }
  };

  const setOne = async (key: keyof NsfwPreferences, value: boolean) => {
    try {
      await updatePrefs.mutateAsync({ ...prefs.data, [key]: value });
      saved();
    } catch {
      failed();
    }
  };

  return (
    <SettingsCard
      title="Content Controls"
      description="Decide what adult content may reach you. Guardian AI applies these everywhere."
    >
      <SwitchField
        label="Allow NSFW content"
        description="Turn on to choose exactly what adult content you receive."
        checked={enabled}
        onCheckedChange={setMaster}
        disabled={busy}
      />
      {enabled ? (
        <div className="space-y-1 rounded-xl border border-line p-4">
          {SUB_TOGGLES.map((toggle) => (
            <SwitchField
              key={toggle.key}
              label={toggle.label}
              description={toggle.description}
              checked={prefs.data[toggle.key]}
              onCheckedChange={(value) => setOne(toggle.key, value)}
              disabled={busy}
            />
          ))}
        </div>
      ) : (
        <div role="status" className="flex gap-3 rounded-xl border border-safe/40 bg-safe-soft p-4 text-sm">
          <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-safe-strong" />
          <div>
            <p className="font-semibold text-ink">Safe Mode Active</p>
            <p className="text-ink-muted">Text content allowed, warn senders enabled, images blocked.</p>
          </div>
        </div>
      )}
    </SettingsCard>
  );
}
