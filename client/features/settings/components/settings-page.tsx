import { useState } from 'react';
import { Link } from 'react-router';
import { Home, Save, Shield } from 'lucide-react';
import {
  PRIVATE_PHOTO_CAP,
  PUBLIC_PHOTO_CAP,
  type DiscoverySettings,
  type OwnProfile,
  type SessionUser,
  type Vibes,
} from '../../../../contracts';
import { PageShell } from '../../../components/layout/page-shell';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../auth';
import { useDiscoverySettings, useUpdateDiscoverySettings } from '../api/discovery-settings';
import { usePhotos } from '../api/photos';
import { useOwnProfile, useUpdateProfile } from '../api/profile';
import { useUpdateVibes, useVibes } from '../api/vibes';
import { AccountSection } from './account-section';
import { ChangePasswordSection } from './change-password-section';
import { PrivacySection } from './privacy-section';
import { VerificationLink } from './verification-link';
import { ContentControlsSection } from './content-controls';
import { PhotoGallery } from './photo-gallery';
import { DiscoverySection, VibesSection } from './preference-sections';
import { BasicInformationSection, LanguagesInterestsSection, type LocationButton } from './profile-sections';
import {
  discoveryChanges,
  draftFrom,
  isEmpty,
  profileChanges,
  vibesChanges,
  type SettingsDraft,
} from './settings-model';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Please try again');

function SaveButton({ onClick, busy }: { onClick?: () => void; busy: boolean }) {
  return (
    <Button onClick={onClick} disabled={busy || !onClick}>
      {busy ? <Spinner /> : <Save aria-hidden className="size-4" />}
      {busy ? 'Saving...' : 'Save All Changes'}
    </Button>
  );
}

interface SettingsFormProps {
  user: SessionUser;
  profile: OwnProfile;
  vibes: Vibes;
  settings: DiscoverySettings;
  LocationButton: LocationButton;
}

function SettingsForm({ user, profile, vibes, settings, LocationButton }: SettingsFormProps) {
  const [saved, setSaved] = useState<SettingsDraft>(() => draftFrom(profile, vibes, settings));
  const [draft, setDraft] = useState<SettingsDraft>(saved);
  const photos = usePhotos(user.id);
  const updateProfile = useUpdateProfile(user.id);
  const updateVibes = useUpdateVibes(user.id);
  const updateDiscovery = useUpdateDiscoverySettings(user.id);
  const [saving, setSaving] = useState(false);

  const patch =
    <K extends keyof SettingsDraft>(part: K) =>
    (changes: Partial<SettingsDraft[K]>) =>
      setDraft((current) => ({ ...current, [part]: { ...current[part], ...changes } }));

  /** Saves each changed part in turn; each ends in its own spec toast (the last one stays visible). */
  const saveAll = async () => {
    const profileBody = profileChanges(saved.profile, draft.profile);
    const vibesBody = vibesChanges(saved.vibes, draft.vibes);
    const discovery = discoveryChanges(saved.discovery, draft.discovery);
    if (isEmpty(profileBody) && isEmpty(vibesBody) && isEmpty(discovery.settings) && isEmpty(discovery.filters)) {
      toast({ title: 'Nothing to save', description: 'You have no unsaved changes.' });
      return;
    }
    setSaving(true);
    try {
      if (!isEmpty(profileBody)) {
        try {
          await updateProfile.mutateAsync(profileBody);
          setSaved((s) => ({ ...s, profile: draft.profile }));
          toast({ title: 'Profile updated successfully!', variant: 'success' });
        } catch (error) {
          toast({ title: 'Failed to update profile', description: messageOf(error), variant: 'destructive' });
          return;
        }
      }
      if (!isEmpty(vibesBody)) {
        try {
          await updateVibes.mutateAsync(vibesBody);
          setSaved((s) => ({ ...s, vibes: draft.vibes }));
          toast({ title: 'Vibes updated successfully!', variant: 'success' });
        } catch (error) {
          toast({ title: 'Failed to update vibes', description: messageOf(error), variant: 'destructive' });
          return;
        }
      }
      if (!isEmpty(discovery.settings) || !isEmpty(discovery.filters)) {
        try {
          await updateDiscovery.mutateAsync(discovery);
          setSaved((s) => ({ ...s, discovery: draft.discovery }));
          toast({ title: 'Discovery settings updated successfully!', variant: 'success' });
        } catch (error) {
          toast({ title: 'Failed to update settings', description: messageOf(error), variant: 'destructive' });
        }
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageShell title="Settings" actions={<SaveButton onClick={saveAll} busy={saving} />}>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link to="/">
            <Home aria-hidden className="size-4" />
            Back to Home
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/safety">
            <Shield aria-hidden className="size-4" />
            Bestie Shield
          </Link>
        </Button>
        <VerificationLink isVerified={user.isVerified} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <BasicInformationSection
          profileId={profile.id}
          gender={profile.gender}
          draft={draft.profile}
          update={patch('profile')}
          LocationButton={LocationButton}
        />
        <LanguagesInterestsSection draft={draft.profile} update={patch('profile')} />
        <div className="lg:col-span-2">
          <VibesSection vibes={draft.vibes} update={patch('vibes')} />
        </div>
        <DiscoverySection draft={draft.discovery} update={patch('discovery')} />
        <div className="lg:col-span-2">
          <ContentControlsSection userId={user.id} />
        </div>
        <PhotoGallery
          title="Profile Pictures (Public)"
          description="Shown on your profile once approved."
          userId={user.id}
          photoType="profile"
          photos={photos.data}
          isLoading={photos.isPending}
          cap={PUBLIC_PHOTO_CAP}
          profilePictureUrl={user.profilePictureUrl}
        />
        <PhotoGallery
          title="Private Gallery"
          description="Only people you share them with in chat can see these."
          userId={user.id}
          photoType="private"
          photos={photos.data}
          isLoading={photos.isPending}
          cap={PRIVATE_PHOTO_CAP}
          profilePictureUrl={null}
        />
        <AccountSection user={user} />
        <ChangePasswordSection user={user} />
        <PrivacySection user={user} />
      </div>
      <div className="mt-6 flex justify-end">
        <SaveButton onClick={saveAll} busy={saving} />
      </div>
    </PageShell>
  );
}

/** /settings: Profile Settings (spec 01 §2). Renders nothing without a signed-in member. */
export function SettingsPage({ LocationButton }: { LocationButton: LocationButton }) {
  const { user } = useAuth();
  if (!user) return null;
  return <SettingsLoader user={user} LocationButton={LocationButton} />;
}

function SettingsLoader({ user, LocationButton }: { user: SessionUser; LocationButton: LocationButton }) {
  const profile = useOwnProfile(user.id);
  const vibes = useVibes(user.id);
  const settings = useDiscoverySettings(user.id);

  if (profile.isError || vibes.isError || settings.isError) {
    const error = profile.error ?? vibes.error ?? settings.error;
    return (
      <PageShell title="Settings">
        <div
          role="alert"
          className="mx-auto max-w-md rounded-card border border-line bg-surface p-8 text-center shadow-card"
        >
          <h2 className="text-xl font-bold text-ink">Could not load your settings</h2>
          <p className="mt-1 text-ink-muted">{messageOf(error)}</p>
          <Button
            variant="secondary"
            className="mt-5"
            onClick={() => Promise.all([profile.refetch(), vibes.refetch(), settings.refetch()])}
          >
            Try again
          </Button>
        </div>
      </PageShell>
    );
  }
  if (profile.isPending || vibes.isPending || settings.isPending) {
    return (
      <PageShell title="Settings" actions={<SaveButton busy={false} />}>
        <div role="status" aria-live="polite" className="grid gap-4 lg:grid-cols-2">
          <span className="sr-only">Loading settings...</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-64 animate-pulse rounded-card bg-violet-50" />
          ))}
        </div>
      </PageShell>
    );
  }
  return (
    <SettingsForm
      user={user}
      profile={profile.data}
      vibes={vibes.data}
      settings={settings.data}
      LocationButton={LocationButton}
    />
  );
}
