import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAPS_PER_DAY, type Tap } from '#contracts';
import { blocks } from '#db/schema';
import { startTestApp, type TestApp } from '#test/support';
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
    const alice = await t.createMember();
    const bob = await t.createMember();
    const carol = await t.createMember();
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

  it('refuses taps across a block either way and hides blocked senders', async () => {
    const alice = await t.createMember();
    const bob = await t.createMember();
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
    const alice = await t.createMember();
    const bob = await t.createMember();
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
    const carol = await t.createMember();
    const dave = await t.createMember();
    expect((await a.post('/api/taps', { senderId: alice.id, receiverId: carol.id, tapType: 'heart' })).statusCode).toBe(
      201,
    );
    const over = await a.post('/api/taps', { senderId: alice.id, receiverId: dave.id, tapType: 'wave' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/likes a day/);
  });
});
