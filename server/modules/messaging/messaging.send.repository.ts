/** The send path's queries: the facts a send is checked against, NSFW preferences, storing messages (ADR 098). */
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { conversations, guardianWindowAttempts, messageMedia, messages } from './messaging.schema';
import { blockedEitherWaySql, recentBlocksAgainstSql } from '#modules/blocks';
import { sessionLiveSql } from '#modules/accounts';
import type { MessageRow } from './messaging.schema';
import { type HotSql, MediaAlreadyUsedError, messageFromSql, pair, rowsOf } from './messaging.rows';

export interface NsfwPrefs {
  receiveTextNSFW: boolean;
  receiveImageNSFW: boolean;
  warnBeforeNSFW: boolean;
  blurNSFWContent: boolean;
}
/** Spec Safe Mode defaults, for members without a preferences row. */
export const DEFAULT_NSFW_PREFS: NsfwPrefs = {
  receiveTextNSFW: true,
  receiveImageNSFW: false,
  warnBeforeNSFW: true,
  blurNSFWContent: true,
};

/** Everything a send needs to decide, in one round trip. */
export interface SendFacts {
  existingId: number | null;
  receiverExists: boolean;
  receiverSuspended: boolean;
  blocked: boolean;
  conversationId: number | null;
  vibeType: 'hookup' | 'date' | 'chat' | null;
  recipientPrefs: NsfwPrefs;
  senderPrefs: NsfwPrefs;
  recipientHasReplied: boolean;
  messagesLastMinute: number;
  sameTextRecipients: number;
  /** Guardian's window: the sender's last text messages to this member, blocked attempts included, oldest first. */
  recentMessages: string[];
  /** One flag per part of recentMessages (same index): true when Guardian blocked it (never delivered, ADR 200/206). */
  recentBlocked: boolean[];
  /** Guardian's behaviour signals for the sender (the same facts as guardian.senderSignals, plus reports). */
  sender: { trustScore: number; accountAgeDays: number; recentBlocks: number; recentReports: number };
}

export interface SendFactsInput {
  senderId: number;
  receiverId: number;
  clientId: string;
  content: string;
  /** Socket sends: the session the socket was opened with, checked again here (revoked / expired / suspended →
   * false). */
  sessionId?: string | null;
}

/**
 * Guardian's sliding window: the sender's last 5 text messages to this member within 10 minutes (ADR 051), their
 * blocked attempts included (ADR 200, `guardian_window_attempts`, kept no longer than this).
 */
export const GUARDIAN_WINDOW_MS = 10 * 60_000;
/** The most parts the window reads (delivered and blocked together); the facts query's limit (ADR 051, ADR 208). */
export const GUARDIAN_WINDOW_PARTS = 5;

/** $1 the sends as JSON, $2 now, $3 a minute ago, $4 an hour ago, $5 30 days ago, $6 Guardian's window start
 * (timestamptz). */
const SEND_FACTS_SQL = `
  with input as materialized (
    select * from jsonb_to_recordset($1::jsonb) as t(i int, sender int, receiver int,
      client_id text, content text, session_id text))
  select
    input.i,
    s.id is not null and (input.session_id is null
      or (${sessionLiveSql('input.session_id', 'input.sender', '$2::timestamptz')}
        and (s.suspended_until is null or s.suspended_until <= $2::timestamptz))) as "sessionLive",
    (select id from messages where sender_id = input.sender and client_id = input.client_id) as "existingId",
    r.id is not null as "receiverExists",
    coalesce(r.suspended_until > $2::timestamptz, false) as "receiverSuspended",
    ${blockedEitherWaySql('input.sender', 'input.receiver')} as "blocked",
    c.id as "conversationId", c.vibe_type as "vibeType",
    rp.receive_text_nsfw as "rText", rp.receive_image_nsfw as "rImage",
    rp.warn_before_nsfw as "rWarn", rp.blur_nsfw_content as "rBlur",
    sp.receive_text_nsfw as "sText", sp.receive_image_nsfw as "sImage",
    sp.warn_before_nsfw as "sWarn", sp.blur_nsfw_content as "sBlur",
    coalesce((select true from messages m where m.conversation_id = c.id
      and m.sender_id = input.receiver limit 1), false) as "recipientHasReplied",
    (select count(*)::int from messages m
      where m.sender_id = input.sender and m.created_at > $3::timestamptz) as "messagesLastMinute",
    (select count(distinct m.receiver_id)::int from messages m
      where m.sender_id = input.sender and md5(m.content) = md5(input.content) and m.created_at > $4::timestamptz
        and m.content = input.content
        and m.receiver_id <> input.receiver) as "sameTextOthers",
    -- One read of the window: its parts oldest first, each with whether Guardian blocked it (ADR 206: a flag per
    -- part, so a delivered part with a blocked part's text stays delivered).
    (select coalesce(json_agg(json_build_object('text', t.content, 'blocked', t.blocked)
        order by t.at, t.blocked, t.id), '[]') from (
      select * from (
        select m.id, m.content, m.created_at as at, false as blocked from messages m
          where m.conversation_id = c.id and m.sender_id = input.sender
            and m.message_type = 'text' and m.purged_at is null and m.created_at > $6::timestamptz
            order by m.id desc limit ${GUARDIAN_WINDOW_PARTS}) d
      union all
      select * from (
        select w.id, w.content, w.created_at as at, true as blocked from guardian_window_attempts w
          where w.sender_id = input.sender and w.receiver_id = input.receiver and w.created_at > $6::timestamptz
            order by w.id desc limit ${GUARDIAN_WINDOW_PARTS}) b
      order by at desc, blocked desc, id desc limit ${GUARDIAN_WINDOW_PARTS}) t) as "guardianWindow",
    s.trust_score as "trustScore",
    floor(extract(epoch from ($2::timestamptz - s.created_at)) / 86400)::int as "accountAgeDays",
    ${recentBlocksAgainstSql('input.sender', '$5::timestamptz')} as "recentBlocks",
    (select count(*)::int from message_reports mr join messages rm on rm.id = mr.message_id
      where rm.sender_id = input.sender and mr.created_at > $5::timestamptz) as "recentReports"
  -- One index probe per send: lateral + limit keeps the planner from hash-joining whole tables for a batch.
  from input
  left join lateral (select id, trust_score, created_at, suspended_until from users
    where id = input.sender limit 1) s on true
  left join lateral (select id, suspended_until from users where id = input.receiver limit 1) r on true
  left join lateral (select id, vibe_type from conversations
    where user_low_id = least(input.sender, input.receiver)
      and user_high_id = greatest(input.sender, input.receiver) limit 1) c on true
  left join lateral (select * from nsfw_preferences where user_id = input.receiver limit 1) rp on true
  left join lateral (select * from nsfw_preferences where user_id = input.sender limit 1) sp on true
  order by input.i`;

/** The window's parts as the facts query reads them (oldest first), split into the engine's two aligned lists. */
function windowParts(
  parts: Array<{ text: string; blocked: boolean }> | null | undefined,
): Pick<SendFacts, 'recentMessages' | 'recentBlocked'> {
  const list = parts ?? [];
  return { recentMessages: list.map((p) => p.text), recentBlocked: list.map((p) => p.blocked === true) };
}

/**
 * The facts of many sends in ONE statement (the send batcher's read): one row per input, in input
 * order. Each send sees the database as of this statement; sends of the same batch do not see each
 * other (the service adds its own not-yet-committed sends).
 */
export async function sendFactsMany(
  run: HotSql,
  inputs: SendFactsInput[],
  now: Date,
): Promise<Array<SendFacts & { sessionLive: boolean }>> {
  if (!inputs.length) return [];
  const json = JSON.stringify(
    inputs.map((x, i) => ({
      i,
      sender: x.senderId,
      receiver: x.receiverId,
      client_id: x.clientId,
      content: x.content,
      session_id: x.sessionId ?? null,
    })),
  );
  const rows = await run('messaging.send-facts', SEND_FACTS_SQL, [
    json,
    now.toISOString(),
    new Date(now.getTime() - 60_000).toISOString(),
    new Date(now.getTime() - 3_600_000).toISOString(),
    new Date(now.getTime() - 30 * 86_400_000).toISOString(),
    new Date(now.getTime() - GUARDIAN_WINDOW_MS).toISOString(),
  ]);
  const byIndex = new Map(rows.map((row) => [row.i as number, row]));
  return inputs.map((_, i) => {
    const row = byIndex.get(i)!;
    const prefs = (p: string): NsfwPrefs =>
      row[`${p}Text`] === null || row[`${p}Text`] === undefined
        ? DEFAULT_NSFW_PREFS
        : {
            receiveTextNSFW: row[`${p}Text`],
            receiveImageNSFW: row[`${p}Image`],
            warnBeforeNSFW: row[`${p}Warn`],
            blurNSFWContent: row[`${p}Blur`],
          };
    return {
      sessionLive: row.sessionLive,
      existingId: row.existingId ?? null,
      receiverExists: row.receiverExists,
      receiverSuspended: row.receiverSuspended,
      blocked: row.blocked,
      conversationId: row.conversationId ?? null,
      vibeType: row.vibeType ?? null,
      recipientPrefs: prefs('r'),
      senderPrefs: prefs('s'),
      recipientHasReplied: row.recipientHasReplied,
      messagesLastMinute: row.messagesLastMinute,
      sameTextRecipients: row.sameTextOthers + 1,
      ...windowParts(row.guardianWindow),
      sender: {
        trustScore: row.trustScore ?? 0,
        accountAgeDays: row.accountAgeDays ?? 0,
        recentBlocks: row.recentBlocks,
        recentReports: row.recentReports,
      },
    };
  });
}

export async function nsfwPrefsOf(db: Database, userId: number): Promise<NsfwPrefs> {
  const result = await db.execute(sql`
    select receive_text_nsfw as "receiveTextNSFW", receive_image_nsfw as "receiveImageNSFW",
           warn_before_nsfw as "warnBeforeNSFW", blur_nsfw_content as "blurNSFWContent"
    from nsfw_preferences where user_id = ${userId}`);
  return rowsOf<NsfwPrefs>(result)[0] ?? DEFAULT_NSFW_PREFS;
}

/** Creates the conversation on the first message, stores the message and moves the inbox pointer, atomically. */
export async function insertMessage(
  db: Database,
  input: {
    senderId: number;
    receiverId: number;
    vibeType: 'hookup' | 'date' | 'chat';
    row: Omit<typeof messages.$inferInsert, 'conversationId'>;
    attachMediaIds: string[];
  },
): Promise<{ message: MessageRow; created: boolean; vibeType: 'hookup' | 'date' | 'chat' }> {
  const { low, high } = pair(input.senderId, input.receiverId);
  return db.transaction(async (tx) => {
    const [conv] = await tx
      .insert(conversations)
      .values({ userLowId: low, userHighId: high, vibeType: input.vibeType, startedBy: input.senderId })
      .onConflictDoUpdate({
        target: [conversations.userLowId, conversations.userHighId],
        set: { lastActivity: sql`now()` },
      })
      .returning({ id: conversations.id, vibeType: conversations.vibeType });
    const [inserted] = await tx
      .insert(messages)
      .values({ ...input.row, conversationId: conv.id })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    if (!inserted) {
      // A concurrent retry with the same clientId won the race: answer with its message.
      const [existing] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, input.senderId), eq(messages.clientId, input.row.clientId)));
      return { message: existing, created: false, vibeType: conv.vibeType };
    }
    // The inbox reads the last message through this pointer (ADR 113): it names the newest message.
    await tx
      .update(conversations)
      .set({
        lastMessageId: sql`greatest(${conversations.lastMessageId}, ${inserted.id}::int)`,
        lastActivity: inserted.createdAt,
      })
      .where(eq(conversations.id, conv.id));
    if (input.attachMediaIds.length) {
      const attached = await tx
        .update(messageMedia)
        .set({ messageId: inserted.id })
        .where(
          and(
            inArray(messageMedia.id, input.attachMediaIds),
            isNull(messageMedia.messageId),
            eq(messageMedia.ownerId, input.senderId),
          ),
        )
        .returning({ id: messageMedia.id });
      if (attached.length !== input.attachMediaIds.length) throw new MediaAlreadyUsedError();
    }
    return { message: inserted, created: true, vibeType: conv.vibeType };
  });
}

/** $1 the messages as JSON. */
const INSERT_MESSAGES_SQL = `
    with input as (
      select * from jsonb_to_recordset($1::jsonb) as t(i int, low int, high int, vibe text,
        sender int, receiver int, client_id text,
        message_type text, content text, is_disappearing boolean, photo_id int, voice_duration float8,
        lat float8, lon float8,
        location_name text, precise boolean, status text, decision text, risk int, policy text)),
    ids as (select input.*, nextval(pg_get_serial_sequence('messages', 'id'))::int as id from input order by input.i),
    pairs as (
      select low, high, (array_agg(vibe order by i))[1] as vibe,
        (array_agg(sender order by i))[1] as started_by, max(id) as last_id
      from ids group by low, high),
    conv as (
      insert into conversations (user_low_id, user_high_id, vibe_type, started_by, last_message_id, last_activity)
      select low, high, vibe, started_by, last_id, now() from pairs order by low, high
      -- The pointer only moves forward: a batch that drew lower ids may commit after one that drew higher ones.
      on conflict (user_low_id, user_high_id) do update set
        last_message_id = greatest(conversations.last_message_id, excluded.last_message_id),
        last_activity = excluded.last_activity
      returning id, user_low_id, user_high_id, vibe_type),
    ins as (
      insert into messages (id, conversation_id, sender_id, receiver_id, client_id, message_type, content,
        is_disappearing, photo_id,
        voice_duration, location_latitude, location_longitude, location_name,
        is_location_precise, moderation_status, guardian_decision,
        risk_score, guardian_policy, created_at)
      select ids.id, conv.id, ids.sender, ids.receiver, ids.client_id, ids.message_type, ids.content,
        ids.is_disappearing, ids.photo_id,
        ids.voice_duration, ids.lat, ids.lon, ids.location_name, ids.precise,
        ids.status, ids.decision, ids.risk, ids.policy, now()
      from ids join conv on conv.user_low_id = ids.low and conv.user_high_id = ids.high
      order by ids.id
      on conflict (sender_id, client_id) do nothing
      -- Named columns, not *: a prepared statement must keep its result shape when a column is added.
      returning id, conversation_id, sender_id, receiver_id, client_id, message_type, content,
        is_disappearing, photo_id, photo_media_id,
        voice_media_id, voice_duration,
        location_latitude, location_longitude, location_name, is_location_precise,
        moderation_status, guardian_decision, risk_score,
        guardian_policy, read_at, revealed_at, purged_at, reported_at, created_at)
    select ids.i as "inputIndex", conv.id as "conversationId", conv.vibe_type as "vibeType", ins.*
    from ids join conv on conv.user_low_id = ids.low and conv.user_high_id = ids.high
    left join ins on ins.id = ids.id
    order by ids.i`;

export interface PlainInsert {
  senderId: number;
  receiverId: number;
  vibeType: 'hookup' | 'date' | 'chat';
  row: Omit<typeof messages.$inferInsert, 'conversationId'>;
}
export type InsertResult = { message: MessageRow; created: boolean; vibeType: 'hookup' | 'date' | 'chat' };

/**
 * The send batcher's write: many messages without files in ONE statement and one commit. Ids are
 * drawn in input order (so a conversation's messages keep their send order); each conversation is
 * upserted once (its first message of the batch decides vibeType/startedBy for a new one, its last
 * becomes the inbox pointer), in (low, high) order so concurrent batches lock rows in the same
 * order; messages insert with ON CONFLICT (sender_id, client_id) DO NOTHING. Callers must not pass
 * two items with the same (senderId, clientId) (the service answers in-batch retries itself).
 * A message that lost a race against a concurrent retry answers created: false with the stored one.
 */
export async function insertPlainMessages(db: Database, run: HotSql, inputs: PlainInsert[]): Promise<InsertResult[]> {
  if (!inputs.length) return [];
  const json = JSON.stringify(
    inputs.map(({ senderId, receiverId, vibeType, row: r }, i) => {
      const { low, high } = pair(senderId, receiverId);
      return {
        i,
        low,
        high,
        vibe: vibeType,
        sender: senderId,
        receiver: receiverId,
        client_id: r.clientId,
        message_type: r.messageType,
        content: r.content,
        is_disappearing: r.isDisappearing ?? false,
        photo_id: r.photoId ?? null,
        voice_duration: r.voiceDuration ?? null,
        lat: r.locationLatitude ?? null,
        lon: r.locationLongitude ?? null,
        location_name: r.locationName ?? null,
        precise: r.isLocationPrecise ?? false,
        status: r.moderationStatus,
        decision: r.guardianDecision ?? null,
        risk: r.riskScore ?? null,
        policy: r.guardianPolicy ?? null,
      };
    }),
  );
  const rows = await run('messaging.insert-messages', INSERT_MESSAGES_SQL, [json]);
  const byIndex = new Map(rows.map((row) => [row.inputIndex as number, row]));
  const out: InsertResult[] = [];
  const repairs = new Set<number>();
  for (let i = 0; i < inputs.length; i++) {
    const row = byIndex.get(i)!;
    if (row.id === null || row.id === undefined) {
      // A concurrent retry with the same clientId won the race: answer with its message (below).
      repairs.add(row.conversationId);
      const [existing] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, inputs[i].senderId), eq(messages.clientId, inputs[i].row.clientId)));
      out.push({ message: existing, created: false, vibeType: row.vibeType });
    } else {
      out.push({ message: messageFromSql(row), created: true, vibeType: row.vibeType });
    }
  }
  // The inbox pointer may name an id that was never inserted: point it back at the newest real message. The row is
  // locked first, so the max is read after every send that held it has committed (ADR 113).
  for (const conversationId of repairs) await repairLastMessage(db, conversationId);
  return out;
}

/** Points a conversation's `last_message_id` at its newest message (after a send lost a clientId race). */
export async function repairLastMessage(db: Database, conversationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from conversations where id = ${conversationId} for update`);
    await tx.execute(sql`update conversations set last_message_id =
      (select max(id) from messages where conversation_id = ${conversationId})
      where id = ${conversationId}`);
  });
}

/**
 * Keeps a text message Guardian blocked for the sender's window to this member (ADR 200), and deletes every attempt
 * the window can no longer read: older than the window (never delivered text is kept no longer than the window), or
 * beyond the pair's newest five, the most the facts query reads (ADR 208).
 */
export async function recordWindowAttempt(
  db: Database,
  input: { senderId: number; receiverId: number; content: string },
  now: Date,
): Promise<void> {
  await purgeWindowAttempts(db, now);
  await db.insert(guardianWindowAttempts).values(input);
  await db.execute(sql`delete from guardian_window_attempts
    where sender_id = ${input.senderId} and receiver_id = ${input.receiverId}
      and id < (select min(id) from (select id from guardian_window_attempts
        where sender_id = ${input.senderId} and receiver_id = ${input.receiverId}
        order by id desc limit ${GUARDIAN_WINDOW_PARTS}) newest)`);
}

/** Deletes the blocked attempts older than Guardian's window (ADR 200); the purge sweep runs it too. */
export async function purgeWindowAttempts(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(guardianWindowAttempts)
    .where(lte(guardianWindowAttempts.createdAt, new Date(now.getTime() - GUARDIAN_WINDOW_MS)))
    .returning({ id: guardianWindowAttempts.id });
  return gone.length;
}
