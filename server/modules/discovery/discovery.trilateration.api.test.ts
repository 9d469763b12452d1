import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileCard } from '../../../contracts';
import { discoverySettings, profiles } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/support';
import { SNAP_DEGREES, miles, snapLat } from './discovery.geo';

const KM_PER_MILE = 1.609344;

/**
 * Decision 10: an attacker who can set their own location freely (a spoofed device position) and
 * read the distance on a target's card from many points must not be able to place the target
 * closer than about 1 km. Distances are between ~1.1 km cell centres, so every position inside
 * the target's cell gives identical answers.
 */
describe('discovery location privacy (trilateration)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('a spoofing viewer cannot tell apart positions 1.3+ km apart; the least-squares estimate misses one by > 0.65 km', async () => {
    const db = t.ctx.database.db;
    const attacker = await t.createMember({ gender: 'man' });
    const target = await t.createMember({ gender: 'woman' });
    for (const [m, gender, seeks] of [[attacker, 'man', ['woman']], [target, 'woman', ['man']]] as const) {
      await db.update(profiles).set({ gender, interestedIn: [...seeks], dateOfBirth: '1994-01-01', interests: ['travel'] }).where(eq(profiles.userId, m.id));
      await db.update(discoverySettings).set({ appearInDate: true, ageMin: 18, ageMax: 99, maxDistance: 60, heightFilter: [], bodyTypeFilter: [], relationshipStatusFilter: [], languageFilter: [] })
        .where(eq(discoverySettings.userId, m.id));
    }
    const agent = await t.signIn(attacker);

    // Two true positions inside one snapping cell, near opposite corners.
    const cellLat = snapLat(41.8781) - SNAP_DEGREES / 2;
    const lngStep = SNAP_DEGREES / Math.cos((snapLat(41.8781) * Math.PI) / 180);
    const cellLng = (Math.floor(-87.6298 / lngStep)) * lngStep;
    const cornerA = { lat: cellLat + 0.0008, lng: cellLng + 0.0008 * lngStep / SNAP_DEGREES };
    const cornerB = { lat: cellLat + SNAP_DEGREES - 0.0008, lng: cellLng + lngStep - 0.0008 * lngStep / SNAP_DEGREES };
    const apartKm = miles(cornerA.lat, cornerA.lng, cornerB.lat, cornerB.lng) * KM_PER_MILE;
    expect(apartKm).toBeGreaterThan(1.3);

    // 48 spoofed viewpoints on rings 0.5 to 6 km around the target.
    const spoofs: Array<{ lat: number; lng: number }> = [];
    for (const km of [0.5, 1, 2, 3, 4, 6]) {
      for (let k = 0; k < 8; k++) {
        const a = (k / 8) * 2 * Math.PI + km;
        spoofs.push({ lat: cornerA.lat + (km / 111.2) * Math.cos(a), lng: cornerA.lng + (km / (111.2 * Math.cos((cornerA.lat * Math.PI) / 180))) * Math.sin(a) });
      }
    }

    async function observe(truth: { lat: number; lng: number }): Promise<number[]> {
      await db.update(profiles).set({ latitude: truth.lat, longitude: truth.lng }).where(eq(profiles.userId, target.id));
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
        for (let i = 0; i < spoofs.length; i++) err += (miles(lat, lng, spoofs[i].lat, spoofs[i].lng) - seenA[i]) ** 2;
        if (err < best.err) best = { err, lat, lng };
      }
    }
    const missA = miles(best.lat, best.lng, cornerA.lat, cornerA.lng) * KM_PER_MILE;
    const missB = miles(best.lat, best.lng, cornerB.lat, cornerB.lng) * KM_PER_MILE;
    // The same estimate must serve both truths: it is far from at least one, and not close to either.
    expect(Math.max(missA, missB)).toBeGreaterThan(0.65);
    expect(Math.min(missA, missB)).toBeGreaterThan(0.3);
  }, 120_000);
});
