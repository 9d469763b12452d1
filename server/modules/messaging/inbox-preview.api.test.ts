import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '#contracts';
import { nsfwPreferences } from '#db/schema';
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
const text = (from: Member, to: Member, content: string) =>
  from.agent.post('/api/messages', {
    senderId: from.id,
    receiverId: to.id,
    clientId: crypto.randomUUID(),
    messageType: 'text',
    content,
  });
async function previewOf(viewer: Member, other: Member): Promise<Conversation['lastMessage']> {
  const res = await viewer.agent.get('/api/conversations');
  expect(res.statusCode, res.body).toBe(200);
  const row = (res.json() as Conversation[]).find((c) => c.otherUser.id === other.id);
  expect(row).toBeDefined();
  return row!.lastMessage;
}

describe('inbox previews carry the chat flags (issue 14)', () => {
  it("blurs and warns a flagged last message per the receiver's preferences, never for the sender", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    await t.ctx.database.db
      .update(nsfwPreferences)
      .set({ receiveTextNSFW: true, receiveImageNSFW: true, warnBeforeNSFW: false, blurNSFWContent: false })
      .where(eq(nsfwPreferences.userId, carol.id));

    const flagged = await text(alice, bob, 'send me nudes');
    expect(flagged.json()).toMatchObject({ moderationStatus: 'flagged' });
    // The receiver's preview has the same flags as the message in their chat (defaults: warn and blur).
    const [inChat] = (await bob.agent.get(`/api/messages?otherUserId=${alice.id}`)).json() as {
      blurred: boolean;
      nsfwWarning: boolean;
    }[];
    expect(await previewOf(bob, alice)).toMatchObject({
      content: 'send me nudes',
      blurred: inChat.blurred,
      nsfwWarning: inChat.nsfwWarning,
    });
    expect(inChat).toMatchObject({ blurred: true, nsfwWarning: true });
    expect(await previewOf(alice, bob)).toMatchObject({ blurred: false, nsfwWarning: false });

    // A receiver who opted out of blurring and warnings sees a plain preview.
    await text(alice, carol, 'send me nudes');
    expect(await previewOf(carol, alice)).toMatchObject({ blurred: false, nsfwWarning: false });

    // A clean reply replaces the preview, and its flags with it.
    await text(bob, alice, 'Not cool.');
    expect(await previewOf(bob, alice)).toMatchObject({ content: 'Not cool.', blurred: false, nsfwWarning: false });
  });
});
