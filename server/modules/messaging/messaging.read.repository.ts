/** Reading: one message or conversation, a conversation's messages, the inbox and chat states (ADR 098). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#db/client';
import { conversations, messageReports, messages } from './messaging.schema';
import { blockedEitherWaySql } from '#modules/blocks';
import type { MessageRow } from './messaging.schema';
import {
  type ConversationRow,
  type PreparedRead,
  type Tx,
  messageFromSql,
  pair,
  prefixedMessageColumns,
} from './messaging.rows';
import { DEFAULT_NSFW_PREFS, type NsfwPrefs } from './messaging.send.repository';

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

/** Whether `user` hid message `message` (columns or parameters of a hand-written statement). */
const hiddenFrom = (user: string, message: string) =>
  `exists (select 1 from message_hides h where h.user_id = ${user} and h.message_id = ${message})`;

/** The reader's NSFW preferences beside the rows (`np`, left joined: no row means the defaults). */
const PREFS_COLUMNS = `np.receive_text_nsfw as "pText", np.receive_image_nsfw as "pImage",
  np.warn_before_nsfw as "pWarn", np.blur_nsfw_content as "pBlur"`;
const prefsJoin = (user: string) => `left join lateral (select receive_text_nsfw, receive_image_nsfw,
  warn_before_nsfw, blur_nsfw_content from nsfw_preferences where user_id = ${user}) np on true`;
const prefsOfRow = (r: Record<string, any>): NsfwPrefs =>
  r.pText === null || r.pText === undefined
    ? { ...DEFAULT_NSFW_PREFS }
    : { receiveTextNSFW: r.pText, receiveImageNSFW: r.pImage, warnBeforeNSFW: r.pWarn, blurNSFWContent: r.pBlur };

/** An integer array as one parameter (`$1::int[]`); the values are checked to be integers. */
export const intArray = (values: readonly number[]): string => {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${String(v)}`);
  return `{${values.join(',')}}`;
};

/**
 * A messages page for many (viewer, other member, before, limit) keys in ONE statement (ADR 113): per key the
 * pair's conversation id, whether a block stands either way, whether the other member exists, the viewer's NSFW
 * preferences, and the page itself — the newest `limit` messages older than `before` (0: none) the viewer has not
 * hidden, newest first, each with whether the viewer reported it. No messages are read when a block stands.
 * One row per message, or one row with null message columns.
 * $1 viewers, $2 other members, $3 before, $4 limits (int[] each, one element per key).
 */
export const MESSAGES_PAGE_SQL = `
  select k.viewer as "viewerId", k.other as "otherId", k.bef as "before", k.lim as "limit",
    st.conversation_id as "conversationId", st.blocked, st.other_exists as "otherExists", ${PREFS_COLUMNS},
    ${prefixedMessageColumns('m', 'm_')},
    (m.reported_at is not null and exists (select 1 from message_reports r
      where r.message_id = m.id and r.reporter_id = k.viewer)) as "reportedByMe"
  from unnest($1::int[], $2::int[], $3::int[], $4::int[]) as k(viewer, other, bef, lim)
  cross join lateral (select
    (select c.id from conversations c where c.user_low_id = least(k.viewer, k.other)
      and c.user_high_id = greatest(k.viewer, k.other)) as conversation_id,
    ${blockedEitherWaySql('k.viewer', 'k.other')} as blocked,
    exists (select 1 from users u where u.id = k.other) as other_exists) st
  ${prefsJoin('k.viewer')}
  left join lateral (
    select m.* from messages m
    where m.conversation_id = st.conversation_id and not st.blocked
      and m.id < (case when k.bef = 0 then 2147483647 else k.bef end)
      and not ${hiddenFrom('k.viewer', 'm.id')}
    order by m.id desc limit k.lim) m on true`;

export interface MessagesPage {
  conversationId: number | null;
  blocked: boolean;
  otherExists: boolean;
  prefs: NsfwPrefs;
  /** Oldest first. */
  messages: Array<{ message: MessageRow; reportedByMe: boolean }>;
}

/** Keys are `viewer:other:before:limit` (before 0 = none). */
export async function messagesPagesOf(run: PreparedRead, keys: string[]): Promise<Map<string, MessagesPage>> {
  const tuples = keys.map((k) => k.split(':').map(Number));
  const column = (i: number) => intArray(tuples.map((t) => t[i]));
  const rows = await run('messaging.messages-page', MESSAGES_PAGE_SQL, [column(0), column(1), column(2), column(3)]);
  const pages = new Map<string, MessagesPage>();
  for (const r of rows) {
    const key = `${r.viewerId}:${r.otherId}:${r.before}:${r.limit}`;
    let page = pages.get(key);
    if (!page) {
      page = {
        conversationId: r.conversationId === null ? null : Number(r.conversationId),
        blocked: r.blocked,
        otherExists: r.otherExists,
        prefs: prefsOfRow(r),
        messages: [],
      };
      pages.set(key, page);
    }
    if (r.m_id !== null && r.m_id !== undefined)
      page.messages.push({ message: messageFromSql(r, 'm_'), reportedByMe: r.reportedByMe === true });
  }
  for (const page of pages.values()) page.messages.reverse();
  return pages;
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
  unreadCount: number;
  /** The newest message the viewer has not hidden. */
  lastMessage: MessageRow | null;
}

export interface Inbox {
  rows: ConversationListRow[];
  /** The viewer's NSFW preferences (for the last messages' warnings and blur). */
  prefs: NsfwPrefs;
}

/**
 * A member's inbox (ADR 113): one row per conversation with the other member's name, picture and last seen, the
 * unread count, the newest message the viewer has not hidden (the whole row) and the viewer's NSFW preferences.
 * Leaves out pairs with a block either way and unmatched pairs; newest activity first, then id.
 *
 * The hot form (`search` false) serves many viewers at once ($1 int[] of viewers, $2 the limit): per viewer the
 * conversations are read by two index range scans (the member as the lower and as the higher id of the pair),
 * merged by last activity and cut at the limit BEFORE the last message and unread count are read, so those cost
 * one index probe each per shown conversation. The unread count reads the partial index over unread messages
 * (receiver, sender): a pair has one conversation, so "to me from the other member" is "in this conversation to
 * me". The search form ($3 grid or null, $4 ILIKE pattern or null) filters on the name and the last message's text
 * before the limit.
 */
export function inboxSql(search: boolean): string {
  const side = (mine: string, theirs: string) => `select id, vibe_type, last_activity, user_low_id, user_high_id,
      ${theirs} as other_id from conversations where ${mine} = k.v`;
  const lastMessage = (user: string, conversation: string) => `select m.* from messages m
      where m.conversation_id = ${conversation} and not ${hiddenFrom(user, 'm.id')}
      order by m.id desc limit 1`;
  return `
  select k.v as "viewerId", ${PREFS_COLUMNS},
    c.id, c.vibe_type as "vibeType", c.last_activity as "lastActivity", c.other_id as "otherId",
    c.display_name as "displayName", c.profile_picture_url as "profilePictureUrl", c.last_seen_at as "lastSeenAt",
    (select count(*)::int from messages u
      where u.receiver_id = k.v and u.sender_id = c.other_id and u.read_at is null
        and u.moderation_status <> 'rejected' and not ${hiddenFrom('k.v', 'u.id')}) as "unreadCount",
    ${prefixedMessageColumns('lm', 'm_')}
  from unnest($1::int[]) as k(v)
  ${prefsJoin('k.v')}
  cross join lateral (
    select c.id, c.vibe_type, c.last_activity, c.other_id, p.display_name, p.profile_picture_url, o.last_seen_at
    from (${side('user_low_id', 'user_high_id')} union all ${side('user_high_id', 'user_low_id')}) c
    join users o on o.id = c.other_id
    join profiles p on p.user_id = o.id
    where not ${blockedEitherWaySql('k.v', 'c.other_id')}
      and not exists (select 1 from unmatches um where um.user_low_id = c.user_low_id
        and um.user_high_id = c.user_high_id)
      ${
        search
          ? `and ($3::text is null or c.vibe_type = $3::text)
      and ($4::text is null or p.display_name ilike $4::text
        or (select x.content from (${lastMessage('k.v', 'c.id')}) x) ilike $4::text)`
          : ''
      }
    order by c.last_activity desc, c.id desc
    limit $2::int) c
  left join lateral (${lastMessage('k.v', 'c.id')}) lm on true`;
}
const INBOX_SQL = inboxSql(false);

function inboxesFromRows(rows: Array<Record<string, any>>): Map<number, Inbox> {
  const inboxes = new Map<number, Inbox>();
  for (const r of rows) {
    const viewerId = Number(r.viewerId);
    let inbox = inboxes.get(viewerId);
    if (!inbox) inboxes.set(viewerId, (inbox = { rows: [], prefs: prefsOfRow(r) }));
    inbox.rows.push({
      id: r.id,
      vibeType: r.vibeType,
      lastActivity: r.lastActivity,
      otherId: r.otherId,
      displayName: r.displayName,
      profilePictureUrl: r.profilePictureUrl,
      lastSeenAt: r.lastSeenAt,
      unreadCount: r.unreadCount,
      lastMessage: r.m_id === null || r.m_id === undefined ? null : messageFromSql(r, 'm_'),
    });
  }
  // Last activity, newest first, then id (the statement's order within a viewer, made explicit).
  const time = (v: Date | string) => new Date(v).getTime();
  for (const { rows: list } of inboxes.values())
    list.sort((a, b) => time(b.lastActivity) - time(a.lastActivity) || b.id - a.id);
  return inboxes;
}

/** Many members' unfiltered inboxes in one statement (the per-turn loader in the core). */
export async function inboxesOf(run: PreparedRead, userIds: number[], limit: number): Promise<Map<number, Inbox>> {
  return inboxesFromRows(await run('messaging.inbox', INBOX_SQL, [intArray(userIds), limit]));
}

/** One member's inbox with a search (name or last message's text) and/or a grid filter. */
export async function searchInbox(
  handle: Pick<DatabaseHandle, 'executeSql'>,
  input: { userId: number; q?: string; vibeType?: string; limit: number },
): Promise<Inbox> {
  const like = input.q ? `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await handle.executeSql(inboxSql(true), [
    intArray([input.userId]),
    input.limit,
    input.vibeType ?? null,
    like,
  ]);
  return inboxesFromRows(rows).get(input.userId) ?? { rows: [], prefs: { ...DEFAULT_NSFW_PREFS } };
}

export async function messagesByIds(db: Database, ids: number[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return db.select().from(messages).where(inArray(messages.id, ids));
}
