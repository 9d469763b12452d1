-- Custom SQL migration file, put your code below! --
-- The lookup index must cover user_id too, or the planner cannot answer from the index alone
-- (index-only scan) and visits the heap for every candidate.
DROP INDEX IF EXISTS discovery_candidates_lookup_idx;
--> statement-breakpoint
CREATE INDEX discovery_candidates_lookup_idx ON discovery_candidates (gender, cell, birth_date)
  INCLUDE (user_id, seeks, age_min, age_max, max_distance, appear_in_hookup, appear_in_date, appear_in_chat, suspended_until,
    lat_snap, lng_snap, romantic, dominance, social, interests_mask, interests_count, height_in, body_type, relationship_status, languages)
  WHERE cell IS NOT NULL;
