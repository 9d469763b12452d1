import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client';
import type { trustEvents } from '#db/schema';

export type TrustSource = (typeof trustEvents.$inferInsert)['source'];

/** Who is changed and why; the history row (trust_events) records both. */
interface TrustChangeBase {
  source: TrustSource;
  reason: string;
  /** The moderation decision behind the change: (request, member) is unique, so a decision applies once. */
  moderationRequestId?: number | null;
}

/**
 * A change of trust. `delta`: add (clamped to 0..100). `to`: set (clamped); with `onlyLower`, only
 * where the score is above it (Guardian's drops never raise anyone). `userId: null` is every member.
 */
export type TrustChange = TrustChangeBase &
  ({ userId: number; delta: number } | { userId: number | null; to: number; onlyLower?: boolean });

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The ONLY writer of users.trust_score (ADR 075): one statement locks the rows, applies the clamped
 * change (no read-modify-write race) and writes one trust_events row per member changed, so every
 * change - moderators', administrators' and Guardian's automatic ones - shows in the member's history.
 * Returns the new score of each member changed (empty when nobody was).
 */
export async function changeTrust(
  db: Database,
  change: TrustChange,
): Promise<Array<{ userId: number; trustScore: number }>> {
  const who: SQL = change.userId === null ? sql`role = 'member'` : sql`id = ${change.userId}`;
  const isDelta = 'delta' in change;
  const value = isDelta ? Math.round(change.delta) : Math.round(change.to);
  const next = isDelta ? sql`old.trust_score + ${value}` : sql`${value}`;
  const onlyLower = !isDelta && change.onlyLower ? sql`and old.trust_score > ${value}` : sql``;
  // A delta is recorded as asked (a moderation rule's size); a set records the step actually taken.
  const delta = isDelta ? sql`${value}::int` : sql`upd.trust_score - upd.before`;
  const result = await db.execute(sql`
    with old as (select id, trust_score from users where ${who} for update),
    upd as (
      update users u set trust_score = least(100, greatest(0, ${next})), updated_at = now()
      from old where u.id = old.id ${onlyLower}
      returning u.id, u.trust_score, old.trust_score as before)
    insert into trust_events (user_id, delta, trust_score, source, reason, moderation_request_id)
    select upd.id, ${delta}, upd.trust_score, ${change.source}, ${change.reason},
      ${change.moderationRequestId ?? null}::int
    from upd
    returning user_id as "userId", trust_score as "trustScore"`);
  return rowsOf<{ userId: number; trustScore: number }>(result).map((r) => ({
    userId: Number(r.userId),
    trustScore: Number(r.trustScore),
  }));
}
