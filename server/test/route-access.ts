/**
 * Who may call each route: ONE LINE PER ROUTE, keyed exactly as Fastify registers it
 * ("METHOD /path/:param"). The authorization matrix (server/http/route-access.api.test.ts) reads the
 * app's own route table and fails for any route missing here, so a new route cannot ship without
 * saying who may call it. Adding a route at merge: copy the line of a similar route.
 *
 * Access kinds, and what the matrix expects from its actors (anonymous, owner, another member, a
 * member the owner blocked, a suspended member, moderator, admin). "Allowed" means authorization
 * let the call through (any answer but 401/403, never 500); "denied" is 403 or 404.
 * - public     anyone, signed in or not
 * - session    any signed-in member; anonymous and suspended 401
 * - owner      the member named by :userId only (the matrix puts the owner's id in the path);
 *              other members, blocked, moderator, admin denied; anonymous 401
 * - moderator  moderators and admins; members 403; anonymous 401
 * - admin      admins; members and moderators 403; anonymous 401
 * - loopback   development only, answers only this machine (dev.api.test.ts proves the rest)
 *
 * Options: `staff: true` — moderators and admins are allowed too (owner routes staff may use);
 * `probe: 'deny-only'` — probe only the actors that must be refused (writes with side effects
 * for staff, e.g. training the model); `probe: false` with a reason — not probed by the matrix;
 * `body` — a valid body, for writes that validate before they authorize (the default is {}).
 */
export type Access = 'public' | 'session' | 'owner' | 'moderator' | 'admin' | 'loopback';
export interface RouteRule {
  access: Access;
  staff?: boolean;
  probe?: 'deny-only' | false;
  why?: string;
  body?: unknown;
}

const r = (access: Access, options: Omit<RouteRule, 'access'> = {}): RouteRule => ({ access, ...options });

export const ROUTE_ACCESS: Record<string, RouteRule> = {
  'GET /api/health': r('public'),
  'GET /api/docs': r('public'), // OpenAPI document; absent in production (api-docs.api.test.ts)
  'GET /media/avatars/*': r('public'),
  'POST /Guardian': r('public'),

  // accounts
  'POST /api/auth/register': r('public'),
  'POST /api/auth/login': r('public'),
  'POST /api/auth/verify-2fa': r('public', {
    probe: false,
    why: 'answers 401 without a pending sign-in by design (accounts.api.test.ts)',
  }),
  'POST /api/auth/resend-2fa': r('public', {
    probe: false,
    why: 'answers 401 without a pending sign-in by design (accounts.api.test.ts)',
  }),
  'POST /api/auth/logout': r('public', { probe: false, why: 'would end the probing session; accounts.api.test.ts' }),
  'POST /api/auth/verify-email': r('public'),
  'POST /api/auth/resend-verification': r('session'),
  'POST /api/auth/forgot-password': r('public'),
  'POST /api/auth/reset-password': r('public'),
  'GET /api/auth/user': r('session'),
  'PUT /api/account/two-factor': r('session'),
  'PUT /api/account/presence': r('session'),
  'PUT /api/account/password': r('session'),

  // admin, guardian
  'GET /api/admin/users/search': r('moderator'),
  'POST /api/admin/advanced-moderation/test': r('moderator'),
  'GET /api/admin/advanced-moderation/metrics': r('moderator'),
  'GET /api/admin/advanced-moderation/training-stats': r('moderator'),
  'GET /api/admin/ai-training/metrics': r('moderator'),
  'POST /api/admin/advanced-moderation/train': r('admin', { probe: 'deny-only' }),
  'POST /api/admin/advanced-moderation/upload-training-data': r('admin', { probe: 'deny-only' }),
  'POST /api/admin/ai-training/add': r('admin', { probe: 'deny-only' }),
  'GET /api/admin/guardian-settings': r('moderator'),
  'POST /api/admin/keywords/:list': r('admin', { probe: 'deny-only' }),
  'DELETE /api/admin/keywords/:list/:keyword': r('admin', { probe: 'deny-only' }),
  'POST /api/admin/trust-score/reset': r('admin', { probe: 'deny-only' }),
  'GET /api/admin/moderation-requests': r('moderator'),
  'POST /api/admin/moderation-requests/:id/review': r('moderator', { probe: 'deny-only' }),

  // staff console (issue 13): the moderation pipeline, users, suspension, audit, feedback, verification
  'GET /api/admin/moderation-requests/:id': r('moderator'),
  'GET /api/admin/moderation-stats': r('moderator'),
  'GET /api/admin/moderation-logs': r('admin'),
  'POST /api/admin/moderation-feedback': r('moderator', {
    probe: 'deny-only',
    why: 'writes a training sample; moderation.api.test.ts',
  }),
  'GET /api/admin/criminality-reports': r('moderator'),
  'POST /api/admin/criminality-reports/:id/follow-up': r('moderator', { probe: 'deny-only' }),
  'GET /api/admin/users': r('moderator'),
  'GET /api/admin/users/:id': r('moderator'),
  'POST /api/admin/users/:id/suspend': r('admin', {
    probe: 'deny-only',
    why: 'suspends a member; moderation.api.test.ts',
  }),
  'POST /api/admin/users/:id/unsuspend': r('admin', { probe: 'deny-only' }),
  'POST /api/admin/users/:id/trust-reset': r('admin', { probe: 'deny-only' }),
  'POST /api/admin/users/:id/gender': r('admin', { probe: 'deny-only' }),
  'GET /api/admin/compliance/:userId': r('admin', {
    probe: 'deny-only',
    why: 'the matrix fills :userId with the owner; moderation.api.test.ts covers admins',
  }),
  'GET /api/admin/verification-requests': r('moderator'),
  'GET /api/admin/verification-requests/:id/selfie': r('moderator'),
  'POST /api/member-reports': r('session'),
  'GET /api/verification': r('session'),
  'POST /api/verification': r('session', {
    probe: 'deny-only',
    why: 'opens a verification request; moderation.api.test.ts',
  }),

  // profiles
  'GET /api/profile/:userId': r('session'),
  'PATCH /api/profile/:userId': r('owner'),
  'GET /api/vibes/:userId': r('owner'),
  'PATCH /api/vibes/:userId': r('owner'),
  'GET /api/discovery-settings/:userId': r('owner'),
  'PUT /api/discovery-settings/:userId': r('owner'),
  'PATCH /api/discovery-settings/:userId': r('owner'),
  'GET /api/users/:userId/nsfw-preferences': r('owner'),
  'PUT /api/users/:userId/nsfw-preferences': r('owner', {
    body: { receiveTextNSFW: false, receiveImageNSFW: false, warnBeforeNSFW: true, blurNSFWContent: true },
  }),
  'GET /api/blocks': r('session'),
  'POST /api/blocks': r('session'),
  'DELETE /api/blocks/:userId': r('session'),

  // photos
  'POST /api/photos/upload': r('session'),
  'PUT /api/photos/upload/:token': r('session'),
  'POST /api/photos': r('session'),
  'GET /api/photos/:userId': r('session'),
  'GET /api/photos/:photoId/file': r('session'),
  'GET /api/photos/:photoId/thumbnail': r('session'),
  'DELETE /api/photos/:photoId': r('session'),
  'PUT /api/photos/:photoId/profile-picture': r('session'),
  'GET /api/admin/photos': r('moderator'),
  'POST /api/admin/photos/:id/review': r('moderator', { probe: 'deny-only' }),

  // account data
  'GET /api/account/export': r('session'),
  'DELETE /api/account': r('session'),
  'POST /api/admin/compliance/export': r('admin'),

  // geo, discovery, taps, stories
  'GET /api/geo/reverse': r('public'),
  'GET /api/geo/forward': r('public'),
  'GET /api/discovery/:userId/:vibeType': r('owner'),
  'POST /api/taps': r('session'),
  'GET /api/taps/:userId': r('owner'),
  'GET /api/taps/:userId/sent': r('owner'),
  'DELETE /api/conversations/:otherUserId': r('session'),
  'POST /api/stories': r('session'),
  'DELETE /api/stories/:id': r('session'),
  'GET /api/stories/ring': r('session'),
  'GET /api/stories/ring/:vibeType': r('session'),
  'GET /media/stories/:file': r('session'),
  'POST /api/stories/media': r('session'),

  // messaging
  'GET /api/conversations': r('session'),
  'GET /api/messages': r('session'),
  'GET /api/messages/:otherUserId': r('session'),
  'POST /api/messages': r('session'),
  'POST /api/messages/read': r('session'),
  'POST /api/messages/report': r('session'),
  'POST /api/messages/:id/hide': r('session'),
  'POST /api/messages/:id/reveal': r('session'),
  'GET /api/messages/media/:file': r('session'),
  'POST /api/messages/voice': r('session'),
  'POST /api/messages/photo': r('session'),
  'GET /ws': r('session', {
    probe: false,
    why: 'WebSocket upgrade: messaging.api.test.ts refuses it without a session',
  }),

  // safety (Bestie Shield): lists keyed by :userId are the owner's; rows by :id are checked in the
  // service (another member's id answers 404); the viewer is public behind its unguessable token.
  'GET /api/emergency-contacts/:userId': r('owner'),
  'POST /api/emergency-contacts': r('session'),
  'PATCH /api/emergency-contacts/:id': r('session'),
  'DELETE /api/emergency-contacts/:id': r('session'),
  'GET /api/meet-tracking/:userId': r('owner'),
  'POST /api/meet-tracking': r('session'),
  'PATCH /api/meet-tracking/:id': r('session'),
  'GET /api/safety-checkins/:userId': r('owner'),
  'POST /api/safety-checkins/:id/safe': r('session'),
  'GET /api/emergency-alerts/:userId': r('owner'),
  'POST /api/emergency-alerts': r('session', {
    probe: 'deny-only',
    why: 'sends real notifications; safety.api.test.ts',
  }),
  'PATCH /api/emergency-alerts/:id/location': r('session'),
  'POST /api/emergency-alerts/:id/end': r('session'),
  'GET /api/emergency-viewer/:token': r('public'),
  'GET /api/emergency-viewer/:token/location': r('public'),
  'GET /api/safety-stop/:token': r('public'), // a contact's stop link (ADR 216)
  'POST /api/safety-stop/:token': r('public'),

  // development
  'GET /api/dev/outbox': r('loopback'),
  'GET /dev/outbox': r('loopback'),
};

/** Sample values for path parameters other than :userId (which the matrix fills with the owner's id). */
export const PARAM_SAMPLES: Record<string, string> = {
  vibeType: 'date',
  list: 'banned',
  keyword: 'zzz-not-a-keyword',
  id: '999999',
  photoId: '999999',
  otherUserId: '',
  file: 'u1-00000000000000000000000000000000.webp',
  token: 'not-a-real-upload-token',
  '*': 'none.png',
};
