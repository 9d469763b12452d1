/** Reading: one message or conversation, a conversation's messages, the inbox and chat states (ADR 098). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#db/client';
import { conversations, messageReports, messages } from './messaging.schema';
import { blockedEitherWaySql } from '#modules/blocks';
import { wroteInConversationSql } from '#modules/profiles';
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
const prefsOfRow = (r: Record<string, any>): NsfwPrefs =>
  r.pText === null || r.pText === undefined
    ? { ...DEFAULT_NSFW_PREFS }
    : { receiveTextNSFW: r.pText, receiveImageNSFW: r.pImage, warnBeforeNSFW: r.pWarn, blurNSFWContent: r.pBlur };

/**
 * An integer array as one text parameter, read as `$1::text::int[]`; the values are checked to be integers. Through
 * text, the planner cannot see the array's length (the cast is not folded while planning), so a plan made for a
 * batch of 1 is costed like one for a batch of 64 and PostgreSQL keeps the prepared statement's generic plan instead
 * of planning every batch again (ADR 113).
 */
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
    c.id as "conversationId", st.blocked, ou.id is not null as "otherExists", ${PREFS_COLUMNS},
    ${prefixedMessageColumns('m', 'm_')},
    (m.reported_at is not null and exists (select 1 from message_reports r
      where r.message_id = m.id and r.reporter_id = k.viewer)) as "reportedByMe"
  from unnest($1::text::int[], $2::text::int[], $3::text::int[], $4::text::int[]) as k(viewer, other, bef, lim)
  left join conversations c on c.user_low_id = least(k.viewer, k.other)
    and c.user_high_id = greatest(k.viewer, k.other)
  left join users ou on ou.id = k.other
  left join nsfw_preferences np on np.user_id = k.viewer
  cross join lateral (select ${blockedEitherWaySql('k.viewer', 'k.other')} as blocked) st
  left join lateral (
    select m.* from messages m
    where m.conversation_id = c.id and not st.blocked
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
 * The id of the newest message `viewer` has not hidden in conversation `conversation`, given `pointer`, the
 * conversation's `last_message_id` as joined (`pm`, the message it names; `ph`, the viewer's hide of it): the pointer
 * when that message exists and is not hidden (the common case: ADR 113), else the newest one not hidden.
 */
const lastVisibleId = (viewer: string, conversation: string, pointed: string, pointedHidden: string) => `case
    when ${pointed} is not null and ${pointedHidden} is null then ${pointed}
    else (select m.id from messages m where m.conversation_id = ${conversation} and not ${hiddenFrom(viewer, 'm.id')}
      order by m.id desc limit 1) end`;

/**
 * Members' inboxes (ADR 113), set-based over every viewer of the batch ($1 int[] of viewers, $2 the limit per
 * viewer): one row per shown conversation with the other member's name, picture and last seen (null when they hide
 * it or have never written to the viewer: a message of one's own to any id must not buy their online state, ADR 214),
 * the unread count,
 * the newest message the viewer has not hidden (the whole row, through the conversation's pointer) and the viewer's
 * NSFW preferences. Leaves out pairs with a block either way and unmatched pairs; per viewer newest activity first,
 * then id, cut at the limit before the rest is read. Unread messages are counted in one pass over the partial index
 * on unread messages (receiver, sender) for all viewers: a pair has one conversation, so "to the viewer from the
 * other member" is "in this conversation to the viewer". No part runs once per conversation except index probes
 * (the block and hide checks), so a small table read by a sequential scan is read once per statement, not per row.
 *
 * The search form ($3 grid or null, $4 ILIKE pattern or null) filters on the grid, the other member's name and the
 * last message's text before the limit.
 */
export function inboxSql(search: boolean): string {
  const side = (mine: string, theirs: string) => `select k.v as viewer, c.id, c.vibe_type, c.last_activity,
        c.last_message_id, c.user_low_id, c.user_high_id, c.${theirs} as other_id
      from k join conversations c on c.${mine} = k.v`;
  const filters = search
    ? `and ($3::text is null or c.vibe_type = $3::text)
      and ($4::text is null or p.display_name ilike $4::text or (select x.content from messages x
        where x.id = ${lastVisibleId('c.viewer', 'c.id', 'pm.id', 'ph.user_id')}) ilike $4::text)`
    : '';
  return `
  with k as materialized (select v from unnest($1::text::int[]) as k(v)),
  listed as (
    select viewer, id, vibe_type, last_activity, last_message_id, other_id from (
      select c.*, row_number() over (partition by c.viewer order by c.last_activity desc, c.id desc) as n
      from (${side('user_low_id', 'user_high_id')}
        union all ${side('user_high_id', 'user_low_id')}) c
      join profiles p on p.user_id = c.other_id${
        search
          ? `
      left join messages pm on pm.id = c.last_message_id
      left join message_hides ph on ph.user_id = c.viewer and ph.message_id = c.last_message_id`
          : ''
      }
      where not ${blockedEitherWaySql('c.viewer', 'c.other_id')}
        and not exists (select 1 from unmatches um where um.user_low_id = c.user_low_id
          and um.user_high_id = c.user_high_id)
        ${filters}) ranked
    where n <= $2::int),
  unread as (
    select u.receiver_id, u.sender_id, count(*)::int as n from messages u
    where u.receiver_id in (select v from k) and u.read_at is null and u.moderation_status <> 'rejected'
      and not ${hiddenFrom('u.receiver_id', 'u.id')}
    group by u.receiver_id, u.sender_id)
  select l.viewer as "viewerId", ${PREFS_COLUMNS},
    l.id, l.vibe_type as "vibeType", l.last_activity as "lastActivity", l.other_id as "otherId",
    p.display_name as "displayName", p.profile_picture_url as "profilePictureUrl",
    case when o.presence_hidden or not ${wroteInConversationSql('l.id', 'l.other_id')} then null
      else o.last_seen_at end as "lastSeenAt",
    coalesce(un.n, 0) as "unreadCount",
    ${prefixedMessageColumns('lm', 'm_')}
  from listed l
  join users o on o.id = l.other_id
  join profiles p on p.user_id = l.other_id
  left join nsfw_preferences np on np.user_id = l.viewer
  left join unread un on un.receiver_id = l.viewer and un.sender_id = l.other_id
  left join messages pm on pm.id = l.last_message_id
  left join message_hides ph on ph.user_id = l.viewer and ph.message_id = l.last_message_id
  left join messages lm on lm.id = ${lastVisibleId('l.viewer', 'l.id', 'pm.id', 'ph.user_id')}`;
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
