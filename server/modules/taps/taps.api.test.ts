import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAPS_PER_DAY, type Tap } from '#contracts';
import { eq, inArray } from 'drizzle-orm';
import { blocks, discoverySettings, profiles } from '#db/schema';
import { createNeighbour, startTestApp, type TestApp } from '#test/support';
import { taps } from './taps.schema';

describe('taps API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a tap as yourself only, lists received taps to their owner only, newest first', async () => {
    const alice = await createNeighbour(t);
    const bob = await createNeighbour(t);
    const carol = await createNeighbour(t);
    const a = await t.signIn(alice);
    const b = await t.signIn(bob);
    const c = await t.signIn(carol);

    expect(
      (await t.agent().post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'wave' })).statusCode,
    ).toBe(401);
    expect((await a.post('/api/taps', { senderId: carol.id, receiverId: bob.id, tapType: 'wave' })).statusCode).toBe(
      403,
    );
    expect((await a.post('/api/taps', { senderId: alice.id, receiverId: alice.id, tapType: 'wave' })).statusCode).toBe(
      400,
    );
    expect((await a.post('/api/taps', { senderId: alice.id, receiverId: 99999999, tapType: 'wave' })).statusCode).toBe(
      404,
    );
    expect((await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'poke' })).statusCode).toBe(
      400,
    );
    expect(
      (await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'wave', extra: 1 })).statusCode,
    ).toBe(400);

    const first = await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'wave' });
    expect(first.statusCode).toBe(201);
    expect(first.json().matched).toBe(false);
    // One Like per member (issue 14): a repeat, of either kind, is refused with a clear message and stores nothing.
    for (const tapType of ['wave', 'heart']) {
      const again = await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`You already liked ${bob.account.profile.displayName}`);
    }
    expect((await c.post('/api/taps', { senderId: carol.id, receiverId: bob.id, tapType: 'heart' })).statusCode).toBe(
      201,
    );

    const list = await b.get(`/api/taps/${bob.id}`);
    expect(list.statusCode).toBe(200);
    const received = list.json() as Tap[];
    expect(received).toHaveLength(2);
    expect(received[0].sender).toEqual({
      id: carol.id,
      displayName: carol.account.profile.displayName,
      profilePictureUrl: null,
    });
    expect(received.map((x) => x.tapType)).toEqual(['heart', 'wave']);
    expect(JSON.stringify(received)).not.toMatch(/email|latitude|dateOfBirth/);

    expect((await a.get(`/api/taps/${bob.id}`)).statusCode).toBe(403);
    expect((await t.agent().get(`/api/taps/${bob.id}`)).statusCode).toBe(401);
    expect((await a.get(`/api/taps/${alice.id}`)).json()).toEqual([]);
  });

  it('a Like needs a member the sender could see: 404 like an unknown id, and no name (ADR 221)', async () => {
    // Through the UI a Like starts from a card or a profile the member sees; POST /api/taps with any id must not
    // reach (or name) members the sender could never meet.
    const sender = await t.createMember({
      latitude: 40.7,
      longitude: -74.0,
      gender: 'man',
      interestedIn: ['woman'],
      dateOfBirth: '1994-01-01',
    });
    const stranger = await t.createMember({
      latitude: 34.05,
      longitude: -118.24,
      gender: 'woman',
      interestedIn: ['woman'],
      dateOfBirth: '1994-01-01',
    });
    await t.ctx.database.db
      .update(discoverySettings)
      .set({ appearInDate: true, ageMin: 18, ageMax: 99, maxDistance: 25 })
      .where(inArray(discoverySettings.userId, [sender.id, stranger.id]));
    const s = await t.signIn(sender);
    const unknown = await s.post('/api/taps', { senderId: sender.id, receiverId: 99999999, tapType: 'heart' });
    for (const tapType of ['heart', 'heart', 'wave']) {
      const res = await s.post('/api/taps', { senderId: sender.id, receiverId: stranger.id, tapType });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    const st = await t.signIn(stranger);
    expect((await st.get(`/api/taps/${stranger.id}`)).json()).toEqual([]);
    // She moves near him and looks for men: each is in the other's Discover range, and the Like goes.
    await t.ctx.database.db
      .update(profiles)
      .set({ latitude: 40.71, longitude: -74.01, interestedIn: ['man'] })
      .where(eq(profiles.userId, stranger.id));
    const like = await s.post('/api/taps', { senderId: sender.id, receiverId: stranger.id, tapType: 'heart' });
    expect(like.statusCode, like.body).toBe(201);
    expect((await st.get(`/api/taps/${stranger.id}`)).json()).toHaveLength(1);
  });

  it('refuses taps across a block either way and hides blocked senders', async () => {
    const alice = await createNeighbour(t);
    const bob = await createNeighbour(t);
    const a = await t.signIn(alice);
    const b = await t.signIn(bob);
    expect((await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'wave' })).statusCode).toBe(
      201,
    );
    await t.ctx.database.db.insert(blocks).values({ blockerId: bob.id, blockedId: alice.id });
    expect((await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'heart' })).statusCode).toBe(
      404,
    );
    expect((await b.post('/api/taps', { senderId: bob.id, receiverId: alice.id, tapType: 'heart' })).statusCode).toBe(
      404,
    );
    expect((await b.get(`/api/taps/${bob.id}`)).json()).toEqual([]);
  });

  it(`caps taps at ${TAPS_PER_DAY} a day per member`, async () => {
    const alice = await createNeighbour(t);
    const bob = await createNeighbour(t);
    const a = await t.signIn(alice);
    const yesterday = new Date(Date.now() - 2 * 86_400_000);
    await t.ctx.database.db.insert(taps).values(
      Array.from({ length: TAPS_PER_DAY - 1 }, (_, i) => ({
        senderId: alice.id,
        receiverId: bob.id,
        tapType: 'wave' as const,
        createdAt: new Date(Date.now() - 3_600_000 - i * 1000),
      })),
    );
    await t.ctx.database.db
      .insert(taps)
      .values({ senderId: alice.id, receiverId: bob.id, tapType: 'wave', createdAt: yesterday });
    const carol = await createNeighbour(t);
    const dave = await createNeighbour(t);
    expect((await a.post('/api/taps', { senderId: alice.id, receiverId: carol.id, tapType: 'heart' })).statusCode).toBe(
      201,
    );
    const over = await a.post('/api/taps', { senderId: alice.id, receiverId: dave.id, tapType: 'wave' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/likes a day/);
  });
});
