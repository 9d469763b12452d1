import { sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { blockedEitherWayIds } from '#modules/blocks';

/** A PostgreSQL array literal passed as ONE parameter (drizzle would otherwise spread JS arrays). */
const intArray = (values: readonly number[]) => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;

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
    SELECT d.user_id AS "userId", d.gender, d.seeks, d.birth_date::text AS "birthDate", d.age_min AS "ageMin",
      d.age_max AS "ageMax", d.max_distance AS "maxDistance", d.cell, d.lat_snap AS "latSnap", d.lng_snap AS "lngSnap",
      d.romantic, d.dominance, d.social, d.interests_mask AS "interestsMask", d.interests_count AS "interestsCount",
      p.interests, p.food_preferences AS "foodPreferences",
      s.height_filter AS "heightFilter", s.body_type_filter AS "bodyTypeFilter",
      s.relationship_status_filter AS "relationshipStatusFilter", s.language_filter AS "languageFilter",
      ARRAY(${blockedEitherWayIds(userId)}) AS blocked
    FROM discovery_candidates d
    JOIN profiles p ON p.user_id = d.user_id
    JOIN discovery_settings s ON s.user_id = d.user_id
    WHERE d.user_id = ${userId}`);
  const [row] = rowsOf<ViewerRow>(result);
  return row ?? null;
}

/** What a card shows besides the ranking fields (score, distance, vibes come from the candidate index). */
export interface CardFields {
  id: number;
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
}

export interface CardRow extends CardFields {
  score: number;
  miles: number;
  romantic: number;
  dominance: number;
  social: number;
}

/** Display fields for one page of members, by primary key. */
export async function findCardFields(db: Database, ids: readonly number[]): Promise<Map<number, CardFields>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT p.user_id AS id, p.display_name AS "displayName", p.date_of_birth::text AS "dateOfBirth",
      p.profile_picture_url AS "profilePictureUrl", u.is_verified AS "isVerified",
      CASE WHEN u.presence_hidden THEN NULL ELSE u.last_seen_at END AS "lastSeenAt",
      p.height, p.body_type AS "bodyType", p.relationship_status AS "relationshipStatus", p.location, p.interests,
      p.food_preferences AS "foodPreferences"
    FROM profiles p JOIN users u ON u.id = p.user_id
    WHERE p.user_id = ANY(${intArray(ids)})`);
  return new Map(rowsOf<CardFields>(result).map((row) => [Number(row.id), row]));
}
