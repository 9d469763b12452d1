import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '#db/schema';

/** The current top-level transaction id as a bigint (xid8 is 64-bit and never wraps). */
const CURRENT_XID = sql`(pg_current_xact_id()::text)::bigint`;

/**
 * One row per member with what discovery filters and ranks on, kept in step with profiles, vibes,
 * discovery_settings and users by triggers (migrations 0005, 0010). Positions here are SNAPPED to
 * ~1.1 km cells (decision 10): distances shown to others come only from these. Each app process
 * holds an in-memory copy of this table to search (discovery.candidate-index.ts).
 */
export const discoveryCandidates = pgTable(
  'discovery_candidates',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Index into GENDERS (unknown values count as 'other'). */
    gender: smallint('gender').notNull(),
    /** Bit per GENDERS entry the member is interested in ('anyone' = every bit; men/women = man/woman). */
    seeks: integer('seeks').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    maxDistance: smallint('max_distance').notNull(),
    appearInHookup: boolean('appear_in_hookup').notNull(),
    appearInDate: boolean('appear_in_date').notNull(),
    appearInChat: boolean('appear_in_chat').notNull(),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /**
     * Coarse 0.1° lookup cell of the snapped position (migration 0008): the index's spatial key. Null without
     * a position.
     */
    cell: integer('cell'),
    latSnap: doublePrecision('lat_snap'),
    lngSnap: doublePrecision('lng_snap'),
    romantic: smallint('romantic').notNull(),
    dominance: smallint('dominance').notNull(),
    social: smallint('social').notNull(),
    /** Bit per INTERESTS entry, and the length of the member's whole interests list. */
    interestsMask: integer('interests_mask').notNull(),
    interestsCount: smallint('interests_count').notNull(),
    /** Height in inches parsed from 5'6 style text; null when not set. */
    heightIn: smallint('height_in'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Id of the transaction that last wrote this row (set by a trigger, migration 0010). The
     * in-memory candidate index (discovery.candidate-index.ts) reads only rows changed since its last
     * snapshot's xmin, so every app process stays in step with one cheap indexed query.
     */
    changedXid: bigint('changed_xid', { mode: 'number' }).notNull().default(CURRENT_XID),
  },
  (t) => [index('discovery_candidates_changed_idx').on(t.changedXid)],
);

/** Members whose index row was deleted (account deleted), with the deleting transaction: the index's tombstones. */
export const discoveryCandidateRemovals = pgTable(
  'discovery_candidate_removals',
  {
    userId: integer('user_id').notNull(),
    changedXid: bigint('changed_xid', { mode: 'number' }).notNull().default(CURRENT_XID),
  },
  (t) => [index('discovery_candidate_removals_changed_idx').on(t.changedXid)],
);
