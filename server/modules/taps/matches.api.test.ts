import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Tap } from '#contracts';
import { blocks } from '#db/schema';
import { connectSocket } from '#test/socket-client';
import { listenOnLoopback, createNeighbour, startTestApp, type TestApp } from '#test/support';

// One app for the file: every test registers the members it reads, so the two blocks share nothing but the app.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
});

/** Issue 14: likes, matches (announced live), "already liked", unmatch for both, and block list / unblock. */
describe('likes, matches and unmatch', () => {
  async function pair() {
    const alice = await createNeighbour(t);
    const bob = await createNeighbour(t);
    return { alice, bob, a: await t.signIn(alice), b: await t.signIn(bob) };
  }
  const send = (
    agent: Awaited<ReturnType<TestApp['signIn']>>,
    senderId: number,
    receiverId: number,
    content = 'Hi there!',
  ) => agent.post('/api/messages', { senderId, receiverId, content, messageType: 'text', clientId: randomUUID() });

  it(
    'a like back is a match: both hear it live, both lists ' +
      'say matched, and each sees whom they liked (owner only)',
    async () => {
      const { alice, bob, a, b } = await pair();
      const sa = await connectSocket(port, a);
      const sb = await connectSocket(port, b);
      try {
        await sa.next('ready');
        await sb.next('ready');
        expect(
          (await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'wave' })).json().matched,
        ).toBe(false);
        const back = await b.post('/api/taps', { senderId: bob.id, receiverId: alice.id, tapType: 'heart' });
        expect(back.statusCode).toBe(201);
        expect(back.json().matched).toBe(true);

        expect(await sa.next('match.new')).toEqual({
          type: 'match.new',
          member: { id: bob.id, displayName: bob.account.profile.displayName, profilePictureUrl: null },
        });
        expect(await sb.next('match.new')).toMatchObject({ member: { id: alice.id } });
      } finally {
        sa.close();
        sb.close();
      }
      const aliceLikes = (await a.get(`/api/taps/${alice.id}`)).json() as Tap[];
      expect(aliceLikes).toHaveLength(1);
      expect(aliceLikes[0]).toMatchObject({ senderId: bob.id, matched: true });
      expect(((await b.get(`/api/taps/${bob.id}`)).json() as Tap[])[0].matched).toBe(true);

      expect((await a.get(`/api/taps/${alice.id}/sent`)).json()).toEqual({ userIds: [bob.id] });
      expect((await b.get(`/api/taps/${alice.id}/sent`)).statusCode).toBe(403);
      expect((await t.agent().get(`/api/taps/${alice.id}/sent`)).statusCode).toBe(401);
    },
  );

  it('unmatch ends the conversation for both: gone from both inboxes, messages refused until a new match', async () => {
    const { alice, bob, a, b } = await pair();
    const carol = await createNeighbour(t);
    const c = await t.signIn(carol);
    await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'heart' });
    await b.post('/api/taps', { senderId: bob.id, receiverId: alice.id, tapType: 'heart' });
    expect((await send(a, alice.id, bob.id)).statusCode).toBe(201);
    expect((await send(b, bob.id, alice.id, 'Hello back')).statusCode).toBe(201);
    expect(
      (await a.get('/api/conversations')).json().map((x: { otherUser: { id: number } }) => x.otherUser.id),
    ).toContain(bob.id);

    // Who may call it: anonymous 401; yourself 400; unknown member 404.
    expect((await t.agent().delete(`/api/conversations/${bob.id}`)).statusCode).toBe(401);
    expect((await a.delete(`/api/conversations/${alice.id}`)).statusCode).toBe(400);
    expect((await a.delete('/api/conversations/99999999')).statusCode).toBe(404);
    expect((await a.delete('/api/conversations/abc')).statusCode).toBe(400);

    const sb = await connectSocket(port, b);
    try {
      await sb.next('ready');
      expect((await a.delete(`/api/conversations/${bob.id}`)).statusCode).toBe(204);
      expect(await sb.next('conversation.ended')).toEqual({ type: 'conversation.ended', otherUserId: alice.id });
    } finally {
      sb.close();
    }
    for (const [agent, other] of [
      [a, bob.id],
      [b, alice.id],
    ] as const) {
      const inbox = (await agent.get('/api/conversations')).json() as Array<{ otherUser: { id: number } }>;
      expect(inbox.map((x) => x.otherUser.id)).not.toContain(other);
      expect((await agent.get(`/api/messages/${other}`)).json()).toEqual([]);
    }
    const refused = await send(b, bob.id, alice.id, 'Wait!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/unmatched/);
    expect((await send(a, alice.id, bob.id, 'Oops')).statusCode).toBe(403);
    // A third member is untouched.
    expect((await send(c, carol.id, alice.id)).statusCode).toBe(201);
    // Their likes are gone with it, so they can like again; a new match lifts the unmatch.
    expect((await a.get(`/api/taps/${alice.id}/sent`)).json().userIds).not.toContain(bob.id);
    expect((await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'heart' })).statusCode).toBe(
      201,
    );
    expect(
      (await b.post('/api/taps', { senderId: bob.id, receiverId: alice.id, tapType: 'heart' })).json().matched,
    ).toBe(true);
    expect((await send(b, bob.id, alice.id, 'Second chance?')).statusCode).toBe(201);
    const fresh = (await a.get(`/api/messages/${bob.id}`)).json() as Array<{ content: string }>;
    expect(fresh.map((m) => m.content)).toEqual(['Second chance?']);
  });

  it('unmatching a blocked member answers like a missing one', async () => {
    const { alice, bob, a } = await pair();
    await t.ctx.database.db.insert(blocks).values({ blockerId: bob.id, blockedId: alice.id });
    expect((await a.delete(`/api/conversations/${bob.id}`)).statusCode).toBe(404);
  });

  it(
    'lists the members you blocked and unblocks them (owner ' + 'only), after which they can like each other again',
    async () => {
      const { alice, bob, a, b } = await pair();
      expect((await t.agent().get('/api/blocks')).statusCode).toBe(401);
      expect((await a.post('/api/blocks', { userId: bob.id })).statusCode).toBeLessThan(300);
      const list = (await a.get('/api/blocks')).json() as Array<{ userId: number; displayName: string }>;
      expect(list).toEqual([expect.objectContaining({ userId: bob.id, displayName: bob.account.profile.displayName })]);
      // The blocked member does not see who blocked them.
      expect((await b.get('/api/blocks')).json()).toEqual([]);
      expect((await b.post('/api/taps', { senderId: bob.id, receiverId: alice.id, tapType: 'heart' })).statusCode).toBe(
        404,
      );
      // Only the blocker can lift it.
      expect((await b.delete(`/api/blocks/${alice.id}`)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await a.post('/api/taps', { senderId: alice.id, receiverId: bob.id, tapType: 'heart' })).statusCode).toBe(
        404,
      );

      expect((await a.delete(`/api/blocks/${bob.id}`)).statusCode).toBeLessThan(300);
      expect((await a.get('/api/blocks')).json()).toEqual([]);
      expect((await b.post('/api/taps', { senderId: bob.id, receiverId: alice.id, tapType: 'heart' })).statusCode).toBe(
        201,
      );
    },
  );
});

describe('POST /api/messages without clientId (decision 30)', () => {
  it(
    'is accepted, each send stored once (no retry ' + 'de-duplication); a malformed clientId still names the field',
    async () => {
      const alice = await createNeighbour(t);
      const bob = await createNeighbour(t);
      const a = await t.signIn(alice);
      const body = { senderId: alice.id, receiverId: bob.id, content: 'Spec client says hi', messageType: 'text' };
      const first = await a.post('/api/messages', body);
      expect(first.statusCode, first.body).toBe(201);
      expect((await a.post('/api/messages', body)).statusCode).toBe(201);
      const thread = (await a.get(`/api/messages/${bob.id}`)).json() as Array<{ content: string }>;
      expect(thread.filter((m) => m.content === 'Spec client says hi')).toHaveLength(2);
      const bad = await a.post('/api/messages', { ...body, clientId: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/clientId/);
    },
  );
});
