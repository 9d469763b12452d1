import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { idParam, idParams, userIdParams } from './common';
import { defineEndpoint, emptyResponse } from './endpoint';

/**
 * Bestie Shield (spec 02: Safety page, Emergency viewer; decisions 25–27, 31).
 *
 * GET    /api/emergency-contacts/{userId}        owner's contacts, primary first
 * POST   /api/emergency-contacts                 {userId, name, phoneNumber, relationship, isPrimary?, email?}
 * PATCH  /api/emergency-contacts/{id}            any of name, phoneNumber, relationship, email, isPrimary: true
 * DELETE /api/emergency-contacts/{id}
 * GET    /api/meet-tracking/{userId}             owner's meets, soonest first
 * POST   /api/meet-tracking                      {userId, chatUserId, contactId, meetDate, meetLocation, description,
 * reminderTime, safetyNotes, durationMinutes?}
 * PATCH  /api/meet-tracking/{id}                 a status change and/or new details (moving re-plans its jobs)
 * GET    /api/safety-checkins/{userId}           one check-in per meet
 * POST   /api/safety-checkins/{id}/safe          "I'm safe"
 * GET    /api/emergency-alerts/{userId}          owner's alerts, newest first, with who was notified
 * POST   /api/emergency-alerts                   {userId, alertType, severity, location, latitude, longitude,
 * accuracy?, message}
 * PATCH  /api/emergency-alerts/{id}/location     {latitude, longitude, accuracy?}
 * POST   /api/emergency-alerts/{id}/end
 * GET    /api/emergency-viewer/{token}           no login; only while the alert is active
 * GET    /api/emergency-viewer/{token}/location  no login; polled every 30 s
 * GET    /api/safety-stop/{token}                no login: the stop link every contact message carries (ADR 216)
 * POST   /api/safety-stop/{token}                {scope: member | all}: no more messages to that number or address
 */

/** Numbers without a country code are read as this country's (the default EMERGENCY_NUMBER is 911). */
export const PHONE_DEFAULT_COUNTRY: CountryCode = 'US';
export const MAX_EMERGENCY_CONTACTS = 10;
export const REMINDER_HOURS_DEFAULT = 2;
export const MEET_DURATION_DEFAULT_MINUTES = 120;
export const MEET_DURATION_MIN_MINUTES = 15;
export const MEET_DURATION_MAX_MINUTES = 24 * 60;
/** A check-in with no answer this long after it is due escalates to the contacts. */
export const CHECKIN_GRACE_MS = 15 * 60 * 1000;
export const ALERT_LIFETIME_MS = 48 * 60 * 60 * 1000;
export const ALERTS_PER_HOUR = 5;
/**
 * Bestie Shield is not a relay (ADR 216): a number or address hears from at most this many members a day
 * unless it already knows them, and a member reaches at most this many new numbers or addresses a day.
 */
export const RECIPIENT_MEMBERS_PER_DAY = 3;
export const NEW_RECIPIENTS_PER_DAY = 20;
export const ALERT_TRAIL_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const EMERGENCY_LOCATION_POLL_MS = 30_000;
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export const ALERT_TYPES = ['panic', 'get_me_out'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_SEVERITY: Record<AlertType, 'high' | 'medium'> = { panic: 'high', get_me_out: 'medium' };
export const ALERT_LABELS: Record<AlertType, string> = { panic: 'Emergency', get_me_out: 'Help me get out' };
/** The viewer's spelling (spec 02 §3); a missed check-in reads as a generic safety alert. */
export const VIEWER_ALERT_TYPES = ['emergency', 'help_me_out', 'missed_checkin'] as const;
export type ViewerAlertType = (typeof VIEWER_ALERT_TYPES)[number];

export const MEET_STATUSES = ['planned', 'confirmed', 'completed', 'cancelled'] as const;
export type MeetStatus = (typeof MEET_STATUSES)[number];
/** Which status a meet may move to from each status; completed and cancelled are final. */
export const MEET_TRANSITIONS: Record<MeetStatus, readonly MeetStatus[]> = {
  planned: ['confirmed', 'completed', 'cancelled'],
  confirmed: ['planned', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
export const CHECKIN_STATUSES = ['scheduled', 'due', 'completed', 'missed', 'cancelled'] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

/** Accepts E.164 (+14155550123) or a national number of PHONE_DEFAULT_COUNTRY; stores E.164. */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .max(32, 'Phone number is too long')
  .refine(
    (v) => isValidPhoneNumber(v, PHONE_DEFAULT_COUNTRY),
    'Enter a valid phone number, e.g. +14155550123 or (415) 555-0123',
  )
  .transform((v) => parsePhoneNumberFromString(v, PHONE_DEFAULT_COUNTRY)!.number as string);

/** Optional e-mail: blank or null means none. */
const optionalEmail = z
  .union([
    z.literal(''),
    z.null(),
    z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(254)),
  ])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** Required text; the API prefixes the field name ("relationship: is required"). */
const required = (max: number) =>
  z.string('is required').trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

// Messages leave the field name out: the API's error text puts "field: " in front.
const isoDate = () => z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });

export const emergencyContactBody = z
  .object({
    userId: idParam,
    name: required(100),
    phoneNumber,
    relationship: required(60),
    isPrimary: z.boolean().optional(),
    email: optionalEmail,
  })
  .strict();
export type EmergencyContactBody = z.infer<typeof emergencyContactBody>;
export type EmergencyContactInput = z.input<typeof emergencyContactBody>;

export const emergencyContactPatch = z
  .object({
    name: required(100).optional(),
    phoneNumber: phoneNumber.optional(),
    relationship: required(60).optional(),
    email: optionalEmail,
    // Choosing a new primary demotes the old one; "un-primary" has no meaning on its own.
    isPrimary: z.literal(true, 'Choose another contact as primary instead').optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change: send at least one field');
export type EmergencyContactPatch = z.infer<typeof emergencyContactPatch>;
export type EmergencyContactPatchInput = z.input<typeof emergencyContactPatch>;

export const emergencyContact = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  relationship: z.string(),
  email: z.string().nullable(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContact>;

const durationMinutes = z
  .number('must be a number of minutes')
  .int('must be whole minutes')
  .min(MEET_DURATION_MIN_MINUTES, `must be at least ${MEET_DURATION_MIN_MINUTES} minutes`)
  .max(MEET_DURATION_MAX_MINUTES, `must be at most ${MEET_DURATION_MAX_MINUTES} minutes`);

export const meetBody = z
  .object({
    userId: idParam,
    chatUserId: idParam
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    contactId: idParam
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    meetDate: isoDate(),
    meetLocation: optionalText(200),
    description: optionalText(1000),
    /** Defaults to meetDate minus REMINDER_HOURS_DEFAULT hours. */
    reminderTime: isoDate().nullable().optional(),
    safetyNotes: optionalText(1000),
    durationMinutes: durationMinutes.optional().transform((v) => v ?? MEET_DURATION_DEFAULT_MINUTES),
  })
  .strict()
  .refine((b) => !b.reminderTime || Date.parse(b.reminderTime) <= Date.parse(b.meetDate), {
    path: ['reminderTime'],
    message: 'reminderTime must be at or before meetDate',
  });
export type MeetBody = z.infer<typeof meetBody>;

export const meetPatch = z
  .object({
    status: z.enum(MEET_STATUSES, 'must be one of planned, confirmed, completed, cancelled').optional(),
    chatUserId: idParam.nullable().optional(),
    contactId: idParam.nullable().optional(),
    meetDate: isoDate().optional(),
    meetLocation: optionalText(200),
    description: optionalText(1000),
    reminderTime: isoDate().nullable().optional(),
    safetyNotes: optionalText(1000),
    durationMinutes: durationMinutes.optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change: send at least one field');
export type MeetPatch = z.infer<typeof meetPatch>;
export type MeetPatchInput = z.input<typeof meetPatch>;

export const meetUser = z.object({ id: z.number().int(), displayName: z.string() });
export const meet = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  chatUserId: z.number().int().nullable(),
  chatUser: meetUser.nullable(),
  contactId: z.number().int().nullable(),
  meetDate: z.string(),
  meetLocation: z.string().nullable(),
  description: z.string().nullable(),
  reminderTime: z.string(),
  safetyNotes: z.string().nullable(),
  durationMinutes: z.number().int(),
  endsAt: z.string(),
  status: z.enum(MEET_STATUSES),
  createdAt: z.string(),
});
export type Meet = z.infer<typeof meet>;

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;
/** Who was (or is being) told: shown to the member; the address itself stays on the server. */
export const notificationStatus = z.object({
  contactName: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  status: z.enum(NOTIFICATION_STATUSES),
  /** Why a failed message was not sent at all (ADR 216: the contact stopped messages, or a cap), when it was not. */
  reason: z.string().optional(),
});
export type NotificationStatus = z.infer<typeof notificationStatus>;

export const safetyCheckin = z.object({
  id: z.number().int(),
  meetId: z.number().int(),
  scheduledTime: z.string(),
  location: z.string().nullable(),
  status: z.enum(CHECKIN_STATUSES),
  completedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  /** Contacts told about the missed check-in. */
  notified: z.array(notificationStatus),
});
export type SafetyCheckin = z.infer<typeof safetyCheckin>;

const latitude = z
  .number('must be a number')
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const longitude = z
  .number('must be a number')
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');
const accuracy = z
  .number('must be a number')
  .min(0, 'must be 0 or more')
  .max(1_000_000, 'is too large')
  .nullable()
  .optional();

export const emergencyAlertBody = z
  .object({
    userId: idParam,
    alertType: z.enum(ALERT_TYPES, 'must be panic or get_me_out'),
    severity: z.enum(['high', 'medium'], 'must be high or medium'),
    /** 'lat, lng' text as the spec's client sends it; the numbers below are what the server uses. */
    location: z.string().trim().max(100, 'must be at most 100 characters').nullable().optional(),
    latitude: latitude.nullable().optional(),
    longitude: longitude.nullable().optional(),
    accuracy,
    message: optionalText(500),
  })
  .strict()
  .refine((b) => ALERT_SEVERITY[b.alertType] === b.severity, {
    path: ['severity'],
    message: 'severity must be high for panic and medium for get_me_out',
  })
  .refine((b) => (b.latitude == null) === (b.longitude == null), {
    path: ['longitude'],
    message: 'latitude and longitude must be sent together',
  });
export type EmergencyAlertBody = z.infer<typeof emergencyAlertBody>;

export const alertLocationBody = z.object({ latitude, longitude, accuracy }).strict();
export type AlertLocationBody = z.infer<typeof alertLocationBody>;

export const ALERT_STATUSES = ['active', 'ended', 'expired'] as const;
export const emergencyAlert = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  alertType: z.enum([...ALERT_TYPES, 'missed_checkin']),
  severity: z.enum(['high', 'medium']),
  status: z.enum(ALERT_STATUSES),
  message: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  lastLocationAt: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  notified: z.array(notificationStatus),
});
export type EmergencyAlert = z.infer<typeof emergencyAlert>;

export const viewerTokenParams = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'token is not a valid alert link'),
  })
  .strict();

/** The stop link of a contact message (ADR 216): signed by the server, names one member and one recipient. */
export const stopTokenParams = z
  .object({ token: z.string().regex(/^[0-9]{1,12}\.[A-Za-z0-9_-]{4,400}\.[0-9a-f]{32}$/, 'token is not a valid link') })
  .strict();
export const stopInfo = z.object({ displayName: z.string() });
export const STOP_SCOPES = ['member', 'all'] as const;
export const stopBody = z.object({ scope: z.enum(STOP_SCOPES) }).strict();
export const stopResponse = z.object({ ok: z.literal(true), scope: z.enum(STOP_SCOPES) });
export type StopScope = (typeof STOP_SCOPES)[number];

export const viewerLocation = z.object({ lat: z.number(), lng: z.number(), accuracy: z.number().nullable() });
export const viewerAlert = z.object({
  alertType: z.enum(VIEWER_ALERT_TYPES),
  createdAt: z.string(),
  profileId: z.number().int(),
  displayName: z.string(),
  message: z.string().nullable(),
  location: viewerLocation.nullable(),
  lastLocationPing: z.string().nullable(),
  /** The deployment's emergency number (decision 31): the call button dials it. */
  emergencyNumber: z.string(),
});
export type ViewerAlert = z.infer<typeof viewerAlert>;
export const viewerLocationResponse = z.object({
  location: viewerLocation.nullable(),
  lastPing: z.string().nullable(),
});
export type ViewerLocationResponse = z.infer<typeof viewerLocationResponse>;

/** Bestie Shield (ADR 072): the member's own rows; the viewer link is public, keyed by its token. */
export const safetyEndpoints = {
  contacts: defineEndpoint({
    method: 'GET',
    path: '/api/emergency-contacts/:userId',
    summary: 'Your emergency contacts',
    access: 'member',
    params: userIdParams,
    responses: { 200: z.array(emergencyContact) },
  }),
  addContact: defineEndpoint({
    method: 'POST',
    path: '/api/emergency-contacts',
    summary: 'Add an emergency contact',
    access: 'member',
    body: emergencyContactBody,
    responses: { 201: emergencyContact },
  }),
  updateContact: defineEndpoint({
    method: 'PATCH',
    path: '/api/emergency-contacts/:id',
    summary: 'Change an emergency contact',
    access: 'member',
    params: idParams,
    body: emergencyContactPatch,
    responses: { 200: emergencyContact },
  }),
  removeContact: defineEndpoint({
    method: 'DELETE',
    path: '/api/emergency-contacts/:id',
    summary: 'Remove an emergency contact',
    access: 'member',
    params: idParams,
    responses: { 204: emptyResponse('Removed') },
  }),
  meets: defineEndpoint({
    method: 'GET',
    path: '/api/meet-tracking/:userId',
    summary: 'Your tracked meets',
    access: 'member',
    params: userIdParams,
    responses: { 200: z.array(meet) },
  }),
  createMeet: defineEndpoint({
    method: 'POST',
    path: '/api/meet-tracking',
    summary: 'Plan a tracked meet (reminder and check-in jobs)',
    access: 'member',
    body: meetBody,
    responses: { 201: meet },
  }),
  updateMeet: defineEndpoint({
    method: 'PATCH',
    path: '/api/meet-tracking/:id',
    summary: 'Move, change or cancel a meet',
    access: 'member',
    params: idParams,
    body: meetPatch,
    responses: { 200: meet },
  }),
  checkins: defineEndpoint({
    method: 'GET',
    path: '/api/safety-checkins/:userId',
    summary: 'Your safety check-ins',
    access: 'member',
    params: userIdParams,
    responses: { 200: z.array(safetyCheckin) },
  }),
  markSafe: defineEndpoint({
    method: 'POST',
    path: '/api/safety-checkins/:id/safe',
    summary: "Answer a check-in: I'm safe",
    access: 'member',
    params: idParams,
    responses: { 200: safetyCheckin },
  }),
  alerts: defineEndpoint({
    method: 'GET',
    path: '/api/emergency-alerts/:userId',
    summary: 'Your emergency alerts',
    access: 'member',
    params: userIdParams,
    responses: { 200: z.array(emergencyAlert) },
  }),
  createAlert: defineEndpoint({
    method: 'POST',
    path: '/api/emergency-alerts',
    summary: 'Raise an emergency alert (contacts are notified)',
    access: 'member',
    body: emergencyAlertBody,
    responses: { 201: emergencyAlert },
  }),
  alertLocation: defineEndpoint({
    method: 'PATCH',
    path: '/api/emergency-alerts/:id/location',
    summary: "Add a position to an active alert's trail",
    access: 'member',
    params: idParams,
    body: alertLocationBody,
    responses: { 200: emergencyAlert },
  }),
  endAlert: defineEndpoint({
    method: 'POST',
    path: '/api/emergency-alerts/:id/end',
    summary: 'End an alert',
    access: 'member',
    params: idParams,
    responses: { 200: emergencyAlert },
  }),
  viewer: defineEndpoint({
    method: 'GET',
    path: '/api/emergency-viewer/:token',
    summary: 'An active alert, for whoever holds its link',
    access: 'public',
    params: viewerTokenParams,
    responses: { 200: viewerAlert },
  }),
  viewerLocation: defineEndpoint({
    method: 'GET',
    path: '/api/emergency-viewer/:token/location',
    summary: "An active alert's latest position",
    access: 'public',
    params: viewerTokenParams,
    responses: { 200: viewerLocationResponse },
  }),
  stopInfo: defineEndpoint({
    method: 'GET',
    path: '/api/safety-stop/:token',
    summary: 'Who a stop link is about (the member who added this contact)',
    access: 'public',
    params: stopTokenParams,
    responses: { 200: stopInfo },
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/safety-stop/:token',
    summary: 'Stop Bestie Shield messages to this number or address, from this member or from anyone',
    access: 'public',
    params: stopTokenParams,
    body: stopBody,
    responses: { 200: stopResponse },
  }),
};
