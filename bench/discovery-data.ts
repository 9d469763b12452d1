/**
 * Set-based member generator for the discovery benchmark: N members in one pass of
 * generate_series (users, profiles, vibes, discovery settings, NSFW preferences), spread over 35
 * US metros weighted by population, then the discovery index filled in one INSERT ... SELECT.
 * Triggers are switched off for the load (session_replication_role) and the index is built once.
 *
 *   npx tsx bench/discovery-data.ts <postgres-url> <members>      (into an existing, migrated database)
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';

// [name, lat, lng, weight (≈ metro population, millions)]
export const METROS: Array<[string, number, number, number]> = [
  ['New York, NY', 40.7128, -74.006, 19.5],
  ['Los Angeles, CA', 34.0522, -118.2437, 13],
  ['Chicago, IL', 41.8781, -87.6298, 9.4],
  ['Dallas, TX', 32.7767, -96.797, 7.6],
  ['Houston, TX', 29.7604, -95.3698, 7.1],
  ['Washington, DC', 38.9072, -77.0369, 6.3],
  ['Miami, FL', 25.7617, -80.1918, 6.1],
  ['Philadelphia, PA', 39.9526, -75.1652, 6.2],
  ['Atlanta, GA', 33.749, -84.388, 6.1],
  ['Phoenix, AZ', 33.4484, -112.074, 4.9],
  ['Boston, MA', 42.3601, -71.0589, 4.9],
  ['San Francisco, CA', 37.7749, -122.4194, 4.6],
  ['Riverside, CA', 33.9533, -117.3962, 4.6],
  ['Detroit, MI', 42.3314, -83.0458, 4.3],
  ['Seattle, WA', 47.6062, -122.3321, 4.0],
  ['Minneapolis, MN', 44.9778, -93.265, 3.7],
  ['San Diego, CA', 32.7157, -117.1611, 3.3],
  ['Tampa, FL', 27.9506, -82.4572, 3.2],
  ['Denver, CO', 39.7392, -104.9903, 3.0],
  ['St. Louis, MO', 38.627, -90.1994, 2.8],
  ['Baltimore, MD', 39.2904, -76.6122, 2.8],
  ['Charlotte, NC', 35.2271, -80.8431, 2.7],
  ['Orlando, FL', 28.5383, -81.3792, 2.7],
  ['San Antonio, TX', 29.4241, -98.4936, 2.6],
  ['Portland, OR', 45.5152, -122.6784, 2.5],
  ['Sacramento, CA', 38.5816, -121.4944, 2.4],
  ['Pittsburgh, PA', 40.4406, -79.9959, 2.4],
  ['Austin, TX', 30.2672, -97.7431, 2.4],
  ['Las Vegas, NV', 36.1699, -115.1398, 2.3],
  ['Cincinnati, OH', 39.1031, -84.512, 2.2],
  ['Kansas City, MO', 39.0997, -94.5786, 2.2],
  ['Columbus, OH', 39.9612, -82.9988, 2.1],
  ['Indianapolis, IN', 39.7684, -86.1581, 2.1],
  ['Cleveland, OH', 41.4993, -81.6944, 2.1],
  ['Nashville, TN', 36.1627, -86.7816, 2.0],
];

const lit = (values: Array<string | number>) =>
  `ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`;

/** Weighted draw: single three times as often as each other status. */
const RELATIONSHIP_STATUSES = [
  'single',
  'single',
  'single',
  'open',
  'polyamorous',
  'divorced',
  'separated',
  'complicated',
];

/** The SQL statements that load `n` members; run them in order on one connection. */
export function generationSql(n: number, seed = 0.42): string[] {
  const total = METROS.reduce((s, m) => s + m[3], 0);
  let acc = 0;
  const thresholds = METROS.map((m) => {
    const lo = acc;
    acc += m[3] / total;
    return lo;
  });
  const interests = [
    'travel',
    'music',
    'movies',
    'art',
    'sports',
    'cooking',
    'reading',
    'gaming',
    'photography',
    'fitness',
    'dancing',
    'nature',
    'technology',
    'fashion',
    'wine',
    'coffee',
    'yoga',
    'hiking',
    'beach',
    'nightlife',
  ];
  const foods = [
    'vegetarian',
    'vegan',
    'gluten-free',
    'keto',
    'paleo',
    'italian',
    'mexican',
    'asian',
    'indian',
    'mediterranean',
    'american',
    'seafood',
    'bbq',
    'sushi',
    'pizza',
    'desserts',
    'street-food',
    'fine-dining',
    'home-cooking',
    'spicy',
  ];
  return [
    `SET session_replication_role = replica`,
    `SELECT setseed(${seed})`,
    `CREATE TEMP TABLE bench_gen AS
      SELECT g AS id, width_bucket(random(), ${lit(thresholds)}::float8[]) AS metro,
        random() AS r_gender, random() AS r_seek, (19 + floor(random() * 42))::int AS age,
        random() AS r1, random() AS r2, random() AS r3,
        random() AS r4, random() AS r5, random() AS r6, (random() * 1048575)::int & (random() * 1048575)::int AS imask,
        (random() * 1048575)::int & (random() * 1048575)::int & (random() * 1048575)::int AS fmask,
        (random() + random() + random() - 1.5) AS dy, (random() + random() + random() - 1.5) AS dx
      FROM generate_series(1, ${n}) AS g`,
    `INSERT INTO users (id, email, password_hash, role, is_verified, trust_score, last_seen_at)
      SELECT id, 'bench' || id || '@bench.vibeline.test', 'bench-no-login', 'member', r1 < 0.6, 50,
        now() - (r2 * 3600) * interval '1 second' FROM bench_gen`,
    `SELECT setval(pg_get_serial_sequence('users', 'id'), ${n})`,
    `INSERT INTO profiles (user_id, display_name, date_of_birth, gender, interested_in, location, latitude, longitude,
        height, body_type, relationship_status, languages, interests, food_preferences)
      SELECT id, 'Bench ' || id, (current_date - (age * 365 + floor(r3 * 360))::int),
        CASE WHEN r_gender < 0.46 THEN 'man' WHEN r_gender < 0.92 THEN 'woman'
          WHEN r_gender < 0.97 THEN 'non-binary' ELSE 'genderfluid' END,
        CASE WHEN r_gender >= 0.92 OR r_seek >= 0.95 THEN ARRAY['anyone']
             WHEN (r_gender < 0.46) = (r_seek < 0.85) THEN ARRAY['woman'] ELSE ARRAY['man'] END,
        (${lit(METROS.map((m) => m[0]))})[metro],
        (${lit(METROS.map((m) => m[1]))}::float8[])[metro]
          + dy * 0.05 * sqrt((${lit(METROS.map((m) => m[3]))}::float8[])[metro]),
        (${lit(METROS.map((m) => m[2]))}::float8[])[metro]
          + dx * 0.065 * sqrt((${lit(METROS.map((m) => m[3]))}::float8[])[metro]),
        (4 + (58 + floor(r4 * 22))::int / 12)::text || '''' || ((58 + floor(r4 * 22))::int % 12)::text,
        (${lit(['slim', 'athletic', 'average', 'curvy', 'muscular', 'full-figured'])})[1 + floor(r5 * 6)::int],
        (${lit(RELATIONSHIP_STATUSES)})[1 + floor(r6 * 8)::int],
        CASE WHEN r6 < 0.3 THEN ARRAY['English', 'Spanish'] WHEN r6 > 0.9 THEN ARRAY['English', 'French']
          ELSE ARRAY['English'] END,
        ARRAY(SELECT (${lit(interests)})[i] FROM generate_series(1, 20) i WHERE (imask >> (i - 1)) & 1 = 1),
        ARRAY(SELECT (${lit(foods)})[i] FROM generate_series(1, 20) i WHERE (fmask >> (i - 1)) & 1 = 1)
      FROM bench_gen`,
    `INSERT INTO vibes (user_id, romantic, dominance, social)
      SELECT id, floor(r1 * 101)::int, floor(r5 * 101)::int, floor(r3 * 101)::int FROM bench_gen`,
    `INSERT INTO discovery_settings
        (user_id, appear_in_hookup, appear_in_date, appear_in_chat, age_min, age_max, max_distance)
      SELECT id, r2 < 0.35, r4 < 0.75 OR r2 >= 0.35, r6 < 0.4, greatest(18, age - 3 - floor(r1 * 10)::int),
        least(99, age + 5 + floor(r3 * 10)::int),
        (ARRAY[10, 15, 25, 25, 40, 60])[1 + floor(r5 * 6)::int] FROM bench_gen`,
    `INSERT INTO nsfw_preferences (user_id) SELECT id FROM bench_gen`,
    `INSERT INTO discovery_candidates (user_id, gender, seeks, birth_date, age_min, age_max, max_distance,
        appear_in_hookup, appear_in_date, appear_in_chat, suspended_until, cell, lat_snap, lng_snap, romantic,
        dominance, social, interests_mask, interests_count, height_in, body_type, relationship_status, languages)
      SELECT * FROM discovery_candidates_source`,
    `DROP TABLE bench_gen`,
    `SET session_replication_role = DEFAULT`,
    `VACUUM ANALYZE users, profiles, vibes, discovery_settings, discovery_candidates`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [url, count] = process.argv.slice(2);
  if (!url || !count) {
    console.error('usage: npx tsx bench/discovery-data.ts <postgres-url> <members>');
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  for (const statement of generationSql(Number(count))) await client.query(statement);
  console.log(`${count} members in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await client.end();
}
