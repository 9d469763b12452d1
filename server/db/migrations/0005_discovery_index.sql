-- Custom SQL migration file, put your code below! ---- Discovery index (issue 5): helpers, a source view, the sync triggers and the covering index.
-- Positions are snapped to cells of 0.01° latitude × (0.01° / cos(lat)) longitude (~1.1 km square):
-- every distance another member sees is computed between two cell centres (decision 10).
CREATE OR REPLACE FUNCTION discovery_gender_index(g text) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE lower(g)
    WHEN 'man' THEN 0 WHEN 'men' THEN 0 WHEN 'woman' THEN 1 WHEN 'women' THEN 1 WHEN 'non-binary' THEN 2
    WHEN 'transgender' THEN 3 WHEN 'genderfluid' THEN 4 WHEN 'agender' THEN 5 ELSE 6 END)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_seeks_mask(v text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN bool_or(lower(x) IN ('anyone', 'everyone')) THEN 127 ELSE coalesce(bit_or(1 << discovery_gender_index(x)), 0) END
  FROM unnest(v) AS x
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_interests_mask(v text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(bit_or(1 << (i - 1)), 0) FROM (
    SELECT array_position(ARRAY['travel','music','movies','art','sports','cooking','reading','gaming','photography','fitness',
      'dancing','nature','technology','fashion','wine','coffee','yoga','hiking','beach','nightlife']::text[], x) AS i
    FROM unnest(v) AS x
  ) AS known WHERE i IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_height_inches(h text) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN h ~ '^[0-9]''[0-9]{1,2}' THEN (split_part(h, '''', 1)::int * 12 + substring(split_part(h, '''', 2) from '^[0-9]+')::int)::smallint END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_snap_lat(lat float8) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (floor(lat / 0.01) + 0.5) * 0.01
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_snap_lng(lat float8, lng float8) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (floor(lng / (0.01 / greatest(cos(radians(discovery_snap_lat(lat))), 0.01))) + 0.5) * (0.01 / greatest(cos(radians(discovery_snap_lat(lat))), 0.01))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_cell(lat_snap float8, lng_snap float8) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (floor(lat_snap / 0.25)::int + 360) * 1441 + (floor(lng_snap / 0.25)::int + 720)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_miles(lat1 float8, lng1 float8, lat2 float8, lng2 float8) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 7917.6 * asin(least(1, sqrt(sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2)))
$$;
--> statement-breakpoint
CREATE OR REPLACE VIEW discovery_candidates_source AS
  SELECT p.user_id,
    discovery_gender_index(p.gender) AS gender,
    discovery_seeks_mask(p.interested_in) AS seeks,
    p.date_of_birth AS birth_date,
    coalesce(s.age_min, 18)::smallint AS age_min,
    coalesce(s.age_max, 65)::smallint AS age_max,
    coalesce(s.max_distance, 25)::smallint AS max_distance,
    coalesce(s.appear_in_hookup, false) AS appear_in_hookup,
    coalesce(s.appear_in_date, false) AS appear_in_date,
    coalesce(s.appear_in_chat, false) AS appear_in_chat,
    u.suspended_until,
    CASE WHEN p.latitude IS NOT NULL AND p.longitude IS NOT NULL
      THEN discovery_cell(discovery_snap_lat(p.latitude), discovery_snap_lng(p.latitude, p.longitude)) END AS cell,
    CASE WHEN p.latitude IS NOT NULL AND p.longitude IS NOT NULL THEN discovery_snap_lat(p.latitude) END AS lat_snap,
    CASE WHEN p.latitude IS NOT NULL AND p.longitude IS NOT NULL THEN discovery_snap_lng(p.latitude, p.longitude) END AS lng_snap,
    coalesce(v.romantic, 50)::smallint AS romantic,
    coalesce(v.dominance, 50)::smallint AS dominance,
    coalesce(v.social, 50)::smallint AS social,
    discovery_interests_mask(p.interests) AS interests_mask,
    cardinality(p.interests)::smallint AS interests_count,
    discovery_height_inches(p.height) AS height_in,
    p.body_type,
    p.relationship_status,
    p.languages
  FROM profiles p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN vibes v ON v.user_id = p.user_id
  LEFT JOIN discovery_settings s ON s.user_id = p.user_id;
--> statement-breakpoint
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
    relationship_status = excluded.relationship_status, languages = excluded.languages;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM discovery_refresh(NEW.id);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM discovery_candidates WHERE user_id = OLD.user_id;
    RETURN OLD;
  ELSE
    PERFORM discovery_refresh(NEW.user_id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER discovery_profiles_sync AFTER INSERT OR UPDATE ON profiles FOR EACH ROW EXECUTE FUNCTION discovery_sync();
--> statement-breakpoint
CREATE TRIGGER discovery_profiles_delete AFTER DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION discovery_sync();
--> statement-breakpoint
CREATE TRIGGER discovery_vibes_sync AFTER INSERT OR UPDATE ON vibes FOR EACH ROW EXECUTE FUNCTION discovery_sync();
--> statement-breakpoint
CREATE TRIGGER discovery_settings_sync AFTER INSERT OR UPDATE ON discovery_settings FOR EACH ROW EXECUTE FUNCTION discovery_sync();
--> statement-breakpoint
CREATE TRIGGER discovery_users_sync AFTER UPDATE OF suspended_until ON users FOR EACH ROW
  WHEN (OLD.suspended_until IS DISTINCT FROM NEW.suspended_until) EXECUTE FUNCTION discovery_sync();
--> statement-breakpoint
INSERT INTO discovery_candidates (user_id, gender, seeks, birth_date, age_min, age_max, max_distance, appear_in_hookup, appear_in_date, appear_in_chat, suspended_until, cell, lat_snap, lng_snap, romantic, dominance, social, interests_mask, interests_count, height_in, body_type, relationship_status, languages)
  SELECT * FROM discovery_candidates_source ON CONFLICT (user_id) DO NOTHING;
--> statement-breakpoint
-- The lookup: gender = ANY(wanted) AND cell = ANY(cells around the viewer) AND birth_date in the
-- viewer's age range, with everything else the filter and the ranking need in INCLUDE so the
-- planner can answer from the index alone (index-only scan).
CREATE INDEX discovery_candidates_lookup_idx ON discovery_candidates (gender, cell, birth_date)
  INCLUDE (seeks, age_min, age_max, max_distance, appear_in_hookup, appear_in_date, appear_in_chat, suspended_until,
    lat_snap, lng_snap, romantic, dominance, social, interests_mask, interests_count, height_in, body_type, relationship_status, languages)
  WHERE cell IS NOT NULL;
