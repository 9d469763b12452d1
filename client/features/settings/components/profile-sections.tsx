import type { ComponentType } from 'react';
import { Lock } from 'lucide-react';
import {
  BIO_MAX,
  BODY_TYPES,
  DISPLAY_NAME_MAX,
  FOOD_PREFERENCES,
  HEIGHTS,
  INTERESTED_IN_REGISTRATION,
  INTERESTS,
  LANGUAGES,
  RELATIONSHIP_STATUSES,
  SEXUAL_IDENTITIES,
} from '#contracts';
import { TextField } from '#ui/input';
import { toast } from '#ui/use-toast';
import { ChipGroup, SelectField, TextAreaField, optionLabel } from '#ui/form-fields';
import { SettingsCard } from './settings-card';
import { nextInterestedIn, type ProfileDraft } from './settings-model';

/** What the device-location control reports: a place name with the coordinates it came from. */
export interface LocatedPlace {
  location: string;
  latitude: number;
  longitude: number;
}
export type LocationButton = ComponentType<{ onLocated: (place: LocatedPlace) => void }>;

const GENDER_TOAST_MS = 10_000;

interface BasicInformationProps {
  profileId: number;
  gender: string;
  draft: ProfileDraft;
  update: (patch: Partial<ProfileDraft>) => void;
  LocationButton: LocationButton;
}

export function BasicInformationSection({ profileId, gender, draft, update, LocationButton }: BasicInformationProps) {
  const explainGender = () =>
    toast({
      title: 'Contact Support to Change Gender',
      description: `Changing gender needs admin verification. Contact Support with your profile ID: ${profileId}.`,
      duration: GENDER_TOAST_MS,
    });

  return (
    <SettingsCard title="Basic Information">
      <TextField
        label="Display name"
        maxLength={DISPLAY_NAME_MAX}
        value={draft.displayName}
        onChange={(e) => update({ displayName: e.target.value })}
      />
      <TextAreaField
        label="Bio"
        maxLength={BIO_MAX}
        value={draft.bio}
        onChange={(e) => update({ bio: e.target.value })}
      />
      <TextField
        label="Gender"
        readOnly
        aria-readonly
        value={optionLabel(gender)}
        onClick={explainGender}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') explainGender();
        }}
        hint={
          <span className="inline-flex items-center gap-1">
            <Lock aria-hidden className="size-3.5" />
            Changing gender needs admin verification.
          </span>
        }
        className="[&_input]:cursor-pointer [&_input]:bg-canvas"
      />
      <ChipGroup
        legend="Interested in"
        hint="Choose at least one."
        options={INTERESTED_IN_REGISTRATION}
        selected={draft.interestedIn as (typeof INTERESTED_IN_REGISTRATION)[number][]}
        onChange={(next) => update({ interestedIn: nextInterestedIn(draft.interestedIn, next) })}
      />
      {draft.interestedIn.length === 0 && (
        <p role="alert" className="text-sm font-medium text-danger-strong">
          Choose at least one option for Interested in
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Sexual identity"
          placeholder="Prefer not to say"
          options={SEXUAL_IDENTITIES}
          value={draft.sexualIdentity}
          onChange={(e) => update({ sexualIdentity: e.target.value })}
        />
        <SelectField
          label="Height"
          placeholder="Prefer not to say"
          options={HEIGHTS}
          value={draft.height}
          onChange={(e) => update({ height: e.target.value })}
        />
        <SelectField
          label="Body type"
          placeholder="Prefer not to say"
          options={BODY_TYPES}
          value={draft.bodyType}
          onChange={(e) => update({ bodyType: e.target.value })}
        />
        <SelectField
          label="Relationship status"
          placeholder="Prefer not to say"
          options={RELATIONSHIP_STATUSES}
          value={draft.relationshipStatus}
          onChange={(e) => update({ relationshipStatus: e.target.value })}
        />
      </div>
      <div className="space-y-2">
        <TextField
          label="Location"
          readOnly
          aria-readonly
          value={draft.location}
          placeholder="Location not set"
          hint="Set from your device; others only see your city and a rounded distance."
          className="[&_input]:bg-canvas"
        />
        <LocationButton onLocated={(place) => update(place)} />
      </div>
    </SettingsCard>
  );
}

export function LanguagesInterestsSection({
  draft,
  update,
}: {
  draft: ProfileDraft;
  update: (patch: Partial<ProfileDraft>) => void;
}) {
  return (
    <SettingsCard title="Languages & Interests">
      <ChipGroup
        legend="Languages"
        options={LANGUAGES}
        selected={draft.languages}
        onChange={(languages) => update({ languages })}
      />
      <ChipGroup
        legend="Interests"
        options={INTERESTS}
        selected={draft.interests}
        onChange={(interests) => update({ interests })}
      />
      <ChipGroup
        legend="Food preferences"
        options={FOOD_PREFERENCES}
        selected={draft.foodPreferences}
        onChange={(foodPreferences) => update({ foodPreferences })}
      />
    </SettingsCard>
  );
}
