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
export const pair = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

export const asDate = (v: unknown) =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

/** A `messages` row as raw SQL returns it (snake_case) → the drizzle row shape. */
export function messageFromSql(r: Record<string, any>): MessageRow {
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
