import { z } from 'zod';
import { okBody } from './common';
import { defineEndpoint, emptyResponse, rawResponse, uploadBody } from './endpoint';
import { idParam } from './common';
import { GUARDIAN_POLICIES } from './guardian';
import { VIBE_TYPES } from './options';

/**
 * Messaging (spec 02 Inbox / Chat / Share Photo / Report Message; decisions 2, 19, 20, 21).
 *
 * HTTP (every route needs a session; the session decides who "I" am):
 *   GET  /api/conversations?q=&vibeType=          → conversationList (mine, newest activity first)
 *   GET  /api/messages?otherUserId=&before=&limit= → messageList: the newest `limit` (≤ 100, default 50)
 *        messages with that member older than the `before` message id, oldest first. Also
 *        GET /api/messages/{otherUserId}?before=&limit=. An optional `userId` must be the session user (403).
 *        Not a participant / unknown member → 404; messages this viewer hid are left out.
 *   POST /api/messages                             sendMessageBody → 201 Message (200 + the same Message
 *        when (senderId, clientId) was already sent: retries never duplicate).
 *        Errors: 400 'Message blocked by Guardian AI: …' (BLOCK), 403 "You can't message this member",
 *        403 when senderId is not the session user, 429 when sending too fast.
 *   POST /api/messages/voice   raw audio body (audio/webm|ogg|mp4|mpeg, ≤ 2 MB, ≤ 120 s) → voiceUpload
 *   POST /api/messages/photo   raw image body (jpeg|png|webp, ≤ 10 MB; re-encoded, EXIF stripped) → photoUpload
 *   GET  {voiceUrl} / {photoUrl}                   the file, for the uploader and the two participants only
 *   POST /api/messages/read    markReadBody → markReadResponse
 *   POST /api/messages/{id}/hide                   → {ok: true} (per viewer; stays on the server)
 *   POST /api/messages/{id}/reveal                 → Message with its content (recipient of a
 *        disappearing message, once; the server deletes the content REVEAL_PURGE_DELAY_MS later)
 *   POST /api/messages/report  reportMessageBody   → 201 reportResponse (receiver of the message; once each)
 *
 * WebSocket: GET /ws (upgrade; the session cookie authenticates it, otherwise 401 and no socket).
 *   Every frame is JSON: server → client `serverEvent`, client → server `clientEvent`.
 *   `message.send` {message: sendMessageBody} sends like POST /api/messages and is answered by
 *   `message.ack` {clientId, created, message} or `message.error` {clientId, status, message}.
 */

export const MESSAGE_TYPES = ['text', 'voice', 'photo', 'location'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** 'rejected': a pending photo that failed the image check or a moderator rejected (content withheld). */
export const MESSAGE_MODERATION_STATUSES = ['approved', 'pending', 'flagged', 'rejected'] as const;
export type MessageModerationStatus = (typeof MESSAGE_MODERATION_STATUSES)[number];
export const CONVERSATION_VIBE_TYPES = VIBE_TYPES;
export const DEFAULT_CONVERSATION_VIBE = 'date' as const;

// Limits
export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;
/** Per member, across all conversations (on top of the route's own limit). */
export const MESSAGES_PER_MINUTE = 30;
export const VOICE_MAX_BYTES = 2 * 1024 * 1024;
export const VOICE_MAX_SECONDS = 120;
export const VOICE_ACCEPTED_MIME = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg'] as const;
export const MESSAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_PHOTO_ACCEPTED_MIME = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const LOCATION_NAME_MAX = 200;
/** An "area" (isLocationPrecise false) location is rounded to this many degrees (~1 km). */
export const LOCATION_AREA_STEP_DEGREES = 0.01;
/** Decision 21: content deleted this long after the recipient reveals it (unless reported). */
export const REVEAL_PURGE_DELAY_MS = 60 * 1000;
/** Decision 21: unrevealed disappearing content deleted after this long. */
export const DISAPPEARING_UNREVEALED_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CONVERSATION_SEARCH_MAX = 100;
export const WS_TYPING_TTL_MS = 5000;
export const WS_HEARTBEAT_MS = 30_000;
export const PRESENCE_WATCH_MAX = 200;
/** Chat refetch interval when the socket is down (spec §9). */
export const CHAT_REFETCH_MS = 5000;

// Spec defaults (§5 "Message defaults") and wording
export const VOICE_DEFAULT_CONTENT = 'Voice message';
export const LOCATION_DEFAULT_CONTENT = 'Location shared';
export const LOCATION_DEFAULT_NAME = 'Current location';
export const PHOTO_DEFAULT_CONTENT = 'Photo shared';
export const MESSAGE_BLOCKED_ERROR = 'Message blocked by Guardian AI';
export const CANNOT_MESSAGE_ERROR = "You can't message this member";
export const MESSAGE_BLOCKED_TOAST =
  'Message Blocked: Your message contains content that violates our community guidelines. Please revise and try again.';
export const MESSAGE_HIDDEN_TOAST = 'Message hidden - Message removed from your view but preserved on server';
export const CHAT_NOT_FOUND_TEXT = "This conversation doesn't exist.";
export const NO_PRIVATE_PHOTOS_TITLE = 'No private photos yet';
export const NO_PRIVATE_PHOTOS_HINT = 'Add photos in your profile settings';

export const REPORT_REASONS = ['illegal', 'drugs', 'behavior', 'scammer', 'nsfw'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  illegal: 'Illegal Content',
  drugs: 'Drug Use',
  behavior: 'User Behaviour',
  scammer: 'Scammer',
  nsfw: 'Unsolicited NSFW',
};

const latitude = z
  .number()
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
const longitude = z
  .number()
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');
/** Uploaded message media is referenced by the URL the upload returned. */
export const MESSAGE_MEDIA_URL_PREFIX = '/api/messages/media/';
export const messageMediaUrl = z
  .string()
  .max(200)
  .regex(/^\/api\/messages\/media\/[A-Za-z0-9_-]{16,64}$/, 'Upload the file first');

/**
 * POST /api/messages. One object for every type (fields of other types may be sent as null and are
 * ignored). Per type:
 *  - text: content (1-2000)
 *  - voice: voiceUrl (from POST /api/messages/voice); content defaults 'Voice message', duration 0
 *    (the server keeps the duration it measured when it could)
 *  - location: locationLatitude, locationLongitude; locationName 'Current location', content
 *    'Location shared', isLocationPrecise false → rounded to LOCATION_AREA_STEP_DEGREES
 *  - photo: photoId (the sender's own approved private photo) OR photoData (a photoUrl from
 *    POST /api/messages/photo); content 'Photo shared'
 * vibeType: the grid the conversation starts from (used only by its first message; default 'date').
 */
export const sendMessageBody = z
  .object({
    senderId: idParam,
    receiverId: idParam,
    // Optional (decision 30): without it the send is accepted, just without retry de-duplication.
    clientId: z.uuid('clientId must be a UUID').optional(),
    messageType: z.enum(MESSAGE_TYPES).default('text'),
    content: z
      .string()
      .trim()
      .max(MESSAGE_TEXT_MAX, `Message must be at most ${MESSAGE_TEXT_MAX} characters`)
      .optional(),
    isDisappearing: z.boolean().default(false),
    vibeType: z.enum(CONVERSATION_VIBE_TYPES).optional(),
    voiceUrl: messageMediaUrl.nullish(),
    voiceMessageDuration: z
      .number()
      .min(0)
      .max(VOICE_MAX_SECONDS, `Voice messages are at most ${VOICE_MAX_SECONDS} seconds`)
      .nullish(),
    locationLatitude: latitude.nullish(),
    locationLongitude: longitude.nullish(),
    locationName: z.string().trim().max(LOCATION_NAME_MAX).nullish(),
    isLocationPrecise: z.boolean().nullish(),
    photoId: idParam.nullish(),
    photoData: messageMediaUrl.nullish(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (b.messageType === 'text') need(!!b.content, 'content', 'Message is required');
    if (b.messageType === 'voice') need(!!b.voiceUrl, 'voiceUrl', 'No voice recording found');
    if (b.messageType === 'location') {
      need(b.locationLatitude != null, 'locationLatitude', 'Latitude is required');
      need(b.locationLongitude != null, 'locationLongitude', 'Longitude is required');
    }
    if (b.messageType === 'photo')
      need((b.photoId != null) !== (b.photoData != null), 'photoId', 'Send either photoId or photoData');
  });
export type SendMessageBody = z.input<typeof sendMessageBody>;
export type SendMessageInput = z.output<typeof sendMessageBody>;

/** A message as one viewer sees it. */
export const message = z.object({
  id: z.number().int(),
  clientId: z.string(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  messageType: z.enum(MESSAGE_TYPES),
  /** '' while withheld (unrevealed disappearing, rejected) or after the content was purged. */
  content: z.string(),
  createdAt: z.string(),
  isDisappearing: z.boolean(),
  /** URL of a captured photo (served to the participants), null otherwise or once purged. */
  photoData: z.string().nullable(),
  photoId: z.number().int().nullable(),
  /** What to show for a photo message (captured photo or shared private photo), or null. */
  photoUrl: z.string().nullable(),
  voiceUrl: z.string().nullable(),
  voiceMessageDuration: z.number().nullable(),
  locationLatitude: z.number().nullable(),
  locationLongitude: z.number().nullable(),
  locationName: z.string().nullable(),
  isLocationPrecise: z.boolean(),
  moderationStatus: z.enum(MESSAGE_MODERATION_STATUSES),
  /** When the receiver read it (null = unread). */
  readAt: z.string().nullable(),
  /** Disappearing: the receiver revealed it (server state; the Revealed badge). */
  isRevealed: z.boolean(),
  revealedAt: z.string().nullable(),
  /** This view carries no content yet: show "Click to reveal" (receiver, disappearing, unrevealed). */
  contentWithheld: z.boolean(),
  /** The content was deleted from the server (decision 21). */
  contentPurged: z.boolean(),
  /** Flagged content for a receiver who asked to be warned / to have NSFW blurred. */
  nsfwWarning: z.boolean(),
  blurred: z.boolean(),
  /** This viewer reported it. */
  reportedByMe: z.boolean(),
  /** Sender only, for a delivered-but-flagged message: why Guardian flagged it, in plain words. */
  guardianNote: z.string().nullable(),
});
export type Message = z.infer<typeof message>;
export const messageList = z.array(message);

export const messagesQuery = z
  .object({
    otherUserId: idParam,
    userId: idParam.optional(),
    before: idParam.optional(),
    limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
  })
  .strict();
export const messagesByPathParams = z.object({ otherUserId: idParam }).strict();
export const messagesPageQuery = messagesQuery.omit({ otherUserId: true });

export const conversationUser = z.object({
  id: z.number().int(),
  displayName: z.string(),
  profilePictureUrl: z.string().nullable(),
  isOnline: z.boolean(),
});
export const conversation = z.object({
  /** Conversation id; the inbox and /chat use otherUser.id. */
  id: z.number().int(),
  otherUser: conversationUser,
  lastMessage: z
    .object({
      id: z.number().int(),
      content: z.string(),
      messageType: z.enum(MESSAGE_TYPES),
      senderId: z.number().int(),
      createdAt: z.string(),
      /** Unrevealed disappearing message: content is '' (show a placeholder). */
      contentWithheld: z.boolean(),
      /** The same flags as the message in the chat: flagged content the viewer asked to have blurred / warned. */
      blurred: z.boolean(),
      nsfwWarning: z.boolean(),
    })
    .nullable(),
  lastActivity: z.string(),
  unreadCount: z.number().int(),
  vibeType: z.enum(CONVERSATION_VIBE_TYPES),
});
export type Conversation = z.infer<typeof conversation>;
export const conversationList = z.array(conversation);
export const conversationsQuery = z
  .object({
    q: z.string().trim().max(CONVERSATION_SEARCH_MAX).optional(),
    vibeType: z.enum(['all', ...CONVERSATION_VIBE_TYPES]).optional(),
    userId: idParam.optional(),
  })
  .strict();

export const voiceUpload = z.object({
  voiceUrl: z.string(),
  mimeType: z.enum(VOICE_ACCEPTED_MIME),
  bytes: z.number().int(),
  /** Seconds measured from the file when its container says so, else null. */
  durationSeconds: z.number().nullable(),
});
export type VoiceUpload = z.infer<typeof voiceUpload>;
export const photoUpload = z.object({ photoUrl: z.string(), width: z.number().int(), height: z.number().int() });
export type PhotoUpload = z.infer<typeof photoUpload>;
/** Optional duration measured by the recorder, sent with the voice upload as a header. */
export const VOICE_DURATION_HEADER = 'x-voice-duration';

export const markReadBody = z.object({ otherUserId: idParam, userId: idParam.optional() }).strict();
export const markReadResponse = z.object({ ok: z.literal(true), updated: z.number().int() });
export const messageIdParams = z.object({ id: idParam }).strict();
/** GET /api/messages/media/{file}: the token of an uploaded voice recording or photo. */
export const messageMediaParams = z
  .object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'File not found') })
  .strict();

/** reporterId is accepted for the spec's client and ignored: the session decides who reports. */
export const reportMessageBody = z
  .object({
    messageId: idParam,
    reason: z.enum(REPORT_REASONS),
    reporterId: idParam.optional(),
  })
  .strict();
export type ReportMessageBody = z.infer<typeof reportMessageBody>;
export const reportResponse = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  reasonLabel: z.string(),
  createdAt: z.string(),
});

// WebSocket events

/** Coarse last activity (issue 10): never the exact time, and null when the member hides it. */
export const LAST_ACTIVE_BUCKETS = ['today', 'this_week', 'earlier'] as const;
export type LastActive = (typeof LAST_ACTIVE_BUCKETS)[number];
export const LAST_ACTIVE_LABELS: Record<LastActive, string> = {
  today: 'Active today',
  this_week: 'Active this week',
  earlier: 'Active a while ago',
};

/** Sent only about conversation partners. lastSeenAt is kept for old clients and is always null. */
export const presenceEvent = z.object({
  type: z.literal('presence'),
  userId: z.number().int(),
  online: z.boolean(),
  lastActive: z.enum(LAST_ACTIVE_BUCKETS).nullable().default(null),
  lastSeenAt: z.string().nullable(),
});

export function lastActiveBucket(lastSeenAt: Date | null, now = Date.now()): LastActive | null {
  if (!lastSeenAt) return null;
  const age = now - lastSeenAt.getTime();
  return age < 24 * 3600_000 ? 'today' : age < 7 * 24 * 3600_000 ? 'this_week' : 'earlier';
}
export const serverEvent = z.discriminatedUnion('type', [
  /** Sent once after the upgrade. */
  z.object({ type: z.literal('ready'), userId: z.number().int() }),
  /** To both participants (the sender's other tabs too). */
  z.object({ type: z.literal('message.new'), message }),
  /** Moderation status, reveal, purge or read state changed. */
  z.object({ type: z.literal('message.updated'), message }),
  /** Removed from this viewer's view (hidden on another device, or rejected by moderation). */
  z.object({ type: z.literal('message.deleted'), messageId: z.number().int(), otherUserId: z.number().int() }),
  /** readerId read everything otherUserId sent them up to readAt. */
  z.object({
    type: z.literal('conversation.read'),
    readerId: z.number().int(),
    otherUserId: z.number().int(),
    readAt: z.string(),
  }),
  presenceEvent,
  z.object({ type: z.literal('typing'), userId: z.number().int() }),
  z.object({ type: z.literal('pong'), at: z.string() }),
  // Issue 14: a mutual like (both members hear it live), and an unmatch ending the conversation for both.
  z.object({
    type: z.literal('match.new'),
    member: z.object({ id: z.number().int(), displayName: z.string(), profilePictureUrl: z.string().nullable() }),
  }),
  z.object({ type: z.literal('conversation.ended'), otherUserId: z.number().int() }),
  /**
   * A frame this socket sent was refused (malformed JSON, unknown type, a bad field); the socket stays open.
   * `field` names the refused field as a dot path (`type` for an unknown or missing type).
   */
  z.object({ type: z.literal('error'), message: z.string(), field: z.string().optional() }),
  /** Answer to this socket's `message.send`: the stored message (created false: a retry of a send that went
   * through). */
  z.object({ type: z.literal('message.ack'), clientId: z.string(), created: z.boolean(), message }),
  /** Answer to this socket's `message.send` when it was refused: the HTTP status and error text
   * POST /api/messages would give. */
  z.object({
    type: z.literal('message.error'),
    clientId: z.string().nullable(),
    status: z.number().int(),
    message: z.string(),
    policy: z.enum(GUARDIAN_POLICIES).optional(),
  }),
]);
export type ServerEvent = z.infer<typeof serverEvent>;

export const clientEvent = z.discriminatedUnion('type', [
  /** Heartbeat: keeps the member online (decision 4). */
  z.object({ type: z.literal('ping') }).strict(),
  z.object({ type: z.literal('typing'), toUserId: idParam }).strict(),
  /** Ask for presence of these members now and on every change (replaces the previous list). */
  z.object({ type: z.literal('presence.watch'), userIds: z.array(idParam).max(PRESENCE_WATCH_MAX) }).strict(),
  /**
   * Send over the already-authenticated socket: the same body, rules and errors as POST /api/messages
   * (which stays the spec'd path and the fallback). Answered on this socket by `message.ack` or
   * `message.error` with the same clientId; message.new goes to both participants as for HTTP,
   * except to this socket (its ack carries the message).
   * The socket's session is checked again on every send (revoked, expired or suspended → 401).
   */
  z.object({ type: z.literal('message.send'), message: sendMessageBody }).strict(),
]);
export type ClientEvent = z.infer<typeof clientEvent>;

/**
 * The close codes of the chat socket (ADR 097, ADR 120): the server closes with these and the client acts
 * on them, both reading them from here. 1008/1009/1012/1013 are RFC 6455 / IANA codes; 4401 sits in the
 * private 4000-4999 range (4000 + HTTP 401).
 */
export const SOCKET_CLOSE = {
  /** 1008 Policy Violation: more than 300 frames between two heartbeats (messaging.routes.ts). */
  tooManyMessages: 1008,
  /** 1009 Message Too Big: a frame over 64 KiB (closed by the WebSocket server itself). */
  frameTooLarge: 1009,
  /** 1012 Service Restart: this instance is shutting down; reconnect (to it once back, or another). */
  serviceRestart: 1012,
  /**
   * 1013 Try Again Later: the relay between instances (Redis) is away, so a socket would miss events;
   * poll the HTTP endpoints and reconnect after a few seconds, not at once (ADR 111).
   */
  tryAgainLater: 1013,
  /** 4401: the socket's session ended (logout anywhere, suspension, password change); sign in again. */
  sessionEnded: 4401,
} as const;
export type SocketCloseCode = (typeof SOCKET_CLOSE)[keyof typeof SOCKET_CLOSE];
/** The Retry-After (seconds) of the 503 that refuses an upgrade while the relay is away. */
export const SOCKET_RELAY_RETRY_AFTER_SECONDS = 5;

/**
 * The chat socket as a declared object (ADR 097): docs/openapi.json describes it under `x-websockets`
 * (path, upgrade answers, close codes) with its frames as `components.schemas.ClientFrame` / `ServerFrame`.
 */
export const messagingSocket = {
  path: '/ws',
  summary: 'Real-time chat: message, read, typing and presence events; sending over the socket',
  access: 'member',
  description:
    'GET with `Upgrade: websocket`. The session cookie authenticates it; a cross-site Origin is refused. ' +
    'Every frame is one JSON object with a `type`: the client sends `ClientFrame`, the server sends ' +
    '`ServerFrame` (first `ready`). A frame that is not JSON, has an unknown `type` or a bad field is ' +
    'answered with an `error` frame naming the field (a bad `message.send` with `message.error`, status 400) ' +
    'and the socket stays open. Frames are at most 64 KiB; the server pings every 30 s and drops sockets ' +
    'that stop answering.',
  upgrade: {
    101: 'Switching Protocols: the socket is open',
    401: 'Not authenticated (no live session)',
    403: 'Cross-site socket refused (Origin is not this host)',
    503:
      'Chat relay (Redis) unavailable: the socket would miss events from other instances. Poll the HTTP ' +
      `endpoints and try again later (Retry-After: ${SOCKET_RELAY_RETRY_AFTER_SECONDS} s; ADR 111)`,
  },
  closeCodes: {
    [SOCKET_CLOSE.tooManyMessages]: 'Too many messages (more than 300 frames between two heartbeats)',
    [SOCKET_CLOSE.frameTooLarge]: 'Frame too large (over 64 KiB)',
    [SOCKET_CLOSE.serviceRestart]: 'Server restarting: reconnect',
    [SOCKET_CLOSE.tryAgainLater]:
      'Try again later: the chat relay (Redis) went away; poll the HTTP endpoints and reconnect after a few ' +
      'seconds, not at once (ADR 111)',
    [SOCKET_CLOSE.sessionEnded]: 'Session ended (logout, suspension, password change): sign in again',
  } satisfies Record<SocketCloseCode, string>,
  clientFrame: clientEvent,
  serverFrame: serverEvent,
} as const;

/** Messaging over HTTP (ADR 072). The WebSocket /ws speaks `serverEvent` / `clientEvent` above. */
export const messagingEndpoints = {
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/conversations',
    summary: 'Your conversations, newest activity first',
    access: 'member',
    query: conversationsQuery,
    responses: { 200: conversationList },
  }),
  unmatch: defineEndpoint({
    method: 'DELETE',
    path: '/api/conversations/:otherUserId',
    summary: 'Unmatch: ends the conversation for both',
    access: 'member',
    params: messagesByPathParams,
    responses: { 204: emptyResponse('Unmatched') },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/messages',
    summary: 'A page of messages with one member, newest last',
    access: 'member',
    query: messagesQuery,
    responses: { 200: messageList },
  }),
  listWith: defineEndpoint({
    method: 'GET',
    path: '/api/messages/:otherUserId',
    summary: 'The same page, the other member in the path',
    access: 'member',
    params: messagesByPathParams,
    query: messagesPageQuery,
    responses: { 200: messageList },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/messages',
    summary: 'Send a message (201; 200 with the stored one on a repeated clientId)',
    access: 'member',
    body: sendMessageBody,
    responses: { 200: message, 201: message },
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/messages/read',
    summary: "Mark the other member's messages read",
    access: 'member',
    body: markReadBody,
    responses: { 200: markReadResponse },
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/api/messages/report',
    summary: 'Report a message you received',
    access: 'member',
    body: reportMessageBody,
    responses: { 201: reportResponse },
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:id/hide',
    summary: 'Hide a message for yourself',
    access: 'member',
    params: messageIdParams,
    responses: { 200: okBody },
  }),
  reveal: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:id/reveal',
    summary: 'Reveal a disappearing message (once)',
    access: 'member',
    params: messageIdParams,
    responses: { 200: message },
  }),
  media: defineEndpoint({
    method: 'GET',
    path: '/api/messages/media/:file',
    summary: 'A voice recording or photo, for the uploader and the participants',
    access: 'member',
    params: messageMediaParams,
    responses: { 200: rawResponse('application/octet-stream', 'The audio or image file') },
  }),
  uploadVoice: defineEndpoint({
    method: 'POST',
    path: '/api/messages/voice',
    summary: 'Upload a voice recording (≤ 2 MB, ≤ 120 s); duration in the x-voice-duration header',
    access: 'member',
    body: uploadBody(VOICE_ACCEPTED_MIME, 'The recording'),
    responses: { 201: voiceUpload },
  }),
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/messages/photo',
    summary: 'Upload a photo to send (≤ 10 MB; re-encoded, metadata stripped)',
    access: 'member',
    body: uploadBody(MESSAGE_PHOTO_ACCEPTED_MIME, 'The photo'),
    responses: { 201: photoUpload },
  }),
};
