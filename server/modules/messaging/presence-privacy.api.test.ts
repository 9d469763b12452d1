import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#db/schema';
import { insertConversation } from '#seed/factories';
import { connectSocket } from '#test/socket-client';
import { listenOnLoopback, startTestApp, type TestApp } from '#test/support';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(async () => {
  await t.close();
});

describe('presence of anyone (issue 10 §4)', () => {
  it('presence.watch answers only for conversation partners, coarsely, and never the exact time', async () => {
    const [me, partner, stranger] = [await t.createMember(), await t.createMember(), await t.createMember()];
    await insertConversation(t.ctx.database.db, {
      a: me.id,
      b: partner.id,
      lines: [{ from: 'b', content: 'Hey', minutesAgo: 5 }],
    });
    const lastWeek = new Date(Date.now() - 3 * 24 * 3600_000);
    await t.ctx.database.db.update(users).set({ lastSeenAt: lastWeek }).where(eq(users.id, partner.id));
    await t.ctx.database.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, stranger.id));

    const socket = await connectSocket(port, await t.signIn(me));
    try {
      await socket.next('ready');
      socket.socket.send(JSON.stringify({ type: 'presence.watch', userIds: [partner.id, stranger.id, 999999] }));
      const seen = await socket.next('presence', (e) => e.userId === partner.id);
      expect(seen).toEqual({
        type: 'presence',
        userId: partner.id,
        online: false,
        lastActive: 'this_week',
        lastSeenAt: null,
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(socket.events.filter((e) => e.type === 'presence')).toEqual([]);

      // The stranger coming online is not announced to me either.
      const strangerSocket = await connectSocket(port, await t.signIn(stranger));
      await strangerSocket.next('ready');
      await new Promise((r) => setTimeout(r, 200));
      expect(socket.events.filter((e) => e.type === 'presence')).toEqual([]);
      strangerSocket.close();

      // The partner coming online is, as "online" with a coarse bucket.
      const partnerSocket = await connectSocket(port, await t.signIn(partner));
      await partnerSocket.next('ready');
      expect(await socket.next('presence', (e) => e.userId === partner.id && e.online)).toEqual({
        type: 'presence',
        userId: partner.id,
        online: true,
        lastActive: 'today',
        lastSeenAt: null,
      });
      partnerSocket.close();
      await socket.next('presence', (e) => e.userId === partner.id && !e.online);
    } finally {
      socket.close();
    }
  });

  it(
    'a member who hides their presence looks offline everywhere ' +
      '(socket, profile, discovery) and is never announced',
    async () => {
      const [me, shy] = [await t.createMember(), await t.createMember()];
      await insertConversation(t.ctx.database.db, {
        a: me.id,
        b: shy.id,
        lines: [{ from: 'b', content: 'Hi', minutesAgo: 1 }],
      });
      const shyAgent = await t.signIn(shy);
      const bad = await shyAgent.put('/api/account/presence', { hidden: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/hidden/);
      expect((await t.agent().put('/api/account/presence', { hidden: true })).statusCode).toBe(401);
      expect((await shyAgent.put('/api/account/presence', { hidden: true })).json()).toEqual({ presenceHidden: true });
      expect((await shyAgent.get('/api/auth/user')).json().presenceHidden).toBe(true);

      const socket = await connectSocket(port, await t.signIn(me));
      const shySocket = await connectSocket(port, shyAgent);
      try {
        await socket.next('ready');
        await shySocket.next('ready');
        socket.socket.send(JSON.stringify({ type: 'presence.watch', userIds: [shy.id] }));
        expect(await socket.next('presence', (e) => e.userId === shy.id)).toEqual({
          type: 'presence',
          userId: shy.id,
          online: false,
          lastActive: null,
          lastSeenAt: null,
        });
        shySocket.close();
        await new Promise((r) => setTimeout(r, 200));
        expect(socket.events.filter((e) => e.type === 'presence')).toEqual([]);
        const profile = await (await t.signIn(me)).get(`/api/profile/${shy.id}`);
        expect(profile.statusCode).toBe(200);
        expect(profile.json().isOnline).toBe(false);
      } finally {
        socket.close();
      }
    },
  );

  it('the inbox shows online only for partners who wrote and do not hide it; my own "hi" opens nothing', async () => {
    // Anyone may write to any id: if that made them a "partner", one message per member turned the
    // inbox and presence.watch into a live online tracker of anyone (ADR 214).
    const [me, friend, shy, quiet] = [
      await t.createMember(),
      await t.createMember(),
      await t.createMember(),
      await t.createMember(),
    ];
    const db = t.ctx.database.db;
    await insertConversation(db, { a: me.id, b: friend.id, lines: [{ from: 'b', content: 'Hey', minutesAgo: 3 }] });
    await insertConversation(db, { a: me.id, b: shy.id, lines: [{ from: 'b', content: 'Hello', minutesAgo: 2 }] });
    await insertConversation(db, { a: me.id, b: quiet.id, lines: [{ from: 'a', content: 'Hi!', minutesAgo: 1 }] });
    const now = new Date();
    for (const m of [friend, shy, quiet]) await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, m.id));
    await db.update(users).set({ presenceHidden: true }).where(eq(users.id, shy.id));

    const agent = await t.signIn(me);
    const inbox = (await agent.get('/api/conversations')).json() as Array<{
      otherUser: { id: number; isOnline: boolean };
    }>;
    const online = Object.fromEntries(inbox.map((c) => [c.otherUser.id, c.otherUser.isOnline]));
    expect(online).toEqual({ [friend.id]: true, [shy.id]: false, [quiet.id]: false });

    const socket = await connectSocket(port, agent);
    try {
      await socket.next('ready');
      socket.socket.send(JSON.stringify({ type: 'presence.watch', userIds: [friend.id, quiet.id] }));
      expect(await socket.next('presence', (e) => e.userId === friend.id)).toMatchObject({ online: true });
      await new Promise((r) => setTimeout(r, 200));
      expect(socket.events.filter((e) => e.type === 'presence' && e.userId === quiet.id)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('a block or an unmatch stops presence at once, also on a socket that was already watching', async () => {
    const [me, blocker, unmatcher] = [await t.createMember(), await t.createMember(), await t.createMember()];
    const db = t.ctx.database.db;
    for (const other of [blocker, unmatcher])
      await insertConversation(db, { a: me.id, b: other.id, lines: [{ from: 'b', content: 'Hey', minutesAgo: 2 }] });
    const agent = await t.signIn(me);
    const socket = await connectSocket(port, agent);
    try {
      await socket.next('ready');
      socket.socket.send(JSON.stringify({ type: 'presence.watch', userIds: [blocker.id, unmatcher.id] }));
      await socket.next('presence', (e) => e.userId === blocker.id);
      await socket.next('presence', (e) => e.userId === unmatcher.id);
      const blockerAgent = await t.signIn(blocker);
      expect((await blockerAgent.post('/api/blocks', { userId: me.id })).statusCode).toBe(201);
      const unmatcherAgent = await t.signIn(unmatcher);
      expect((await unmatcherAgent.delete(`/api/conversations/${me.id}`)).statusCode).toBe(204);

      // They come online: my socket, still watching from before, hears nothing of it.
      const theirs = [await connectSocket(port, blockerAgent), await connectSocket(port, unmatcherAgent)];
      for (const s of theirs) await s.next('ready');
      await new Promise((r) => setTimeout(r, 300));
      for (const s of theirs) s.close();
      await new Promise((r) => setTimeout(r, 300));
      expect(socket.events.filter((e) => e.type === 'presence')).toEqual([]);
      // Asking again answers nothing for either.
      socket.socket.send(JSON.stringify({ type: 'presence.watch', userIds: [blocker.id, unmatcher.id] }));
      await new Promise((r) => setTimeout(r, 300));
      expect(socket.events.filter((e) => e.type === 'presence')).toEqual([]);
    } finally {
      socket.close();
    }
  });
});
