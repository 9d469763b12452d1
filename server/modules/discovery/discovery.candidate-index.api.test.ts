import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client';
import { buildMember, insertMember, seededRandom } from '#seed/factories';
import { freshDatabase, testDatabaseKind } from '#test/support';
import { CandidateIndex, type CandidateSearch } from './discovery.candidate-index';
import { snap } from './discovery.geo';

// The index must follow every committed change to discovery_candidates, whichever process made it.
describe('candidate index change feed', () => {
  let handle: DatabaseHandle;
  let ids: number[];
  const centre = snap(40.75, -73.99);

  /** A search that every test member passes on its rules (wide ages, 100 miles, everyone): only the feed decides. */
  const search = (): CandidateSearch => ({
    viewerId: -1,
    vibeType: 'date',
    wantedGenders: 0x7f,
    viewerGenderBit: 1,
    viewerAge: 30,
    bornAfter: '0001-01-01',
    bornUntil: new Date().toISOString().slice(0, 10),
    latSnap: centre.lat,
    lngSnap: centre.lng,
    maxDistance: 100,
    romantic: 50,
    dominance: 50,
    social: 50,
    interestsMask: 0,
    interestsCount: 0,
    blocked: [],
    filters: { heights: null, bodyTypes: null, relationships: null, languages: null },
    after: null,
    limit: 1000,
    now: new Date(),
  });
  const found = (index: CandidateIndex) => new Set(index.search(search()).map((hit) => hit.id));

  async function addMembers(n: number, seed: number): Promise<number[]> {
    const rng = seededRandom(seed);
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      out.push(
        await insertMember(
          handle.db,
          buildMember(rng, { city: 0, interestedIn: ['anyone'], latitude: 40.75 + i * 0.01, longitude: -73.99 }),
        ),
      );
    }
    await handle.executeSql(
      `UPDATE discovery_settings SET appear_in_date = true, age_min = 18, age_max = 99, max_distance = 100
       WHERE user_id = ANY($1::int[])`,
      [out],
    );
    return out;
  }

  beforeAll(async () => {
    handle = await freshDatabase();
    ids = await addMembers(6, 3);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('loads everyone, then applies updates, suspensions, deletions and newcomers on the next sync', async () => {
    const index = new CandidateIndex(handle);
    await index.sync();
    expect([...found(index)].sort()).toEqual([...ids].sort());
    const sizeBefore = index.size;

    await handle.executeSql(`UPDATE discovery_settings SET appear_in_date = false WHERE user_id = $1`, [ids[0]]);
    await handle.executeSql(`UPDATE users SET suspended_until = now() + interval '1 day' WHERE id = $1`, [ids[1]]);
    await handle.executeSql(`DELETE FROM users WHERE id = $1`, [ids[2]]);
    const [newcomer] = await addMembers(1, 99);
    await index.sync();

    const now = found(index);
    expect(now.has(ids[0])).toBe(false);
    expect(now.has(ids[1])).toBe(false);
    expect(now.has(ids[2])).toBe(false);
    expect(now.has(newcomer)).toBe(true);
    expect(index.size).toBe(sizeBefore); // one deleted, one added

    // A second index (another app process) built now agrees with the first one.
    const other = new CandidateIndex(handle);
    await other.sync();
    expect([...found(other)].sort()).toEqual([...now].sort());
  });

  it('a profile edit that changes nothing discovery uses does not rewrite the row', async () => {
    const before = await handle.executeSql(
      `SELECT changed_xid::text AS x FROM discovery_candidates WHERE user_id = $1`,
      [ids[3]],
    );
    await handle.executeSql(`UPDATE profiles SET bio = 'A new bio' WHERE user_id = $1`, [ids[3]]);
    const after = await handle.executeSql(
      `SELECT changed_xid::text AS x FROM discovery_candidates WHERE user_id = $1`,
      [ids[3]],
    );
    expect(after.rows[0].x).toBe(before.rows[0].x);
  });

  it('callers arriving together share reads, and each sees writes committed before its call', async () => {
    let reads = 0;
    const counting: DatabaseHandle = {
      ...handle,
      executeSql: (text, values) => {
        reads++;
        return handle.executeSql(text, values);
      },
    };
    const index = new CandidateIndex(counting);
    await index.sync();
    reads = 0;
    await Promise.all([index.sync(), index.sync(), index.sync(), index.sync()]);
    expect(reads).toBeLessThanOrEqual(2);
    await handle.executeSql(`UPDATE discovery_settings SET appear_in_date = false WHERE user_id = $1`, [ids[4]]);
    await index.sync();
    expect(found(index).has(ids[4])).toBe(false);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'a transaction still open during a sync is picked up after it commits',
    async () => {
      const index = new CandidateIndex(handle);
      await index.sync();
      expect(found(index).has(ids[5])).toBe(true);
      const client = await handle.pool!.connect();
      try {
        await client.query('BEGIN');
        await client.query(`UPDATE discovery_settings SET appear_in_date = false WHERE user_id = $1`, [ids[5]]);
        // Meanwhile other writes commit and the index reads past them.
        await handle.executeSql(`UPDATE discovery_settings SET max_distance = 99 WHERE user_id = $1`, [ids[3]]);
        await index.sync();
        expect(found(index).has(ids[5])).toBe(true);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      await index.sync();
      expect(found(index).has(ids[5])).toBe(false);
    },
  );
});
