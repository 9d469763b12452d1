/**
 * The batched send path (issue 6 speed work): group commit under concurrent sends, idempotent
 * retries inside one batch, the per-member cap under concurrency, sends over the socket
 * (`message.send`) with their auth rechecks, and two instances seeing each other's blocks at once.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_MESSAGE_ERROR, MESSAGE_BLOCKED_ERROR, type Message } from '#contracts';
import { buildApp } from '#server/app';
import { createContext } from '#server/bootstrap';
import { users } from '#db/schema';
import { SESSION_COOKIE } from '#http/session';
import { connectSocket, type TestSocket } from '#test/socket-client';
import { listenOnLoopback, startTestApp, type TestAgent, type TestApp } from '#test/support';
import * as repo from './messaging.repository';
import { conversations, messages } from './messaging.schema';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
});

type Member = { id: number; agent: TestAgent };
async function signedIn(app: TestApp = t): Promise<Member> {
  const member = await app.createMember();
  return { id: member.id, agent: await app.signIn(member) };
}
const uuid = () => crypto.randomUUID();
const db = () => t.ctx.database.db;
const body = (from: Member, to: Member, content: string, clientId = uuid()) => ({
  senderId: from.id,
  receiverId: to.id,
  clientId,
  messageType: 'text',
  content,
});

type Client = TestSocket;
async function connect(at: number, agent: TestAgent): Promise<Client> {
  const client = await connectSocket(at, agent);
  await client.next('ready');
  return client;
}
/** Sends over the socket and waits for this clientId's answer (ack or error). */
async function socketSend(c: Client, message: Record<string, unknown>): Promise<any> {
  const clientId = message.clientId as string;
  c.socket.send(JSON.stringify({ type: 'message.send', message }));
  return Promise.race([
    c.next('message.ack', (e) => e.clientId === clientId),
    c.next('message.error', (e) => e.clientId === clientId),
  ]);
}

describe('group commit: concurrent sends', () => {
  it(
    'many senders, conversations and retries at once: one message per clientId, ' +
      'retries answer the original, pointers right',
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const carol = await signedIn();
      const toBob = Array.from({ length: 12 }, (_, i) => body(alice, bob, `to bob ${i}`));
      const fromBob = Array.from({ length: 6 }, (_, i) => body(bob, alice, `to alice ${i}`));
      const toCarol = Array.from({ length: 6 }, (_, i) => body(alice, carol, `to carol ${i}`));
      // Every send to Bob is retried at the same moment (same clientId); one clientId is reused for another member.
      const requests = [
        ...toBob.map((b) => alice.agent.post('/api/messages', b)),
        ...toBob.map((b) => alice.agent.post('/api/messages', b)),
        ...fromBob.map((b) => bob.agent.post('/api/messages', b)),
        ...toCarol.map((b) => alice.agent.post('/api/messages', b)),
        alice.agent.post('/api/messages', { ...toBob[0], receiverId: carol.id, content: 'reused clientId' }),
      ];
      const answers = await Promise.all(requests);

      for (let i = 0; i < toBob.length; i++) {
        const pair = [answers[i], answers[toBob.length + i]];
        expect(pair.map((r) => r.statusCode).sort(), pair[0].body).toEqual([200, 201]);
        expect(pair[0].json().id).toBe(pair[1].json().id);
        expect(pair[0].json()).toMatchObject({
          clientId: toBob[i].clientId,
          content: `to bob ${i}`,
          senderId: alice.id,
          receiverId: bob.id,
        });
      }
      for (const r of answers.slice(2 * toBob.length, -1)) expect(r.statusCode, r.body).toBe(201);
      const reused = answers.at(-1)!;
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe('This clientId was already used for another message');

      const stored = await db().select().from(messages).where(eq(messages.senderId, alice.id));
      expect(stored).toHaveLength(18);
      expect(new Set(stored.map((m) => m.clientId)).size).toBe(18);
      expect(
        stored
          .filter((m) => m.receiverId === bob.id)
          .map((m) => m.content)
          .sort(),
      ).toEqual(toBob.map((b) => b.content).sort());

      // Each conversation exists once and its inbox pointer is its newest message.
      const convs = await db()
        .select()
        .from(conversations)
        .where(
          sql`${conversations.userLowId} in (${alice.id}, ${bob.id}, ${carol.id})
          and ${conversations.userHighId} in (${alice.id}, ${bob.id}, ${carol.id})`,
        );
      expect(convs).toHaveLength(2);
      for (const c of convs) {
        const [{ max }] = await db()
          .select({ max: sql<number>`max(${messages.id})::int` })
          .from(messages)
          .where(eq(messages.conversationId, c.id));
        expect(c.lastMessageId).toBe(max);
      }
      const inbox = (await bob.agent.get('/api/conversations')).json();
      expect(inbox).toHaveLength(1);
      expect(inbox[0]).toMatchObject({ otherUser: { id: alice.id }, unreadCount: 12 });
      const history: Message[] = (await bob.agent.get(`/api/messages?otherUserId=${alice.id}`)).json();
      expect(history).toHaveLength(18);
      expect(history.map((m) => m.id)).toEqual([...history.map((m) => m.id)].sort((a, b) => a - b));
    },
  );

  it(
    'one insert statement for many messages: ids in input order, ' +
      'one conversation upsert each, a clientId already stored answers the stored message',
    async () => {
      const [a, b, c] = [await signedIn(), await signedIn(), await signedIn()];
      const row = (from: Member, to: Member, content: string, clientId = uuid()) => ({
        senderId: from.id,
        receiverId: to.id,
        vibeType: 'chat' as const,
        row: {
          senderId: from.id,
          receiverId: to.id,
          clientId,
          messageType: 'text' as const,
          content,
          moderationStatus: 'approved' as const,
        },
      });
      const run = repo.hotSql(t.ctx.database);
      const first = row(a, b, 'first');
      const batch = [first, row(b, a, 'second'), row(a, c, 'third'), row(a, b, 'fourth')];
      const out = await repo.insertPlainMessages(db(), run, batch);
      expect(out.map((o) => o.created)).toEqual([true, true, true, true]);
      const ids = out.map((o) => o.message.id);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(out[0].message.conversationId).toBe(out[1].message.conversationId);
      expect(out[0].message.conversationId).toBe(out[3].message.conversationId);
      expect(out[2].message.conversationId).not.toBe(out[0].message.conversationId);
      const [ab] = await db().select().from(conversations).where(eq(conversations.id, out[0].message.conversationId));
      expect(ab).toMatchObject({ lastMessageId: ids[3], vibeType: 'chat', startedBy: a.id });

      // The same clientId again (a retry that raced past the facts read): no second row, the stored message back.
      const again = await repo.insertPlainMessages(db(), run, [
        { ...first, row: { ...first.row, content: 'different text' } },
        row(a, b, 'fifth'),
      ]);
      expect(again[0]).toMatchObject({ created: false, message: { id: ids[0], content: 'first' } });
      expect(again[1].created).toBe(true);
      const [after] = await db().select().from(conversations).where(eq(conversations.id, ab.id));
      expect(after.lastMessageId).toBe(again[1].message.id);
      const rows = await db()
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, a.id), eq(messages.clientId, first.row.clientId)));
      expect(rows).toHaveLength(1);
    },
  );

  it('the per-member cap holds when the sends arrive all at once', async () => {
    const limited = await startTestApp({ rateLimitScale: 1 });
    try {
      const alice = await signedIn(limited);
      const bob = await signedIn(limited);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => alice.agent.post('/api/messages', body(alice, bob, `burst ${i}`))),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      expect(answers.find((r) => r.statusCode === 429)!.json().message).toBe(
        'You are sending messages too fast. Please wait a moment and try again.',
      );
      const stored = await limited.ctx.database.db.select().from(messages).where(eq(messages.senderId, alice.id));
      expect(stored).toHaveLength(30);
    } finally {
      await limited.close();
    }
  });
});

describe('sending over the socket (message.send)', () => {
  it(
    "acks the sender, delivers to the receiver and the sender's other tabs, " + "and keeps HTTP's rules and errors",
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const a = await connect(port, alice.agent);
      const aOtherTab = await connect(port, alice.agent);
      const b = await connect(port, bob.agent);
      try {
        const msg = body(alice, bob, 'over the socket');
        const ack = await socketSend(a, msg);
        expect(ack).toMatchObject({
          type: 'message.ack',
          clientId: msg.clientId,
          created: true,
          message: { content: 'over the socket', senderId: alice.id },
        });
        expect((await b.next('message.new')).message).toMatchObject({
          id: ack.message.id,
          content: 'over the socket',
          receiverId: bob.id,
        });
        expect((await aOtherTab.next('message.new')).message.id).toBe(ack.message.id);
        // A retry: the same message, never a second one.
        const retry = await socketSend(a, msg);
        expect(retry).toMatchObject({ type: 'message.ack', created: false, message: { id: ack.message.id } });
        // The sending socket got its ack, not a message.new of its own.
        await new Promise((r) => setTimeout(r, 100));
        expect(a.events.filter((e) => e.type === 'message.new')).toEqual([]);
        const rows = await db()
          .select()
          .from(messages)
          .where(and(eq(messages.senderId, alice.id), eq(messages.clientId, msg.clientId)));
        expect(rows).toHaveLength(1);

        // HTTP's answers, as message.error with the status.
        const tooLong = body(alice, bob, 'x'.repeat(2001));
        const overHttp = await alice.agent.post('/api/messages', tooLong);
        expect(overHttp.statusCode).toBe(400);
        const invalid = await socketSend(a, tooLong);
        expect(invalid).toEqual({
          type: 'message.error',
          clientId: tooLong.clientId,
          status: 400,
          message: overHttp.json().message,
        });
        expect(invalid.message).toContain('at most 2000 characters');
        const asBob = await socketSend(a, body(bob, alice, 'pretending'));
        expect(asBob).toMatchObject({
          type: 'message.error',
          status: 403,
          message: 'You can only send messages as yourself',
        });
        const blocked = await socketSend(
          a,
          body(alice, bob, 'Send me $500 in gift cards or I will share your pics with your family'),
        );
        expect(blocked.type).toBe('message.error');
        expect(blocked.status).toBe(400);
        expect(blocked.message).toContain(MESSAGE_BLOCKED_ERROR);
        const flagged = await socketSend(a, body(alice, bob, 'send me nudes'));
        expect(flagged).toMatchObject({ type: 'message.ack', message: { moderationStatus: 'flagged' } });
        expect((await b.next('message.new', (e) => e.message.id === flagged.message.id)).message).toMatchObject({
          moderationStatus: 'flagged',
          nsfwWarning: true,
        });
      } finally {
        a.close();
        aOtherTab.close();
        b.close();
      }
    },
  );

  it(
    "refuses sends once the socket's session is revoked or the member is suspended, " +
      'before the heartbeat closes it',
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const carol = await signedIn();
      const a = await connect(port, alice.agent);
      const c = await connect(port, carol.agent);
      try {
        expect((await socketSend(a, body(alice, bob, 'still signed in'))).type).toBe('message.ack');
        const aClosed = new Promise<number>((resolve) => a.socket.on('close', (code: number) => resolve(code)));
        expect((await alice.agent.post('/api/auth/logout')).statusCode).toBe(200);
        // Logout now ends the session's socket at once (issue 10 §4), so nothing more can be sent on it.
        expect(await aClosed).toBe(4401);

        expect((await socketSend(c, body(carol, bob, 'before suspension'))).type).toBe('message.ack');
        await db()
          .update(users)
          .set({ suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: 'test' })
          .where(eq(users.id, carol.id));
        expect(await socketSend(c, body(carol, bob, 'while suspended'))).toMatchObject({
          type: 'message.error',
          status: 401,
        });

        const contents = (await db().select().from(messages).where(eq(messages.receiverId, bob.id)))
          .map((m) => m.content)
          .sort();
        expect(contents).toEqual(['before suspension', 'still signed in']);
      } finally {
        a.close();
        c.close();
      }
    },
  );
});

describe('two instances on one database', () => {
  it(
    'a block made through one instance refuses the very next send through the other ' +
      '(no per-instance cache to go stale)',
    async () => {
      const ctx2 = await createContext(
        { ...t.ctx.config },
        { database: { ...t.ctx.database, close: async () => undefined }, migrate: false },
      );
      const app2 = await buildApp(ctx2);
      await app2.listen({ port: 0, host: '127.0.0.1' });
      const alice = await signedIn();
      const bob = await signedIn();
      const a = await connect(port, alice.agent);
      try {
        expect((await alice.agent.post('/api/messages', body(alice, bob, 'hello'))).statusCode).toBe(201);
        expect((await socketSend(a, body(alice, bob, 'hello again'))).type).toBe('message.ack');
        // Bob blocks Alice through instance 2.
        const port2 = (app2.server.address() as { port: number }).port;
        const blocked = await fetch(`http://127.0.0.1:${port2}/api/blocks`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `${SESSION_COOKIE}=${bob.agent.cookie(SESSION_COOKIE)}`,
          },
          body: JSON.stringify({ userId: alice.id }),
        });
        expect(blocked.status).toBe(201);
        // Instance 1 refuses at once, over HTTP and over the socket.
        const viaHttp = await alice.agent.post('/api/messages', body(alice, bob, 'are you there?'));
        expect(viaHttp.statusCode).toBe(403);
        expect(viaHttp.json().message).toBe(CANNOT_MESSAGE_ERROR);
        expect(await socketSend(a, body(alice, bob, 'hello??'))).toMatchObject({
          type: 'message.error',
          status: 403,
          message: CANNOT_MESSAGE_ERROR,
        });
      } finally {
        a.close();
        await app2.close();
      }
    },
  );
});
