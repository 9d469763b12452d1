import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';

const ESCAPE_LIKE = /[\\%_]/g;

export async function searchUsers(db: Database, q: string, limit = 50) {
  const pattern = `%${q.toLowerCase().replace(ESCAPE_LIKE, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  return db.select({ id: users.id, displayName: profiles.displayName, email: users.email, trustScore: users.trustScore })
    .from(users).innerJoin(profiles, eq(profiles.userId, users.id))
    .where(or(
      sql`lower(${users.email}) like ${pattern}`,
      sql`lower(${profiles.displayName}) like ${pattern}`,
      id !== null ? eq(users.id, id) : sql`false`,
    ))
    .orderBy(users.id).limit(limit);
}
