import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileCard } from '#contracts';
import { discoverySettings, profiles } from '#db/schema';
import { startTestApp, type TestApp } from '#test/support';
import { SNAP_DEGREES, miles, snap, snapLat } from './discovery.geo';

const KM_PER_MILE = 1.609344;

// One app for the file: the first block's members are in Chicago, the second's in New York (a 100-mile range at most),
// so neither block's members appear in the other's grids; every test creates the members it reads.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Decision 10: an attacker who can set their own location freely (a spoofed device position) and
 * read the distance on a target's card from many points must not be able to place the target
 * closer than about 1 km. Distances are between ~1.1 km cell centres, so every position inside
 * the target's cell gives identical answers.
 */
describe('discovery location privacy (trilateration)', () => {
  it(
    'a spoofing viewer cannot tell apart positions 1.3+ km ' +
      'apart; the least-squares estimate misses one by > 0.65 km',
    async () => {
      const db = t.ctx.database.db;
      const attacker = await t.createMember({ gender: 'man' });
      const target = await t.createMember({ gender: 'woman' });
      for (const [m, gender, seeks] of [
        [attacker, 'man', ['woman']],
        [target, 'woman', ['man']],
      ] as const) {
        await db
          .update(profiles)
          .set({ gender, interestedIn: [...seeks], dateOfBirth: '1994-01-01', interests: ['travel'] })
          .where(eq(profiles.userId, m.id));
        await db
          .update(discoverySettings)
          .set({
            appearInDate: true,
            ageMin: 18,
            ageMax: 99,
            maxDistance: 60,
            heightFilter: [],
            bodyTypeFilter: [],
            relationshipStatusFilter: [],
            languageFilter: [],
          })
          .where(eq(discoverySettings.userId, m.id));
      }
      const agent = await t.signIn(attacker);

      // Two true positions inside one snapping cell, near opposite corners.
      const cellLat = snapLat(41.8781) - SNAP_DEGREES / 2;
      const lngStep = SNAP_DEGREES / Math.cos((snapLat(41.8781) * Math.PI) / 180);
      const cellLng = Math.floor(-87.6298 / lngStep) * lngStep;
      const cornerA = { lat: cellLat + 0.0008, lng: cellLng + (0.0008 * lngStep) / SNAP_DEGREES };
      const cornerB = {
        lat: cellLat + SNAP_DEGREES - 0.0008,
        lng: cellLng + lngStep - (0.0008 * lngStep) / SNAP_DEGREES,
      };
      const apartKm = miles(cornerA.lat, cornerA.lng, cornerB.lat, cornerB.lng) * KM_PER_MILE;
      expect(apartKm).toBeGreaterThan(1.3);

      // 48 spoofed viewpoints on rings 0.5 to 6 km around the target.
      const spoofs: Array<{ lat: number; lng: number }> = [];
      for (const km of [0.5, 1, 2, 3, 4, 6]) {
        for (let k = 0; k < 8; k++) {
          const a = (k / 8) * 2 * Math.PI + km;
          spoofs.push({
            lat: cornerA.lat + (km / 111.2) * Math.cos(a),
            lng: cornerA.lng + (km / (111.2 * Math.cos((cornerA.lat * Math.PI) / 180))) * Math.sin(a),
          });
        }
      }

      async function observe(truth: { lat: number; lng: number }): Promise<number[]> {
        await db
          .update(profiles)
          .set({ latitude: truth.lat, longitude: truth.lng })
          .where(eq(profiles.userId, target.id));
        const out: number[] = [];
        for (const p of spoofs) {
          await db.update(profiles).set({ latitude: p.lat, longitude: p.lng }).where(eq(profiles.userId, attacker.id));
          const res = await agent.get(`/api/discovery/${attacker.id}/date?limit=50`);
          expect(res.statusCode).toBe(200);
          const card = (res.json() as ProfileCard[]).find((c) => c.id === target.id);
          expect(card, 'target visible from every viewpoint').toBeTruthy();
          expect(JSON.stringify(card)).not.toMatch(/latitude|longitude/);
          out.push(card!.distance!);
        }
        return out;
      }

      const seenA = await observe(cornerA);
      const seenB = await observe(cornerB);
      // Identical answers everywhere: nothing distinguishes two points 1.3+ km apart.
      expect(seenB).toEqual(seenA);

      // The attacker's best effort: least squares over a 50 m lattice around the area.
      let best = { err: Infinity, lat: 0, lng: 0 };
      for (let dy = -60; dy <= 60; dy++) {
        for (let dx = -60; dx <= 60; dx++) {
          const lat = cornerA.lat + (dy * 0.05) / 111.2;
          const lng = cornerA.lng + (dx * 0.05) / (111.2 * Math.cos((cornerA.lat * Math.PI) / 180));
          let err = 0;
          for (let i = 0; i < spoofs.length; i++)
            err += (miles(lat, lng, spoofs[i].lat, spoofs[i].lng) - seenA[i]) ** 2;
          if (err < best.err) best = { err, lat, lng };
        }
      }
      const missA = miles(best.lat, best.lng, cornerA.lat, cornerA.lng) * KM_PER_MILE;
      const missB = miles(best.lat, best.lng, cornerB.lat, cornerB.lng) * KM_PER_MILE;
      // The same estimate must serve both truths: it is far from at least one, and not close to either.
      expect(Math.max(missA, missB)).toBeGreaterThan(0.65);
      expect(Math.min(missA, missB)).toBeGreaterThan(0.3);
    },
    120_000,
  );
});

/**
 * Issue 10: an ADAPTIVE attacker with free movement (their own position set directly, as a
 * spoofed device would) spends 500 queries across every surface that shows a distance — the
 * discovery card and the profile — choosing each viewpoint from the answers so far. Whatever they
 * learn, moving the target anywhere else inside its 2.2 km privacy cell gives exactly the same 500
 * answers, and that cell is at least 2 km × 2 km: the target cannot be narrowed below that box.
 */
describe('adaptive trilateration across every surface (issue 10)', () => {
  it('500 adaptive queries cannot tell the target from anywhere else in a ≥ 2 km × 2 km box', async () => {
    const db = t.ctx.database.db;
    const attacker = await t.createMember({ gender: 'man' });
    const target = await t.createMember({ gender: 'woman' });
    for (const [m, gender, seeks] of [
      [attacker, 'man', ['woman']],
      [target, 'woman', ['man']],
    ] as const) {
      await db
        .update(profiles)
        .set({ gender, interestedIn: [...seeks], dateOfBirth: '1994-01-01', interests: ['travel'] })
        .where(eq(profiles.userId, m.id));
      await db
        .update(discoverySettings)
        .set({
          appearInDate: true,
          ageMin: 18,
          ageMax: 99,
          maxDistance: 100,
          heightFilter: [],
          bodyTypeFilter: [],
          relationshipStatusFilter: [],
          languageFilter: [],
        })
        .where(eq(discoverySettings.userId, m.id));
    }
    const agent = await t.signIn(attacker);
    const truth = { lat: 40.74213, lng: -73.98871 };
    const kmLat = 1 / 111.2;
    const kmLng = 1 / (111.2 * Math.cos((truth.lat * Math.PI) / 180));

    const moveTarget = (p: { lat: number; lng: number }) =>
      db.update(profiles).set({ latitude: p.lat, longitude: p.lng }).where(eq(profiles.userId, target.id));
    type Query = { lat: number; lng: number; surface: 'card' | 'profile' };
    async function ask(q: Query): Promise<number> {
      await db.update(profiles).set({ latitude: q.lat, longitude: q.lng }).where(eq(profiles.userId, attacker.id));
      if (q.surface === 'profile') {
        const res = await agent.get(`/api/profile/${target.id}`);
        expect(res.statusCode).toBe(200);
        expect(JSON.stringify(res.json())).not.toMatch(/latitude|longitude/);
        return res.json().distance;
      }
      const res = await agent.get(`/api/discovery/${attacker.id}/date?limit=50`);
      const card = (res.json() as ProfileCard[]).find((c) => c.id === target.id);
      expect(card, 'target visible').toBeTruthy();
      return card!.distance!;
    }

    // The attack: descend towards the target from 15 km away, then probe densely around the best spot.
    await moveTarget(truth);
    const log: Array<Query & { answer: number }> = [];
    const query = async (lat: number, lng: number) => {
      const q: Query = { lat, lng, surface: log.length % 2 === 0 ? 'card' : 'profile' };
      const answer = await ask(q);
      log.push({ ...q, answer });
      return answer;
    };
    let here = { lat: truth.lat + 11 * kmLat, lng: truth.lng - 10 * kmLng };
    let best = await query(here.lat, here.lng);
    let stepKm = 4;
    while (log.length < 250 && stepKm > 0.05) {
      let improved = false;
      for (const [dy, dx] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
        [1, 1],
        [-1, -1],
        [1, -1],
        [-1, 1],
      ]) {
        const next = { lat: here.lat + dy * stepKm * kmLat, lng: here.lng + dx * stepKm * kmLng };
        const d = await query(next.lat, next.lng);
        if (d < best) {
          best = d;
          here = next;
          improved = true;
          break;
        }
      }
      if (!improved) stepKm /= 2;
    }
    // Dense probing: a spiral of viewpoints 0.3 to 6 km around the best spot, where rounding edges lie.
    for (let k = 0; log.length < 500; k++) {
      const r = 0.3 + (k % 40) * 0.15;
      const a = k * 2.399963;
      await query(here.lat + r * Math.cos(a) * kmLat, here.lng + r * Math.sin(a) * kmLng);
    }
    expect(log).toHaveLength(500);

    // The box the attacker cannot see into: the target's privacy cell.
    const centre = snap(truth.lat, truth.lng);
    const lngStep = SNAP_DEGREES / Math.cos((centre.lat * Math.PI) / 180);
    const south = centre.lat - SNAP_DEGREES / 2;
    const west = centre.lng - lngStep / 2;
    const inset = 0.0004;
    const corners = [
      { lat: south + inset, lng: west + (inset * lngStep) / SNAP_DEGREES },
      { lat: south + SNAP_DEGREES - inset, lng: west + lngStep - (inset * lngStep) / SNAP_DEGREES },
    ];
    const boxKm = {
      tall: miles(south + inset, centre.lng, south + SNAP_DEGREES - inset, centre.lng) * KM_PER_MILE,
      wide:
        miles(
          south + SNAP_DEGREES,
          west + (inset * lngStep) / SNAP_DEGREES,
          south + SNAP_DEGREES,
          west + lngStep - (inset * lngStep) / SNAP_DEGREES,
        ) * KM_PER_MILE,
    };
    expect(boxKm.tall).toBeGreaterThanOrEqual(2);
    expect(boxKm.wide).toBeGreaterThanOrEqual(2);

    // Replay all 500 queries with the target at opposite corners of that box: not one answer changes.
    for (const corner of corners) {
      await moveTarget(corner);
      const replay: number[] = [];
      for (const q of log) replay.push(await ask(q));
      expect(replay).toEqual(log.map((q) => q.answer));
    }
    // And the two surfaces never disagree about the same viewpoint.
    await moveTarget(truth);
    for (const q of log.slice(0, 20)) {
      expect(await ask({ ...q, surface: 'card' })).toBe(await ask({ ...q, surface: 'profile' }));
    }
  }, 600_000);

  it(
    "a member's own position may jump more than 5 km " + 'only a few times an hour (429 with a clear message)',
    async () => {
      const member = await t.createMember({ latitude: 40.7, longitude: -74.0 });
      const agent = await t.signIn(member);
      // Small moves are free.
      for (let i = 1; i <= 6; i++) {
        expect(
          (
            await agent.patch(`/api/profile/${member.id}`, {
              latitude: 40.7 + i * 0.001,
              longitude: -74.0,
              location: 'New York, NY',
            })
          ).statusCode,
        ).toBe(200);
      }
      const cities = [
        [41.88, -87.63],
        [34.05, -118.24],
        [47.61, -122.33],
        [29.76, -95.37],
      ];
      for (const [lat, lng] of cities) {
        expect(
          (await agent.patch(`/api/profile/${member.id}`, { latitude: lat, longitude: lng, location: 'Somewhere' }))
            .statusCode,
        ).toBe(200);
      }
      const refused = await agent.patch(`/api/profile/${member.id}`, {
        latitude: 40.7,
        longitude: -74.0,
        location: 'New York, NY',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^latitude: Your location has moved more than 5 km 4 times in the last hour\. .* again in \d+ minutes?\.$/,
      );
      const [row] = await t.ctx.database.db
        .select({ lat: profiles.latitude })
        .from(profiles)
        .where(eq(profiles.userId, member.id));
      expect(row.lat).toBe(29.76);
    },
  );
});
