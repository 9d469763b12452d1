import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { AuditAction, ModerationLogEntry } from '#contracts';
import { AUDIT_TARGET_TYPES } from '#contracts';
import type { Database } from '#db/client';
import { moderationLogs, profiles } from '#db/schema';

export interface AuditEntry {
  actorId: number;
  action: AuditAction;
  targetType: (typeof AUDIT_TARGET_TYPES)[number];
  targetId: string | number;
  targetUserId?: number | null;
  notes?: string | null;
  details?: Record<string, unknown> | null;
}

/** Writes one audit entry. Pass the transaction of the action so both commit or neither does. */
export async function writeAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(moderationLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    targetUserId: entry.targetUserId ?? null,
    notes: entry.notes ?? null,
    details: entry.details ?? null,
  });
}

export async function listAudit(
  db: Database,
  q: { limit: number; beforeId?: number; action?: AuditAction; actorId?: number; targetUserId?: number },
): Promise<ModerationLogEntry[]> {
  const rows = await db
    .select()
    .from(moderationLogs)
    .where(
      and(
        q.beforeId ? lt(moderationLogs.id, q.beforeId) : undefined,
        q.action ? eq(moderationLogs.action, q.action) : undefined,
        q.actorId ? eq(moderationLogs.actorId, q.actorId) : undefined,
        q.targetUserId ? eq(moderationLogs.targetUserId, q.targetUserId) : undefined,
      ),
    )
    .orderBy(desc(moderationLogs.id))
    .limit(q.limit);
  const ids = [...new Set(rows.flatMap((r) => [r.actorId, r.targetUserId]).filter((id): id is number => id !== null))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: profiles.userId, name: profiles.displayName })
            .from(profiles)
            .where(inArray(profiles.userId, ids))
        ).map((r) => [r.id, r.name])
      : [],
  );
  const ref = (id: number | null) => (id === null ? null : { id, displayName: names.get(id) ?? `Member ${id}` });
  return rows.map((r) => ({
    id: r.id,
    actor: ref(r.actorId),
    action: r.action as AuditAction,
    targetType: r.targetType as ModerationLogEntry['targetType'],
    targetId: r.targetId,
    targetUser: ref(r.targetUserId),
    notes: r.notes,
    details: (r.details as Record<string, unknown> | null) ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
