import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, ageOn, computeCompatibility, type ProfileCard } from '#contracts';
import { blocks, discoverySettings, profiles, users, vibes } from '#db/schema';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';
import { miles, snap } from './discovery.geo';

// Manhattan; 0.01° of latitude ≈ 0.69 miles.
const LAT = 40.75;
const LNG = -73.99;

interface Shape {
  gender?: string;
  interestedIn?: string[];
  age?: number;
  ageMin?: number;
  ageMax?: number;
  maxDistance?: number;
  lat?: number | null;
  lng?: number | null;
  grids?: Array<'hookup' | 'date' | 'chat'>;
  vibes?: [number, number, number];
  interests?: string[];
  foods?: string[];
  height?: string;
  bodyType?: string;
  relationshipStatus?: string;
  languages?: string[];
}

const dobForAge = (age: number) => {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear() - age}-${month}-${String(Math.min(now.getUTCDate(), 28)).padStart(2, '0')}`;
};

describe('discovery API', () => {
  let t: TestApp;
  let seq = 0;

  /**
   * A member with exactly the given discovery-relevant attributes (defaults: a date-grid woman seeking men,
   * 30, here).
   */
  async function member(shape: Shape = {}) {
    const m = await t.createMember({ displayName: `Disc ${++seq} ${Math.random().toString(36).slice(2, 6)}` });
    const db = t.ctx.database.db;
    const s = {
      gender: 'woman',
      interestedIn: ['man'],
      age: 30,
      ageMin: 18,
      ageMax: 65,
      maxDistance: 25,
      lat: LAT,
      lng: LNG,
      grids: ['date'],
      vibes: [50, 50, 50],
      interests: ['travel', 'music'],
      foods: ['sushi'],
      ...shape,
    } as Required<Shape>;
    await db
      .update(profiles)
      .set({
        gender: s.gender,
        interestedIn: s.interestedIn,
        dateOfBirth: dobForAge(s.age),
        latitude: s.lat,
        longitude: s.lng,
        interests: s.interests,
        foodPreferences: s.foods,
        height: shape.height ?? "5'7",
        bodyType: shape.bodyType ?? 'average',
        relationshipStatus: shape.relationshipStatus ?? 'single',
        languages: shape.languages ?? ['English'],
      })
      .where(eq(profiles.userId, m.id));
    await db
      .update(vibes)
      .set({ romantic: s.vibes[0], dominance: s.vibes[1], social: s.vibes[2] })
      .where(eq(vibes.userId, m.id));
    await db
      .update(discoverySettings)
      .set({
        appearInHookup: s.grids.includes('hookup'),
        appearInDate: s.grids.includes('date'),
        appearInChat: s.grids.includes('chat'),
        ageMin: s.ageMin,
        ageMax: s.ageMax,
        maxDistance: s.maxDistance,
        heightFilter: [],
        bodyTypeFilter: [],
        relationshipStatusFilter: [],
        languageFilter: [],
      })
      .where(eq(discoverySettings.userId, m.id));
    return m;
  }

  async function viewerAgent(shape: Shape = {}) {
    const m = await member({ gender: 'man', interestedIn: ['woman'], ...shape });
    return { ...m, agent: await t.signIn(m) };
  }

  async function grid(agent: TestAgent, id: number, vibe = 'date', query = ''): Promise<ProfileCard[]> {
    const res = await agent.get(`/api/discovery/${id}/${vibe}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const ids = (cards: ProfileCard[]) => cards.map((c) => c.id);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('only the viewer may query their own discovery: anonymous 401, another member 403', async () => {
    const viewer = await viewerAgent();
    const other = await viewerAgent();
    expect((await t.agent().get(`/api/discovery/${viewer.id}/date`)).statusCode).toBe(401);
    expect((await other.agent.get(`/api/discovery/${viewer.id}/date`)).statusCode).toBe(403);
    expect((await viewer.agent.get(`/api/discovery/${viewer.id}/dating`)).statusCode).toBe(400);
    expect((await viewer.agent.get(`/api/discovery/${viewer.id}/date?limit=500`)).statusCode).toBe(400);
    expect((await viewer.agent.get(`/api/discovery/${viewer.id}/date?cursor=bm9wZQ`)).statusCode).toBe(400);
    expect((await viewer.agent.get(`/api/discovery/${viewer.id}/date?foo=1`)).statusCode).toBe(400);
  });

  it(
    'honours grid opt-in, interest both ways, age ranges both ' +
      'ways, distance both ways, self, suspension and blocks',
    async () => {
      const lat = LAT + 1; // a neighbourhood of its own so other tests' members don't interfere
      const viewer = await viewerAgent({ lat, age: 30, ageMin: 25, ageMax: 35, maxDistance: 10, grids: ['date'] });
      const ok = await member({ lat });
      const hookupOnly = await member({ lat, grids: ['hookup'] });
      const seeksWomen = await member({ lat, interestedIn: ['woman'] });
      const seeksMenPlural = await member({ lat, interestedIn: ['men'] });
      const seeksAnyone = await member({ lat, interestedIn: ['anyone'] });
      const isMan = await member({ lat, gender: 'man', interestedIn: ['man'] });
      const tooOld = await member({ lat, age: 40 });
      const wantsOlder = await member({ lat, ageMin: 35, ageMax: 60 });
      const far = await member({ lat: lat + 0.25 }); // ~17 miles: beyond the viewer's 10
      const nearButShortReach = await member({ lat: lat + 0.1, maxDistance: 5 }); // ~7 miles: beyond their 5
      const noPosition = await member({ lat: null, lng: null });
      const blockedByViewer = await member({ lat });
      const blockedViewer = await member({ lat });
      const suspended = await member({ lat });
      const db = t.ctx.database.db;
      await db.insert(blocks).values([
        { blockerId: viewer.id, blockedId: blockedByViewer.id },
        { blockerId: blockedViewer.id, blockedId: viewer.id },
      ]);
      await db
        .update(users)
        .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, suspended.id));

      const shown = ids(await grid(viewer.agent, viewer.id));
      expect(shown.sort()).toEqual([ok.id, seeksMenPlural.id, seeksAnyone.id].sort());
      for (const hidden of [
        hookupOnly,
        seeksWomen,
        isMan,
        tooOld,
        wantsOlder,
        far,
        nearButShortReach,
        noPosition,
        blockedByViewer,
        blockedViewer,
        suspended,
        viewer,
      ]) {
        expect(shown).not.toContain(hidden.id);
      }
      expect(ids(await grid(viewer.agent, viewer.id, 'hookup'))).toEqual([hookupOnly.id]);
      expect(ids(await grid(viewer.agent, viewer.id, 'chat'))).toEqual([]);

      // A suspension that has ended no longer hides the member.
      await db
        .update(users)
        .set({ suspendedUntil: new Date(Date.now() - 1000) })
        .where(eq(users.id, suspended.id));
      expect(ids(await grid(viewer.agent, viewer.id))).toContain(suspended.id);
    },
  );

  it('settings vocabulary (men/women) and registration vocabulary (man/woman) match alike', async () => {
    const lat = LAT + 2;
    const viewer = await viewerAgent({ lat, gender: 'non-binary', interestedIn: ['women', 'non-binary'] });
    const a = await member({ lat, interestedIn: ['non-binary'] });
    const b = await member({ lat, interestedIn: ['man', 'woman'] });
    const c = await member({ lat, gender: 'non-binary', interestedIn: ['anyone'] });
    expect(ids(await grid(viewer.agent, viewer.id)).sort()).toEqual([a.id, c.id].sort());
    expect(b.id).toBeGreaterThan(0);
  });

  it('ranks by the spec compatibility and presents cards without private fields', async () => {
    const lat = LAT + 3;
    const viewer = await viewerAgent({
      lat,
      vibes: [20, 80, 60],
      interests: ['travel', 'music', 'art', 'wine'],
      foods: ['sushi', 'bbq', 'vegan'],
    });
    const shapes: Array<[number, number, number]> = [
      [20, 20, 60],
      [90, 90, 10],
      [40, 30, 50],
      [0, 100, 100],
      [25, 25, 65],
    ];
    const interestSets = [['travel', 'music'], ['yoga'], ['travel', 'music', 'art', 'wine', 'coffee'], [], ['art']];
    const made: Array<{ id: number }> = [];
    for (let i = 0; i < shapes.length; i++)
      made.push(
        await member({
          lat: lat + i * 0.003,
          vibes: shapes[i],
          interests: interestSets[i],
          foods: ['sushi', 'bbq', 'vegan', 'keto'],
        }),
      );
    const cards = await grid(viewer.agent, viewer.id);
    expect(cards).toHaveLength(5);
    const viewerSide = {
      vibes: { romantic: 20, dominance: 80, social: 60 },
      interests: ['travel', 'music', 'art', 'wine'],
    };
    const expected = made
      .map((m, i) => ({
        id: m.id,
        c: computeCompatibility(viewerSide, {
          vibes: { romantic: shapes[i][0], dominance: shapes[i][1], social: shapes[i][2] },
          interests: interestSets[i],
        }),
      }))
      .sort((x, y) => y.c.score - x.c.score || x.id - y.id);
    expect(ids(cards)).toEqual(expected.map((e) => e.id));
    for (const card of cards) expect(card.compatibility).toEqual(expected.find((e) => e.id === card.id)!.c);
    const top = cards[0];
    expect(top.compatibility.summary).toBe('Perfect energy match!');
    expect(top.sharedFoods).toEqual(['sushi', 'bbq']);
    expect(cards.find((c) => c.id === made[2].id)!.sharedInterests).toEqual(['travel', 'music', 'art']);
    const keys = Object.keys(top);
    for (const secret of ['dateOfBirth', 'email', 'latitude', 'longitude', 'lat', 'lng', 'latSnap', 'trustScore'])
      expect(keys).not.toContain(secret);
    expect(top.age).toBe(30);
    expect(ageOn(dobForAge(30))).toBe(30);
    expect(Number.isInteger(top.distance)).toBe(true);
  });

  it('applies the viewer filter lists (height bucket, body type, poly → polyamorous, languages)', async () => {
    const lat = LAT + 4;
    const viewer = await viewerAgent({ lat });
    const tall = await member({
      lat,
      height: "6'5",
      bodyType: 'athletic',
      relationshipStatus: 'polyamorous',
      languages: ['English', 'Spanish'],
    });
    const mid = await member({
      lat,
      height: "5'7",
      bodyType: 'athletic',
      relationshipStatus: 'single',
      languages: ['English'],
    });
    const short = await member({
      lat,
      height: "4'11",
      bodyType: 'curvy',
      relationshipStatus: 'open',
      languages: ['French'],
    });
    const set = (f: Partial<typeof discoverySettings.$inferInsert>) =>
      t.ctx.database.db
        .update(discoverySettings)
        .set({ heightFilter: [], bodyTypeFilter: [], relationshipStatusFilter: [], languageFilter: [], ...f })
        .where(eq(discoverySettings.userId, viewer.id));
    const shown = async () => ids(await grid(viewer.agent, viewer.id)).sort();
    expect(await shown()).toEqual([tall.id, mid.id, short.id].sort());
    await set({ heightFilter: ["6'4+"] });
    expect(await shown()).toEqual([tall.id]);
    await set({ heightFilter: ["5'6", "5'0"] });
    expect(await shown()).toEqual([mid.id, short.id].sort());
    await set({ bodyTypeFilter: ['athletic'] });
    expect(await shown()).toEqual([tall.id, mid.id].sort());
    await set({ relationshipStatusFilter: ['poly'] });
    expect(await shown()).toEqual([tall.id]);
    await set({ languageFilter: ['Spanish', 'French'] });
    expect(await shown()).toEqual([tall.id, short.id].sort());
    await set({ bodyTypeFilter: ['athletic'], languageFilter: ['French'] });
    expect(await shown()).toEqual([]);
  });

  it('pages with a cursor: disjoint pages that cover every result in order', async () => {
    const lat = LAT + 5;
    const viewer = await viewerAgent({ lat, vibes: [50, 50, 50] });
    const made = new Set<number>();
    // Several equal scores so the id tie-break matters.
    for (let i = 0; i < 23; i++)
      made.add(
        (await member({ lat, vibes: [50 + (i % 4) * 10, 50, 50], interests: i % 2 ? ['travel'] : ['yoga'] })).id,
      );
    const all = await grid(viewer.agent, viewer.id, 'date', '?limit=50');
    expect(all).toHaveLength(23);
    const seen: ProfileCard[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await viewer.agent.get(
        `/api/discovery/${viewer.id}/date?limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as ProfileCard[]));
      cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(ids(seen)).toEqual(ids(all));
    expect(new Set(ids(seen)).size).toBe(23);
    expect([...made].every((id) => ids(seen).includes(id))).toBe(true);
  });

  it('distance comes from snapped cells and is rounded to whole miles', async () => {
    const lat = LAT + 6;
    const viewer = await viewerAgent({ lat, lng: LNG });
    const m = await member({ lat: lat + 0.0712, lng: LNG + 0.0333 });
    const [card] = await grid(viewer.agent, viewer.id);
    expect(card.id).toBe(m.id);
    const a = snap(lat, LNG);
    const b = snap(lat + 0.0712, LNG + 0.0333);
    expect(card.distance).toBe(Math.round(miles(a.lat, a.lng, b.lat, b.lng)));
  });
});
