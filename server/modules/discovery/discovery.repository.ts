import { sql, type SQL } from 'drizzle-orm';
import type { VibeType } from '../../../contracts';
import type { Database } from '../../db/client';
import type { ActiveFilters } from './discovery.policy';

/** A PostgreSQL array literal passed as ONE parameter (drizzle would otherwise spread JS arrays). */
const intArray = (values: readonly number[]) => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (m) => `\\${m}`)}"`).join(',')}}`}::text[]`;

const GRID_COLUMN: Record<VibeType, SQL> = {
  hookup: sql.raw('d.appear_in_hookup'),
  date: sql.raw('d.appear_in_date'),
  chat: sql.raw('d.appear_in_chat'),
};

export interface ViewerRow {
  userId: number;
  gender: number;
  seeks: number;
  birthDate: string;
  ageMin: number;
  ageMax: number;
  maxDistance: number;
  cell: number | null;
  latSnap: number | null;
  lngSnap: number | null;
  romantic: number;
  dominance: number;
  social: number;
  interestsMask: number;
  interestsCount: number;
  interests: string[];
  foodPreferences: string[];
  heightFilter: string[];
  bodyTypeFilter: string[];
  relationshipStatusFilter: string[];
  languageFilter: string[];
  blocked: number[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The viewer's own index row, their filter lists and everyone they blocked or who blocked them. */
export async function findViewer(db: Database, userId: number): Promise<ViewerRow | null> {
  const result = await db.execute(sql`
    SELECT d.user_id AS "userId", d.gender, d.seeks, d.birth_date::text AS "birthDate", d.age_min AS "ageMin", d.age_max AS "ageMax",
      d.max_distance AS "maxDistance", d.cell, d.lat_snap AS "latSnap", d.lng_snap AS "lngSnap", d.romantic, d.dominance, d.social,
      d.interests_mask AS "interestsMask", d.interests_count AS "interestsCount", p.interests, p.food_preferences AS "foodPreferences",
      s.height_filter AS "heightFilter", s.body_type_filter AS "bodyTypeFilter",
      s.relationship_status_filter AS "relationshipStatusFilter", s.language_filter AS "languageFilter",
      ARRAY(SELECT blocked_id FROM blocks WHERE blocker_id = ${userId} UNION SELECT blocker_id FROM blocks WHERE blocked_id = ${userId}) AS blocked
    FROM discovery_candidates d
    JOIN profiles p ON p.user_id = d.user_id
    JOIN discovery_settings s ON s.user_id = d.user_id
    WHERE d.user_id = ${userId}`);
  const [row] = rowsOf<ViewerRow>(result);
  return row ?? null;
}

export interface CandidateQuery {
  viewer: ViewerRow;
  viewerAge: number;
  vibeType: VibeType;
  genders: number[];
  cells: number[];
  /** Birth dates strictly after `bornAfter` and on or before `bornUntil`. */
  bornAfter: string;
  bornUntil: string;
  filters: ActiveFilters;
  after: { score: number; id: number } | null;
  limit: number;
}

export interface CardRow {
  id: number;
  score: number;
  miles: number;
  displayName: string;
  dateOfBirth: string;
  profilePictureUrl: string | null;
  isVerified: boolean;
  lastSeenAt: Date | string | null;
  height: string | null;
  bodyType: string | null;
  relationshipStatus: string | null;
  location: string | null;
  interests: string[];
  foodPreferences: string[];
  romantic: number;
  dominance: number;
  social: number;
}

/**
 * The discovery query. The covering index (gender, cell, birth_date) INCLUDE (...) narrows to the
 * wanted genders, the coarse cells around the viewer and their age range; the rest are index-only
 * filters. Score = round((7·vibe×10·L + 3000·overlap) / (100·L)) with L the larger interest list:
 * the spec's 0.7·vibe + 0.3·shared% in integers, identical to computeCompatibility.
 */
export function candidatesQuery(q: CandidateQuery): SQL {
  const v = q.viewer;
  const f = q.filters;
  const conditions: SQL[] = [
    sql`d.gender = ANY(${intArray(q.genders)})`,
    sql`d.cell = ANY(${intArray(q.cells)})`,
    sql`d.cell IS NOT NULL`,
    sql`d.birth_date > ${q.bornAfter}::date`,
    sql`d.birth_date <= ${q.bornUntil}::date`,
    GRID_COLUMN[q.vibeType],
    sql`(d.seeks & ${1 << v.gender}::int) <> 0`,
    sql`d.age_min <= ${q.viewerAge}::int`,
    sql`(d.age_max >= ${q.viewerAge}::int OR d.age_max >= 99)`,
    sql`(d.suspended_until IS NULL OR d.suspended_until <= now())`,
    sql`d.user_id <> ${v.userId}::int`,
  ];
  if (v.blocked.length) conditions.push(sql`NOT (d.user_id = ANY(${intArray(v.blocked)}))`);
  if (f.heights) conditions.push(sql`d.height_in = ANY(${intArray(f.heights)})`);
  if (f.bodyTypes) conditions.push(sql`d.body_type = ANY(${textArray(f.bodyTypes)})`);
  if (f.relationships) conditions.push(sql`d.relationship_status = ANY(${textArray(f.relationships)})`);
  if (f.languages) conditions.push(sql`d.languages && ${textArray(f.languages)}`);
  const after = q.after
    ? sql`AND (c.score < ${q.after.score}::int OR (c.score = ${q.after.score}::int AND c.user_id > ${q.after.id}::int))`
    : sql``;

  return sql`
    WITH c AS (
      SELECT m.user_id, m.miles, m.romantic, m.dominance, m.social,
        (2 * (7 * m.vibe_x10 * m.larger + 3000 * m.overlap) + 100 * m.larger) / (200 * m.larger) AS score
      FROM (
        SELECT d.user_id, d.romantic, d.dominance, d.social,
          discovery_miles(${v.latSnap}::float8, ${v.lngSnap}::float8, d.lat_snap, d.lng_snap) AS miles,
          d.max_distance,
          4 * (100 - abs(${v.romantic}::int - d.romantic)) + 4 * (100 - abs(100 - ${v.dominance}::int - d.dominance))
            + 2 * (100 - abs(${v.social}::int - d.social)) AS vibe_x10,
          bit_count((d.interests_mask & ${v.interestsMask}::int)::bit(32))::int AS overlap,
          greatest(${v.interestsCount}::int, d.interests_count, 1) AS larger
        FROM discovery_candidates d
        WHERE ${sql.join(conditions, sql` AND `)}
      ) m
      WHERE m.miles <= least(${v.maxDistance}::int, m.max_distance)
    ), page AS (
      SELECT * FROM c WHERE true ${after} ORDER BY c.score DESC, c.user_id ASC LIMIT ${q.limit}::int
    )
    SELECT page.user_id AS id, page.score, page.miles, page.romantic, page.dominance, page.social,
      p.display_name AS "displayName", p.date_of_birth::text AS "dateOfBirth", p.profile_picture_url AS "profilePictureUrl",
      u.is_verified AS "isVerified", u.last_seen_at AS "lastSeenAt", p.height, p.body_type AS "bodyType",
      p.relationship_status AS "relationshipStatus", p.location, p.interests, p.food_preferences AS "foodPreferences"
    FROM page
    JOIN profiles p ON p.user_id = page.user_id
    JOIN users u ON u.id = page.user_id
    ORDER BY page.score DESC, page.user_id ASC`;
}

export async function findCandidates(db: Database, q: CandidateQuery): Promise<CardRow[]> {
  return rowsOf<CardRow>(await db.execute(candidatesQuery(q)));
}
