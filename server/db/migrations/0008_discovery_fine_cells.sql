-- Finer lookup cells for the discovery index (0.1° instead of 0.25°): a 10-mile search in a dense
-- metro scanned ~39,000 index entries across 0.25° cells to keep ~1,400 (docs/PERFORMANCE.md).
-- The privacy snapping (0.01° cells, decision 10) is unchanged; only the index key changes.
CREATE OR REPLACE FUNCTION discovery_cell(lat_snap float8, lng_snap float8) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (floor(lat_snap / 0.1)::int + 900) * 3601 + (floor(lng_snap / 0.1)::int + 1800)
$$;
--> statement-breakpoint
UPDATE discovery_candidates SET cell = discovery_cell(lat_snap, lng_snap) WHERE lat_snap IS NOT NULL AND lng_snap IS NOT NULL;
