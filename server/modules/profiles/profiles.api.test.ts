import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { acquaint, startTestApp, type TestAgent, type TestApp } from '#test/support';
import { moderationRequests, profiles, users } from '#db/schema';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['createMember']>>;
let owner: Member;
let other: Member;
let ownerAgent: TestAgent;
let otherAgent: TestAgent;
let modAgent: TestAgent;
let adminAgent: TestAgent;

const isoDaysAgo = (years: number) => {
  const d = new Date();
  const month = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${d.getUTCFullYear() - years}-${month}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, other, ownerAgent, otherAgent, modAgent, adminAgent } = await t.createCast({
    owner: {
      dateOfBirth: '1990-04-02',
      latitude: 40.6782,
      longitude: -73.9442,
      location: 'Brooklyn, NY',
      gender: 'woman',
    },
    other: { latitude: 40.7831, longitude: -73.9712 },
  }));
  await acquaint(t, other, owner);
});
afterAll(async () => {
  await t.close();
});

/** Fields decision 2 keeps out of anyone else's view of a profile. */
function expectNoPrivateFields(body: Record<string, unknown>, member: Member) {
  for (const key of [
    'email',
    'dateOfBirth',
    'latitude',
    'longitude',
    'receiveTextNSFW',
    'receiveImageNSFW',
    'nsfwPreferences',
    'passwordHash',
    'twoFactorEnabled',
    'role',
  ]) {
    expect(body).not.toHaveProperty(key);
  }
  const text = JSON.stringify(body);
  expect(text).not.toContain(member.email);
  expect(text).not.toContain(member.account.profile.dateOfBirth);
  expect(text).not.toContain(String(member.account.profile.latitude));
}

describe('GET /api/profile/{userId}', () => {
  it('needs a session', async () => {
    expect((await t.agent().get(`/api/profile/${owner.id}`)).statusCode).toBe(401);
  });

  it('gives the owner their full profile with real age and online state', async () => {
    const res = await ownerAgent.get(`/api/profile/${owner.id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      view: 'own',
      id: owner.id,
      email: owner.email,
      dateOfBirth: '1990-04-02',
      latitude: 40.6782,
      longitude: -73.9442,
      isOnline: true,
    });
    const today = new Date();
    const expectedAge =
      today.getUTCFullYear() -
      1990 -
      (today.getUTCMonth() + 1 < 4 || (today.getUTCMonth() + 1 === 4 && today.getUTCDate() < 2) ? 1 : 0);
    expect(p.age).toBe(expectedAge);
    expect(p.vibes).toEqual(owner.account.vibes);
  });

  it('gives another member, a moderator and an admin only the public view', async () => {
    for (const agent of [otherAgent, modAgent, adminAgent]) {
      const res = await agent.get(`/api/profile/${owner.id}`);
      expect(res.statusCode).toBe(200);
      const p = res.json();
      expect(p.view).toBe('public');
      expect(p.displayName).toBe(owner.account.profile.displayName);
      expect(typeof p.age).toBe('number');
      expectNoPrivateFields(p, owner);
    }
  });

  it('shows a rounded distance, never coordinates, and real online state', async () => {
    await t.ctx.database.db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(users.id, other.id));
    const p = (await ownerAgent.get(`/api/profile/${other.id}`)).json();
    expect(Number.isInteger(p.distance)).toBe(true);
    expect(p.distance).toBeGreaterThanOrEqual(5);
    expect(p.distance).toBeLessThanOrEqual(9);
    expect(p.isOnline).toBe(false);
  });

  it("measures from the viewer's position at the time of the read (batched with the pair facts, ADR 116)", async () => {
    const moveOwner = (latitude: number | null, longitude: number | null) =>
      t.ctx.database.db.update(profiles).set({ latitude, longitude }).where(eq(profiles.userId, owner.id));
    try {
      // Chicago to Manhattan: about 711 miles between the two privacy cells.
      await moveOwner(41.8781, -87.6298);
      const far = (await ownerAgent.get(`/api/profile/${other.id}`)).json();
      expect(far.distance).toBeGreaterThanOrEqual(700);
      expect(far.distance).toBeLessThanOrEqual(725);
      await moveOwner(null, null);
      expect((await ownerAgent.get(`/api/profile/${other.id}`)).json().distance).toBeNull();
    } finally {
      await moveOwner(40.6782, -73.9442);
    }
    expect((await ownerAgent.get(`/api/profile/${other.id}`)).json().distance).toBeLessThanOrEqual(9);
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    expect((await ownerAgent.get('/api/profile/999999')).statusCode).toBe(404);
    expect((await ownerAgent.get('/api/profile/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /api/profile/{userId}', () => {
  it('lets only the owner write: other member, moderator and admin get 403, anonymous 401', async () => {
    for (const agent of [otherAgent, modAgent, adminAgent]) {
      expect((await agent.patch(`/api/profile/${owner.id}`, { bio: 'hijacked' })).statusCode).toBe(403);
    }
    expect((await t.agent().patch(`/api/profile/${owner.id}`, { bio: 'hijacked' })).statusCode).toBe(401);
    const [row] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(row.bio).not.toBe('hijacked');
  });

  it('saves the editable fields and answers the full profile', async () => {
    const res = await ownerAgent.patch(`/api/profile/${owner.id}`, {
      bio: 'Trail runner and terrible punster.',
      interests: ['hiking', 'coffee'],
      languages: ['English', 'Spanish'],
      height: "5'7",
      bodyType: 'athletic',
      relationshipStatus: 'single',
      sexualIdentity: 'queer',
      interestedIn: ['men', 'women'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      view: 'own',
      bio: 'Trail runner and terrible punster.',
      interests: ['hiking', 'coffee'],
      height: "5'7",
      sexualIdentity: 'queer',
    });
  });

  it('refuses an under-18 date of birth, unknown fields and bad options without writing', async () => {
    const young = await ownerAgent.patch(`/api/profile/${owner.id}`, { dateOfBirth: isoDaysAgo(17) });
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toMatch(/at least 18/);
    expect((await ownerAgent.patch(`/api/profile/${owner.id}`, { email: 'x@y.z' })).statusCode).toBe(400);
    expect((await ownerAgent.patch(`/api/profile/${owner.id}`, { bodyType: 'huge' })).statusCode).toBe(400);
    expect((await ownerAgent.patch(`/api/profile/${owner.id}`, { bio: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await ownerAgent.patch(`/api/profile/${owner.id}`, { latitude: 10 })).statusCode).toBe(400);
    const [row] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(row.dateOfBirth).toBe('1990-04-02');
  });

  it('keeps gender read-only once set', async () => {
    const res = await ownerAgent.patch(`/api/profile/${owner.id}`, { gender: 'man' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Contact Support to Change Gender/);
    expect((await ownerAgent.patch(`/api/profile/${owner.id}`, { gender: 'woman' })).statusCode).toBe(200);
  });

  it('refuses a display name someone else has', async () => {
    const res = await ownerAgent.patch(`/api/profile/${owner.id}`, {
      displayName: other.account.profile.displayName.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
  });

  it('runs profile text through Guardian: BLOCK is refused, REVIEW is saved and queued', async () => {
    const blocked = await ownerAgent.patch(`/api/profile/${owner.id}`, { bio: 'I will kill you and your family' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toMatch(/Guardian AI/);
    const review = await ownerAgent.patch(`/api/profile/${owner.id}`, { bio: 'Follow my insta for more pics' });
    expect(review.statusCode).toBe(200);
    expect(review.json().bio).toBe('Follow my insta for more pics');
    const queued = await t.ctx.database.db
      .select()
      .from(moderationRequests)
      .where(eq(moderationRequests.userId, owner.id));
    expect(
      queued.some(
        (r) =>
          r.contentType === 'profile' && r.contentText === 'Follow my insta for more pics' && r.status === 'pending',
      ),
    ).toBe(true);
  });

  it('takes device coordinates, names the place offline and keeps the coordinates private', async () => {
    const res = await ownerAgent.patch(`/api/profile/${owner.id}`, { latitude: 30.2672, longitude: -97.7431 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ location: 'Austin, Texas', latitude: 30.2672, longitude: -97.7431 });
    const seen = (await otherAgent.get(`/api/profile/${owner.id}`)).json();
    expect(seen.location).toBe('Austin, Texas');
    expectNoPrivateFields(seen, owner);
    const text = await ownerAgent.patch(`/api/profile/${owner.id}`, {
      location: 'Brooklyn, NY',
      latitude: 40.6782,
      longitude: -73.9442,
    });
    expect(text.json().location).toBe('Brooklyn, NY');
  });
});

describe('vibes, discovery settings and NSFW preferences (owner only)', () => {
  it('GET/PATCH /api/vibes/{userId}', async () => {
    expect((await t.agent().get(`/api/vibes/${owner.id}`)).statusCode).toBe(401);
    for (const agent of [otherAgent, modAgent, adminAgent])
      expect((await agent.get(`/api/vibes/${owner.id}`)).statusCode).toBe(403);
    expect((await otherAgent.patch(`/api/vibes/${owner.id}`, { romantic: 1 })).statusCode).toBe(403);
    const res = await ownerAgent.patch(`/api/vibes/${owner.id}`, { dominance: 80 });
    expect(res.statusCode).toBe(200);
    expect(res.json().dominance).toBe(80);
    expect((await ownerAgent.get(`/api/vibes/${owner.id}`)).json()).toMatchObject({
      dominance: 80,
      romantic: owner.account.vibes.romantic,
    });
    expect((await ownerAgent.patch(`/api/vibes/${owner.id}`, { social: 101 })).statusCode).toBe(400);
    expect((await ownerAgent.patch(`/api/vibes/${owner.id}`, { sexual: 10 })).statusCode).toBe(400);
  });

  it('GET/PATCH/PUT /api/discovery-settings/{userId}: miles 5-60, age ranges, filter lists', async () => {
    expect((await t.agent().get(`/api/discovery-settings/${owner.id}`)).statusCode).toBe(401);
    for (const agent of [otherAgent, modAgent, adminAgent])
      expect((await agent.get(`/api/discovery-settings/${owner.id}`)).statusCode).toBe(403);
    expect((await otherAgent.put(`/api/discovery-settings/${owner.id}`, { heightFilter: [] })).statusCode).toBe(403);
    const patched = await ownerAgent.patch(`/api/discovery-settings/${owner.id}`, {
      appearInHookup: true,
      ageMin: 25,
      ageMax: 99,
      maxDistance: 60,
      enableNsfwContent: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      userId: owner.id,
      appearInHookup: true,
      ageMin: 25,
      ageMax: 99,
      maxDistance: 60,
      enableNsfwContent: true,
    });
    for (const bad of [
      { maxDistance: 61 },
      { maxDistance: 4 },
      { ageMin: 66 },
      { ageMax: 100 },
      { ageMin: 17 },
      { ageMin: 40, ageMax: 30 },
    ]) {
      expect((await ownerAgent.patch(`/api/discovery-settings/${owner.id}`, bad)).statusCode).toBe(400);
    }
    // One end alone must still leave a valid range.
    await ownerAgent.patch(`/api/discovery-settings/${owner.id}`, { ageMax: 30 });
    expect((await ownerAgent.patch(`/api/discovery-settings/${owner.id}`, { ageMin: 35 })).statusCode).toBe(400);
    const put = await ownerAgent.put(`/api/discovery-settings/${owner.id}`, {
      heightFilter: ["5'6", "6'4+"],
      relationshipStatusFilter: ['poly', 'single'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      heightFilter: ["5'6", "6'4+"],
      relationshipStatusFilter: ['polyamorous', 'single'],
      bodyTypeFilter: [],
    });
    expect(
      (await ownerAgent.put(`/api/discovery-settings/${owner.id}`, { languageFilter: ['Klingon'] })).statusCode,
    ).toBe(400);
    expect((await ownerAgent.put(`/api/discovery-settings/${owner.id}`, { ageMin: 20 })).statusCode).toBe(400);
    const cleared = await ownerAgent.put(`/api/discovery-settings/${owner.id}`, {
      heightFilter: [],
      bodyTypeFilter: [],
      relationshipStatusFilter: [],
      languageFilter: [],
    });
    expect(cleared.json()).toMatchObject({ heightFilter: [], relationshipStatusFilter: [] });
  });

  it('GET/PUT /api/users/{userId}/nsfw-preferences', async () => {
    const prefs = { receiveTextNSFW: false, receiveImageNSFW: true, warnBeforeNSFW: false, blurNSFWContent: false };
    expect((await t.agent().get(`/api/users/${owner.id}/nsfw-preferences`)).statusCode).toBe(401);
    for (const agent of [otherAgent, modAgent, adminAgent]) {
      expect((await agent.get(`/api/users/${owner.id}/nsfw-preferences`)).statusCode).toBe(403);
      expect((await agent.put(`/api/users/${owner.id}/nsfw-preferences`, prefs)).statusCode).toBe(403);
    }
    expect((await ownerAgent.get(`/api/users/${owner.id}/nsfw-preferences`)).json()).toEqual({
      receiveTextNSFW: true,
      receiveImageNSFW: false,
      warnBeforeNSFW: true,
      blurNSFWContent: true,
    });
    expect((await ownerAgent.put(`/api/users/${owner.id}/nsfw-preferences`, prefs)).json()).toEqual(prefs);
    expect((await ownerAgent.get(`/api/users/${owner.id}/nsfw-preferences`)).json()).toEqual(prefs);
    expect(
      (await ownerAgent.put(`/api/users/${owner.id}/nsfw-preferences`, { receiveTextNSFW: true })).statusCode,
    ).toBe(400);
    const seen = (await otherAgent.get(`/api/profile/${owner.id}`)).json();
    expect(JSON.stringify(seen)).not.toMatch(/NSFW/);
  });
});

describe('blocks (decision 18)', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/blocks')).statusCode).toBe(401);
    expect((await t.agent().post('/api/blocks', { userId: other.id })).statusCode).toBe(401);
    expect((await t.agent().delete(`/api/blocks/${other.id}`)).statusCode).toBe(401);
  });

  it('hides both members from each other, lists the block, and unblocking restores the view', async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    await acquaint(t, a, b);
    await acquaint(t, other, a);
    const [agentA, agentB] = [await t.signIn(a), await t.signIn(b)];
    expect((await agentA.post('/api/blocks', { userId: b.id })).statusCode).toBe(201);
    expect((await agentA.post('/api/blocks', { userId: b.id })).statusCode).toBe(201);
    expect((await agentA.get(`/api/profile/${b.id}`)).statusCode).toBe(404);
    expect((await agentB.get(`/api/profile/${a.id}`)).statusCode).toBe(404);
    expect((await agentB.get(`/api/photos/${a.id}`)).statusCode).toBe(404);
    // Others are unaffected.
    expect((await otherAgent.get(`/api/profile/${a.id}`)).statusCode).toBe(200);
    const list = (await agentA.get('/api/blocks')).json();
    expect(list).toEqual([expect.objectContaining({ userId: b.id, displayName: b.account.profile.displayName })]);
    expect((await agentB.get('/api/blocks')).json()).toEqual([]);
    // Only the blocker can lift it.
    expect((await agentB.delete(`/api/blocks/${a.id}`)).statusCode).toBe(404);
    expect((await agentA.delete(`/api/blocks/${b.id}`)).statusCode).toBe(200);
    expect((await agentB.get(`/api/profile/${a.id}`)).statusCode).toBe(200);
  });

  it('refuses blocking yourself, an unknown member or a malformed body', async () => {
    expect((await ownerAgent.post('/api/blocks', { userId: owner.id })).statusCode).toBe(400);
    expect((await ownerAgent.post('/api/blocks', { userId: 999999 })).statusCode).toBe(404);
    expect((await ownerAgent.post('/api/blocks', { userId: 'x' })).statusCode).toBe(400);
    expect((await ownerAgent.post('/api/blocks', { userId: other.id, reason: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /api/geo/reverse (offline gazetteer)', () => {
  it('names the city and region (anyone: the sign-up wizard asks before the account exists, ADR 040)', async () => {
    const anonymous = await t.agent().get('/api/geo/reverse?latitude=30.2672&longitude=-97.7431');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().location).toBe('Austin, Texas');
    const res = await ownerAgent.get('/api/geo/reverse?latitude=30.2672&longitude=-97.7431');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      city: 'Austin',
      principalSubdivision: 'Texas',
      countryCode: 'US',
      location: 'Austin, Texas',
    });
    expect((await ownerAgent.get('/api/geo/reverse?latitude=95&longitude=0')).statusCode).toBe(400);
    expect((await ownerAgent.get('/api/geo/reverse?latitude=abc&longitude=0')).statusCode).toBe(400);
    expect((await ownerAgent.get('/api/geo/reverse?latitude=0&longitude=-30')).statusCode).toBe(404);
  });
});

describe('account settings: two-factor and password', () => {
  it('PUT /api/account/two-factor turns it on for members; staff cannot turn it off', async () => {
    const m = await t.createMember();
    const agent = await t.signIn(m);
    expect((await t.agent().put('/api/account/two-factor', { enabled: true })).statusCode).toBe(401);
    expect((await agent.put('/api/account/two-factor', { enabled: true })).json()).toEqual({ twoFactorEnabled: true });
    expect((await agent.get(`/api/profile/${m.id}`)).json().twoFactorEnabled).toBe(true);
    const login = await t.agent().post('/api/auth/login', { email: m.email, password: m.password });
    expect(login.json().requireTwoFA).toBe(true);
    expect(
      (await agent.put('/api/account/two-factor', { enabled: false, currentPassword: m.password })).json(),
    ).toEqual({
      twoFactorEnabled: false,
    });
    for (const staff of [modAgent, adminAgent]) {
      expect((await staff.put('/api/account/two-factor', { enabled: false })).statusCode).toBe(400);
      expect((await staff.put('/api/account/two-factor', { enabled: true })).json()).toEqual({
        twoFactorEnabled: true,
      });
    }
    expect((await agent.put('/api/account/two-factor', { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('PUT /api/account/password needs the current password and ends the other sessions', async () => {
    const m = await t.createMember();
    const here = await t.signIn(m);
    const elsewhere = await t.signIn(m);
    expect(
      (await here.put('/api/account/password', { currentPassword: 'wrong-one-1', newPassword: 'Fresh-meadow-77' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await here.put('/api/account/password', { currentPassword: m.password, newPassword: 'short' })).statusCode,
    ).toBe(400);
    const ok = await here.put('/api/account/password', { currentPassword: m.password, newPassword: 'Fresh-meadow-77' });
    expect(ok.statusCode).toBe(200);
    expect((await here.get('/api/auth/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).statusCode).toBe(401);
    expect((await t.agent().post('/api/auth/login', { email: m.email, password: m.password })).statusCode).toBe(401);
    expect((await t.agent().post('/api/auth/login', { email: m.email, password: 'Fresh-meadow-77' })).statusCode).toBe(
      200,
    );
  });
});

it('keeps one row per member (sanity for the suite)', async () => {
  const [row] = await t.ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.userId, owner.id));
  expect(row.n).toBe(1);
});

it('a typed place counts as a move too: no more than 4 jumps over 5 km an hour either way', async () => {
  // Typing a city sets the position to that place (issue 14); it went around the jump limit (ADR 214).
  const m = await t.createMember({ latitude: 40.7128, longitude: -74.006, location: 'New York, NY' });
  const agent = await t.signIn(m);
  const places = ['Chicago, IL', 'Los Angeles, CA', 'Seattle, WA', 'Houston, TX'];
  for (const location of places) {
    const moved = await agent.patch(`/api/profile/${m.id}`, { location });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const refused = await agent.patch(`/api/profile/${m.id}`, { location: 'Boston, MA' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/Your location has moved more than 5 km 4 times in the last hour/);
  expect((await agent.get(`/api/profile/${m.id}`)).json().location).toBe('Houston, TX');
});
