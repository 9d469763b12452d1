import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_MESSAGE_ERROR, MESSAGE_BLOCKED_ERROR, type Message } from '#contracts';
import { buildApp } from '#server/app';
import { createContext } from '#server/bootstrap';
import { blocks, moderationRequests, nsfwPreferences, trainingSamples, users } from '#db/schema';
import { SESSION_COOKIE } from '#http/session';
import { connectSocket } from '#test/socket-client';
import { listenOnLoopback, startTestApp, testDatabaseKind, type TestAgent, type TestApp } from '#test/support';
import { storePhoto } from '#modules/photos';
import { PURGE_SWEEP_JOB } from './index';
import { messageMedia, messageReports, messages } from './messaging.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Member = { id: number; agent: TestAgent; email: string; password: string };
async function signedIn(overrides: Parameters<TestApp['createMember']>[0] = {}, app: TestApp = t): Promise<Member> {
  const member = await app.createMember(overrides);
  return { id: member.id, email: member.email, password: member.password, agent: await app.signIn(member) };
}
const uuid = () => crypto.randomUUID();
const text = (from: Member, to: Member, content: string, extra: Record<string, unknown> = {}) =>
  from.agent.post('/api/messages', {
    senderId: from.id,
    receiverId: to.id,
    clientId: uuid(),
    messageType: 'text',
    content,
    ...extra,
  });
const history = async (viewer: Member, other: Member): Promise<Message[]> => {
  const res = await viewer.agent.get(`/api/messages?otherUserId=${other.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const raw = (m: Member, url: string, payload: Buffer, type: string, headers: Record<string, string> = {}) =>
  m.agent.request({ method: 'POST', url, payload, headers: { 'content-type': type, ...headers } });
const db = () => t.ctx.database.db;

/** A small but valid Ogg Opus stream lasting `seconds` (the last page's granule position). */
function oggOpus(seconds: number): Buffer {
  const page = (granule: bigint, seq: number, payload: Buffer, type = 0) => {
    const header = Buffer.alloc(27);
    header.write('OggS', 0);
    header[4] = 0;
    header[5] = type;
    header.writeBigInt64LE(granule, 6);
    header.writeUInt32LE(0x1234, 14);
    header.writeUInt32LE(seq, 18);
    header[26] = 1;
    return Buffer.concat([header, Buffer.from([payload.length]), payload]);
  };
  const head = Buffer.concat([Buffer.from('OpusHead'), Buffer.from([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0])]);
  const tags = Buffer.concat([Buffer.from('OpusTags'), Buffer.alloc(8)]);
  return Buffer.concat([
    page(0n, 0, head, 2),
    page(0n, 1, tags),
    page(BigInt(Math.round(seconds * 48_000)), 2, Buffer.alloc(100, 7), 4),
  ]);
}

async function waitForStatus(
  viewer: Member,
  other: Member,
  id: number,
  statuses: string[],
  timeoutMs = 25_000,
): Promise<Message> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await history(viewer, other)).find((m) => m.id === id)!;
    if (statuses.includes(found.moderationStatus)) return found;
    if (Date.now() > deadline) throw new Error(`message ${id} still ${found.moderationStatus}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('text messages, conversations and read state', () => {
  it('sends, lists for both participants, counts unread, marks read and searches the inbox', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const sent = await text(alice, bob, 'Hi Bob! Fancy a coffee this weekend?', { vibeType: 'chat' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      senderId: alice.id,
      receiverId: bob.id,
      messageType: 'text',
      content: 'Hi Bob! Fancy a coffee this weekend?',
      moderationStatus: 'approved',
      isDisappearing: false,
      readAt: null,
      contentWithheld: false,
    });
    expect((await text(bob, alice, 'Sounds lovely, Saturday?')).statusCode).toBe(201);
    expect((await text(alice, bob, 'Saturday works')).statusCode).toBe(201);

    const forBob = await history(bob, alice);
    expect(forBob.map((m) => m.content)).toEqual([
      'Hi Bob! Fancy a coffee this weekend?',
      'Sounds lovely, Saturday?',
      'Saturday works',
    ]);
    expect(await history(alice, bob)).toHaveLength(3);
    const byPath = await bob.agent.get(`/api/messages/${alice.id}?limit=2`);
    expect(byPath.json().map((m: Message) => m.content)).toEqual(['Sounds lovely, Saturday?', 'Saturday works']);
    const older = await bob.agent.get(`/api/messages/${alice.id}?limit=2&before=${byPath.json()[0].id}`);
    expect(older.json().map((m: Message) => m.content)).toEqual(['Hi Bob! Fancy a coffee this weekend?']);
    expect((await bob.agent.get(`/api/messages/${alice.id}?limit=101`)).statusCode).toBe(400);

    const inbox = (await bob.agent.get('/api/conversations')).json();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      otherUser: { id: alice.id, displayName: expect.any(String) },
      lastMessage: { content: 'Saturday works' },
      unreadCount: 2,
      vibeType: 'chat',
      lastActivity: expect.any(String),
    });
    expect(inbox[0].otherUser).not.toHaveProperty('email');
    expect((await alice.agent.get('/api/conversations')).json()[0].unreadCount).toBe(1);
    expect((await bob.agent.get('/api/conversations?vibeType=date')).json()).toHaveLength(0);
    expect((await bob.agent.get('/api/conversations?vibeType=chat')).json()).toHaveLength(1);
    expect((await bob.agent.get('/api/conversations?q=saturday')).json()).toHaveLength(1);
    expect((await bob.agent.get('/api/conversations?q=nobody-called-this')).json()).toHaveLength(0);

    const read = await bob.agent.post('/api/messages/read', { otherUserId: alice.id });
    expect(read.json()).toEqual({ ok: true, updated: 2 });
    expect((await bob.agent.get('/api/conversations')).json()[0].unreadCount).toBe(0);
    expect((await history(alice, bob)).filter((m) => m.senderId === alice.id).every((m) => m.readAt)).toBe(true);
  });

  it('is idempotent on clientId: a retried send returns the same message, never a duplicate', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const body = {
      senderId: alice.id,
      receiverId: bob.id,
      clientId: uuid(),
      messageType: 'text',
      content: 'Only once please',
    };
    const first = await alice.agent.post('/api/messages', body);
    const retry = await alice.agent.post('/api/messages', body);
    const [a, b] = await Promise.all([
      alice.agent.post('/api/messages', body),
      alice.agent.post('/api/messages', body),
    ]);
    expect(first.statusCode).toBe(201);
    for (const res of [retry, a, b]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(first.json().id);
    }
    expect(await history(bob, alice)).toHaveLength(1);
    // The same clientId towards someone else is a different request: refused.
    const carol = await signedIn();
    expect((await alice.agent.post('/api/messages', { ...body, receiverId: carol.id })).statusCode).toBe(409);
  });

  it('validates input and checks who sends', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const base = { senderId: alice.id, receiverId: bob.id, clientId: uuid(), messageType: 'text', content: 'hello' };
    expect((await t.agent().post('/api/messages', base)).statusCode).toBe(401);
    expect((await bob.agent.post('/api/messages', base)).statusCode).toBe(403);
    expect((await alice.agent.post('/api/messages', { ...base, admin: true })).statusCode).toBe(400);
    expect((await alice.agent.post('/api/messages', { ...base, clientId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await alice.agent.post('/api/messages', { ...base, content: '   ' })).statusCode).toBe(400);
    expect((await alice.agent.post('/api/messages', { ...base, content: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await alice.agent.post('/api/messages', { ...base, receiverId: alice.id })).statusCode).toBe(400);
    expect((await alice.agent.post('/api/messages', { ...base, receiverId: 99_999_999 })).statusCode).toBe(404);
    expect(
      (
        await alice.agent.post('/api/messages', {
          ...base,
          messageType: 'location',
          locationLatitude: 91,
          locationLongitude: 0,
        })
      ).statusCode,
    ).toBe(400);
    expect((await alice.agent.post('/api/messages', { ...base, messageType: 'photo' })).statusCode).toBe(400);
    expect(
      (
        await alice.agent.post('/api/messages', {
          ...base,
          messageType: 'voice',
          voiceUrl: '/api/messages/media/AAAAAAAAAAAAAAAAAAAAAAAA',
        })
      ).statusCode,
    ).toBe(400);
    expect((await alice.agent.get(`/api/messages?otherUserId=${bob.id}&userId=${bob.id}`)).statusCode).toBe(403);
    expect((await alice.agent.get('/api/messages?otherUserId=abc')).statusCode).toBe(400);
    expect((await alice.agent.get('/api/messages/99999999')).statusCode).toBe(404);
    // A chat that has not started yet is empty, not missing.
    expect(await history(alice, bob)).toEqual([]);
  });
});

describe('authorization: only the two participants', () => {
  it('a third member reads nothing: no messages, no files, no conversations, no actions', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    const voice = await raw(alice, '/api/messages/voice', oggOpus(2), 'audio/ogg');
    const sentVoice = await alice.agent.post('/api/messages', {
      senderId: alice.id,
      receiverId: bob.id,
      clientId: uuid(),
      messageType: 'voice',
      voiceUrl: voice.json().voiceUrl,
    });
    const sentText = await text(alice, bob, 'just for Bob');
    expect(sentText.statusCode).toBe(201);

    expect(await history(carol, alice)).toEqual([]);
    expect(await history(carol, bob)).toEqual([]);
    expect((await carol.agent.get('/api/conversations')).json()).toEqual([]);
    expect((await carol.agent.get(sentVoice.json().voiceUrl)).statusCode).toBe(404);
    expect((await t.agent().get(sentVoice.json().voiceUrl)).statusCode).toBe(401);
    expect((await bob.agent.get(sentVoice.json().voiceUrl)).statusCode).toBe(200);
    expect((await t.agent().get('/api/conversations')).statusCode).toBe(401);
    expect((await t.agent().get(`/api/messages?otherUserId=${alice.id}`)).statusCode).toBe(401);
    const id = sentText.json().id;
    expect((await carol.agent.post(`/api/messages/${id}/hide`)).statusCode).toBe(404);
    expect((await carol.agent.post(`/api/messages/${id}/reveal`)).statusCode).toBe(404);
    expect((await carol.agent.post('/api/messages/report', { messageId: id, reason: 'scammer' })).statusCode).toBe(404);
    expect((await carol.agent.post('/api/messages/read', { otherUserId: alice.id })).json()).toEqual({
      ok: true,
      updated: 0,
    });
    expect((await bob.agent.get('/api/conversations')).json()[0].unreadCount).toBe(2);
    // Staff see only what is up for review, never a private chat.
    const moderator = await signedIn({ role: 'moderator' });
    expect((await moderator.agent.get(sentVoice.json().voiceUrl)).statusCode).toBe(404);
  });

  it('blocked members cannot message each other and the chat disappears for both', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect((await text(alice, bob, 'hello before the block')).statusCode).toBe(201);
    await db().insert(blocks).values({ blockerId: bob.id, blockedId: alice.id });
    const refused = await text(alice, bob, 'hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CANNOT_MESSAGE_ERROR);
    expect((await text(bob, alice, 'nope')).statusCode).toBe(403);
    expect((await alice.agent.get(`/api/messages?otherUserId=${bob.id}`)).statusCode).toBe(404);
    expect((await alice.agent.get('/api/conversations')).json()).toEqual([]);
    expect((await bob.agent.get('/api/conversations')).json()).toEqual([]);
  });

  it('a suspended member cannot be messaged', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: 'test' })
      .where(eq(users.id, bob.id));
    expect((await text(alice, bob, 'are you there?')).statusCode).toBe(403);
  });
});

describe('every message type', () => {
  it('location: defaults from the spec, precise kept, area rounded to ~0.01°', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const base = { senderId: alice.id, receiverId: bob.id, messageType: 'location' };
    const area = await alice.agent.post('/api/messages', {
      ...base,
      clientId: uuid(),
      locationLatitude: 40.712776,
      locationLongitude: -74.005974,
    });
    expect(area.statusCode, area.body).toBe(201);
    expect(area.json()).toMatchObject({
      content: 'Location shared',
      locationName: 'Current location',
      isLocationPrecise: false,
      locationLatitude: 40.71,
      locationLongitude: -74.01,
    });
    const precise = await alice.agent.post('/api/messages', {
      ...base,
      clientId: uuid(),
      locationLatitude: 40.712776,
      locationLongitude: -74.005974,
      isLocationPrecise: true,
      locationName: 'Blue Bottle',
    });
    expect(precise.json()).toMatchObject({
      isLocationPrecise: true,
      locationLatitude: 40.712776,
      locationLongitude: -74.005974,
      locationName: 'Blue Bottle',
    });
    const seen = await history(bob, alice);
    expect(seen[0].locationLatitude).toBe(40.71);
  });

  it('voice: a sniffed audio upload stored as a file, duration measured, served to both participants', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect(
      (await raw(alice, '/api/messages/voice', Buffer.from('<html>not audio</html>'), 'audio/webm')).statusCode,
    ).toBe(400);
    expect(
      (await raw(alice, '/api/messages/voice', Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'audio/webm')).statusCode,
    ).toBe(413);
    expect((await raw(alice, '/api/messages/voice', oggOpus(150), 'audio/ogg')).statusCode).toBe(400);
    const upload = await raw(alice, '/api/messages/voice', oggOpus(3.2), 'audio/ogg');
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json()).toMatchObject({
      mimeType: 'audio/ogg',
      durationSeconds: 3.2,
      voiceUrl: expect.stringMatching(/^\/api\/messages\/media\//),
    });
    const { voiceUrl } = upload.json();
    // Someone else cannot send Alice's recording.
    expect(
      (
        await bob.agent.post('/api/messages', {
          senderId: bob.id,
          receiverId: alice.id,
          clientId: uuid(),
          messageType: 'voice',
          voiceUrl,
        })
      ).statusCode,
    ).toBe(400);
    const sent = await alice.agent.post('/api/messages', {
      senderId: alice.id,
      receiverId: bob.id,
      clientId: uuid(),
      messageType: 'voice',
      voiceUrl,
      voiceMessageDuration: 99,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      messageType: 'voice',
      content: 'Voice message',
      voiceMessageDuration: 3.2,
      voiceUrl,
      moderationStatus: 'approved',
    });
    const file = await bob.agent.get(voiceUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('audio/ogg');
    expect(file.headers['cache-control']).toContain('private');
    // One recording, one message.
    expect(
      (
        await alice.agent.post('/api/messages', {
          senderId: alice.id,
          receiverId: bob.id,
          clientId: uuid(),
          messageType: 'voice',
          voiceUrl,
        })
      ).statusCode,
    ).toBe(400);
    // Unknown duration: the recorder's header, else the spec default 0.
    const second = await raw(
      alice,
      '/api/messages/voice',
      Buffer.concat([
        Buffer.from([
          0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42,
          0xf3, 0x81, 0x08, 0x42, 0x82, 0x84,
        ]),
        Buffer.from('webm'),
        Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
        Buffer.alloc(200, 0),
      ]),
      'audio/webm',
      { 'x-voice-duration': '4.5' },
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ mimeType: 'audio/webm', durationSeconds: 4.5 });
  });

  it(
    'photo: a captured photo is re-encoded without EXIF, pending until checked, ' + 'then shown to the receiver',
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const carol = await signedIn();
      const jpeg = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 160, b: 200 } },
      })
        .withMetadata({ exif: { IFD0: { Copyright: 'gps-secret-owner' } } })
        .jpeg({ quality: 60 })
        .toBuffer();
      expect((await raw(alice, '/api/messages/photo', Buffer.from('GIF89a-not-really'), 'image/jpeg')).statusCode).toBe(
        400,
      );
      const upload = await raw(alice, '/api/messages/photo', jpeg, 'image/jpeg');
      expect(upload.statusCode, upload.body).toBe(201);
      const { photoUrl } = upload.json();
      expect((await carol.agent.get(photoUrl)).statusCode).toBe(404);
      const stored = await alice.agent.get(photoUrl);
      expect(stored.statusCode).toBe(200);
      expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();

      const sent = await alice.agent.post('/api/messages', {
        senderId: alice.id,
        receiverId: bob.id,
        clientId: uuid(),
        messageType: 'photo',
        photoData: photoUrl,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({
        messageType: 'photo',
        content: 'Photo shared',
        photoData: photoUrl,
        photoUrl,
      });
      expect(['pending', 'approved']).toContain(sent.json().moderationStatus);
      const checked = await waitForStatus(bob, alice, sent.json().id, ['approved', 'flagged']);
      expect(checked.photoUrl).toBe(photoUrl);
      expect((await bob.agent.get(photoUrl)).statusCode).toBe(200);
      expect((await carol.agent.get(photoUrl)).statusCode).toBe(404);
    },
  );

  it(
    "photo: only the sender's own approved private photos can be shared; " + 'sharing grants the receiver access',
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const image = await sharp({
        create: { width: 300, height: 300, channels: 3, background: { r: 236, g: 72, b: 153 } },
      })
        .png()
        .toBuffer();
      const approved = await storePhoto(db(), t.ctx.storage, {
        userId: alice.id,
        image,
        photoType: 'private',
        moderationStatus: 'approved',
      });
      const pending = await storePhoto(db(), t.ctx.storage, {
        userId: alice.id,
        image,
        photoType: 'private',
        moderationStatus: 'pending',
      });
      const bobs = await storePhoto(db(), t.ctx.storage, {
        userId: bob.id,
        image,
        photoType: 'private',
        moderationStatus: 'approved',
      });
      const share = (photoId: number, extra: Record<string, unknown> = {}) =>
        alice.agent.post('/api/messages', {
          senderId: alice.id,
          receiverId: bob.id,
          clientId: uuid(),
          messageType: 'photo',
          photoId,
          ...extra,
        });
      expect((await share(pending.id)).statusCode).toBe(400);
      expect((await share(bobs.id)).statusCode).toBe(400);
      expect((await bob.agent.get(`/api/photos/${approved.id}/file`)).statusCode).toBe(404);
      const sent = await share(approved.id);
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({ photoId: approved.id, photoUrl: `/api/photos/${approved.id}/file` });
      await waitForStatus(bob, alice, sent.json().id, ['approved', 'flagged']);
      expect((await bob.agent.get(`/api/photos/${approved.id}/file`)).statusCode).toBe(200);

      // A disappearing share is a copy that can be deleted; it does not open the gallery photo.
      const other = await storePhoto(db(), t.ctx.storage, {
        userId: alice.id,
        image,
        photoType: 'private',
        moderationStatus: 'approved',
      });
      const vanishing = await share(other.id, { isDisappearing: true });
      expect(vanishing.statusCode, vanishing.body).toBe(201);
      expect(vanishing.json().photoUrl).toMatch(/^\/api\/messages\/media\//);
      const seen = await waitForStatus(bob, alice, vanishing.json().id, ['approved', 'flagged']);
      expect(seen).toMatchObject({ contentWithheld: true, photoUrl: null, photoId: null });
      expect((await bob.agent.get(`/api/photos/${other.id}/file`)).statusCode).toBe(404);
    },
  );
});

describe('Guardian on every send', () => {
  it("BLOCK is refused with the spec wording, nothing is delivered and the sender's trust drops", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await db().update(users).set({ trustScore: 60 }).where(eq(users.id, alice.id));
    const res = await text(alice, bob, 'Send me $500 in gift cards or I will share your pics with your family');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MESSAGE_BLOCKED_ERROR);
    expect(await history(bob, alice)).toEqual([]);
    const [row] = await db().select({ trust: users.trustScore }).from(users).where(eq(users.id, alice.id));
    expect(row.trust).toBeLessThan(60);
  });

  it("REVIEW is delivered flagged, warned/blurred per the receiver's NSFW preferences, and queued", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    await db()
      .update(nsfwPreferences)
      .set({ receiveTextNSFW: true, receiveImageNSFW: true, warnBeforeNSFW: false, blurNSFWContent: false })
      .where(eq(nsfwPreferences.userId, carol.id));
    const res = await text(alice, bob, 'send me nudes');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ moderationStatus: 'flagged', nsfwWarning: false, blurred: false });
    const [seen] = await history(bob, alice);
    expect(seen).toMatchObject({
      moderationStatus: 'flagged',
      nsfwWarning: true,
      blurred: true,
      content: 'send me nudes',
    });
    const queued = await db()
      .select()
      .from(moderationRequests)
      .where(eq(moderationRequests.contentRef, `message:${res.json().id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ contentType: 'message', status: 'pending', userId: alice.id });
    // A moderator clears it: the flag goes for both.
    const moderator = await signedIn({ role: 'moderator' });
    expect(
      (await moderator.agent.post(`/api/admin/moderation-requests/${queued[0].id}/review`, { decision: 'approved' }))
        .statusCode,
    ).toBe(200);
    expect((await history(bob, alice))[0]).toMatchObject({
      moderationStatus: 'approved',
      nsfwWarning: false,
      blurred: false,
    });

    const toCarol = await text(alice, carol, 'send me nudes');
    expect(toCarol.json().moderationStatus).toBe('flagged');
    expect((await history(carol, alice))[0]).toMatchObject({ nsfwWarning: false, blurred: false });
  });
});

describe('disappearing messages, hide and reports', () => {
  it('the receiver reveals once; content is withheld before and purged after (decision 21)', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    const sent = await text(alice, bob, 'this will vanish', { isDisappearing: true });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id;
    expect(sent.json()).toMatchObject({ content: 'this will vanish', isDisappearing: true, contentWithheld: false });
    expect((await history(bob, alice))[0]).toMatchObject({ content: '', contentWithheld: true, isRevealed: false });
    expect((await bob.agent.get('/api/conversations')).json()[0].lastMessage).toMatchObject({
      content: '',
      contentWithheld: true,
    });

    expect((await alice.agent.post(`/api/messages/${id}/reveal`)).statusCode).toBe(403);
    expect((await carol.agent.post(`/api/messages/${id}/reveal`)).statusCode).toBe(404);
    const revealed = await bob.agent.post(`/api/messages/${id}/reveal`);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toMatchObject({ content: 'this will vanish', isRevealed: true, contentWithheld: false });
    expect((await bob.agent.post(`/api/messages/${id}/reveal`)).statusCode).toBe(409);
    const plain = await text(alice, bob, 'not disappearing');
    expect((await bob.agent.post(`/api/messages/${plain.json().id}/reveal`)).statusCode).toBe(403);

    // A minute later the purge job deletes the content on the server.
    await db()
      .update(messages)
      .set({ revealedAt: new Date(Date.now() - 61_000) })
      .where(eq(messages.id, id));
    const jobId = await t.ctx.jobs.send(PURGE_SWEEP_JOB, {});
    expect((await t.ctx.jobs.waitFor(PURGE_SWEEP_JOB, jobId!, 30_000)).state).toBe('completed');
    const [row] = await db().select().from(messages).where(eq(messages.id, id));
    expect(row.content).toBe('');
    expect(row.purgedAt).not.toBeNull();
    expect((await history(alice, bob))[0]).toMatchObject({ content: '', contentPurged: true });
  });

  it('unrevealed disappearing content (text and files) is purged after 7 days; reported content is kept', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const upload = await raw(alice, '/api/messages/voice', oggOpus(1), 'audio/ogg');
    const voice = await alice.agent.post('/api/messages', {
      senderId: alice.id,
      receiverId: bob.id,
      clientId: uuid(),
      messageType: 'voice',
      voiceUrl: upload.json().voiceUrl,
      isDisappearing: true,
    });
    expect(voice.statusCode, voice.body).toBe(201);
    const kept = await text(alice, bob, 'reported before it vanished', { isDisappearing: true });
    expect(
      (await bob.agent.post('/api/messages/report', { messageId: kept.json().id, reason: 'behavior' })).statusCode,
    ).toBe(201);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await db().update(messages).set({ createdAt: eightDaysAgo }).where(eq(messages.senderId, alice.id));
    const [media] = await db().select().from(messageMedia).where(eq(messageMedia.messageId, voice.json().id));
    expect(await t.ctx.storage.get(media.storageKey)).not.toBeNull();

    const jobId = await t.ctx.jobs.send(PURGE_SWEEP_JOB, {});
    expect((await t.ctx.jobs.waitFor(PURGE_SWEEP_JOB, jobId!, 30_000)).output).toMatchObject({ purged: 1 });
    expect(await t.ctx.storage.get(media.storageKey)).toBeNull();
    expect((await alice.agent.get(upload.json().voiceUrl)).statusCode).toBe(404);
    const rows = await db().select().from(messages).where(eq(messages.senderId, alice.id));
    expect(rows.find((r) => r.id === voice.json().id)!.purgedAt).not.toBeNull();
    expect(rows.find((r) => r.id === kept.json().id)!).toMatchObject({
      purgedAt: null,
      content: 'reported before it vanished',
    });
  });

  it('hide is stored per viewer; the message stays on the server and for the other member', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const m = await text(alice, bob, 'hide me');
    await text(alice, bob, 'keep me');
    const res = await bob.agent.post(`/api/messages/${m.json().id}/hide`);
    expect(res.json()).toEqual({ ok: true });
    expect((await history(bob, alice)).map((x) => x.content)).toEqual(['keep me']);
    expect((await history(alice, bob)).map((x) => x.content)).toEqual(['hide me', 'keep me']);
    expect(await db().select().from(messages).where(eq(messages.id, m.json().id))).toHaveLength(1);
  });

  it(
    'report: the receiver reports once; moderators get it with context; ' +
      'a confirmed report becomes a training sample',
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      await text(alice, bob, 'hey there');
      await text(bob, alice, 'hi!');
      const bad = await text(alice, bob, 'wanna buy some pills? cheap');
      await text(alice, bob, 'let me know');
      const id = bad.json().id;
      expect((await alice.agent.post('/api/messages/report', { messageId: id, reason: 'drugs' })).statusCode).toBe(403);
      expect((await bob.agent.post('/api/messages/report', { messageId: id, reason: 'spam' })).statusCode).toBe(400);
      const res = await bob.agent.post('/api/messages/report', {
        messageId: id,
        reason: 'illegal',
        reporterId: alice.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ messageId: id, reason: 'illegal', reasonLabel: 'Illegal Content' });
      expect((await bob.agent.post('/api/messages/report', { messageId: id, reason: 'drugs' })).statusCode).toBe(409);
      const [report] = await db().select().from(messageReports).where(eq(messageReports.messageId, id));
      expect(report.reporterId).toBe(bob.id);
      expect((report.context as unknown[]).length).toBe(4);
      expect((await history(bob, alice)).find((m) => m.id === id)!.reportedByMe).toBe(true);

      const [request] = await db()
        .select()
        .from(moderationRequests)
        .where(
          and(
            eq(moderationRequests.contentRef, `message:${id}`),
            sql`${moderationRequests.reason} like 'Reported for%'`,
          ),
        );
      expect(request).toMatchObject({
        priority: 'high',
        status: 'pending',
        userId: alice.id,
        contentText: 'wanna buy some pills? cheap',
      });
      expect(request.reason).toContain('Illegal Content');
      expect(request.reason).toContain('hi!');
      const samples = () =>
        db()
          .select({ n: sql<number>`count(*)::int` })
          .from(trainingSamples)
          .where(eq(trainingSamples.content, 'wanna buy some pills? cheap'));
      expect((await samples())[0].n).toBe(0);
      const moderator = await signedIn({ role: 'moderator' });
      // The moderator may open media of reported messages; here, confirm the report.
      const review = await moderator.agent.post(`/api/admin/moderation-requests/${request.id}/review`, {
        decision: 'rejected',
        notes: 'drug sale',
      });
      expect(review.statusCode, review.body).toBe(200);
      expect((await samples())[0].n).toBe(1);
      // Confirmed: the receiver no longer sees it; the sender sees it was rejected.
      expect((await history(bob, alice)).find((m) => m.id === id)).toMatchObject({
        moderationStatus: 'rejected',
        content: '',
      });
      expect((await history(alice, bob)).find((m) => m.id === id)).toMatchObject({
        moderationStatus: 'rejected',
        content: 'wanna buy some pills? cheap',
      });
    },
  );
});

const CHATTER = [
  'How was your day?',
  'I just got back from the gym',
  'Have you tried the new ramen place?',
  'Haha that is so true',
  'What music are you into lately?',
  'I am thinking pizza tonight',
  'Do you like hiking?',
  'The weather is lovely today',
  'Any plans for the weekend?',
  'I love that film too',
  'Coffee or tea person?',
  'My dog says hi',
  'Just finished a great book',
  'Where did you grow up?',
  'That sounds like fun',
  'I have never been there',
  'Which trail do you recommend?',
  'Running late, sorry!',
  'Tell me more about it',
  'Cats or dogs?',
  'I cooked pasta from scratch',
  'Are you a morning person?',
  'Let us pick a date',
  'What are you reading?',
  'That made me laugh',
  'Good luck with the exam',
  'I will be there at seven',
  'Do you play any instruments?',
  'Beach or mountains?',
  'See you soon',
  'Sweet dreams',
];

describe('rate limits', () => {
  it('caps sends per member per minute', async () => {
    const limited = await startTestApp({ rateLimitScale: 1 });
    try {
      const alice = await signedIn({}, limited);
      const bob = await signedIn({}, limited);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await alice.agent.post('/api/messages', {
          senderId: alice.id,
          receiverId: bob.id,
          clientId: uuid(),
          content: CHATTER[i % CHATTER.length],
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

// Real sockets

const connect = connectSocket;

describe('WebSocket /ws', () => {
  let port: number;
  beforeAll(async () => {
    port = await listenOnLoopback(t);
  });

  it('refuses an upgrade without a session', async () => {
    await expect(connect(port, null)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('delivers message.new to both participants, reveal/read updates, typing, presence; validates frames', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const carol = await signedIn();
    const a = await connect(port, alice.agent);
    const b = await connect(port, bob.agent);
    const c = await connect(port, carol.agent);
    try {
      expect(await a.next('ready')).toEqual({ type: 'ready', userId: alice.id });
      await b.next('ready');

      const sent = await text(alice, bob, 'real time!', { isDisappearing: true });
      const forBob = await b.next('message.new');
      // Presence is for conversation partners only (issue 10): watched once they talk.
      b.socket.send(JSON.stringify({ type: 'presence.watch', userIds: [alice.id] }));
      expect(await b.next('presence', (e) => e.userId === alice.id)).toMatchObject({ online: true });
      expect(forBob.message).toMatchObject({
        id: sent.json().id,
        senderId: alice.id,
        content: '',
        contentWithheld: true,
      });
      const forAlice = await a.next('message.new');
      expect(forAlice.message).toMatchObject({ id: sent.json().id, content: 'real time!' });

      await bob.agent.post(`/api/messages/${sent.json().id}/reveal`);
      expect((await a.next('message.updated')).message).toMatchObject({ isRevealed: true });
      await bob.agent.post('/api/messages/read', { otherUserId: alice.id });
      expect(await a.next('conversation.read')).toMatchObject({ readerId: bob.id, otherUserId: alice.id });

      a.socket.send(JSON.stringify({ type: 'typing', toUserId: bob.id }));
      expect(await b.next('typing')).toEqual({ type: 'typing', userId: alice.id });
      b.socket.send('not json');
      expect((await b.next('error')).message).toBe('Malformed JSON frame');
      b.socket.send(JSON.stringify({ type: 'message.new', message: {} }));
      expect((await b.next('error')).message).toBe('Unknown or invalid event');
      b.socket.send(JSON.stringify({ type: 'ping' }));
      await b.next('pong');

      a.close();
      expect(await b.next('presence', (e) => e.userId === alice.id && !e.online)).toMatchObject({ online: false });
      // Carol was connected throughout and heard nothing of it.
      await new Promise((r) => setTimeout(r, 200));
      expect(c.events.filter((e) => e.type !== 'ready')).toEqual([]);
      const [seen] = await db().select({ lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, alice.id));
      expect(seen.lastSeenAt).not.toBeNull();
    } finally {
      a.close();
      b.close();
      c.close();
    }
  });

  it(
    "two app instances on one database deliver to each other's sockets through Redis " +
      '(in-process when REDIS_URL is unset)',
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const a = await connect(port, alice.agent);
      await a.next('ready');
      if (!t.ctx.config.redisUrl) {
        // One process: the in-process path delivers to every socket of this instance.
        expect(testDatabaseKind).toBe('pglite');
        const b = await connect(port, bob.agent);
        await b.next('ready');
        const sent = await text(bob, alice, 'same instance');
        expect((await a.next('message.new')).message.id).toBe(sent.json().id);
        a.close();
        b.close();
        return;
      }
      // A second instance: same database, same Redis and prefix, its own job queue and sockets.
      const ctx2 = await createContext(
        { ...t.ctx.config },
        { database: { ...t.ctx.database, close: async () => undefined }, migrate: false },
      );
      const app2 = await buildApp(ctx2);
      await app2.listen({ port: 0, host: '127.0.0.1' });
      try {
        const port2 = (app2.server.address() as { port: number }).port;
        const b = await connect(port2, bob.agent);
        await b.next('ready');
        // Sent through instance 1: Bob is connected to instance 2.
        const sent = await text(alice, bob, 'across instances');
        expect((await b.next('message.new')).message).toMatchObject({
          id: sent.json().id,
          content: 'across instances',
        });
        // And back: sent through instance 2 (over HTTP), Alice hears it on instance 1.
        const res = await fetch(`http://127.0.0.1:${port2}/api/messages`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `${SESSION_COOKIE}=${bob.agent.cookie(SESSION_COOKIE)}`,
          },
          body: JSON.stringify({
            senderId: bob.id,
            receiverId: alice.id,
            clientId: uuid(),
            content: 'right back at you',
          }),
        });
        expect(res.status).toBe(201);
        expect((await a.next('message.new', (e) => e.message.content === 'right back at you')).message.senderId).toBe(
          bob.id,
        );
        b.close();
      } finally {
        a.close();
        await app2.close();
      }
    },
  );
});
