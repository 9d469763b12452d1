import { useState, type ComponentType, type SVGProps } from 'react';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import clsx from 'clsx';
import { Eye, Home, KeyRound, Pencil, Save, Shield, SlidersHorizontal, UserX } from 'lucide-react';
import {
  PRIVATE_PHOTO_CAP,
  PUBLIC_PHOTO_CAP,
  type DiscoverySettings,
  type OwnProfile,
  type SessionUser,
  type Vibes,
} from '#contracts';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useAuth } from '#features/auth';
import { useDiscoverySettings, useUpdateDiscoverySettings } from '#features/discovery';
import { useOwnProfile, usePhotos, useUpdateProfile } from '#features/profiles';
import { useUpdateVibes, useVibes } from '../api/vibes';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { AccountSection } from './account-section';
import { BlockedMembersSection } from './blocked-members-section';
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

type SectionKey = 'profile' | 'preferences' | 'account' | 'blocked';

/** Settings' pages (issue 14 §8): short enough for a phone, one shared draft and Save All Changes. */
const SECTIONS: { key: SectionKey; path: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'profile', path: '/settings', label: 'Edit profile', icon: Pencil },
  { key: 'preferences', path: '/settings/preferences', label: 'Preferences', icon: SlidersHorizontal },
  { key: 'account', path: '/settings/account', label: 'Account', icon: KeyRound },
  { key: 'blocked', path: '/settings/blocked', label: 'Blocked', icon: UserX },
];

function sectionOf(param: string | undefined): SectionKey | null {
  if (param === undefined) return 'profile';
  return SECTIONS.find((section) => section.key === param && section.key !== 'profile')?.key ?? null;
}

function SettingsNav() {
  return (
    <nav aria-label="Settings sections" className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        {SECTIONS.map(({ key, path, label, icon: Icon }) => (
          <li key={key} className="shrink-0">
            <NavLink
              to={path}
              end
              className={({ isActive }) =>
                clsx(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition',
                  isActive
                    ? 'border-brand-violet-strong bg-brand-violet-strong text-white'
                    : 'border-line bg-surface text-ink hover:bg-violet-50',
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
  section: SectionKey;
  user: SessionUser;
  profile: OwnProfile;
  vibes: Vibes;
  settings: DiscoverySettings;
  LocationButton: LocationButton;
}

function SettingsForm({ section, user, profile, vibes, settings, LocationButton }: SettingsFormProps) {
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

  const profileBody = profileChanges(saved.profile, draft.profile);
  const vibesBody = vibesChanges(saved.vibes, draft.vibes);
  const discovery = discoveryChanges(saved.discovery, draft.discovery);
  const dirty =
    !isEmpty(profileBody) || !isEmpty(vibesBody) || !isEmpty(discovery.settings) || !isEmpty(discovery.filters);
  // Moving between Settings' own pages keeps the draft; leaving Settings with edits asks first.
  const blocker = useUnsavedChangesGuard(dirty && !saving, (next) => next.pathname.startsWith('/settings'));

  /** Saves each changed part in turn; each ends in its own spec toast (the last one stays visible). */
  const saveAll = async () => {
    if (!dirty) {
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
      <SettingsNav />
      {section === 'profile' && (
        <div className="grid gap-4 lg:grid-cols-2">
          <div
            className={clsx(
              'flex flex-wrap items-center gap-3 rounded-card border border-line',
              'bg-surface p-4 shadow-card lg:col-span-2',
            )}
          >
            <p className="min-w-0 flex-1 text-sm text-ink-muted">See your profile the way other members see it.</p>
            <Button asChild variant="secondary">
              <Link to="/profile?preview=1">
                <Eye aria-hidden className="size-4" />
                Preview my profile
              </Link>
            </Button>
          </div>
          <BasicInformationSection
            profileId={profile.id}
            gender={profile.gender}
            draft={draft.profile}
            update={patch('profile')}
            LocationButton={LocationButton}
          />
          <LanguagesInterestsSection draft={draft.profile} update={patch('profile')} />
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
        </div>
      )}
      {section === 'preferences' && (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <VibesSection vibes={draft.vibes} update={patch('vibes')} />
          </div>
          <DiscoverySection draft={draft.discovery} update={patch('discovery')} />
          <div className="lg:col-span-2">
            <ContentControlsSection userId={user.id} />
          </div>
        </div>
      )}
      {section === 'account' && (
        <div className="grid gap-4 lg:grid-cols-2">
          <AccountSection user={user} />
          <ChangePasswordSection user={user} />
          <PrivacySection user={user} />
        </div>
      )}
      {section === 'blocked' && <BlockedMembersSection />}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        title="Leave without saving?"
        description="You have changes that are not saved. If you leave now, they will be lost."
        confirmLabel="Leave"
        busyLabel="Leaving..."
        busy={false}
        onConfirm={() => blocker.proceed?.()}
      />
      {(section === 'profile' || section === 'preferences') && (
        <div className="mt-6 flex justify-end">
          <SaveButton onClick={saveAll} busy={saving} />
        </div>
      )}
    </PageShell>
  );
}

/** /settings: Profile Settings (spec 01 §2). Renders nothing without a signed-in member. */
export function SettingsPage({ LocationButton }: { LocationButton: LocationButton }) {
  const { user } = useAuth();
  const section = sectionOf(useParams().section);
  if (!user) return null;
  if (!section) return <Navigate to="/settings" replace />;
  return <SettingsLoader section={section} user={user} LocationButton={LocationButton} />;
}

function SettingsLoader({
  section,
  user,
  LocationButton,
}: {
  section: SectionKey;
  user: SessionUser;
  LocationButton: LocationButton;
}) {
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
      section={section}
      user={user}
      profile={profile.data}
      vibes={vibes.data}
      settings={settings.data}
      LocationButton={LocationButton}
    />
  );
}
