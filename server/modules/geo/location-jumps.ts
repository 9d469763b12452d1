import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { locationJumps } from '#db/schema';
import { tooMany } from '#http/errors';
import { JUMPS_PER_HOUR, JUMP_KM, KM_PER_MILE, miles } from './location-privacy';

type Position = { latitude: number | null; longitude: number | null };
const HOUR_MS = 60 * 60 * 1000;

/**
 * Call before saving a member's new position. Moves under JUMP_KM are free (GPS drift, walking);
 * a first position is free; more than JUMPS_PER_HOUR jumps in an hour answer 429. The row is
 * written first and counted after, so parallel requests cannot all slip under the limit.
 */
export async function recordPositionMove(
  db: Database,
  userId: number,
  from: Position,
  to: { latitude: number; longitude: number },
): Promise<void> {
  if (from.latitude === null || from.longitude === null) return;
  const km = miles(from.latitude, from.longitude, to.latitude, to.longitude) * KM_PER_MILE;
  if (km <= JUMP_KM) return;
  const since = new Date(Date.now() - HOUR_MS);
  await db
    .delete(locationJumps)
    .where(and(eq(locationJumps.userId, userId), sql`${locationJumps.createdAt} <= ${since}`));
  const [row] = await db.insert(locationJumps).values({ userId }).returning({ id: locationJumps.id });
  const recent = await db
    .select({ createdAt: locationJumps.createdAt })
    .from(locationJumps)
    .where(and(eq(locationJumps.userId, userId), gt(locationJumps.createdAt, since)))
    .orderBy(locationJumps.createdAt);
  if (recent.length <= JUMPS_PER_HOUR) return;
  await db.delete(locationJumps).where(eq(locationJumps.id, row.id));
  const minutes = Math.max(1, Math.ceil((recent[0].createdAt.getTime() + HOUR_MS - Date.now()) / 60_000));
  throw tooMany(
    `latitude: Your location has moved more than ${JUMP_KM} km ${JUMPS_PER_HOUR} times in the last hour. ` +
      'To protect members from being located, you can move it that far again in ' +
      `${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
