import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moderationRequests, profiles } from '../../db/schema';

/** The moderation queue as the admin panel reads it (spec: ModerationRequest), pending first. */
export async function listModerationRequests(db: Database, limit = 200) {
  const rows = await db.select({ request: moderationRequests, displayName: profiles.displayName })
    .from(moderationRequests).leftJoin(profiles, eq(profiles.userId, moderationRequests.userId))
    .orderBy(sql`case when ${moderationRequests.status} = 'pending' then 0 else 1 end`, desc(moderationRequests.createdAt))
    .limit(limit);
  return rows.map(({ request: r, displayName }) => ({
    id: r.id,
    status: r.status,
    priority: r.priority,
    aiConfidence: r.aiConfidence,
    riskScore: r.riskScore,
    createdAt: r.createdAt.toISOString(),
    contentType: r.contentType,
    userId: r.userId,
    userProfile: { displayName: displayName ?? 'Deleted member' },
    reason: r.reason,
    originalContent: r.contentUrl ? { type: 'photo' as const, url: r.contentUrl } : { type: 'text' as const, content: r.contentText ?? '' },
    verdict: r.verdict,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    reviewNotes: r.reviewNotes,
  }));
}
