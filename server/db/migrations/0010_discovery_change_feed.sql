CREATE TABLE "discovery_candidate_removals" (
	"user_id" integer NOT NULL,
	"changed_xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_candidates" ADD COLUMN "changed_xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "discovery_candidate_removals_changed_idx" ON "discovery_candidate_removals" USING btree ("changed_xid");--> statement-breakpoint
CREATE INDEX "discovery_candidates_changed_idx" ON "discovery_candidates" USING btree ("changed_xid");--> statement-breakpoint
-- Change feed for the in-memory candidate index (server/modules/discovery/discovery.candidate-index.ts):
-- every write stamps the writing transaction's id; deletions leave a tombstone with the same stamp.
CREATE OR REPLACE FUNCTION discovery_candidates_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := (pg_current_xact_id()::text)::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER discovery_candidates_stamp BEFORE INSERT OR UPDATE ON discovery_candidates FOR EACH ROW EXECUTE FUNCTION discovery_candidates_stamp();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_candidates_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO discovery_candidate_removals (user_id) VALUES (OLD.user_id);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER discovery_candidates_tombstone AFTER DELETE ON discovery_candidates FOR EACH ROW EXECUTE FUNCTION discovery_candidates_tombstone();
--> statement-breakpoint
-- A profile edit that changes nothing discovery uses (bio, photos, city name...) no longer rewrites the
-- row, so it does not show up in the change feed.
CREATE OR REPLACE FUNCTION discovery_refresh(uid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO discovery_candidates (user_id, gender, seeks, birth_date, age_min, age_max, max_distance, appear_in_hookup, appear_in_date, appear_in_chat, suspended_until, cell, lat_snap, lng_snap, romantic, dominance, social, interests_mask, interests_count, height_in, body_type, relationship_status, languages)
    SELECT * FROM discovery_candidates_source WHERE user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET
    gender = excluded.gender, seeks = excluded.seeks, birth_date = excluded.birth_date, age_min = excluded.age_min,
    age_max = excluded.age_max, max_distance = excluded.max_distance, appear_in_hookup = excluded.appear_in_hookup,
    appear_in_date = excluded.appear_in_date, appear_in_chat = excluded.appear_in_chat, suspended_until = excluded.suspended_until,
    cell = excluded.cell, lat_snap = excluded.lat_snap, lng_snap = excluded.lng_snap, romantic = excluded.romantic,
    dominance = excluded.dominance, social = excluded.social, interests_mask = excluded.interests_mask,
    interests_count = excluded.interests_count, height_in = excluded.height_in, body_type = excluded.body_type,
    relationship_status = excluded.relationship_status, languages = excluded.languages
  WHERE (discovery_candidates.gender, discovery_candidates.seeks, discovery_candidates.birth_date, discovery_candidates.age_min,
    discovery_candidates.age_max, discovery_candidates.max_distance, discovery_candidates.appear_in_hookup, discovery_candidates.appear_in_date,
    discovery_candidates.appear_in_chat, discovery_candidates.suspended_until, discovery_candidates.cell, discovery_candidates.lat_snap,
    discovery_candidates.lng_snap, discovery_candidates.romantic, discovery_candidates.dominance, discovery_candidates.social,
    discovery_candidates.interests_mask, discovery_candidates.interests_count, discovery_candidates.height_in, discovery_candidates.body_type,
    discovery_candidates.relationship_status, discovery_candidates.languages)
    IS DISTINCT FROM (excluded.gender, excluded.seeks, excluded.birth_date, excluded.age_min, excluded.age_max, excluded.max_distance,
    excluded.appear_in_hookup, excluded.appear_in_date, excluded.appear_in_chat, excluded.suspended_until, excluded.cell, excluded.lat_snap,
    excluded.lng_snap, excluded.romantic, excluded.dominance, excluded.social, excluded.interests_mask, excluded.interests_count,
    excluded.height_in, excluded.body_type, excluded.relationship_status, excluded.languages);
END
$$;
--> statement-breakpoint
-- The SQL candidate scan is replaced by the in-memory index; its three covering indexes only cost writes now.
DROP INDEX IF EXISTS discovery_candidates_date_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS discovery_candidates_hookup_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS discovery_candidates_chat_idx;
