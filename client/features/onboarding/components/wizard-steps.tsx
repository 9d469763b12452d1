import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  BIO_MAX,
  BODY_TYPES,
  DISPLAY_NAME_MAX,
  FOOD_PREFERENCES,
  GENDERS,
  HEIGHTS,
  INTERESTED_IN_REGISTRATION,
  INTERESTS,
  LANGUAGES,
  MIN_AGE,
  PASSWORD_MIN,
  RELATIONSHIP_STATUSES,
  SEXUAL_IDENTITIES_REGISTRATION,
  passwordWeakness,
} from '#contracts';
import { PasswordToggle } from '#ui/password-toggle';
import { TextField } from '#ui/input';
import { ChipGroup, SelectField, SliderField, SwitchField, TextAreaField } from '#ui/form-fields';
import { LocationField } from './location-field';
import { parseAgeMax, parseAgeMin, type StepProps, type WizardValues } from './wizard-model';

export type { StepProps } from './wizard-model';

/** The latest date of birth that is 18 today, as the date input's max. */
function latestAdultBirthday(today = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear() - MIN_AGE, today.getMonth(), today.getDate()));
  return d.toISOString().slice(0, 10);
}

export function AccountStep({ values, update, errors }: StepProps) {
  const [showPassword, setShowPassword] = useState(false);
  const weakness = values.password
    ? passwordWeakness(values.password, { email: values.email, displayName: values.displayName })
    : null;
  return (
    <div className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
        value={values.email}
        onChange={(e) => update({ email: e.target.value })}
        error={errors.email}
      />
      <TextField
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        value={values.password}
        onChange={(e) => update({ password: e.target.value })}
        error={errors.password}
        hint={
          weakness ??
          (values.password
            ? 'Strong enough.'
            : `At least ${PASSWORD_MIN} characters; mix letters with numbers or symbols.`)
        }
        trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />}
      />
      <TextField
        label="Display name"
        autoComplete="nickname"
        required
        maxLength={DISPLAY_NAME_MAX}
        value={values.displayName}
        onChange={(e) => update({ displayName: e.target.value })}
        error={errors.displayName}
        hint="This is the name other members see."
      />
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        required
        max={latestAdultBirthday()}
        value={values.dateOfBirth}
        onChange={(e) => update({ dateOfBirth: e.target.value })}
        error={errors.dateOfBirth}
        hint={`You must be at least ${MIN_AGE}. Others see your age, never the date.`}
      />
      <LocationField values={values} update={update} errors={errors} />
    </div>
  );
}

export function ProfileStep({ values, update, errors }: StepProps) {
  return (
    <div className="space-y-5">
      <SelectField
        label="Gender"
        placeholder="Select your gender"
        options={GENDERS}
        value={values.gender}
        onChange={(e) => update({ gender: e.target.value as WizardValues['gender'] })}
        error={errors.gender}
      />
      <SelectField
        label="Sexual identity"
        placeholder="Select your sexual identity"
        options={SEXUAL_IDENTITIES_REGISTRATION}
        value={values.sexualIdentity}
        onChange={(e) => update({ sexualIdentity: e.target.value as WizardValues['sexualIdentity'] })}
        error={errors.sexualIdentity}
      />
      <ChipGroup
        legend="Interested in"
        hint="Choose at least one."
        options={INTERESTED_IN_REGISTRATION}
        selected={values.interestedIn}
        onChange={(interestedIn) => update({ interestedIn })}
      />
      {errors.interestedIn && (
        <p role="alert" className="text-sm font-medium text-danger-strong">
          {errors.interestedIn}
        </p>
      )}
    </div>
  );
}

export function IdentityStep({ values, update, errors }: StepProps) {
  return (
    <div className="space-y-5">
      <TextAreaField
        label="About you"
        placeholder="A few words about who you are and what you enjoy"
        maxLength={BIO_MAX}
        value={values.bio}
        onChange={(e) => update({ bio: e.target.value })}
      />
      {errors.bio && (
        <p role="alert" className="text-sm font-medium text-danger-strong">
          {errors.bio}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Height"
          placeholder="Prefer not to say"
          options={HEIGHTS}
          value={values.height}
          onChange={(e) => update({ height: e.target.value })}
        />
        <SelectField
          label="Body type"
          placeholder="Prefer not to say"
          options={BODY_TYPES}
          value={values.bodyType}
          onChange={(e) => update({ bodyType: e.target.value as WizardValues['bodyType'] })}
        />
        <SelectField
          label="Relationship status"
          placeholder="Prefer not to say"
          options={RELATIONSHIP_STATUSES}
          value={values.relationshipStatus}
          onChange={(e) => update({ relationshipStatus: e.target.value as WizardValues['relationshipStatus'] })}
        />
      </div>
      <ChipGroup
        legend="Languages"
        options={LANGUAGES}
        selected={values.languages}
        onChange={(languages) => update({ languages })}
      />
      <ChipGroup
        legend="Interests"
        options={INTERESTS}
        selected={values.interests}
        onChange={(interests) => update({ interests })}
      />
      <ChipGroup
        legend="Food preferences"
        options={FOOD_PREFERENCES}
        selected={values.foodPreferences}
        onChange={(foodPreferences) => update({ foodPreferences })}
      />
    </div>
  );
}

export function VibesStep({ values, update }: StepProps) {
  const setVibe = (key: keyof WizardValues['vibes']) => (value: number) =>
    update({ vibes: { ...values.vibes, [key]: value } });
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">
        We match Romantic and Social by similarity and Energy as opposites. Move each slider to where you feel at home.
      </p>
      <SliderField
        label="Romantic"
        min={0}
        max={100}
        value={values.vibes.romantic}
        onChange={setVibe('romantic')}
        valueText={`${values.vibes.romantic}`}
        ends={['Shy', 'Outgoing']}
      />
      <SliderField
        label="Energy"
        min={0}
        max={100}
        value={values.vibes.dominance}
        onChange={setVibe('dominance')}
        valueText={`${values.vibes.dominance}`}
        ends={['Passive', 'Active']}
      />
      <SliderField
        label="Social"
        min={0}
        max={100}
        value={values.vibes.social}
        onChange={setVibe('social')}
        valueText={`${values.vibes.social}`}
        ends={['Introvert', 'Extrovert']}
      />
    </div>
  );
}

export function DiscoveryStep({ values, update, errors }: StepProps) {
  const settings = values.discoverySettings;
  const set = (patch: Partial<WizardValues['discoverySettings']>) =>
    update({ discoverySettings: { ...settings, ...patch } });
  const ageError = errors['discoverySettings.ageMin'] ?? errors['discoverySettings.ageMax'] ?? errors.discoverySettings;
  return (
    <div className="space-y-5">
      <fieldset className="space-y-1 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-medium text-ink">Appear in</legend>
        <SwitchField
          label="Hookup"
          description="Casual, clear and consensual."
          checked={settings.appearInHookup}
          onCheckedChange={(appearInHookup) => set({ appearInHookup })}
        />
        <SwitchField
          label="Date"
          description="Someone to take out for real."
          checked={settings.appearInDate}
          onCheckedChange={(appearInDate) => set({ appearInDate })}
        />
        <SwitchField
          label="Chat"
          description="Conversation first, no pressure."
          checked={settings.appearInChat}
          onCheckedChange={(appearInChat) => set({ appearInChat })}
        />
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Minimum age"
          type="number"
          inputMode="numeric"
          min={18}
          max={100}
          value={settings.ageMin}
          onChange={(e) => set({ ageMin: parseAgeMin(e.target.value) })}
        />
        <TextField
          label="Maximum age"
          type="number"
          inputMode="numeric"
          min={18}
          max={100}
          value={settings.ageMax}
          onChange={(e) => set({ ageMax: parseAgeMax(e.target.value) })}
        />
      </div>
      {ageError && (
        <p role="alert" className="text-sm font-medium text-danger-strong">
          {ageError}
        </p>
      )}
      <SliderField
        label="Maximum distance"
        min={5}
        max={60}
        step={5}
        value={settings.maxDistance}
        onChange={(maxDistance) => set({ maxDistance })}
        valueText={`${settings.maxDistance} miles`}
        ends={['5 miles', '60 miles']}
      />
    </div>
  );
}

export function SafetyStep({ values, update }: StepProps) {
  const prefs = values.nsfwPreferences;
  const set = (patch: Partial<WizardValues['nsfwPreferences']>) => update({ nsfwPreferences: { ...prefs, ...patch } });
  return (
    <div className="space-y-5">
      <div className="flex gap-3 rounded-xl border border-safe/40 bg-safe-soft p-4 text-sm text-ink">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-safe-strong" />
        <p>
          Guardian AI checks every message, story and photo. Choose what adult content may reach you; you can change
          this any time in Settings.
        </p>
      </div>
      <fieldset className="space-y-1 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-medium text-ink">Content controls</legend>
        <SwitchField
          label="Receive NSFW text"
          description="Adult talk from members you chat with."
          checked={prefs.receiveTextNSFW}
          onCheckedChange={(receiveTextNSFW) => set({ receiveTextNSFW })}
        />
        <SwitchField
          label="Receive NSFW images"
          description="Adult photos sent to you in chat."
          checked={prefs.receiveImageNSFW}
          onCheckedChange={(receiveImageNSFW) => set({ receiveImageNSFW })}
        />
        <SwitchField
          label="Warn before NSFW content"
          description="Senders see a warning before adult content reaches you."
          checked={prefs.warnBeforeNSFW}
          onCheckedChange={(warnBeforeNSFW) => set({ warnBeforeNSFW })}
        />
        <SwitchField
          label="Blur NSFW content"
          description="Adult images stay blurred until you choose to look."
          checked={prefs.blurNSFWContent}
          onCheckedChange={(blurNSFWContent) => set({ blurNSFWContent })}
        />
      </fieldset>
      <fieldset className="space-y-1 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-medium text-ink">Sign-in security</legend>
        <SwitchField
          label="Two-factor authentication"
          description="We e-mail you a 6-digit code each time you sign in."
          checked={values.twoFactorEnabled}
          onCheckedChange={(twoFactorEnabled) => update({ twoFactorEnabled })}
        />
      </fieldset>
    </div>
  );
}
