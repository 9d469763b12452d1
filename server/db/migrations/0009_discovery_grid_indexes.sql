-- One partial covering index per grid: a grid's search only reads members who appear in that grid
-- (about half, or less, of everyone), instead of reading them all and filtering (docs/PERFORMANCE.md).
CREATE INDEX discovery_candidates_date_idx ON discovery_candidates (gender, cell, birth_date)
  INCLUDE (user_id, seeks, age_min, age_max, max_distance, suspended_until, lat_snap, lng_snap, romantic, dominance, social,
    interests_mask, interests_count, height_in, body_type, relationship_status, languages)
  WHERE cell IS NOT NULL AND appear_in_date;
--> statement-breakpoint
CREATE INDEX discovery_candidates_hookup_idx ON discovery_candidates (gender, cell, birth_date)
  INCLUDE (user_id, seeks, age_min, age_max, max_distance, suspended_until, lat_snap, lng_snap, romantic, dominance, social,
    interests_mask, interests_count, height_in, body_type, relationship_status, languages)
  WHERE cell IS NOT NULL AND appear_in_hookup;
--> statement-breakpoint
CREATE INDEX discovery_candidates_chat_idx ON discovery_candidates (gender, cell, birth_date)
  INCLUDE (user_id, seeks, age_min, age_max, max_distance, suspended_until, lat_snap, lng_snap, romantic, dominance, social,
    interests_mask, interests_count, height_in, body_type, relationship_status, languages)
  WHERE cell IS NOT NULL AND appear_in_chat;
--> statement-breakpoint
DROP INDEX IF EXISTS discovery_candidates_lookup_idx;
