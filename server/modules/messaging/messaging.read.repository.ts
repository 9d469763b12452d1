/** Reading: one message or conversation, a conversation's messages, the inbox and chat states (ADR 098). */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { keyColumn, unnestKeys } from '#db/batch';
import type { Database } from '#db/client';
import { conversations, messageReports, messages } from './messaging.schema';
import { blockedEitherWay, notBlockedEitherWay } from '#modules/blocks';
import type { MessageRow } from './messaging.schema';
import { type ConversationRow, type Tx, pair, rowsOf } from './messaging.rows';

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
