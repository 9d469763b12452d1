import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '#contracts';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';
import * as repo from './messaging.repository';
import { conversations, messages } from './messaging.schema';

/**
 * The inbox and the messages page read in one prepared statement per turn each (ADR 113): what those statements
 * must keep — per-viewer answers inside one batch, the last message through the conversation's pointer (and past
 * it when the viewer hid it or it names no message), unread counts, pages and the viewer's reports.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Member = { id: number; agent: TestAgent };
async function signedIn(): Promise<Member> {
  const member = await t.createMember({});
  return { id: member.id, agent: await t.signIn(member) };
}
async function text(from: Member, to: Member, content: string): Promise<Message> {
  const res = await from.agent.post('/api/messages', {
    senderId: from.id,
    receiverId: to.id,
    clientId: crypto.randomUUID(),
    messageType: 'text',
    content,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function inbox(viewer: Member): Promise<Conversation[]> {
  const res = await viewer.agent.get('/api/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const rowWith = (rows: Conversation[], other: Member) => rows.find((c) => c.otherUser.id === other.id);
const db = () => t.ctx.database.db;

describe('inbox and messages page in one statement each (ADR 113)', () => {
  it('answers every viewer of one batch with their own inbox, newest activity first', async () => {
    const [ann, ben, cat, dan] = [await signedIn(), await signedIn(), await signedIn(), await signedIn()];
    await text(ann, ben, 'ann to ben');
    await text(cat, ann, 'cat to ann');
    await text(ben, cat, 'ben to cat');
    // Four requests in the same turn share one statement; dan has no conversation at all.
    const [a, b, c, d] = await Promise.all([inbox(ann), inbox(ben), inbox(cat), inbox(dan)]);
    expect(a.map((r) => [r.otherUser.id, r.lastMessage?.content, r.unreadCount])).toEqual([
      [cat.id, 'cat to ann', 1],
      [ben.id, 'ann to ben', 0],
    ]);
    expect(b.map((r) => [r.otherUser.id, r.lastMessage?.content, r.unreadCount])).toEqual([
      [cat.id, 'ben to cat', 0],
      [ann.id, 'ann to ben', 1],
    ]);
    expect(c.map((r) => r.otherUser.id)).toEqual([ben.id, ann.id]);
    expect(d).toEqual([]);

    // The per-viewer limit cuts each viewer's list, not the batch's.
    const many = await repo.inboxesOf(repo.preparedRead(t.ctx.database), [ann.id, ben.id], 1);
    expect(many.get(ann.id)!.rows.map((r) => r.otherId)).toEqual([cat.id]);
    expect(many.get(ben.id)!.rows.map((r) => r.otherId)).toEqual([cat.id]);
  });

  it('shows the newest message the viewer has not hidden; counts only unhidden, unrejected unread ones', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await text(alice, bob, 'first');
    const second = await text(alice, bob, 'second');
    const third = await text(alice, bob, 'third');
    expect(rowWith(await inbox(bob), alice)).toMatchObject({ lastMessage: { content: 'third' }, unreadCount: 3 });

    expect((await bob.agent.post(`/api/messages/${third.id}/hide`)).statusCode).toBe(200);
    expect(rowWith(await inbox(bob), alice)).toMatchObject({ lastMessage: { content: 'second' }, unreadCount: 2 });
    // The sender did not hide it.
    expect(rowWith(await inbox(alice), bob)).toMatchObject({ lastMessage: { content: 'third' }, unreadCount: 0 });

    await db().update(messages).set({ moderationStatus: 'rejected' }).where(eq(messages.id, second.id));
    // Still the last message (withheld from the receiver), but no longer unread.
    expect(rowWith(await inbox(bob), alice)).toMatchObject({
      lastMessage: { id: second.id, content: '', contentWithheld: true },
      unreadCount: 1,
    });

    // A conversation whose messages are all hidden for the viewer has no last message.
    const all = await db().select({ id: messages.id }).from(messages).where(eq(messages.receiverId, bob.id));
    for (const m of all) await bob.agent.post(`/api/messages/${m.id}/hide`);
    expect(rowWith(await inbox(bob), alice)).toMatchObject({ lastMessage: null, unreadCount: 0 });
  });

  it('a pointer naming no message (a lost clientId race, before its repair) falls back to the newest', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await text(alice, bob, 'one');
    const two = await text(bob, alice, 'two');
    const [conv] = await db().select().from(conversations)
      .where(sql`${conversations.userLowId} = ${Math.min(alice.id, bob.id)}
        and ${conversations.userHighId} = ${Math.max(alice.id, bob.id)}`);
    expect(conv.lastMessageId).toBe(two.id);
    await db()
      .update(conversations)
      .set({ lastMessageId: two.id + 1_000_000 })
      .where(eq(conversations.id, conv.id));
    expect(rowWith(await inbox(alice), bob)?.lastMessage).toMatchObject({ id: two.id, content: 'two' });
    await repo.repairLastMessage(db(), conv.id);
    const [repaired] = await db().select().from(conversations).where(eq(conversations.id, conv.id));
    expect(repaired.lastMessageId).toBe(two.id);
  });

  it('messages pages of one turn stay apart, hidden ones are left out, reports are the viewer’s own', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    const sent: Message[] = [];
    for (const content of ['m1', 'm2', 'm3', 'm4', 'm5']) sent.push(await text(alice, bob, content));
    await text(carol, bob, 'from carol');
    expect((await bob.agent.post(`/api/messages/${sent[3].id}/hide`)).statusCode).toBe(200);
    const report = await bob.agent.post('/api/messages/report', { messageId: sent[1].id, reason: 'behavior' });
    expect(report.statusCode, report.body).toBe(201);

    const get = async (viewer: Member, url: string) => {
      const res = await viewer.agent.get(url);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Message[]).map((m) => [m.content, m.reportedByMe]);
    };
    const [newest, older, fromCarol, asSender, none] = await Promise.all([
      get(bob, `/api/messages/${alice.id}?limit=2`),
      get(bob, `/api/messages/${alice.id}?limit=2&before=${sent[2].id}`),
      get(bob, `/api/messages/${carol.id}`),
      get(alice, `/api/messages/${bob.id}`),
      get(carol, `/api/messages/${alice.id}`),
    ]);
    expect(newest).toEqual([
      ['m3', false],
      ['m5', false],
    ]);
    expect(older).toEqual([
      ['m1', false],
      ['m2', true],
    ]);
    expect(fromCarol).toEqual([['from carol', false]]);
    expect(asSender.map(([c, r]) => `${c}:${r}`)).toEqual(['m1:false', 'm2:false', 'm3:false', 'm4:false', 'm5:false']);
    // Members who never wrote: an empty chat, not a missing one.
    expect(none).toEqual([]);

    // A member that does not exist, and a block either way, are both "not found".
    expect((await bob.agent.get('/api/messages/999999999')).statusCode).toBe(404);
    expect((await carol.agent.post('/api/blocks', { userId: bob.id })).statusCode).toBe(201);
    const [blockedA, blockedB, stillOpen] = await Promise.all([
      bob.agent.get(`/api/messages/${carol.id}`),
      carol.agent.get(`/api/messages/${bob.id}`),
      bob.agent.get(`/api/messages/${alice.id}?limit=1`),
    ]);
    expect([blockedA.statusCode, blockedB.statusCode, stillOpen.statusCode]).toEqual([404, 404, 200]);
    expect(rowWith(await inbox(bob), carol)).toBeUndefined();
  });
});
