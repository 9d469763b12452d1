/** Messaging rows and the SQL helpers every messaging repository file shares (ADR 098). */
import type { Database, DatabaseHandle } from '#db/client';
import { conversations, messageMedia } from './messaging.schema';
import type { MessageRow } from './messaging.schema';

export type { MessageRow } from './messaging.schema';
export type MediaRow = typeof messageMedia.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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

/**
 * Runs a batched read's statement (the inbox, a messages page; ADR 113) prepared once per database session: on
 * PostgreSQL a named prepared statement per pooled connection (like hotSql); on PGlite, which binds parameters only
 * to unnamed statements, an SQL `PREPARE` once per database and `EXECUTE` with the values written as literals, so the
 * embedded database does not parse and plan the statement on every call. Values are integers, integer-array
 * literals (`{1,2}`) or null: nothing else can be written into the EXECUTE text.
 */
export type ReadValue = number | string | null;
export type PreparedRead = (name: string, text: string, values: ReadValue[]) => Promise<Array<Record<string, any>>>;
const preparedOn = new WeakMap<object, Map<string, Promise<void>>>();
const INT_ARRAY = /^\{(-?\d+(,-?\d+)*)?\}$/;
export function sqlLiteral(v: ReadValue): string {
  if (v === null) return 'null';
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new Error(`prepared read: not an integer: ${v}`);
    return String(v);
  }
  if (!INT_ARRAY.test(v)) throw new Error('prepared read: only integer arrays may be written as literals');
  return `'${v}'`;
}
export function preparedRead(handle: Pick<DatabaseHandle, 'kind' | 'pool' | 'executeSql'>): PreparedRead {
  // PostgreSQL: the send path's named statements already are prepared once per pooled connection.
  if (handle.kind === 'postgres' && handle.pool) return hotSql(handle);
  let prepared = preparedOn.get(handle);
  if (!prepared) preparedOn.set(handle, (prepared = new Map()));
  const statements = prepared;
  return async (name, text, values) => {
    const literals = values.map(sqlLiteral).join(', ');
    let ready = statements.get(name);
    if (!ready) {
      ready = handle.executeSql(`prepare "${name}" as ${text}`).then(
        () => undefined,
        (error: unknown) => {
          statements.delete(name);
          throw error;
        },
      );
      statements.set(name, ready);
    }
    await ready;
    return (await handle.executeSql(`execute "${name}"(${literals})`)).rows;
  };
}

export const pair = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

export const asDate = (v: unknown) =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

/** The columns of a `messages` row in the order of messageFromSql, for hand-written statements. */
export const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'sender_id',
  'receiver_id',
  'client_id',
  'message_type',
  'content',
  'is_disappearing',
  'photo_id',
  'photo_media_id',
  'voice_media_id',
  'voice_duration',
  'location_latitude',
  'location_longitude',
  'location_name',
  'is_location_precise',
  'moderation_status',
  'guardian_decision',
  'risk_score',
  'guardian_policy',
  'read_at',
  'revealed_at',
  'purged_at',
  'reported_at',
  'created_at',
] as const;

/** `m.id as m_id, m.conversation_id as m_conversation_id, ...`: a message row's columns under a prefix. */
export const prefixedMessageColumns = (alias: string, prefix: string) =>
  MESSAGE_COLUMNS.map((c) => `${alias}.${c} as ${prefix}${c}`).join(', ');

/** A `messages` row as raw SQL returns it (snake_case, optionally prefixed) → the drizzle row shape. */
export function messageFromSql(row: Record<string, any>, prefix = ''): MessageRow {
  const r = (column: (typeof MESSAGE_COLUMNS)[number]) => row[prefix + column];
  return {
    id: r('id'),
    conversationId: r('conversation_id'),
    senderId: r('sender_id'),
    receiverId: r('receiver_id'),
    clientId: r('client_id'),
    messageType: r('message_type'),
    content: r('content'),
    isDisappearing: r('is_disappearing'),
    photoId: r('photo_id'),
    photoMediaId: r('photo_media_id'),
    voiceMediaId: r('voice_media_id'),
    voiceDuration: r('voice_duration'),
    locationLatitude: r('location_latitude'),
    locationLongitude: r('location_longitude'),
    locationName: r('location_name'),
    isLocationPrecise: r('is_location_precise'),
    moderationStatus: r('moderation_status'),
    guardianDecision: r('guardian_decision'),
    riskScore: r('risk_score'),
    guardianPolicy: r('guardian_policy') ?? null,
    readAt: asDate(r('read_at')),
    revealedAt: asDate(r('revealed_at')),
    purgedAt: asDate(r('purged_at')),
    reportedAt: asDate(r('reported_at')),
    createdAt: asDate(r('created_at'))!,
  };
}

export class MediaAlreadyUsedError extends Error {}
