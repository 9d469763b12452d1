import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileCard } from '#contracts';
import { discoverySettings, profiles } from '#db/schema';
import { startTestApp, type TestApp } from '#test/support';

const adultDob = '1994-05-10';

describe('forward geocoding and location at sign-up (issue 14)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'places "City, Region" for anyone, offers choices for ' + 'ambiguous names, and names the field when unknown',
    async () => {
      const anon = t.agent();
      const chicago = await anon.get('/api/geo/forward?location=Chicago,%20IL');
      expect(chicago.statusCode).toBe(200);
      expect(chicago.json().places).toHaveLength(1);
      expect(chicago.json().places[0]).toMatchObject({
        city: 'Chicago',
        principalSubdivision: 'Illinois',
        countryCode: 'US',
        location: 'Chicago, Illinois',
      });
      expect(chicago.json().places[0].latitude).toBeCloseTo(41.85, 1);

      const full = await anon.get('/api/geo/forward?location=chicago,%20illinois');
      expect(full.json().places[0].location).toBe('Chicago, Illinois');
      expect((await anon.get('/api/geo/forward?location=New%20York,%20NY')).json().places[0].location).toBe(
        'New York City, New York',
      );

      const portland = (await anon.get('/api/geo/forward?location=Portland')).json().places as Array<{
        location: string;
      }>;
      expect(portland.length).toBeGreaterThan(1);
      expect(portland.map((p) => p.location)).toEqual(expect.arrayContaining(['Portland, Oregon', 'Portland, Maine']));
      expect(portland[0].location).toBe('Portland, Oregon');

      const unknown = await anon.get('/api/geo/forward?location=Qwxzzyville,%20ZZ');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/^location: we could not find "Qwxzzyville, ZZ"/);
      const empty = await anon.get('/api/geo/forward?location=%20');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/location/);
    },
  );

  function registration(overrides: Record<string, unknown> = {}) {
    const tag = Math.random().toString(36).slice(2, 8);
    return {
      email: `newcomer-${tag}@example.com`,
      password: 'Lake-shore-drive-2026',
      displayName: `Newcomer ${tag}`,
      dateOfBirth: adultDob,
      gender: 'man',
      sexualIdentity: 'straight',
      interestedIn: ['woman'],
      location: 'Chicago, IL',
      discoverySettings: {
        appearInHookup: false,
        appearInDate: true,
        appearInChat: false,
        ageMin: 18,
        ageMax: 65,
        maxDistance: 25,
      },
      ...overrides,
    };
  }

  it('a newcomer who typed "Chicago, IL" sees Chicago members at once, and they see the newcomer', async () => {
    const db = t.ctx.database.db;
    // A Chicago member who wants to meet men in the date grid; a New Yorker who would, too.
    const local = await t.createMember({ city: 2, gender: 'woman', interestedIn: ['man'], dateOfBirth: '1993-03-03' });
    const faraway = await t.createMember({
      city: 0,
      gender: 'woman',
      interestedIn: ['man'],
      dateOfBirth: '1993-03-03',
    });
    for (const m of [local, faraway]) {
      await db
        .update(discoverySettings)
        .set({
          appearInDate: true,
          ageMin: 18,
          ageMax: 65,
          maxDistance: 25,
          heightFilter: [],
          bodyTypeFilter: [],
          relationshipStatusFilter: [],
          languageFilter: [],
        })
        .where(eq(discoverySettings.userId, m.id));
    }

    const agent = t.agent();
    const res = await agent.post('/api/auth/register', registration());
    expect(res.statusCode, res.body).toBe(201);
    const me = (await agent.get('/api/auth/user')).json();
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, me.id));
    expect(row.location).toBe('Chicago, IL');
    expect(row.latitude).toBeCloseTo(41.85, 1);
    expect(row.longitude).toBeCloseTo(-87.65, 1);

    const mine = (await agent.get(`/api/discovery/${me.id}/date`)).json() as ProfileCard[];
    expect(mine.map((c) => c.id)).toContain(local.id);
    expect(mine.map((c) => c.id)).not.toContain(faraway.id);

    const theirs = (await (await t.signIn(local)).get(`/api/discovery/${local.id}/date`)).json() as ProfileCard[];
    expect(theirs.map((c) => c.id)).toContain(me.id);
  });

  it(
    'keeps device coordinates when sent, and refuses an unknown ' +
      'or ambiguous typed place at registration, naming location',
    async () => {
      const device = t.agent();
      expect(
        (
          await device.post(
            '/api/auth/register',
            registration({ location: 'Somewhere cosy', latitude: 41.9, longitude: -87.7 }),
          )
        ).statusCode,
      ).toBe(201);

      const unknown = await t.agent().post('/api/auth/register', registration({ location: 'Qwxzzyville' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/^location:/);
      const ambiguous = await t.agent().post('/api/auth/register', registration({ location: 'Springfield' }));
      expect(ambiguous.statusCode).toBe(400);
      expect(ambiguous.json().message).toMatch(/^location: "Springfield" matches several places/);
      const half = await t.agent().post('/api/auth/register', registration({ latitude: 41.9 }));
      expect(half.statusCode).toBe(400);
      expect(half.json().message).toMatch(/latitude/);
    },
  );

  it(
    'places a member who has a place name but no coordinates ' + 'when they sign in, and when they type a new place',
    async () => {
      const db = t.ctx.database.db;
      const old = await t.createMember({ location: 'Austin, TX' });
      await db.update(profiles).set({ latitude: null, longitude: null }).where(eq(profiles.userId, old.id));
      const agent = await t.signIn(old);
      let [row] = await db.select().from(profiles).where(eq(profiles.userId, old.id));
      expect(row.latitude).toBeCloseTo(30.27, 1);

      const moved = await agent.patch(`/api/profile/${old.id}`, { location: 'Chicago, IL' });
      expect(moved.statusCode, moved.body).toBe(200);
      [row] = await db.select().from(profiles).where(eq(profiles.userId, old.id));
      expect(row.latitude).toBeCloseTo(41.85, 1);
      const bad = await agent.patch(`/api/profile/${old.id}`, { location: 'Qwxzzyville' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^location:/);
    },
  );
});
