/**
 * ADR 200 through POST /api/messages: a part Guardian blocked stays in the sender's sliding window to the same
 * member (never delivered, kept for the window's 10 minutes only), so a later part that carries the blocked threat
 * over to someone new is not delivered either; an unrelated part after a block is delivered as before; the recipient
 * never sees blocked text by any route; attempts past the window are not read and are purged.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';
import { PURGE_SWEEP_JOB } from './messaging.service';
import { guardianWindowAttempts } from './messaging.schema';

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
const db = () => t.ctx.database.db;
const send = (from: Member, to: Member, content: string) =>
  from.agent.post('/api/messages', {
    senderId: from.id,
    receiverId: to.id,
    clientId: crypto.randomUUID(),
    messageType: 'text',
    content,
  });
const trustOf = async (m: Member) =>
  (await db().select({ trust: users.trustScore }).from(users).where(eq(users.id, m.id)))[0].trust;
const attemptsOf = (from: Member, to: Member) =>
  db()
    .select()
    .from(guardianWindowAttempts)
    .where(and(eq(guardianWindowAttempts.senderId, from.id), eq(guardianWindowAttempts.receiverId, to.id)));
/** Every route the recipient reads a conversation by: history (both forms), the inbox and its search. */
async function recipientSees(viewer: Member, other: Member): Promise<string> {
  const answers = await Promise.all([
    viewer.agent.get(`/api/messages?otherUserId=${other.id}`),
    viewer.agent.get(`/api/messages/${other.id}`),
    viewer.agent.get('/api/conversations'),
    viewer.agent.get('/api/conversations?q=kill'),
  ]);
  for (const a of answers) expect(a.statusCode, a.body).toBe(200);
  return answers.map((a) => a.body).join('\n');
}

describe("Guardian's window keeps blocked parts (ADR 200)", () => {
  it('part 1 blocked; part 2, harmless alone, carries the threat on: not delivered, trust drops again', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    const first = await send(alice, bob, "i'll kill you");
    expect(first.statusCode).toBe(400);
    expect(first.json().policy).toBe('threats');
    // Kept for the window (the first message: no conversation exists yet).
    expect((await attemptsOf(alice, bob)).map((a) => a.content)).toEqual(["i'll kill you"]);
    const afterFirst = await trustOf(alice);
    const second = await send(alice, bob, 'and your sister too');
    expect(second.statusCode, second.body).toBe(400);
    expect(second.json().policy).toBe('threats');
    expect(await trustOf(alice)).toBeLessThan(afterFirst);
    const third = await send(alice, bob, 's4me goes for ur dog');
    expect(third.statusCode, third.body).toBe(400);
    // Harmless alone: to a member with no blocked part in the window it is delivered.
    expect((await send(alice, carol, 'and your sister too')).statusCode).toBe(201);
    // The recipient never sees blocked text, by any route.
    const seen = await recipientSees(bob, alice);
    expect(seen).not.toContain('kill');
    expect(seen).not.toContain('sister');
    expect(seen).not.toContain('dog');
    expect((await bob.agent.get(`/api/messages?otherUserId=${alice.id}`)).json()).toEqual([]);
  });

  it('an unrelated harmless part after a blocked one is delivered as the window policy says', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect((await send(bob, alice, 'hey! how was your day?')).statusCode).toBe(201);
    expect((await send(alice, bob, 'good thanks')).statusCode).toBe(201);
    expect((await send(alice, bob, "i'll kill you")).statusCode).toBe(400);
    for (const part of ['sorry, that came out wrong', 'see you at 8 then?', 'haha ok'])
      expect((await send(alice, bob, part)).statusCode, part).toBe(201);
    const seen = (await bob.agent.get(`/api/messages?otherUserId=${alice.id}`)).json() as Array<{ content: string }>;
    expect(seen.map((m) => m.content).sort()).toEqual(
      ['good thanks', 'haha ok', 'hey! how was your day?', 'see you at 8 then?', 'sorry, that came out wrong'].sort(),
    );
    expect(await recipientSees(bob, alice)).not.toContain('kill');
  });

  it('a delivered part with the same text as a blocked one reads as delivered (ADR 206: a flag per part)', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect((await send(bob, alice, 'hey, how was the gym?')).statusCode).toBe(201);
    const goOn = "and i'm driving over tonight";
    expect((await send(alice, bob, "i'm going to stab you")).statusCode).toBe(400);
    // Right after the blocked threat the same words go on with its sentence: blocked and kept.
    expect((await send(alice, bob, goOn)).statusCode).toBe(400);
    expect((await send(alice, bob, 'sorry that came out wrong')).statusCode).toBe(201);
    // After a delivered part they are delivered: the window now holds these words twice, once blocked.
    expect((await send(alice, bob, goOn)).statusCode).toBe(201);
    expect((await attemptsOf(alice, bob)).map((a) => a.content).sort()).toEqual([goOn, "i'm going to stab you"].sort());
    // The part before this one was delivered, so nothing goes on with a blocked sentence (matched by text, the
    // delivered copy read as the blocked one and this part was blocked).
    const last = await send(alice, bob, "and i'll bring wine");
    expect(last.statusCode, last.body).toBe(201);
    const seen = (await bob.agent.get(`/api/messages?otherUserId=${alice.id}`)).json() as Array<{ content: string }>;
    expect(seen.map((m) => m.content).filter((c) => c === goOn)).toHaveLength(1);
    expect(seen.map((m) => m.content)).not.toContain("i'm going to stab you");
  });

  it('a blocked part older than the window is not read, and the purge sweep deletes it', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect((await send(alice, bob, "i'll kill you")).statusCode).toBe(400);
    await db()
      .update(guardianWindowAttempts)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(guardianWindowAttempts.senderId, alice.id));
    expect((await send(alice, bob, 'and your sister too')).statusCode).toBe(201);
    const jobId = await t.ctx.jobs.send(PURGE_SWEEP_JOB, {});
    expect((await t.ctx.jobs.waitFor(PURGE_SWEEP_JOB, jobId!, 30_000)).state).toBe('completed');
    expect(await attemptsOf(alice, bob)).toEqual([]);
  });

  it('no more blocked attempts are kept per pair than the window reads: the newest five (ADR 208)', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    const threats = [1, 2, 3, 4, 5, 6, 7].map((n) => `i will stab you ${n} times`);
    for (const text of threats) expect((await send(alice, bob, text)).statusCode, text).toBe(400);
    expect((await send(alice, carol, threats[0])).statusCode).toBe(400);
    const kept = (await attemptsOf(alice, bob)).map((a) => a.content);
    expect(kept.sort()).toEqual(threats.slice(2).sort());
    // Another pair's attempts are not touched.
    expect((await attemptsOf(alice, carol)).map((a) => a.content)).toEqual([threats[0]]);
  });

  it('a deleted account takes its blocked attempts with it', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect((await send(alice, bob, "i'll kill you")).statusCode).toBe(400);
    await db().delete(users).where(eq(users.id, alice.id));
    expect(await attemptsOf(alice, bob)).toEqual([]);
  });
});
