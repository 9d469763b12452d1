import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { keyColumn, unnestKeys } from '#db/batch';
import type { Database, DatabaseHandle } from '#db/client';
import { unmatches, users } from '#db/schema';
import { photos } from '#modules/photos';
import { conversations, messageHides, messageMedia, messageReports, messages } from './messaging.schema';
import { isWithheldFrom } from './messaging.policy';
import { blockedEitherWay, blockedEitherWaySql, notBlockedEitherWay, recentBlocksAgainstSql } from '#modules/blocks';
import { sessionLiveSql } from '#modules/accounts';

export type { MessageRow } from './messaging.schema';
import type { MessageRow } from './messaging.schema';
export type MediaRow = typeof messageMedia.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Runs one of the send path's batch statements: on PostgreSQL a named prepared statement (parsed
 * and planned once per pooled connection, not once per batch), on PGlite a plain query.
 */
export type HotSql = (name: string, text: string, values: unknown[]) => Promise<Array<Record<string, any>>>;
export function hotSql(handle: Pick<DatabaseHandle, 'kind' | 'pool' | 'executeSql'>): HotSql {
  const pool = handle.kind === 'postgres' ? handle.pool : undefined;
  if (pool) return async (name, text, values) => (await pool.query({ name, text, values })).rows;
  return async (_name, text, values) => (await handle.executeSql(text, values)).rows;
}
export const pair = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

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
  recentMessages: string[];
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

/** Guardian's sliding window: the sender's last 5 text messages to this member within 10 minutes (ADR 051). */
export const GUARDIAN_WINDOW_MS = 10 * 60_000;

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
    coalesce((select array_agg(t.content order by t.id) from (
      select m.id, m.content from messages m where m.conversation_id = c.id and m.sender_id = input.sender
        and m.message_type = 'text' and m.purged_at is null and m.created_at > $6::timestamptz
          order by m.id desc limit 5) t), '{}') as "recentMessages",
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
      recentMessages: row.recentMessages ?? [],
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

/** NSFW preferences of many members in one statement; members without a row are left out. */
export async function nsfwPrefsOfMany(db: Database, userIds: number[]): Promise<Map<number, NsfwPrefs>> {
  const result = await db.execute(sql`
    select user_id as "userId", receive_text_nsfw as "receiveTextNSFW", receive_image_nsfw as "receiveImageNSFW",
           warn_before_nsfw as "warnBeforeNSFW", blur_nsfw_content as "blurNSFWContent"
    from nsfw_preferences where user_id = any(${`{${userIds.join(',')}}`}::int[])`);
  return new Map(rowsOf<NsfwPrefs & { userId: number }>(result).map(({ userId, ...prefs }) => [Number(userId), prefs]));
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
    await tx
      .update(conversations)
      .set({ lastMessageId: inserted.id, lastActivity: inserted.createdAt })
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
      on conflict (user_low_id, user_high_id) do update set last_message_id = excluded.last_message_id,
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
  // The inbox pointer may name an id that was never inserted: point it back at a real message.
  for (const conversationId of repairs) {
    await db.execute(sql`update conversations set last_message_id =
      (select max(id) from messages where conversation_id = ${conversationId})
      where id = ${conversationId}`);
  }
  return out;
}

const asDate = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

/** A `messages` row as raw SQL returns it (snake_case) → the drizzle row shape. */
function messageFromSql(r: Record<string, any>): MessageRow {
  return {
    id: r.id,
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    receiverId: r.receiver_id,
    clientId: r.client_id,
    messageType: r.message_type,
    content: r.content,
    isDisappearing: r.is_disappearing,
    photoId: r.photo_id,
    photoMediaId: r.photo_media_id,
    voiceMediaId: r.voice_media_id,
    voiceDuration: r.voice_duration,
    locationLatitude: r.location_latitude,
    locationLongitude: r.location_longitude,
    locationName: r.location_name,
    isLocationPrecise: r.is_location_precise,
    moderationStatus: r.moderation_status,
    guardianDecision: r.guardian_decision,
    riskScore: r.risk_score,
    guardianPolicy: r.guardian_policy ?? null,
    readAt: asDate(r.read_at),
    revealedAt: asDate(r.revealed_at),
    purgedAt: asDate(r.purged_at),
    reportedAt: asDate(r.reported_at),
    createdAt: asDate(r.created_at)!,
  };
}

export class MediaAlreadyUsedError extends Error {}

export async function findMessage(db: Database | Tx, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

export async function findConversation(db: Database, a: number, b: number): Promise<ConversationRow | undefined> {
  const { low, high } = pair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return row;
}

export async function conversationVibe(db: Database, conversationId: number): Promise<'hookup' | 'date' | 'chat'> {
  const [row] = await db
    .select({ vibeType: conversations.vibeType })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row?.vibeType ?? 'date';
}

/** Newest `limit` messages older than `before`, minus those the viewer hid; oldest first. */
export async function listMessages(
  db: Database,
  input: { conversationId: number; viewerId: number; before?: number; limit: number },
) {
  const result = await db.execute(sql`
    select m.id from messages m
    where m.conversation_id = ${input.conversationId}
      ${input.before ? sql`and m.id < ${input.before}` : sql``}
      and not exists (select 1 from message_hides h where h.user_id = ${input.viewerId} and h.message_id = m.id)
    order by m.id desc limit ${input.limit}`);
  const ids = rowsOf<{ id: number }>(result).map((r) => r.id);
  if (!ids.length) return [];
  const rows = await db.select().from(messages).where(inArray(messages.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * For many (viewer, other member) pairs in one statement: the conversation's id (or null), whether
 * a block stands either way, and whether the other member exists (what a messages page checks first).
 */
export async function chatStatesOf(
  db: Database,
  pairs: Array<[number, number]>,
): Promise<Map<string, { conversationId: number | null; blocked: boolean; otherExists: boolean }>> {
  const result = await db.execute(sql`
    select k.c0 as "viewerId", k.c1 as "otherId",
      (select c.id from conversations c where c.user_low_id = least(k.c0, k.c1)
        and c.user_high_id = greatest(k.c0, k.c1)) as "conversationId",
      ${blockedEitherWay(keyColumn(0), keyColumn(1))} as blocked,
      exists (select 1 from users u where u.id = k.c1) as "otherExists"
    from ${unnestKeys(pairs)}`);
  type Row = {
    viewerId: number;
    otherId: number;
    conversationId: number | null;
    blocked: boolean;
    otherExists: boolean;
  };
  return new Map(
    rowsOf<Row>(result).map((r) => [
      `${r.viewerId}:${r.otherId}`,
      {
        conversationId: r.conversationId === null ? null : Number(r.conversationId),
        blocked: r.blocked,
        otherExists: r.otherExists,
      },
    ]),
  );
}

/** listMessages' ids for many (conversation, viewer, before, limit) keys in one statement, newest first. */
export async function messageIdsOfMany(
  db: Database,
  keys: Array<[number, number, number, number]>,
): Promise<Map<string, number[]>> {
  const result = await db.execute(sql`
    select k.c0 as "conversationId", k.c1 as "viewerId", k.c2 as "before", k.c3 as "limit", x.id
    from ${unnestKeys(keys)}
    cross join lateral (${messageIdsQuery(keyColumn(0), keyColumn(1), keyColumn(2), keyColumn(3))}) x`);
  const byKey = new Map<string, number[]>();
  for (const r of rowsOf<{ conversationId: number; viewerId: number; before: number; limit: number; id: number }>(
    result,
  )) {
    const key = `${r.conversationId}:${r.viewerId}:${r.before}:${r.limit}`;
    const list = byKey.get(key) ?? [];
    list.push(Number(r.id));
    byKey.set(key, list);
  }
  return byKey;
}

/** `before` 0 means none (the index range then starts at the newest message). Parameters or columns of a batch
 * (server/db/batch.ts). */
function messageIdsQuery(conversationId: SQL, viewerId: SQL, before: SQL, limit: SQL) {
  return sql`
    select m.id from messages m
    where m.conversation_id = ${conversationId}
      and m.id < (case when ${before} = 0 then 2147483647 else ${before} end)
      and not exists (select 1 from message_hides h where h.user_id = ${viewerId} and h.message_id = m.id)
    order by m.id desc limit ${limit}`;
}

export async function reportedByViewer(db: Database, viewerId: number, messageIds: number[]): Promise<Set<number>> {
  if (!messageIds.length) return new Set();
  const rows = await db
    .select({ id: messageReports.messageId })
    .from(messageReports)
    .where(and(eq(messageReports.reporterId, viewerId), inArray(messageReports.messageId, messageIds)));
  return new Set(rows.map((r) => r.id));
}

export interface ConversationListRow {
  id: number;
  vibeType: 'hookup' | 'date' | 'chat';
  lastActivity: Date | string;
  otherId: number;
  displayName: string;
  profilePictureUrl: string | null;
  lastSeenAt: Date | string | null;
  lastMessageId: number | null;
  unreadCount: number;
}

export async function listConversations(
  db: Database,
  input: { userId: number; q?: string; vibeType?: string; limit: number },
) {
  const result = await db.execute(conversationsQuery(sql`${input.userId}`, input));
  return rowsOf<ConversationListRow>(result);
}

/** Many members' unfiltered conversation lists in one statement (the per-tick loader in the service). */
export async function listConversationsOfMany(
  db: Database,
  userIds: number[],
  limit: number,
): Promise<Map<number, ConversationListRow[]>> {
  const result = await db.execute(sql`
    select k.c0 as "viewerId", x.* from ${unnestKeys(userIds.map((id) => [id]))}
    cross join lateral (${conversationsQuery(keyColumn(0), { limit })}) x`);
  const byViewer = new Map<number, ConversationListRow[]>();
  for (const row of rowsOf<ConversationListRow & { viewerId: number }>(result)) {
    const { viewerId, ...rest } = row;
    const list = byViewer.get(Number(viewerId)) ?? [];
    list.push(rest);
    byViewer.set(Number(viewerId), list);
  }
  // The order of the single-member query: last activity, newest first, then id.
  const time = (v: Date | string) => new Date(v).getTime();
  for (const list of byViewer.values()) list.sort((a, b) => time(b.lastActivity) - time(a.lastActivity) || b.id - a.id);
  return byViewer;
}

/** `me` is the viewer: a parameter, or a column of a batch (server/db/batch.ts). */
function conversationsQuery(me: SQL, input: { q?: string; vibeType?: string; limit: number }) {
  const like = input.q ? `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return sql`
    select c.id, c.vibe_type as "vibeType", c.last_activity as "lastActivity",
           o.id as "otherId", p.display_name as "displayName", p.profile_picture_url as "profilePictureUrl",
           o.last_seen_at as "lastSeenAt",
           lm.id as "lastMessageId",
           (select count(*)::int from messages u
             where u.conversation_id = c.id and u.receiver_id = ${me} and u.read_at is null
               and u.moderation_status <> 'rejected'
               and not exists (select 1 from message_hides h
                 where h.user_id = ${me} and h.message_id = u.id)) as "unreadCount"
    from conversations c
    join users o on o.id = case when c.user_low_id = ${me} then c.user_high_id else c.user_low_id end
    join profiles p on p.user_id = o.id
    left join lateral (
      select m.id, m.content from messages m
      where m.conversation_id = c.id
        and not exists (select 1 from message_hides h where h.user_id = ${me} and h.message_id = m.id)
      order by m.id desc limit 1) lm on true
    where (c.user_low_id = ${me} or c.user_high_id = ${me})
      and ${notBlockedEitherWay(me, sql`o.id`)}
      and not exists (select 1 from unmatches um where um.user_low_id = c.user_low_id
        and um.user_high_id = c.user_high_id)
      ${input.vibeType ? sql`and c.vibe_type = ${input.vibeType}` : sql``}
      ${like ? sql`and (p.display_name ilike ${like} or lm.content ilike ${like})` : sql``}
    order by c.last_activity desc, c.id desc
    limit ${input.limit}`;
}

export async function messagesByIds(db: Database, ids: number[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return db.select().from(messages).where(inArray(messages.id, ids));
}

export async function markRead(db: Database, readerId: number, senderId: number, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.receiverId, readerId), eq(messages.senderId, senderId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function hideMessage(db: Database, userId: number, messageId: number): Promise<void> {
  await db.insert(messageHides).values({ userId, messageId }).onConflictDoNothing();
}

export async function setModerationStatus(
  db: Database,
  id: number,
  status: MessageRow['moderationStatus'],
  onlyIf?: MessageRow['moderationStatus'],
) {
  const [row] = await db
    .update(messages)
    .set({ moderationStatus: status })
    .where(onlyIf ? and(eq(messages.id, id), eq(messages.moderationStatus, onlyIf)) : eq(messages.id, id))
    .returning();
  return row;
}

/** Sets revealedAt once; null when it was already revealed (or is not revealable). */
export async function reveal(db: Database, id: number, now: Date): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ revealedAt: now })
    .where(
      and(
        eq(messages.id, id),
        eq(messages.isDisappearing, true),
        isNull(messages.revealedAt),
        isNull(messages.purgedAt),
      ),
    )
    .returning();
  return row;
}

/** Disappearing messages whose content is due for deletion (decision 21), oldest first. */
export async function duePurges(
  db: Database,
  now: Date,
  revealDelayMs: number,
  unrevealedTtlMs: number,
  limit = 500,
): Promise<number[]> {
  const revealedBefore = new Date(now.getTime() - revealDelayMs).toISOString();
  const createdBefore = new Date(now.getTime() - unrevealedTtlMs).toISOString();
  const result = await db.execute(sql`
    select id from messages
    where is_disappearing and purged_at is null and reported_at is null
      and ((revealed_at is not null and revealed_at <= ${revealedBefore}::timestamptz)
        or (revealed_at is null and created_at <= ${createdBefore}::timestamptz))
    order by id limit ${limit}`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** Clears the content of one message (unless it was reported meanwhile); returns the media rows to delete. */
export async function purgeContent(
  db: Database,
  id: number,
  now: Date,
): Promise<{ message: MessageRow; media: MediaRow[] } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, id), isNull(messages.purgedAt), isNull(messages.reportedAt)))
      .for('update');
    if (!before) return null;
    const mediaIds = [before.photoMediaId, before.voiceMediaId].filter((m): m is string => !!m);
    const media = mediaIds.length ? await tx.select().from(messageMedia).where(inArray(messageMedia.id, mediaIds)) : [];
    const [message] = await tx
      .update(messages)
      .set({
        content: '',
        purgedAt: now,
        photoMediaId: null,
        voiceMediaId: null,
        photoId: null,
        locationLatitude: null,
        locationLongitude: null,
        locationName: null,
      })
      .where(eq(messages.id, id))
      .returning();
    if (mediaIds.length) await tx.delete(messageMedia).where(inArray(messageMedia.id, mediaIds));
    return { message, media };
  });
}

export async function insertMedia(db: Database, row: typeof messageMedia.$inferInsert): Promise<MediaRow> {
  const [media] = await db.insert(messageMedia).values(row).returning();
  return media;
}

export async function findMedia(db: Database, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(messageMedia).where(eq(messageMedia.id, id));
  return row;
}

export async function mediaOf(db: Database, ids: string[]): Promise<Map<string, MediaRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(messageMedia).where(inArray(messageMedia.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Reports are one per reporter and message; marks the message so disappearing content is kept. */
export async function insertReport(
  db: Database,
  input: {
    messageId: number;
    reporterId: number;
    reason: (typeof messageReports.$inferInsert)['reason'];
    context: unknown;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(messageReports)
      .values({
        messageId: input.messageId,
        reporterId: input.reporterId,
        reason: input.reason,
        context: input.context,
      })
      .onConflictDoNothing()
      .returning();
    if (!report) return null;
    await tx
      .update(messages)
      .set({ reportedAt: input.now })
      .where(and(eq(messages.id, input.messageId), isNull(messages.reportedAt)));
    return report;
  });
}

export async function linkReportToRequest(db: Database, reportId: number, requestId: number): Promise<void> {
  await db.update(messageReports).set({ moderationRequestId: requestId }).where(eq(messageReports.id, reportId));
}

/** The reported message with up to `around` messages on each side, oldest first. */
export async function surroundingMessages(db: Database, conversationId: number, messageId: number, around: number) {
  const result = await db.execute(sql`
    (select id from messages where conversation_id = ${conversationId} and id <= ${messageId}
      order by id desc limit ${around + 1})
    union all
    (select id from messages where conversation_id = ${conversationId} and id > ${messageId}
      order by id asc limit ${around})`);
  const ids = rowsOf<{ id: number }>(result).map((r) => r.id);
  const rows = await messagesByIds(db, ids);
  return rows.sort((a, b) => a.id - b.id);
}

export async function displayNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const result = await db.execute(
    sql`select user_id as id, display_name as name from profiles where user_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(rowsOf<{ id: number; name: string }>(result).map((r) => [r.id, r.name]));
}

export async function lastSeenOf(
  db: Database,
  ids: number[],
): Promise<Map<number, { lastSeenAt: Date | null; hidden: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, lastSeenAt: users.lastSeenAt, hidden: users.presenceHidden })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { lastSeenAt: r.lastSeenAt, hidden: r.hidden }]));
}

/** Of these members, the ones `viewerId` has a conversation with (presence is only for them). */
export async function conversationPartnersAmong(db: Database, viewerId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select user_high_id as id from conversations where user_low_id = ${viewerId} and user_high_id in (${list})
    union select user_low_id as id from conversations where user_high_id = ${viewerId} and user_low_id in (${list})`);
  return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
}

export async function userExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return !!row;
}

export async function deleteMedia(db: Database, id: string): Promise<void> {
  await db.delete(messageMedia).where(eq(messageMedia.id, id));
}

export async function findPhoto(db: Database, id: number) {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

/** GDPR export (decision 9): every message the member sent or received, oldest first, without others' hides or
 * reports. */
export async function messagesOfMember(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(sql`${messages.senderId} = ${userId} or ${messages.receiverId} = ${userId}`)
    .orderBy(messages.id);
  const now = Date.now();
  return rows.map((m) => {
    // The export never carries what the chat withholds from this member (issue 10): disappearing
    // content not (or no longer) revealed to them, and messages a moderator rejected.
    const withheld = isWithheldFrom(userId, m, now);
    return {
      id: m.id,
      senderId: m.senderId,
      receiverId: m.receiverId,
      messageType: m.messageType,
      content: withheld ? '' : m.content,
      isDisappearing: m.isDisappearing,
      locationLatitude: withheld ? null : m.locationLatitude,
      locationLongitude: withheld ? null : m.locationLongitude,
      locationName: withheld ? null : m.locationName,
      voiceDuration: m.voiceDuration,
      moderationStatus: m.moderationStatus,
      readAt: m.readAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
    };
  });
}

/** One member's report of one message (the moderation context shows who reported it and why). */
export async function reportOf(db: Database, messageId: number, reporterId: number) {
  const [row] = await db
    .select()
    .from(messageReports)
    .where(and(eq(messageReports.messageId, messageId), eq(messageReports.reporterId, reporterId)))
    .limit(1);
  return row;
}

// Unmatch (issue 14)

/** Whether the pair's conversation was ended by an unmatch (and no new match since). */
export async function isUnmatched(db: Database, a: number, b: number): Promise<boolean> {
  const { low, high } = pair(a, b);
  const [row] = await db
    .select({ low: unmatches.userLowId })
    .from(unmatches)
    .where(and(eq(unmatches.userLowId, low), eq(unmatches.userHighId, high)))
    .limit(1);
  return !!row;
}

/**
 * Ends the pair's conversation for both in one transaction: every message so far is hidden for
 * both members (kept for moderators: reports and reviews still see it, decision 21) and the pair is
 * marked unmatched, which takes it out of both inboxes and refuses new messages.
 */
export async function unmatch(db: Database, actorId: number, otherId: number, now: Date): Promise<void> {
  const { low, high } = pair(actorId, otherId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into message_hides (user_id, message_id)
      select u.id, m.id from messages m
      join conversations c on c.id = m.conversation_id and c.user_low_id = ${low} and c.user_high_id = ${high}
      cross join (values (${low}::int), (${high}::int)) as u(id)
      on conflict do nothing`);
    // Their likes go too, so a new mutual like can make a new match (the taps table; raw SQL so
    // messaging does not import the taps module).
    await tx.execute(
      sql`delete from taps where (sender_id = ${low} and receiver_id = ${high})
        or (sender_id = ${high} and receiver_id = ${low})`,
    );
    await tx
      .insert(unmatches)
      .values({ userLowId: low, userHighId: high, endedBy: actorId, createdAt: now })
      .onConflictDoUpdate({
        target: [unmatches.userLowId, unmatches.userHighId],
        set: { endedBy: actorId, createdAt: now },
      });
  });
}

/** A new match lifts an unmatch: the two may write again (their old messages stay hidden). */
export async function clearUnmatch(db: Database, a: number, b: number): Promise<void> {
  const { low, high } = pair(a, b);
  await db.delete(unmatches).where(and(eq(unmatches.userLowId, low), eq(unmatches.userHighId, high)));
}
