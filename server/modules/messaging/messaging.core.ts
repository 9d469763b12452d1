/** The shared core of the messaging service (ADR 098). */
import {
  LOCATION_DEFAULT_CONTENT,
  MESSAGES_PER_MINUTE,
  PHOTO_DEFAULT_CONTENT,
  VOICE_DEFAULT_CONTENT,
  type Message,
  type SendMessageInput,
} from '#contracts';
import type { AppContext } from '#server/context';
import { badRequest, notFound } from '#http/errors';
import { createBatchLoader } from '#db/batch';
import { randomToken } from '#platform/secrets';
import type { Principal } from '#http/session';
import type { ModerationQueue } from '#modules/moderation';
import { type GuardianService } from '#modules/guardian';
import { memberFilesPrefix, type PhotosService } from '#modules/photos';
import { isParticipant } from './messaging.policy';
import { presentMessage } from './messaging.presenter';
import type { WebSocket } from 'ws';
import type { Delivery, RealtimeHub } from './messaging.realtime';
import * as repo from './messaging.repository';
import { changeTrust } from '#modules/trust';
import { createLocalWindow, type SlidingWindow } from '#platform/sliding-window';

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

/** A send with its clientId settled (the member's, or one made up for a send without it). */
export type IdentifiedSend = SendMessageInput & { clientId: string };
export const CONVERSATIONS_MAX = 200;
export const REPORT_CONTEXT_AROUND = 5;
export const MEDIA_ID = /^[A-Za-z0-9_-]{16,64}$/;

export type Grid = 'hookup' | 'date' | 'chat';
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

export const mediaIdOf = (url: string | null | undefined) => (url ? url.split('/').pop()! : null);
export const roundArea = (v: number) => Math.round(v * 100) / 100;

/**
 * What every part of the messaging service shares (ADR 098): the adapters, the batched loaders and the helpers
 * that present, fan out and own messages. Built once per service by createMessagingService.
 */
export function createMessagingCore(ctx: AppContext, deps: MessagingDeps) {
  const { db } = ctx.database;
  const { guardian, hub, moderation } = deps;
  const perMinuteCap = MESSAGES_PER_MINUTE * ctx.config.rateLimitScale;
  const capWindow = deps.capWindow ?? createLocalWindow();

  // Reads of requests arriving in the same event-loop turn share one statement each
  // (server/db/batch.ts; docs/PERFORMANCE.md, read paths). Callers get fresh arrays and objects.
  // The inbox and a messages page are one prepared statement each per turn (ADR 113).
  const read = repo.preparedRead(ctx.database);
  const loadInbox = createBatchLoader((ids: number[]) => repo.inboxesOf(read, ids, CONVERSATIONS_MAX));
  const loadMessagesPage = createBatchLoader((keys: string[]) => repo.messagesPagesOf(read, keys));

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

  async function discardMedia(id: string): Promise<void> {
    const media = await repo.findMedia(db, id);
    if (!media) return;
    await ctx.storage.delete(media.storageKey);
    await repo.deleteMedia(db, id);
  }

  return {
    ctx,
    db,
    deps,
    guardian,
    hub,
    moderation,
    perMinuteCap,
    capWindow,
    loadInbox,
    loadMessagesPage,
    fanOut,
    viewFor,
    ownMessage,
    lowerTrust,
    defaultContent,
    copyPhotoForMessage,
    discardMedia,
  };
}
export type MessagingCore = ReturnType<typeof createMessagingCore>;
