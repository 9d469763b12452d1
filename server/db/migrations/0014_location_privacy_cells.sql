-- Location privacy (issue 10, decision 28): one snapping for every visible distance, cells of
-- 0.02° (about 2.2 km × 2.2 km), the SQL twin of server/modules/geo/location-privacy.ts.
CREATE OR REPLACE FUNCTION discovery_snap_lat(lat float8) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (floor(lat / 0.02) + 0.5) * 0.02
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_snap_lng(lat float8, lng float8) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (floor(lng / (0.02 / greatest(cos(radians(discovery_snap_lat(lat))), 0.01))) + 0.5) * (0.02 / greatest(cos(radians(discovery_snap_lat(lat))), 0.01))
$$;
--> statement-breakpoint
-- Re-snap everyone through the normal refresh path, so the change feed carries the new cells.
SELECT discovery_refresh(user_id) FROM profiles WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
