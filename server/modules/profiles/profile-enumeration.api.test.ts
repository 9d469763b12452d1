import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { discoverySettings, profiles } from '#db/schema';
import { storePhoto } from '#modules/photos';
import { insertConversation, insertTap } from '#seed/factories';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Spec = {
  gender: string;
  seeks: string[];
  lat: number;
  lng: number;
  grids?: boolean;
  ageMin?: number;
  ageMax?: number;
  dob?: string;
};
async function member(spec: Spec) {
  const m = await t.createMember({
    gender: spec.gender,
    interestedIn: spec.seeks,
    latitude: spec.lat,
    longitude: spec.lng,
    dateOfBirth: spec.dob ?? '1994-01-01',
  });
  await t.ctx.database.db
    .update(discoverySettings)
    .set({
      appearInDate: spec.grids ?? true,
      appearInHookup: false,
      appearInChat: false,
      ageMin: spec.ageMin ?? 18,
      ageMax: spec.ageMax ?? 99,
      maxDistance: 25,
    })
    .where(eq(discoverySettings.userId, m.id));
  return m;
}

describe('profile enumeration (issue 10 §3)', () => {
  it('answers 404 — the same as an unknown id — unless the viewer could meet the member', async () => {
    const viewer = await member({ gender: 'man', seeks: ['woman'], lat: 40.7, lng: -74.0 });
    const agent = await t.signIn(viewer);
    const eligible = await member({ gender: 'woman', seeks: ['man'], lat: 40.75, lng: -73.98 });
    const farAway = await member({ gender: 'woman', seeks: ['man'], lat: 34.05, lng: -118.24 });
    const notSeekingHim = await member({ gender: 'woman', seeks: ['woman'], lat: 40.72, lng: -74.01 });
    const tooYoungForHer = await member({ gender: 'woman', seeks: ['man'], lat: 40.72, lng: -74.01, ageMin: 45 });
    const hidden = await member({ gender: 'woman', seeks: ['man'], lat: 40.72, lng: -74.01, grids: false });

    const unknown = await agent.get('/api/profile/999999');
    expect(unknown.statusCode).toBe(404);
    expect((await agent.get(`/api/profile/${eligible.id}`)).statusCode).toBe(200);
    for (const m of [farAway, notSeekingHim, tooYoungForHer]) {
      const res = await agent.get(`/api/profile/${m.id}`);
      expect(res.statusCode, m.account.profile.displayName).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    // Out of every grid, but the viewer is in one and she would see him: eligible "either way".
    expect((await agent.get(`/api/profile/${hidden.id}`)).statusCode).toBe(200);

    // A tap either way, or a conversation, makes them acquainted whatever the distance.
    await insertTap(t.ctx.database.db, { senderId: farAway.id, receiverId: viewer.id, tapType: 'wave' });
    expect((await agent.get(`/api/profile/${farAway.id}`)).statusCode).toBe(200);
    await insertConversation(t.ctx.database.db, {
      a: viewer.id,
      b: notSeekingHim.id,
      vibeType: 'chat',
      lines: [{ from: 'b', content: 'Hi!', minutesAgo: 3 }],
    });
    expect((await agent.get(`/api/profile/${notSeekingHim.id}`)).statusCode).toBe(200);

    // Staff see every profile.
    const mod = await t.createMember({ role: 'moderator' });
    const modAgent = await t.signIn(mod);
    expect((await modAgent.get(`/api/profile/${tooYoungForHer.id}`)).statusCode).toBe(200);
    // Moving away ends discovery eligibility (the position is what counts, not a past answer).
    await t.ctx.database.db
      .update(profiles)
      .set({ latitude: 47.6, longitude: -122.3 })
      .where(eq(profiles.userId, eligible.id));
    expect((await agent.get(`/api/profile/${eligible.id}`)).statusCode).toBe(404);
  });

  it("the viewer's own first message does not open a member they could not see; a reply does", async () => {
    // Anyone may write to any id; if that alone made them "acquainted", walking ids with a "hi" (30 a
    // minute) opened every profile, photo and distance (ADR 214). A Like opens only the liker to the liked member
    // (ADR 221).
    const viewer = await member({ gender: 'man', seeks: ['woman'], lat: 40.7, lng: -74.0 });
    const agent = await t.signIn(viewer);
    const written = await member({ gender: 'woman', seeks: ['woman'], lat: 41.88, lng: -87.63 });
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8B5CF6' } })
      .png()
      .toBuffer();
    const photo = await storePhoto(t.ctx.database.db, t.ctx.storage, {
      userId: written.id,
      image,
      photoType: 'profile',
      moderationStatus: 'approved',
    });
    const say = (from: TestAgent, senderId: number, receiverId: number, content: string) =>
      from.post('/api/messages', { senderId, receiverId, clientId: randomUUID(), messageType: 'text', content });

    const hi = await say(agent, viewer.id, written.id, 'Hi there, how is your week going?');
    expect(hi.statusCode, hi.body).toBe(201);
    expect((await agent.get(`/api/profile/${written.id}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/photos/${written.id}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/photos/${photo.id}/file`)).statusCode).toBe(404);

    const reply = await say(await t.signIn(written), written.id, viewer.id, 'Pretty good, thanks for asking!');
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await agent.get(`/api/profile/${written.id}`)).statusCode).toBe(200);
    expect((await agent.get(`/api/photos/${photo.id}/file`)).statusCode).toBe(200);
  });

  it('a Like opens the liker to the liked member, never the liked member to the liker (ADR 221)', async () => {
    // If the liker's own Like opened the profile, a Like kept it open after the member moved away or changed whom
    // she sees; through the UI a Like starts from a profile the liker could see at that moment.
    const liker = await member({ gender: 'man', seeks: ['woman'], lat: 40.7, lng: -74.0 });
    const likerAgent = await t.signIn(liker);
    const liked = await member({ gender: 'woman', seeks: ['woman'], lat: 41.88, lng: -87.63 });
    const likedAgent = await t.signIn(liked);
    const other = await member({ gender: 'woman', seeks: ['man'], lat: 34.05, lng: -118.24 });
    const otherAgent = await t.signIn(other);
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#EC4899' } })
      .png()
      .toBuffer();
    const photo = await storePhoto(t.ctx.database.db, t.ctx.storage, {
      userId: liked.id,
      image,
      photoType: 'profile',
      moderationStatus: 'approved',
    });

    // A Like to a member the liker cannot see is refused like an unknown id (taps.api.test.ts); one made while she
    // was in his range (she has since moved to Chicago) opens nothing to him now.
    const like = await likerAgent.post('/api/taps', { senderId: liker.id, receiverId: liked.id, tapType: 'heart' });
    expect(like.statusCode).toBe(404);
    await insertTap(t.ctx.database.db, { senderId: liker.id, receiverId: liked.id, tapType: 'heart' });
    // The liker: the same 404 as an unknown id, for the profile, the photo list and the photo file.
    const unknown = await likerAgent.get('/api/profile/999999');
    const asLiker = await likerAgent.get(`/api/profile/${liked.id}`);
    expect(asLiker.statusCode).toBe(404);
    expect(asLiker.json()).toEqual(unknown.json());
    expect((await likerAgent.get(`/api/photos/${liked.id}`)).statusCode).toBe(404);
    expect((await likerAgent.get(`/api/photos/${photo.id}/file`)).statusCode).toBe(404);
    // The liked member sees who liked her and may look; a member outside the pair sees neither.
    expect((await likedAgent.get(`/api/profile/${liker.id}`)).statusCode).toBe(200);
    expect((await otherAgent.get(`/api/profile/${liked.id}`)).statusCode).toBe(404);
    expect((await otherAgent.get(`/api/profile/${liker.id}`)).statusCode).toBe(404);
    expect((await t.agent().get(`/api/profile/${liked.id}`)).statusCode).toBe(401);

    // A like back is a match: both open. A block closes both again.
    const back = await likedAgent.post('/api/taps', { senderId: liked.id, receiverId: liker.id, tapType: 'heart' });
    expect(back.statusCode, back.body).toBeLessThan(300);
    expect((await likerAgent.get(`/api/profile/${liked.id}`)).statusCode).toBe(200);
    expect((await likerAgent.get(`/api/photos/${photo.id}/file`)).statusCode).toBe(200);
    expect((await likedAgent.post('/api/blocks', { userId: liker.id })).statusCode).toBe(201);
    expect((await likerAgent.get(`/api/profile/${liked.id}`)).statusCode).toBe(404);
    expect((await likedAgent.get(`/api/profile/${liker.id}`)).statusCode).toBe(404);
    // Staff still see both.
    const modAgent = await t.signIn(await t.createMember({ role: 'moderator' }));
    expect((await modAgent.get(`/api/profile/${liked.id}`)).statusCode).toBe(200);
  });

  it('limits profile reads per member', async () => {
    const local = await startTestApp({ rateLimitScale: 1 });
    try {
      const viewer = await local.createMember();
      const agent = await local.signIn(viewer);
      const statuses: number[] = [];
      for (let i = 0; i < 302; i++) statuses.push((await agent.get(`/api/profile/${viewer.id}`)).statusCode);
      expect(statuses.slice(0, 300).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(300)).toEqual([429, 429]);
      expect((await agent.get(`/api/profile/${viewer.id}`)).json().message).toMatch(/Too many requests/);
    } finally {
      await local.close();
    }
  });
});
