import {
  CANNOT_MESSAGE_ERROR,
  DEFAULT_CONVERSATION_VIBE,
  DISAPPEARING_UNREVEALED_TTL_MS,
  LOCATION_DEFAULT_NAME,
  MESSAGE_BLOCKED_ERROR,
  guardianBlockedReason,
  type Message,
  type PhotoUpload,
  type SendMessageInput,
  type VoiceUpload,
} from '#contracts';
import { randomUUID } from 'node:crypto';
import { AppError, badRequest, conflict, forbidden, notFound, tooMany, unauthorized } from '#http/errors';
import { randomToken } from '#platform/secrets';
import type { Principal } from '#http/session';
import { verdictPolicy, type GuardianVerdict, type ModerationContext } from '#modules/guardian';
import { memberFilesPrefix } from '#modules/photos';
import { checkVoice, processCapturedPhoto } from './messaging.media';
import { mediaUrl, presentMessage } from './messaging.presenter';
import { createBatcher } from './messaging.batcher';
import * as repo from './messaging.repository';
import {
  PHOTO_CHECK_JOB,
  PURGE_JOB,
  type MessagingCore,
  type IdentifiedSend,
  type Grid,
  type SendOptions,
  mediaIdOf,
  roundArea,
} from './messaging.core';

/** Sending (ADR 098): the batched send path (facts, checks, insert, fan-out) and voice and photo uploads. */
export function createSending(core: MessagingCore) {
  const {
    ctx,
    db,
    guardian,
    moderation,
    perMinuteCap,
    capWindow,
    fanOut,
    viewFor,
    lowerTrust,
    defaultContent,
    copyPhotoForMessage,
    discardMedia,
  } = core;

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
      recentBlocked: facts.recentBlocked,
    };
    const verdict: GuardianVerdict = guardian.moderateText(content, context);
    const trustNow = facts.sender.trustScore;
    if (verdict.decision === 'BLOCK') {
      await lowerTrust(actor.id, verdict.trustScoreUpdate, trustNow, 'Guardian blocked a message');
      // The sender's next part to this member is judged with this one (ADR 200); kept only for the window.
      if (body.messageType === 'text')
        await repo.recordWindowAttempt(db, { senderId: actor.id, receiverId: body.receiverId, content }, new Date());
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

  const methods = {
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
  };
  return methods;
}
