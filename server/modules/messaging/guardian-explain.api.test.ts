/**
 * Issue 15 through POST /api/messages: a blocked message names its policy (plain words after the
 * spec's "Message blocked by Guardian AI", machine-readable `policy`), a delivered-but-flagged one
 * carries an explanation for its sender only, and a threat split over several sends is blocked on
 * the part that completes it, lowering the sender's trust.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_BLOCKED_ERROR, type Message } from '#contracts';
import { users } from '#db/schema';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';

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
const send = (from: Member, to: Member, content: string) =>
  from.agent.post('/api/messages', {
    senderId: from.id,
    receiverId: to.id,
    clientId: crypto.randomUUID(),
    messageType: 'text',
    content,
  });
const trustOf = async (m: Member) =>
  (await t.ctx.database.db.select({ trust: users.trustScore }).from(users).where(eq(users.id, m.id)))[0].trust;

describe('Guardian tells the sender why (issue 15)', () => {
  it('a blocked message names the policy in words and in `policy`; nothing is stored', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const res = await send(alice, bob, "if you don't answer me tonight you'll regret it");
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message.startsWith(MESSAGE_BLOCKED_ERROR)).toBe(true);
    expect(body.message).toContain('threats or violence');
    expect(body.policy).toBe('threats');
    const history = await alice.agent.get(`/api/messages?otherUserId=${bob.id}`);
    expect(history.json()).toEqual([]);
  });

  it('a delivered-but-flagged message carries a note for its sender, not for the receiver', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    // A money request from a stranger is held for review, not blocked (asking who sells drugs now is).
    const res = await send(alice, bob, 'can you lend me 50 quid till friday?');
    expect(res.statusCode).toBe(201);
    const sent: Message = res.json();
    expect(sent.moderationStatus).toBe('flagged');
    expect(sent.guardianNote).toContain('scams and requests for money');
    const mine = (await alice.agent.get(`/api/messages?otherUserId=${bob.id}`)).json() as Message[];
    expect(mine.find((m) => m.id === sent.id)?.guardianNote).toContain('scams and requests for money');
    const theirs = (await bob.agent.get(`/api/messages?otherUserId=${alice.id}`)).json() as Message[];
    expect(theirs.find((m) => m.id === sent.id)?.guardianNote).toBeNull();
  });

  it('an ordinary message has no note', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const res = await send(alice, bob, 'Coffee on Saturday?');
    expect(res.statusCode).toBe(201);
    expect(res.json().guardianNote).toBeNull();
  });
});

describe("Guardian's sliding window (issue 15)", () => {
  it(
    'a threat split over three sends: the first parts are delivered, ' +
      'the completing part is blocked and trust drops',
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const carol = await signedIn();
      expect((await send(alice, bob, "i'm going to")).statusCode).toBe(201);
      expect((await send(alice, bob, 'find you')).statusCode).toBe(201);
      const before = await trustOf(alice);
      const last = await send(alice, bob, 'and hurt you');
      expect(last.statusCode).toBe(400);
      expect(last.json().policy).toBe('threats');
      expect(await trustOf(alice)).toBeLessThan(before);
      // The window is per member: the same words to someone else start a new window.
      expect((await send(alice, carol, 'and hurt you')).statusCode).not.toBe(400);
    },
  );
});
