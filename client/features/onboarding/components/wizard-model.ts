import {
  DEFAULT_MAX_DISTANCE_MILES,
  DEFAULT_VIBE,
  GENDERS,
  INTERESTED_IN_REGISTRATION,
  SEXUAL_IDENTITIES_REGISTRATION,
  passwordWeakness,
  registerBody,
  type ForwardPlace,
  type RegisterBody,
} from '#contracts';

export const WIZARD_STEPS = ['Account', 'Profile', 'Identity', 'Vibes', 'Discovery', 'Safety'] as const;

type Gender = (typeof GENDERS)[number];
type SexualIdentity = (typeof SEXUAL_IDENTITIES_REGISTRATION)[number];
type InterestedIn = (typeof INTERESTED_IN_REGISTRATION)[number];

/** Everything the wizard collects; select fields are '' until chosen. */
export interface WizardValues {
  email: string;
  password: string;
  displayName: string;
  dateOfBirth: string;
  location: string;
  /** Where the typed place or the device put the member (issue 14); null until placed. */
  latitude: number | null;
  longitude: number | null;
  /** The gazetteer's name for the chosen place ("Chicago, Illinois"), shown as confirmation. */
  placedAs: string;
  /** Places an ambiguous name may mean, for the member to pick one. */
  placeChoices: ForwardPlace[];
  gender: Gender | '';
  sexualIdentity: SexualIdentity | '';
  interestedIn: InterestedIn[];
  bio: string;
  height: string;
  bodyType: NonNullable<RegisterBody['bodyType']> | '';
  relationshipStatus: NonNullable<RegisterBody['relationshipStatus']> | '';
  languages: NonNullable<RegisterBody['languages']>;
  interests: NonNullable<RegisterBody['interests']>;
  foodPreferences: NonNullable<RegisterBody['foodPreferences']>;
  vibes: { romantic: number; dominance: number; social: number };
  discoverySettings: {
    appearInHookup: boolean;
    appearInDate: boolean;
    appearInChat: boolean;
    ageMin: number;
    ageMax: number;
    maxDistance: number;
  };
  nsfwPreferences: {
    receiveTextNSFW: boolean;
    receiveImageNSFW: boolean;
    warnBeforeNSFW: boolean;
    blurNSFWContent: boolean;
  };
  twoFactorEnabled: boolean;
}

/** Spec defaults: vibes 50, discovery date on / hookup and chat off, 18-65, 25 miles; NSFW in Safe Mode. */
export function initialValues(prefill: { email?: string; password?: string } = {}): WizardValues {
  return {
    email: prefill.email ?? '',
    password: prefill.password ?? '',
    displayName: '',
    dateOfBirth: '',
    location: '',
    latitude: null,
    longitude: null,
    placedAs: '',
    placeChoices: [],
    gender: '',
    sexualIdentity: '',
    interestedIn: [],
    bio: '',
    height: '',
    bodyType: '',
    relationshipStatus: '',
    languages: [],
    interests: [],
    foodPreferences: [],
    vibes: { romantic: DEFAULT_VIBE, dominance: DEFAULT_VIBE, social: DEFAULT_VIBE },
    discoverySettings: {
      appearInHookup: false,
      appearInDate: true,
      appearInChat: false,
      ageMin: 18,
      ageMax: 65,
      maxDistance: DEFAULT_MAX_DISTANCE_MILES,
    },
    nsfwPreferences: { receiveTextNSFW: true, receiveImageNSFW: false, warnBeforeNSFW: true, blurNSFWContent: true },
    twoFactorEnabled: false,
  };
}

/**
 * Spec 01 §4 gating: step 1 needs email, displayName, dateOfBirth and location; step 2 needs
 * gender, sexualIdentity and at least one interestedIn; steps 3 to 6 are always allowed.
 */
export function canAdvance(step: number, values: WizardValues): boolean {
  if (step === 1) {
    return [values.email, values.displayName, values.dateOfBirth, values.location].every((v) => v.trim() !== '');
  }
  if (step === 2) return values.gender !== '' && values.sexualIdentity !== '' && values.interestedIn.length > 0;
  return true;
}

/** The spec's age inputs: minimum falls back to 18, maximum to 65, when not a number. */
export function parseAgeMin(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) ? 18 : n;
}
export function parseAgeMax(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) ? 65 : n;
}

export function toRegisterInput(values: WizardValues) {
  return {
    email: values.email,
    password: values.password,
    displayName: values.displayName,
    dateOfBirth: values.dateOfBirth,
    gender: values.gender,
    sexualIdentity: values.sexualIdentity,
    interestedIn: values.interestedIn,
    bio: values.bio,
    location: values.location,
    ...(values.latitude !== null && values.longitude !== null
      ? { latitude: values.latitude, longitude: values.longitude }
      : {}),
    vibes: values.vibes,
    discoverySettings: values.discoverySettings,
    ...(values.height ? { height: values.height } : {}),
    ...(values.bodyType ? { bodyType: values.bodyType } : {}),
    ...(values.relationshipStatus ? { relationshipStatus: values.relationshipStatus } : {}),
    ...(values.languages.length ? { languages: values.languages } : {}),
    ...(values.interests.length ? { interests: values.interests } : {}),
    ...(values.foodPreferences.length ? { foodPreferences: values.foodPreferences } : {}),
    nsfwPreferences: values.nsfwPreferences,
    twoFactorEnabled: values.twoFactorEnabled,
  };
}

/** Which step shows a field, so a validation message can send the member back to it. */
const FIELD_STEP: Record<string, number> = {
  email: 1,
  password: 1,
  displayName: 1,
  dateOfBirth: 1,
  location: 1,
  latitude: 1,
  longitude: 1,
  gender: 2,
  sexualIdentity: 2,
  interestedIn: 2,
  bio: 3,
  height: 3,
  bodyType: 3,
  relationshipStatus: 3,
  languages: 3,
  interests: 3,
  foodPreferences: 3,
  vibes: 4,
  discoverySettings: 5,
  nsfwPreferences: 6,
  twoFactorEnabled: 6,
};

export type FieldErrors = Partial<Record<string, string>>;

/** Checks the whole payload with the shared contract (plus the password strength rule). */
export function validate(
  values: WizardValues,
): { body: RegisterBody; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsed = registerBody.safeParse(toRegisterInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
  }
  const weakness = passwordWeakness(values.password, { email: values.email, displayName: values.displayName });
  if (weakness) errors.password ??= weakness;
  return parsed.success && !weakness ? { body: parsed.data, errors: null } : { body: null, errors };
}

/** The errors that belong to one step (keys like "discoverySettings.ageMin" count for their root). */
export function errorsForStep(step: number, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => FIELD_STEP[key.split('.')[0]] === step));
}

/** The first step holding an error, if any. */
export function firstStepWithError(errors: FieldErrors): number | null {
  const steps = Object.keys(errors)
    .map((key) => FIELD_STEP[key.split('.')[0]])
    .filter((s): s is number => s !== undefined);
  return steps.length ? Math.min(...steps) : null;
}

/** What every wizard step (and the location field inside one) receives. */
export interface StepProps {
  values: WizardValues;
  update: (patch: Partial<WizardValues>) => void;
  errors: FieldErrors;
}
