import {
  lastActiveBucket,
  CANNOT_MESSAGE_ERROR,
  CHAT_NOT_FOUND_TEXT,
  DEFAULT_CONVERSATION_VIBE,
  DISAPPEARING_UNREVEALED_TTL_MS,
  LOCATION_DEFAULT_CONTENT,
  LOCATION_DEFAULT_NAME,
  MESSAGE_BLOCKED_ERROR,
  guardianBlockedReason,
  MESSAGES_PER_MINUTE,
  PHOTO_DEFAULT_CONTENT,
  REPORT_REASON_LABELS,
  REVEAL_PURGE_DELAY_MS,
  VOICE_DEFAULT_CONTENT,
  type Conversation,
  type Message,
  type PhotoUpload,
  type ReportMessageBody,
  type SendMessageInput,
  type VoiceUpload,
} from '#contracts';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '#server/context';
import { AppError, badRequest, conflict, forbidden, notFound, tooMany, unauthorized } from '#http/errors';
import { createBatchLoader } from '#db/batch';
import { randomToken } from '#platform/secrets';
import { touchLastSeen } from '#modules/accounts';
import type { Principal } from '#http/session';
import type { ModerationAdapter, ModerationQueue } from '#modules/moderation';
import { verdictPolicy, type GuardianService, type GuardianVerdict, type ModerationContext } from '#modules/guardian';
import { memberFilesPrefix, type PhotosService } from '#modules/photos';
import { isOnline } from '#modules/profiles';
import { checkVoice, processCapturedPhoto } from './messaging.media';
import { isParticipant, mayReport, mayReveal, maySeeMessageFile } from './messaging.policy';
import { mediaUrl, presentConversation, presentMessage } from './messaging.presenter';
import { createBatcher } from './messaging.batcher';
import type { WebSocket } from 'ws';
import type { Delivery, RealtimeHub } from './messaging.realtime';
import * as repo from './messaging.repository';
import { blockedAmong } from '#modules/blocks';
import { changeTrust } from '#modules/trust';
import { createLocalWindow, type SlidingWindow } from '#platform/sliding-window';

/** A send with its clientId settled (the member's, or one made up for a send without it). */
type IdentifiedSend = SendMessageInput & { clientId: string };

export const PHOTO_CHECK_JOB = 'messaging.check-photo';
export const PURGE_JOB = 'messaging.purge';
export const PURGE_SWEEP_JOB = 'messaging.purge-sweep';
declare module '../../platform/jobs' {
  interface JobPayloads {
    [PHOTO_CHECK_JOB]: { messageId: number };
    [PURGE_JOB]: { messageId: number };
    [PURGE_SWEEP_JOB]: Record<string, never>;
  }
}
const CONVERSATIONS_MAX = 200;
const REPORT_CONTEXT_AROUND = 5;
const MEDIA_ID = /^[A-Za-z0-9_-]{16,64}$/;

type Grid = 'hookup' | 'date' | 'chat';
/** A socket send carries the socket's session id: the send is refused (401) once that session ended or the member is
 * suspended. */
export interface SendOptions {
  sessionId?: string | null;
  /** The socket that sent it: answered by message.ack, so it gets no message.new of its own. */
  origin?: WebSocket;
}
export interface MessagingDeps {
  guardian: GuardianService;
  moderation: ModerationQueue;
  photos: Pick<PhotosService, 'sharePhoto'>;
  hub: RealtimeHub;
  /** The per-member cap's count shared by every instance (Redis); local by default (ADR 061). */
  capWindow?: SlidingWindow;
}

const mediaIdOf = (url: string | null | undefined) => (url ? url.split('/').pop()! : null);
const roundArea = (v: number) => Math.round(v * 100) / 100;

export function createMessagingService(ctx: AppContext, deps: MessagingDeps) {
  const { db } = ctx.database;
  const { guardian, hub, moderation } = deps;
  const perMinuteCap = MESSAGES_PER_MINUTE * ctx.config.rateLimitScale;
  const capWindow = deps.capWindow ?? createLocalWindow();

  // Reads of requests arriving in the same event-loop turn share one statement each
  // (server/db/batch.ts; docs/PERFORMANCE.md, read paths). Callers get fresh arrays and objects.
  const loadConversations = createBatchLoader((ids: number[]) =>
    repo.listConversationsOfMany(db, ids, CONVERSATIONS_MAX),
  );
  const loadMessages = createBatchLoader(
    async (ids: number[]) => new Map((await repo.messagesByIds(db, ids)).map((m) => [m.id, m])),
  );
  const loadNsfwPrefs = createBatchLoader((ids: number[]) => repo.nsfwPrefsOfMany(db, ids));
  const loadChatState = createBatchLoader((keys: string[]) =>
    repo.chatStatesOf(
      db,
      keys.map((k) => k.split(':').map(Number) as [number, number]),
    ),
  );
  const loadMessageIds = createBatchLoader((keys: string[]) =>
    repo.messageIdsOfMany(
      db,
      keys.map((k) => k.split(':').map(Number) as [number, number, number, number]),
    ),
  );
  const nsfwPrefsOf = async (userId: number) => ({ ...((await loadNsfwPrefs(userId)) ?? repo.DEFAULT_NSFW_PREFS) });
  const messagesByIds = async (ids: number[]) =>
    (await Promise.all(ids.map((id) => loadMessages(id)))).flatMap((m) => (m ? [{ ...m }] : []));

  /** Both participants' views of one message, as socket events. */
  async function fanOut(
    type: 'message.new' | 'message.updated',
    m: repo.MessageRow,
    receiverPrefs?: repo.NsfwPrefs,
    except?: SendOptions['origin'],
  ): Promise<void> {
    const prefs = receiverPrefs ?? (await repo.nsfwPrefsOf(db, m.receiverId));
    const reported = m.reportedAt ? await repo.reportedByViewer(db, m.receiverId, [m.id]) : new Set<number>();
    const deliveries: Delivery[] = [
      {
        userId: m.senderId,
        event: {
          type,
          message: presentMessage(m, { viewerId: m.senderId, prefs: repo.DEFAULT_NSFW_PREFS, reported: false }),
        },
      },
      {
        userId: m.receiverId,
        event: { type, message: presentMessage(m, { viewerId: m.receiverId, prefs, reported: reported.has(m.id) }) },
      },
    ];
    await hub.deliver(deliveries, { except });
  }

  async function viewFor(viewer: Pick<Principal, 'id'>, m: repo.MessageRow): Promise<Message> {
    const prefs = viewer.id === m.receiverId ? await repo.nsfwPrefsOf(db, viewer.id) : repo.DEFAULT_NSFW_PREFS;
    const reported = await repo.reportedByViewer(db, viewer.id, [m.id]);
    return presentMessage(m, { viewerId: viewer.id, prefs, reported: reported.has(m.id) });
  }

  /** A message the viewer takes part in, else 404 (its existence is private). */
  async function ownMessage(viewer: Principal, id: number): Promise<repo.MessageRow> {
    const m = await repo.findMessage(db, id);
    if (!m || !isParticipant(viewer.id, m)) throw notFound('Message not found');
    return m;
  }

  /** Guardian's send-time drop (never a raise), through the one trust writer so it shows in the history (ADR 075). */
  async function lowerTrust(userId: number, trustScoreUpdate: number, current: number, reason: string): Promise<void> {
    if (trustScoreUpdate < current)
      await changeTrust(db, { userId, to: trustScoreUpdate, onlyLower: true, source: 'guardian', reason });
  }

  function defaultContent(body: SendMessageInput): string {
    const given = body.content?.trim();
    if (given) return given;
    return body.messageType === 'voice'
      ? VOICE_DEFAULT_CONTENT
      : body.messageType === 'location'
        ? LOCATION_DEFAULT_CONTENT
        : body.messageType === 'photo'
          ? PHOTO_DEFAULT_CONTENT
          : '';
  }

  /** Copies a private photo into the message's own file, so a disappearing share can be deleted. */
  async function copyPhotoForMessage(ownerId: number, storageKey: string): Promise<string> {
    const data = await ctx.storage.get(storageKey);
    if (!data) throw badRequest('Only approved private photos can be shared');
    const id = randomToken(24);
    const key = `${memberFilesPrefix(ownerId)}/messages/${id}.webp`;
    await ctx.storage.put(key, data, 'image/webp');
    await repo.insertMedia(db, {
      id,
      ownerId,
      kind: 'photo',
      storageKey: key,
      mimeType: 'image/webp',
      bytes: data.length,
    });
    return id;
  }

  /**
   * The receiver of each member's send being stored here (one at a time, see inSenderTurn). The
   * member's own earlier sends are already committed when the next facts read runs, so the cap and
   * Guardian's sender signals come from the database alone.
   */
  const sendingTo = new Map<number, number>();
  /** Sends running here, by sender and clientId: a retry that arrives meanwhile answers the original's message. */
  const inflight = new Map<string, Promise<repo.MessageRow>>();
  const run = repo.hotSql(ctx.database);
  const factsBatcher = createBatcher((items: repo.SendFactsInput[]) => repo.sendFactsMany(run, items, new Date()));
  const insertBatcher = createBatcher((items: repo.PlainInsert[]) => repo.insertPlainMessages(db, run, items));

  /**
   * One send at a time per member on this instance, so each send's facts read sees every earlier
   * send of that member committed and the per-minute cap is exact. (Counting sends "accepted here,
   * not yet committed" instead missed one that committed between a batch's read and its check:
   * 40 sends at once let 31 through a cap of 30 in one CI run.) Members type one message at a
   * time; different members still share batches.
   */
  const senderTurns = new Map<number, Promise<unknown>>();
  function inSenderTurn<T>(senderId: number, work: () => Promise<T>): Promise<T> {
    const turn = (senderTurns.get(senderId) ?? Promise.resolve()).catch(() => undefined).then(work);
    senderTurns.set(senderId, turn);
    const done = () => {
      if (senderTurns.get(senderId) === turn) senderTurns.delete(senderId);
    };
    turn.then(done, done);
    return turn;
  }

  async function sendOnce(
    actor: Pick<Principal, 'id'>,
    body: IdentifiedSend,
    opts: SendOptions,
  ): Promise<{ message: Message; created: boolean; row: repo.MessageRow }> {
    const content = defaultContent(body);
    const facts = await factsBatcher.load({
      senderId: actor.id,
      receiverId: body.receiverId,
      clientId: body.clientId,
      content,
      sessionId: opts.sessionId ?? null,
    });
    if (!facts.sessionLive) throw unauthorized();

    if (facts.existingId) {
      // A retry of a send that already went through: the same message, never a second one.
      const existing = (await repo.findMessage(db, facts.existingId))!;
      if (existing.receiverId !== body.receiverId) throw conflict('This clientId was already used for another message');
      return { message: await viewFor(actor, existing), created: false, row: existing };
    }
    if (!facts.receiverExists) throw notFound('Member not found');
    if (facts.blocked || facts.receiverSuspended) throw forbidden(CANNOT_MESSAGE_ERROR);
    const tooFast = () => tooMany('You are sending messages too fast. Please wait a moment and try again.');
    if (facts.messagesLastMinute >= perMinuteCap) throw tooFast();
    // The same cap across instances: a slot in the shared window, given back unless a message was stored.
    const slot = await capWindow.take(`msgcap:${actor.id}`, perMinuteCap, 60_000);
    if (!slot) throw tooFast();
    let stored = false;
    sendingTo.set(actor.id, body.receiverId);
    const release = () => {
      sendingTo.delete(actor.id);
    };
    try {
      const result = await store(actor, body, content, opts, release, {
        ...facts,
        // A reply the other member is storing right now counts as a reply (Guardian's consent signal).
        recipientHasReplied: facts.recipientHasReplied || sendingTo.get(body.receiverId) === actor.id,
      });
      stored = result.created;
      return result;
    } finally {
      release();
      if (!stored) await slot.release();
    }
  }

  /** Guardian, media checks, the insert (batched when there is no file to attach), review queue, jobs, fan-out. */
  async function store(
    actor: Pick<Principal, 'id'>,
    body: IdentifiedSend,
    content: string,
    opts: SendOptions,
    release: () => void,
    facts: repo.SendFacts,
  ): Promise<{ message: Message; created: boolean; row: repo.MessageRow }> {
    const row: Parameters<typeof repo.insertMessage>[1]['row'] = {
      senderId: actor.id,
      receiverId: body.receiverId,
      clientId: body.clientId,
      messageType: body.messageType,
      content,
      isDisappearing: body.isDisappearing,
      moderationStatus: 'approved',
    };
    const attach: string[] = [];
    const copied: string[] = [];
    if (body.messageType === 'voice') {
      const media = await repo.findMedia(db, mediaIdOf(body.voiceUrl)!);
      if (!media || media.ownerId !== actor.id || media.kind !== 'voice' || media.messageId)
        throw badRequest('No voice recording found');
      row.voiceMediaId = media.id;
      row.voiceDuration = media.durationSeconds ?? body.voiceMessageDuration ?? 0;
      attach.push(media.id);
    } else if (body.messageType === 'location') {
      const precise = body.isLocationPrecise ?? false;
      row.locationLatitude = precise ? body.locationLatitude! : roundArea(body.locationLatitude!);
      row.locationLongitude = precise ? body.locationLongitude! : roundArea(body.locationLongitude!);
      row.locationName = body.locationName?.trim() || LOCATION_DEFAULT_NAME;
      row.isLocationPrecise = precise;
    } else if (body.messageType === 'photo') {
      row.moderationStatus = 'pending';
      if (body.photoData) {
        const media = await repo.findMedia(db, mediaIdOf(body.photoData)!);
        if (!media || media.ownerId !== actor.id || media.kind !== 'photo' || media.messageId)
          throw badRequest('Photo not found. Please capture it again.');
        row.photoMediaId = media.id;
        attach.push(media.id);
      } else {
        const photo = await repo.findPhoto(db, body.photoId!);
        if (
          !photo ||
          photo.userId !== actor.id ||
          photo.photoType !== 'private' ||
          photo.moderationStatus !== 'approved'
        ) {
          throw badRequest('Only approved private photos can be shared');
        }
        row.photoId = photo.id;
        if (body.isDisappearing) {
          const id = await copyPhotoForMessage(actor.id, photo.storageKey);
          row.photoMediaId = id;
          attach.push(id);
          copied.push(id);
        }
      }
    }

    const vibeType: Grid = facts.vibeType ?? body.vibeType ?? DEFAULT_CONVERSATION_VIBE;
    const context: ModerationContext = {
      surface: 'message',
      grid: vibeType,
      sender: {
        ...facts.sender,
        messagesLastMinute: facts.messagesLastMinute + 1,
        sameTextRecipients: facts.sameTextRecipients,
      },
      recipient: {
        receiveTextNSFW: facts.recipientPrefs.receiveTextNSFW,
        receiveImageNSFW: facts.recipientPrefs.receiveImageNSFW,
      },
      senderNsfw: { receiveTextNSFW: facts.senderPrefs.receiveTextNSFW },
      recipientHasReplied: facts.recipientHasReplied,
      recentMessages: facts.recentMessages,
    };
    const verdict: GuardianVerdict = guardian.moderateText(content, context);
    const trustNow = facts.sender.trustScore;
    if (verdict.decision === 'BLOCK') {
      await lowerTrust(actor.id, verdict.trustScoreUpdate, trustNow, 'Guardian blocked a message');
      // Criminality flags on blocked text still reach a human (criminality reports).
      await moderation.recordBlocked({
        contentType: 'message',
        contentId: `blocked:${actor.id}:${Date.now()}`,
        content,
        userId: actor.id,
        verdict,
      });
      for (const id of copied) await discardMedia(id);
      // Tell the sender which policy, in plain words; `policy` is the machine-readable name.
      const policy = verdictPolicy(verdict);
      throw new AppError(400, `${MESSAGE_BLOCKED_ERROR}: ${guardianBlockedReason(policy)}`, 'bad_request', { policy });
    }
    if (verdict.decision === 'REVIEW') {
      await lowerTrust(actor.id, verdict.trustScoreUpdate, trustNow, 'Guardian held a message for review');
      if (row.moderationStatus === 'approved') row.moderationStatus = 'flagged';
      row.guardianPolicy = verdictPolicy(verdict);
    }
    row.guardianDecision = verdict.decision;
    row.riskScore = verdict.riskScore;

    let stored: Awaited<ReturnType<typeof repo.insertMessage>>;
    try {
      stored = attach.length
        ? await repo.insertMessage(db, {
            senderId: actor.id,
            receiverId: body.receiverId,
            vibeType,
            row,
            attachMediaIds: attach,
          })
        : await insertBatcher.load({ senderId: actor.id, receiverId: body.receiverId, vibeType, row });
    } catch (error) {
      for (const id of copied) await discardMedia(id);
      if (error instanceof repo.MediaAlreadyUsedError) throw badRequest('This file was already sent');
      throw error;
    } finally {
      // Committed (or failed): from now on the facts read sees it, or it never was.
      release();
    }
    if (!stored.created) {
      for (const id of copied) await discardMedia(id);
      return { message: await viewFor(actor, stored.message), created: false, row: stored.message };
    }
    const m = stored.message;
    if (verdict.decision === 'REVIEW') {
      await moderation.enqueue({
        subject: { type: 'message', id: m.id },
        userId: actor.id,
        text: content,
        reason: `Guardian flagged a message: ${verdict.reasoning}`,
        verdict,
      });
    }
    if (m.messageType === 'photo') await ctx.jobs.send(PHOTO_CHECK_JOB, { messageId: m.id });
    if (m.isDisappearing) {
      await ctx.jobs.send(
        PURGE_JOB,
        { messageId: m.id },
        { startAfter: new Date(m.createdAt.getTime() + DISAPPEARING_UNREVEALED_TTL_MS + 1000) },
      );
    }
    await fanOut('message.new', m, facts.recipientPrefs, opts.origin);
    return {
      message: presentMessage(m, { viewerId: actor.id, prefs: repo.DEFAULT_NSFW_PREFS, reported: false }),
      created: true,
      row: m,
    };
  }

  const service = {
    /**
     * Sends one message (POST /api/messages, or a `message.send` socket frame with the socket's
     * session id, which is checked again in the same round trip). Concurrent sends are batched:
     * one facts statement and one insert statement per batch (see messaging.batcher.ts).
     * A retry of a send that is still running here waits for it and answers its message.
     */
    async send(
      actor: Pick<Principal, 'id'>,
      input: SendMessageInput,
      opts: SendOptions = {},
    ): Promise<{ message: Message; created: boolean }> {
      // Decision 30: a send without clientId gets a fresh one here, so it is stored once and a
      // retry of it is simply another message (the client chose not to de-duplicate).
      const body: IdentifiedSend = { ...input, clientId: input.clientId ?? randomUUID() };
      if (body.senderId !== actor.id) throw forbidden('You can only send messages as yourself');
      if (body.receiverId === actor.id) throw badRequest("You can't message yourself");
      if (await repo.isUnmatched(db, actor.id, body.receiverId)) {
        throw forbidden('This conversation has ended (unmatched). You can write again after a new match.');
      }
      const key = `${actor.id}:${body.clientId}`;
      const running = inflight.get(key);
      if (running) {
        const original = await running.catch(() => null);
        if (original) {
          if (original.receiverId !== body.receiverId)
            throw conflict('This clientId was already used for another message');
          return {
            message: presentMessage(original, { viewerId: actor.id, prefs: repo.DEFAULT_NSFW_PREFS, reported: false }),
            created: false,
          };
        }
        // The original failed (refused, or an error): this retry is a send of its own.
      }
      const attempt = inSenderTurn(actor.id, () => sendOnce(actor, body, opts));
      const tracked = attempt.then((r) => r.row);
      tracked.catch(() => undefined);
      inflight.set(key, tracked);
      try {
        const { message, created } = await attempt;
        return { message, created };
      } finally {
        if (inflight.get(key) === tracked) inflight.delete(key);
      }
    },

    async uploadVoice(actor: Principal, data: Buffer, claimedSeconds: number | null): Promise<VoiceUpload> {
      const voice = await checkVoice(data, claimedSeconds);
      const id = randomToken(24);
      const storageKey = `${memberFilesPrefix(actor.id)}/messages/${id}.${voice.ext}`;
      await ctx.storage.put(storageKey, voice.data, voice.mime);
      await repo.insertMedia(db, {
        id,
        ownerId: actor.id,
        kind: 'voice',
        storageKey,
        mimeType: voice.mime,
        bytes: voice.data.length,
        durationSeconds: voice.durationSeconds,
      });
      return {
        voiceUrl: mediaUrl(id),
        mimeType: voice.mime,
        bytes: voice.data.length,
        durationSeconds: voice.durationSeconds,
      };
    },

    async uploadPhoto(actor: Principal, data: Buffer): Promise<PhotoUpload> {
      const photo = await processCapturedPhoto(data);
      const id = randomToken(24);
      const storageKey = `${memberFilesPrefix(actor.id)}/messages/${id}.jpg`;
      await ctx.storage.put(storageKey, photo.image, 'image/jpeg');
      await repo.insertMedia(db, {
        id,
        ownerId: actor.id,
        kind: 'photo',
        storageKey,
        mimeType: 'image/jpeg',
        bytes: photo.image.length,
        width: photo.width,
        height: photo.height,
      });
      return { photoUrl: mediaUrl(id), width: photo.width, height: photo.height };
    },

    /** A message file for the uploader, the two participants (see policy) or a reviewing moderator. */
    async mediaFile(viewer: Principal, id: string): Promise<{ data: Buffer; mimeType: string }> {
      if (!MEDIA_ID.test(id)) throw notFound('File not found');
      const media = await repo.findMedia(db, id);
      if (!media) throw notFound('File not found');
      if (media.messageId === null) {
        if (media.ownerId !== viewer.id) throw notFound('File not found');
      } else {
        const m = await repo.findMessage(db, media.messageId);
        if (!m || !maySeeMessageFile(viewer, m)) throw notFound('File not found');
        if (viewer.id === m.receiverId && (await blockedAmong(db, viewer.id, [m.senderId])).size)
          throw notFound('File not found');
      }
      const data = await ctx.storage.get(media.storageKey);
      if (!data) throw notFound('File not found');
      return { data, mimeType: media.mimeType };
    },

    async list(
      actor: Principal,
      query: { otherUserId: number; userId?: number; before?: number; limit: number },
    ): Promise<Message[]> {
      if (query.userId !== undefined && query.userId !== actor.id)
        throw forbidden('You can only read your own messages');
      if (query.otherUserId === actor.id) throw notFound(CHAT_NOT_FOUND_TEXT);
      const state = await loadChatState(`${actor.id}:${query.otherUserId}`);
      if (!state || state.blocked) throw notFound(CHAT_NOT_FOUND_TEXT);
      if (state.conversationId === null) {
        // A chat that has not started yet with an existing member is empty, not missing.
        if (!state.otherExists) throw notFound(CHAT_NOT_FOUND_TEXT);
        return [];
      }
      const ids =
        (await loadMessageIds(`${state.conversationId}:${actor.id}:${query.before ?? 0}:${query.limit}`)) ?? [];
      const rows = (await messagesByIds(ids)).sort((a, b) => a.id - b.id);
      const [prefs, reported] = await Promise.all([
        nsfwPrefsOf(actor.id),
        repo.reportedByViewer(
          db,
          actor.id,
          rows.filter((r) => r.reportedAt).map((r) => r.id),
        ),
      ]);
      const now = Date.now();
      return rows.map((m) => presentMessage(m, { viewerId: actor.id, prefs, reported: reported.has(m.id), now }));
    },

    async conversations(
      actor: Principal,
      query: { q?: string; vibeType?: string; userId?: number },
    ): Promise<Conversation[]> {
      if (query.userId !== undefined && query.userId !== actor.id)
        throw forbidden('You can only read your own conversations');
      const vibeType = query.vibeType && query.vibeType !== 'all' ? query.vibeType : undefined;
      // The app's inbox (no search, no grid filter) is batched; a search runs on its own.
      const rows =
        !query.q && !vibeType
          ? ((await loadConversations(actor.id)) ?? []).map((r) => ({ ...r }))
          : await repo.listConversations(db, {
              userId: actor.id,
              q: query.q || undefined,
              vibeType,
              limit: CONVERSATIONS_MAX,
            });
      const lastIds = rows.map((r) => r.lastMessageId).filter((id): id is number => id !== null);
      const [lasts, prefs] = await Promise.all([messagesByIds(lastIds), nsfwPrefsOf(actor.id)]);
      const byId = new Map(lasts.map((m) => [m.id, m]));
      const now = Date.now();
      return rows.map((row) => {
        const last = row.lastMessageId ? byId.get(row.lastMessageId) : undefined;
        return presentConversation(
          row,
          last ? presentMessage(last, { viewerId: actor.id, prefs, reported: false, now }) : null,
          now,
        );
      });
    },

    async markRead(actor: Principal, otherUserId: number, userId?: number): Promise<{ ok: true; updated: number }> {
      if (userId !== undefined && userId !== actor.id) throw forbidden('You can only update your own messages');
      const now = new Date();
      const updated = await repo.markRead(db, actor.id, otherUserId, now);
      if (updated > 0) {
        const event = {
          type: 'conversation.read',
          readerId: actor.id,
          otherUserId,
          readAt: now.toISOString(),
        } as const;
        await hub.deliver([
          { userId: otherUserId, event },
          { userId: actor.id, event },
        ]);
      }
      return { ok: true, updated };
    },

    /**
     * DELETE /api/conversations/{otherUserId} (issue 14): ends the conversation for both members.
     * Anyone the actor could message may be unmatched; unknown or blocked members are a 404.
     */
    async unmatch(actor: Principal, otherUserId: number): Promise<void> {
      if (otherUserId === actor.id) throw badRequest('otherUserId: you cannot unmatch yourself');
      if (
        !(await repo.userExists(db, otherUserId)) ||
        (await blockedAmong(db, actor.id, [otherUserId])).has(otherUserId)
      ) {
        throw notFound('Member not found');
      }
      await repo.unmatch(db, actor.id, otherUserId, new Date());
      const event = { type: 'conversation.ended', otherUserId } as const;
      await hub.deliver([
        { userId: actor.id, event: { ...event, otherUserId } },
        { userId: otherUserId, event: { ...event, otherUserId: actor.id } },
      ]);
    },

    /** A mutual like (the taps module): lifts an unmatch and tells both members at once, live. */
    async announceMatch(
      a: { id: number; displayName: string; profilePictureUrl: string | null },
      b: { id: number; displayName: string; profilePictureUrl: string | null },
    ): Promise<void> {
      await repo.clearUnmatch(db, a.id, b.id);
      await hub.deliver([
        {
          userId: a.id,
          event: {
            type: 'match.new',
            member: { id: b.id, displayName: b.displayName, profilePictureUrl: b.profilePictureUrl },
          },
        },
        {
          userId: b.id,
          event: {
            type: 'match.new',
            member: { id: a.id, displayName: a.displayName, profilePictureUrl: a.profilePictureUrl },
          },
        },
      ]);
    },

    async hide(actor: Principal, id: number): Promise<{ ok: true }> {
      const m = await ownMessage(actor, id);
      await repo.hideMessage(db, actor.id, m.id);
      const otherUserId = m.senderId === actor.id ? m.receiverId : m.senderId;
      await hub.deliver([{ userId: actor.id, event: { type: 'message.deleted', messageId: m.id, otherUserId } }]);
      return { ok: true };
    },

    async reveal(actor: Principal, id: number): Promise<Message> {
      const m = await ownMessage(actor, id);
      if (!mayReveal(actor.id, m))
        throw forbidden(
          m.isDisappearing ? 'Only the receiver can reveal this message' : 'This message is not a disappearing message',
        );
      if (m.moderationStatus === 'pending' || m.moderationStatus === 'rejected')
        throw conflict('This photo is still being checked. Please try again shortly.');
      const now = new Date();
      const revealed = await repo.reveal(db, m.id, now);
      if (!revealed) throw conflict(m.purgedAt ? 'This message has disappeared' : 'This message was already revealed');
      await ctx.jobs.send(
        PURGE_JOB,
        { messageId: m.id },
        { startAfter: new Date(now.getTime() + REVEAL_PURGE_DELAY_MS + 500) },
      );
      await fanOut('message.updated', revealed);
      return viewFor(actor, revealed);
    },

    async report(actor: Principal, body: ReportMessageBody) {
      const m = await ownMessage(actor, body.messageId);
      if (!mayReport(actor.id, m)) throw forbidden('You can only report messages you received');
      const surrounding = await repo.surroundingMessages(db, m.conversationId, m.id, REPORT_CONTEXT_AROUND);
      const names = await repo.displayNames(db, [m.senderId, m.receiverId]);
      const context = surrounding.map((s) => ({
        id: s.id,
        senderId: s.senderId,
        sender: names.get(s.senderId) ?? `Member ${s.senderId}`,
        messageType: s.messageType,
        content: s.purgedAt ? '(deleted)' : s.content,
        createdAt: s.createdAt.toISOString(),
        reported: s.id === m.id,
      }));
      const label = REPORT_REASON_LABELS[body.reason];
      await moderation.assertMayReport(actor.id);
      const report = await repo.insertReport(db, {
        messageId: m.id,
        reporterId: actor.id,
        reason: body.reason,
        context,
        now: new Date(),
      });
      if (!report) throw conflict('You already reported this message');
      const transcript = context
        .map(
          (c) =>
            `${c.reported ? '» ' : ''}${c.sender}: ` +
            `${c.messageType === 'text' ? c.content : `[${c.messageType}] ${c.content}`}`,
        )
        .join('\n');
      const request = await moderation.enqueue({
        subject: { type: 'message', id: m.id },
        userId: m.senderId,
        reporterId: actor.id,
        text: m.content || `[${m.messageType}]`,
        url: m.messageType === 'photo' && m.photoMediaId ? mediaUrl(m.photoMediaId) : null,
        reason: `Reported for ${label}. Conversation context:\n${transcript}`.slice(0, 4000),
        priority: body.reason === 'illegal' ? 'high' : 'normal',
      });
      const requestId = (request as { id?: number } | undefined)?.id;
      if (requestId) await repo.linkReportToRequest(db, report.id, requestId);
      const updated = (await repo.findMessage(db, m.id))!;
      await hub.deliver([
        { userId: actor.id, event: { type: 'message.updated', message: await viewFor(actor, updated) } },
      ]);
      return {
        id: report.id,
        messageId: m.id,
        reason: body.reason,
        reasonLabel: label,
        createdAt: report.createdAt.toISOString(),
      };
    },

    /** Job: the image check a photo message waits for (decision 20). */
    async checkPhoto(messageId: number): Promise<string> {
      const m = await repo.findMessage(db, messageId);
      if (!m || m.moderationStatus !== 'pending') return 'skipped';
      let image: Buffer | null = null;
      if (m.photoMediaId) {
        const media = await repo.findMedia(db, m.photoMediaId);
        image = media ? await ctx.storage.get(media.storageKey) : null;
      } else if (m.photoId) {
        const photo = await repo.findPhoto(db, m.photoId);
        image = photo ? await ctx.storage.get(photo.storageKey) : null;
      }
      const [grid, prefs, signals] = await Promise.all([
        repo.conversationVibe(db, m.conversationId),
        repo.nsfwPrefsOf(db, m.receiverId),
        guardian.senderSignals(m.senderId),
      ]);
      let status: repo.MessageRow['moderationStatus'] = 'rejected';
      if (image) {
        const verdict = await guardian.moderateImage(image, {
          surface: 'message',
          grid,
          sender: signals ?? undefined,
          recipient: { receiveTextNSFW: prefs.receiveTextNSFW, receiveImageNSFW: prefs.receiveImageNSFW },
        });
        status =
          verdict.decision === 'BLOCK'
            ? 'rejected'
            : verdict.decision === 'REVIEW' || m.guardianDecision === 'REVIEW'
              ? 'flagged'
              : 'approved';
        if (verdict.decision === 'BLOCK' && signals)
          await lowerTrust(m.senderId, verdict.trustScoreUpdate, signals.trustScore, 'Guardian blocked an image');
        if (verdict.decision === 'REVIEW') {
          await moderation.enqueue({
            subject: { type: 'message', id: m.id },
            userId: m.senderId,
            text: m.content,
            url: m.photoMediaId ? mediaUrl(m.photoMediaId) : null,
            reason: `Guardian flagged a photo message: ${verdict.reasoning}`,
          });
        }
      }
      if (status !== 'rejected' && m.photoId && !m.photoMediaId) {
        // Sharing grants the receiver access to that private photo (photos module).
        try {
          await deps.photos.sharePhoto(m.senderId, m.photoId, m.receiverId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          status = 'rejected';
        }
      }
      const updated = await repo.setModerationStatus(db, m.id, status, 'pending');
      if (updated) await fanOut('message.updated', updated, prefs);
      return status;
    },

    /** Job: deletes disappearing content once due (decision 21); reported messages are kept. */
    async purgeIfDue(messageId: number, now = new Date()): Promise<boolean> {
      const m = await repo.findMessage(db, messageId);
      if (!m || !m.isDisappearing || m.purgedAt || m.reportedAt) return false;
      const due = m.revealedAt
        ? now.getTime() - m.revealedAt.getTime() >= REVEAL_PURGE_DELAY_MS
        : now.getTime() - m.createdAt.getTime() >= DISAPPEARING_UNREVEALED_TTL_MS;
      if (!due) return false;
      const purged = await repo.purgeContent(db, m.id, now);
      if (!purged) return false;
      for (const media of purged.media) await ctx.storage.delete(media.storageKey);
      await fanOut('message.updated', purged.message);
      return true;
    },

    async purgeSweep(now = new Date()): Promise<number> {
      const ids = await repo.duePurges(db, now, REVEAL_PURGE_DELAY_MS, DISAPPEARING_UNREVEALED_TTL_MS);
      let purged = 0;
      for (const id of ids) if (await service.purgeIfDue(id, now)) purged += 1;
      return purged;
    },

    /** Typing goes only to someone the member already talks with and who has not blocked them. */
    async typing(actor: { id: number }, toUserId: number): Promise<void> {
      if (toUserId === actor.id) return;
      const conversation = await repo.findConversation(db, actor.id, toUserId);
      if (!conversation || (await blockedAmong(db, actor.id, [toUserId])).size) return;
      await hub.deliver([{ userId: toUserId, event: { type: 'typing', userId: actor.id } }]);
    },

    /**
     * Presence of conversation partners only (issue 10: not of any id), not blocked either way;
     * a coarse "active today" bucket instead of the exact time; nothing for members who hide it.
     */
    async presenceOf(viewerId: number, ids: number[]) {
      const unique = [...new Set(ids)].filter((id) => id !== viewerId);
      const [blocked, partners] = await Promise.all([
        blockedAmong(db, viewerId, unique),
        repo.conversationPartnersAmong(db, viewerId, unique),
      ]);
      const visible = unique.filter((id) => !blocked.has(id) && partners.has(id));
      const seen = await repo.lastSeenOf(db, visible);
      return visible
        .filter((id) => seen.has(id))
        .map((id) => {
          const { lastSeenAt, hidden } = seen.get(id)!;
          if (hidden) return { userId: id, online: false, lastActive: null, lastSeenAt: null };
          return {
            userId: id,
            online: hub.isConnectedHere(id) || isOnline(lastSeenAt),
            lastActive: lastActiveBucket(lastSeenAt),
            lastSeenAt: null,
          };
        });
    },

    /** Seen now (through accounts, the owner of last-seen); answers whether the member hides their presence. */
    async touch(userId: number, now = new Date()): Promise<{ presenceHidden: boolean }> {
      await touchLastSeen(db, userId, now);
      return { presenceHidden: (await repo.lastSeenOf(db, [userId])).get(userId)?.hidden ?? false };
    },

    /**
     * message requests: rejected (a confirmed report or a flagged message) withholds it from the
     * receiver; approving a flagged message clears the flag. Both sides hear of it after commit.
     */
    moderationAdapter: {
      async apply(tx, request, decision) {
        const m = await repo.findMessage(tx, request.subjectId);
        if (!m) return;
        const next = decision === 'rejected' ? 'rejected' : m.moderationStatus === 'flagged' ? 'approved' : null;
        if (!next || next === m.moderationStatus) return;
        const updated = await repo.setModerationStatus(tx, m.id, next);
        if (updated)
          return async () => {
            await fanOut('message.updated', updated);
          };
      },
      async locate(request) {
        const m = await repo.findMessage(db, request.subjectId);
        if (!m) return { type: 'gone' as const, note: 'The message no longer exists.' };
        const around = await repo.surroundingMessages(db, m.conversationId, m.id, 10);
        const names = await repo.displayNames(db, [
          m.senderId,
          m.receiverId,
          ...(request.reporterId ? [request.reporterId] : []),
        ]);
        const ref = (id: number) => ({ id, displayName: names.get(id) ?? 'Deleted member' });
        const report = request.reporterId ? await repo.reportOf(db, m.id, request.reporterId) : null;
        return {
          type: 'message' as const,
          sender: ref(m.senderId),
          receiver: ref(m.receiverId),
          conversation: around.map((s) => ({
            id: s.id,
            senderId: s.senderId,
            senderName: names.get(s.senderId) ?? 'Deleted member',
            messageType: s.messageType,
            content: s.purgedAt ? '(deleted)' : s.content,
            photoUrl: s.messageType === 'photo' && s.photoMediaId ? mediaUrl(s.photoMediaId) : null,
            moderationStatus: s.moderationStatus,
            createdAt: s.createdAt.toISOString(),
            isSubject: s.id === m.id,
          })),
          report:
            report && request.reporterId
              ? {
                  reporter: ref(request.reporterId),
                  reason: REPORT_REASON_LABELS[report.reason],
                  createdAt: report.createdAt.toISOString(),
                }
              : null,
        };
      },
    } satisfies ModerationAdapter<'message'>,
  };

  async function discardMedia(id: string): Promise<void> {
    const media = await repo.findMedia(db, id);
    if (!media) return;
    await ctx.storage.delete(media.storageKey);
    await repo.deleteMedia(db, id);
  }

  return service;
}
export type MessagingService = ReturnType<typeof createMessagingService>;
