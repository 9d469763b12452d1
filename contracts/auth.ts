import { z } from 'zod';
import { okBody } from './common';
import { defineEndpoint, noBody } from './endpoint';
import type { Role } from './options';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  EMAIL_MAX,
  LOCATION_MAX,
  MIN_AGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  VERIFICATION_CODE_LENGTH,
  DEFAULT_VIBE,
  DEFAULT_MAX_DISTANCE_MILES,
} from './limits';
import {
  BODY_TYPES,
  FOOD_PREFERENCES,
  GENDERS,
  HEIGHTS,
  INTERESTED_IN,
  INTERESTS,
  LANGUAGES,
  RELATIONSHIP_STATUSES,
  ROLES,
  SEXUAL_IDENTITIES,
} from './options';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const loginBody = z
  .object({
    email: emailField,
    password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const verifyTwoFactorBody = z
  .object({
    verificationCode: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'Verification code must be 6 digits'),
  })
  .strict();
export type VerifyTwoFactorBody = z.infer<typeof verifyTwoFactorBody>;

/** Age in whole years on `today` for an ISO date of birth. */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const dateOfBirthField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Date of birth must be a real date')
  .refine((v) => ageOn(v) >= MIN_AGE, `You must be at least ${MIN_AGE} years old to join`)
  .refine((v) => ageOn(v) <= 120, 'Please enter a real date of birth');

export const displayNameField = z
  .string()
  .trim()
  .min(DISPLAY_NAME_MIN, `Display name must be at least ${DISPLAY_NAME_MIN} characters`)
  .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._'-]*$/u, "Display name may contain letters, numbers, spaces and . _ ' -");

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const vibeValue = z.number().int().min(0).max(100);
export const vibesInput = z
  .object({
    romantic: vibeValue.default(DEFAULT_VIBE),
    dominance: vibeValue.default(DEFAULT_VIBE),
    social: vibeValue.default(DEFAULT_VIBE),
  })
  .strict();

export const registrationDiscoverySettings = z
  .object({
    appearInHookup: z.boolean().default(false),
    appearInDate: z.boolean().default(true),
    appearInChat: z.boolean().default(false),
    ageMin: z.number().int().min(18).max(100).default(18),
    ageMax: z.number().int().min(18).max(100).default(65),
    maxDistance: z.number().int().min(1).max(100).default(DEFAULT_MAX_DISTANCE_MILES),
  })
  .strict()
  .refine((s) => s.ageMin <= s.ageMax, { message: 'Minimum age must not exceed maximum age', path: ['ageMin'] });

export const nsfwPreferencesInput = z
  .object({
    receiveTextNSFW: z.boolean(),
    receiveImageNSFW: z.boolean(),
    warnBeforeNSFW: z.boolean(),
    blurNSFWContent: z.boolean(),
  })
  .strict();

const list = <T extends readonly [string, ...string[]]>(values: T, max: number) => z.array(z.enum(values)).max(max);

/** POST /api/auth/register: the spec's registration payload; optional profile extras the wizard may send. */
export const registerBody = z
  .object({
    email: emailField,
    password: passwordField,
    displayName: displayNameField,
    dateOfBirth: dateOfBirthField,
    gender: z.enum(GENDERS),
    sexualIdentity: z.enum(SEXUAL_IDENTITIES),
    interestedIn: list(INTERESTED_IN, INTERESTED_IN.length).min(1, 'Choose at least one option for Interested in'),
    bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).default(''),
    location: z
      .string()
      .trim()
      .min(1, 'Location is required')
      .max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`),
    vibes: vibesInput.default({ romantic: DEFAULT_VIBE, dominance: DEFAULT_VIBE, social: DEFAULT_VIBE }),
    discoverySettings: registrationDiscoverySettings.default({
      appearInHookup: false,
      appearInDate: true,
      appearInChat: false,
      ageMin: 18,
      ageMax: 65,
      maxDistance: DEFAULT_MAX_DISTANCE_MILES,
    }),
    height: z.enum(HEIGHTS as [string, ...string[]]).optional(),
    bodyType: z.enum(BODY_TYPES).optional(),
    relationshipStatus: z.enum(RELATIONSHIP_STATUSES).optional(),
    languages: list(LANGUAGES, LANGUAGES.length).optional(),
    interests: list(INTERESTS, INTERESTS.length).optional(),
    foodPreferences: list(FOOD_PREFERENCES, FOOD_PREFERENCES.length).optional(),
    nsfwPreferences: nsfwPreferencesInput.optional(),
    twoFactorEnabled: z.boolean().optional(),
    // Device position ("Use my location") or the centre of the place the wizard's lookup chose.
    // Without them the server places the typed location with its gazetteer (issue 14).
    latitude: z
      .number()
      .min(-90, 'latitude must be between -90 and 90')
      .max(90, 'latitude must be between -90 and 90')
      .optional(),
    longitude: z
      .number()
      .min(-180, 'longitude must be between -180 and 180')
      .max(180, 'longitude must be between -180 and 180')
      .optional(),
  })
  .strict()
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: 'latitude and longitude must be sent together',
    path: ['latitude'],
  });
export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterInput = z.input<typeof registerBody>;

/** The signed-in member as the auth endpoints return it (only ever to that member). */
export const sessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  profilePictureUrl: z.string().nullable(),
  location: z.string().nullable(),
  role: z.enum(ROLES),
  age: z.number().int(),
  isVerified: z.boolean(),
  trustScore: z.number().int(),
  twoFactorEnabled: z.boolean(),
  /** False until the member opens the link mailed at registration (the app shows a banner). */
  emailVerified: z.boolean().default(true),
  /** The member hides being online and their last activity from everyone (issue 10). */
  presenceHidden: z.boolean().default(false),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authResponse = z.union([
  z.object({ user: sessionUser }),
  z.object({ requireTwoFA: z.literal(true), email: z.string().optional() }),
]);
export type AuthResponse = z.infer<typeof authResponse>;

/** Words that make a password weak whatever its length (checked case-insensitively). */
export const COMMON_PASSWORDS = [
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'letmein1',
  'welcome1',
  'abc12345',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  '11111111',
  '00000000',
  'passw0rd',
  'admin123',
  'changeme',
  'vibeline',
  'vibeline1',
  'dragon12',
  'monkey12',
];

/** Server-side strength rule, shared so the wizard can warn early: length, variety, not common. */
export function passwordWeakness(
  password: string,
  context: { email?: string; displayName?: string } = {},
): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.includes(lower)) return 'Password is too common. Please choose another.';
  if (new Set(password).size < 4) return 'Password is too weak: use more different characters';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  if (classes < 2) return 'Password is too weak: mix letters with numbers or symbols';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return 'Password must not contain your email address';
  const name = context.displayName?.toLowerCase().replace(/\s+/g, '');
  if (name && name.length >= 4 && lower.includes(name)) return 'Password must not contain your display name';
  return null;
}

// E-mail verification and password reset (issue 10, issue 14 §6): one single-use token mechanism.
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const VERIFICATION_RESEND_COOLDOWN_MS = 60 * 1000;

/** A mailed token: 32 random bytes in base64url (43 characters); anything else is not one of ours. */
export const mailedTokenField = z
  .string()
  .trim()
  .min(20, 'token: This link is incomplete')
  .max(200, 'token: This link is not valid');

/** POST /api/auth/verify-email */
export const verifyEmailBody = z.object({ token: mailedTokenField }).strict();
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** POST /api/auth/forgot-password: same answer whether or not the address has an account. */
export const forgotPasswordBody = z.object({ email: emailField }).strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** POST /api/auth/reset-password: signs out every session of the account. */
export const resetPasswordBody = z.object({ token: mailedTokenField, password: passwordField }).strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const verifyEmailResponse = z.object({ ok: z.literal(true), emailVerified: z.literal(true) });

/** PUT /api/account/presence {hidden}: hide online state and last activity. */
export const presenceSettingBody = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) }).strict();
export type PresenceSettingBody = z.infer<typeof presenceSettingBody>;
export const presenceSettingResponse = z.object({ presenceHidden: z.boolean() });

const ROLE_RANK: Record<Role, number> = { member: 0, moderator: 1, admin: 2 };
/** Roles are ordered: an admin may do whatever a moderator may. */
export const hasRole = (actual: Role, needed: Role): boolean => ROLE_RANK[actual] >= ROLE_RANK[needed];

/** Sign-up, sign-in and the session (ADR 072): server routes, client calls and OpenAPI derive from these. */
export const forgotPasswordResponse = okBody.extend({ message: z.string() });
export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account; signs in (or asks for the two-factor code)',
    access: 'public',
    body: registerBody,
    responses: { 201: authResponse },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with e-mail and password',
    access: 'public',
    body: loginBody,
    responses: { 200: authResponse },
  }),
  verifyTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-2fa',
    summary: 'Finish a two-factor sign-in with the mailed code',
    access: 'public',
    body: verifyTwoFactorBody,
    responses: { 200: authResponse },
  }),
  resendTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-2fa',
    summary: 'Send the two-factor code again',
    access: 'public',
    body: noBody,
    responses: { 200: okBody },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End this session',
    access: 'public',
    responses: { 200: okBody },
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    summary: 'Confirm an e-mail address with the mailed token',
    access: 'public',
    body: verifyEmailBody,
    responses: { 200: verifyEmailResponse },
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    summary: 'Mail the verification link again',
    access: 'member',
    body: noBody,
    responses: { 200: okBody },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Mail a password reset link (one answer for every address)',
    access: 'public',
    body: forgotPasswordBody,
    responses: { 200: forgotPasswordResponse },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the mailed token; every session ends',
    access: 'public',
    body: resetPasswordBody,
    responses: { 200: okBody },
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in member (401 when signed out)',
    access: 'member',
    responses: { 200: sessionUser },
  }),
};
