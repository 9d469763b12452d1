import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_TEXT_REQUIRED, type Story, type StoryRingResponse } from '#contracts';
import { blocks, moderationRequests, users } from '#db/schema';
import { insertConversation, insertTap } from '#seed/factories';
import { createNeighbour, startTestApp, type TestApp } from '#test/support';
import { stories } from './stories.schema';
import { STORY_EXPIRE_JOB } from './stories.service';

describe('stories API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A member in Brooklyn by default (createNeighbour); `at` moves them elsewhere. The ring follows couldMeet. */
  async function signedIn(at: { lat: number; lng: number } = { lat: 40.68, lng: -73.94 }) {
    const m = await createNeighbour(t, { latitude: at.lat, longitude: at.lng });
    await t.ctx.database.db.update(users).set({ trustScore: 50 }).where(eq(users.id, m.id));
    return { ...m, agent: await t.signIn(m) };
  }
  const ringOf = async (agent: Awaited<ReturnType<typeof signedIn>>['agent'], q = '') => {
    const res = await agent.get(`/api/stories/ring${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StoryRingResponse;
  };

  it('creates a text story that others see in the ring, grouped per member, own first', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect((await t.agent().post('/api/stories', { mediaType: 'text', textContent: 'hi' })).statusCode).toBe(401);
    const blank = await alice.agent.post('/api/stories', { gridType: 'date', mediaType: 'text', textContent: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(STORY_TEXT_REQUIRED);
    expect(
      (await alice.agent.post('/api/stories', { mediaType: 'text', textContent: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
    expect(
      (await alice.agent.post('/api/stories', { mediaType: 'text', textContent: 'hi', backgroundColor: '#000000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await alice.agent.post('/api/stories', {
          mediaType: 'text',
          textContent: 'hi',
          stickers: [{ id: 's1', type: '🍕', x: 5, y: 5 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await alice.agent.post('/api/stories', {
          mediaType: 'text',
          textContent: 'hi',
          stickers: [{ id: 's1', type: '🔥', x: 101, y: 5 }],
        })
      ).statusCode,
    ).toBe(400);

    const created = await alice.agent.post('/api/stories', {
      gridType: 'date',
      mediaType: 'text',
      textContent: '  Beautiful sunset at the beach tonight  ',
      backgroundColor: '#EC4899',
      textColor: 'white',
      stickers: [{ id: 's1', type: '🔥', x: 20, y: 80, scale: 1.5, rotation: 15 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const story = created.json() as Story;
    expect(story).toMatchObject({
      textContent: 'Beautiful sunset at the beach tonight',
      moderationStatus: 'approved',
      textColor: '#FFFFFF',
      gridType: 'date',
    });
    expect(new Date(story.expiresAt).getTime() - new Date(story.createdAt).getTime()).toBe(24 * 3600 * 1000);
    await bob.agent.post('/api/stories', { gridType: 'chat', mediaType: 'text', textContent: 'Coffee anyone?' });

    const ring = await ringOf(bob.agent);
    const mine = ring[0];
    expect(mine.userId).toBe(bob.id);
    const aliceEntry = ring.find((e) => e.userId === alice.id)!;
    expect(aliceEntry.user).toEqual({
      id: alice.id,
      displayName: alice.account.profile.displayName,
      profilePictureUrl: null,
    });
    expect(aliceEntry.gridType).toBe('date');
    expect(aliceEntry.stories[0].stickers[0]).toMatchObject({ type: '🔥', x: 20, y: 80 });
    // The vibe type narrows the ring to that grid, as a query or as the extra path key.
    expect((await ringOf(bob.agent, '?vibeType=chat')).map((e) => e.userId)).toEqual([bob.id]);
    expect((await bob.agent.get('/api/stories/ring/date')).json().map((e: { userId: number }) => e.userId)).toContain(
      alice.id,
    );
    expect((await bob.agent.get('/api/stories/ring/nope')).statusCode).toBe(400);

    // Blocks hide stories both ways.
    await t.ctx.database.db.insert(blocks).values({ blockerId: alice.id, blockedId: bob.id });
    expect((await ringOf(bob.agent)).map((e) => e.userId)).not.toContain(alice.id);
    expect((await ringOf(alice.agent)).map((e) => e.userId)).not.toContain(bob.id);
  });

  it('the ring shows only members the viewer could meet: Discover range, a Like or message from them (ADR 221)', async () => {
    const viewer = await signedIn();
    const near = await signedIn();
    const chicago = { lat: 41.88, lng: -87.63 };
    const [far, likedByViewer, likesViewer, wroteToViewer, viewerWroteTo, blocking] = await Promise.all(
      Array.from({ length: 6 }, () => signedIn(chicago)),
    );
    // In range, but suspended.
    const suspended = await signedIn();
    await t.ctx.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 3600_000) })
      .where(eq(users.id, suspended.id));
    const everyone = [viewer, near, far, likedByViewer, likesViewer, wroteToViewer, viewerWroteTo, blocking, suspended];
    // The suspended member's story was posted before the suspension; the rest post now.
    for (const m of everyone.filter((x) => x !== suspended)) {
      const res = await m.agent.post('/api/stories', {
        gridType: 'date',
        mediaType: 'text',
        textContent: 'Sunday hike',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await t.ctx.database.db.insert(stories).values({
      userId: suspended.id,
      gridType: 'date',
      mediaType: 'text',
      textContent: 'Sunday hike',
      backgroundColor: '#8B5CF6',
      textColor: '#FFFFFF',
      moderationStatus: 'approved',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const db = t.ctx.database.db;
    await insertTap(db, { senderId: viewer.id, receiverId: likedByViewer.id, tapType: 'heart' });
    await insertTap(db, { senderId: likesViewer.id, receiverId: viewer.id, tapType: 'heart' });
    await insertConversation(db, {
      a: viewer.id,
      b: wroteToViewer.id,
      vibeType: 'date',
      lines: [{ from: 'b', content: 'Hi!', minutesAgo: 3 }],
    });
    await insertConversation(db, {
      a: viewer.id,
      b: viewerWroteTo.id,
      vibeType: 'date',
      lines: [{ from: 'a', content: 'Hi!', minutesAgo: 3 }],
    });
    await insertTap(db, { senderId: blocking.id, receiverId: viewer.id, tapType: 'heart' });
    await db.insert(blocks).values({ blockerId: blocking.id, blockedId: viewer.id });

    const shown = async (agent: typeof viewer.agent) => (await ringOf(agent)).map((e) => e.userId);
    const ring = await shown(viewer.agent);
    expect(ring).toEqual(expect.arrayContaining([near.id, likesViewer.id, wroteToViewer.id]));
    for (const hidden of [far, likedByViewer, viewerWroteTo, blocking, suspended])
      expect(ring, `member ${hidden.id}`).not.toContain(hidden.id);
    // The other side of each pair: the liked member sees the liker; the one blocked sees nothing.
    expect(await shown(likedByViewer.agent)).toContain(viewer.id);
    expect(await shown(blocking.agent)).not.toContain(viewer.id);
    // Far away members see each other (same city), never the viewer.
    expect(await shown(far.agent)).toEqual(expect.arrayContaining([far.id, likedByViewer.id]));
    expect(await shown(far.agent)).not.toContain(viewer.id);
    // A moderator's ring is a member's ring: staff read stories in the moderation queue, not here.
    const mod = await t.createMember({ role: 'moderator', latitude: 34.05, longitude: -118.24 });
    expect(await shown(await t.signIn(mod))).not.toContain(far.id);
    expect((await t.agent().get('/api/stories/ring')).statusCode).toBe(401);
  });

  it('Guardian: BLOCK is refused, REVIEW is flagged (viewers see no content) and queued', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const blocked = await alice.agent.post('/api/stories', {
      gridType: 'date',
      mediaType: 'text',
      textContent: 'kill yourself',
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe('Story blocked by Guardian AI');

    const flagged = await alice.agent.post('/api/stories', {
      gridType: 'date',
      mediaType: 'text',
      textContent: 'send me nudes',
    });
    expect(flagged.statusCode).toBe(201);
    expect(flagged.json().moderationStatus).toBe('flagged');
    const seen = (await ringOf(bob.agent)).find((e) => e.userId === alice.id)!.stories[0];
    expect(seen).toMatchObject({ moderationStatus: 'flagged', textContent: null, mediaUrl: null });
    expect((await ringOf(alice.agent))[0].stories[0].textContent).toBe('send me nudes');
    const queued = await t.ctx.database.db
      .select()
      .from(moderationRequests)
      .where(eq(moderationRequests.contentRef, `story:${flagged.json().id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ contentType: 'story', status: 'pending', userId: alice.id });
  });

  it(
    'uploads real media: a PNG is sniffed, re-encoded without ' +
      'EXIF, moderated by a job and served to allowed members',
    async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const carol = await signedIn();
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 139, g: 92, b: 246 } } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
        .png()
        .toBuffer();
      expect(
        (
          await t.agent().request({
            method: 'POST',
            url: '/api/stories/media',
            payload: png,
            headers: { 'content-type': 'image/png' },
          })
        ).statusCode,
      ).toBe(401);
      const fake = await alice.agent.request({
        method: 'POST',
        url: '/api/stories/media',
        payload: Buffer.from('<html>not an image</html>'),
        headers: { 'content-type': 'image/png' },
      });
      expect(fake.statusCode).toBe(400);
      const up = await alice.agent.request({
        method: 'POST',
        url: '/api/stories/media',
        payload: png,
        headers: { 'content-type': 'image/png' },
      });
      expect(up.statusCode, up.body).toBe(201);
      const { mediaUrl } = up.json() as { mediaUrl: string };
      expect(mediaUrl).toMatch(/^\/media\/stories\/u\d+-[a-f0-9]{32}\.webp$/);

      // Someone else's upload cannot be posted.
      expect((await bob.agent.post('/api/stories', { mediaType: 'photo', mediaUrl })).statusCode).toBe(403);
      expect((await alice.agent.post('/api/stories', { mediaType: 'video', mediaUrl })).statusCode).toBe(400);
      const created = await alice.agent.post('/api/stories', {
        gridType: 'date',
        mediaType: 'photo',
        mediaUrl,
        filter: 'vintage',
        textContent: 'New look',
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().moderationStatus).toBe('pending');
      // Pending: only the owner sees it.
      expect((await ringOf(bob.agent)).map((e) => e.userId)).not.toContain(alice.id);
      expect((await bob.agent.get(mediaUrl)).statusCode).toBe(404);
      // Moderators review pending and flagged media, so they can read it.
      const moderator = await t.signIn(await t.createMember({ role: 'moderator' }));
      expect((await moderator.get(mediaUrl)).statusCode).toBe(200);
      const own = await alice.agent.get(mediaUrl);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/webp');
      const meta = await sharp(own.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();

      let status = 'pending';
      for (let i = 0; i < 150 && status === 'pending'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        const [row] = await t.ctx.database.db
          .select({ s: stories.moderationStatus })
          .from(stories)
          .where(eq(stories.id, created.json().id));
        status = row?.s ?? 'deleted';
      }
      expect(['approved', 'flagged']).toContain(status);
      if (status === 'approved') {
        expect((await bob.agent.get(mediaUrl)).statusCode).toBe(200);
        await t.ctx.database.db.insert(blocks).values({ blockerId: carol.id, blockedId: alice.id });
        expect((await carol.agent.get(mediaUrl)).statusCode).toBe(404);
      }
      expect((await t.agent().get(mediaUrl)).statusCode).toBe(401);
      expect((await bob.agent.get('/media/stories/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    },
    60_000,
  );

  it('schedules expiry on creation; the stories.expire job deletes expired stories and their media', async () => {
    const alice = await signedIn();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#10B981' } })
      .png()
      .toBuffer();
    const { mediaUrl } = (
      await alice.agent.request({
        method: 'POST',
        url: '/api/stories/media',
        payload: png,
        headers: { 'content-type': 'image/png' },
      })
    ).json();
    const story = (
      await alice.agent.post('/api/stories', { mediaType: 'photo', mediaUrl, gridType: 'hookup' })
    ).json() as Story;
    const scheduled = await t.ctx.database.executeSql(
      `select start_after from pgboss.job where name = $1 order by created_on desc limit 1`,
      [STORY_EXPIRE_JOB],
    );
    expect(
      Math.abs(new Date(scheduled.rows[0].start_after).getTime() - new Date(story.expiresAt).getTime()),
    ).toBeLessThan(2000);

    await t.ctx.database.db
      .update(stories)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(stories.id, story.id));
    expect((await ringOf(alice.agent)).flatMap((e) => e.stories).map((s) => s.id)).not.toContain(story.id);
    const jobId = await t.ctx.jobs.send(STORY_EXPIRE_JOB, { storyId: story.id });
    const done = await t.ctx.jobs.waitFor(STORY_EXPIRE_JOB, jobId!, 30_000);
    expect(done.state).toBe('completed');
    expect(await t.ctx.database.db.select().from(stories).where(eq(stories.id, story.id))).toHaveLength(0);
    expect((await alice.agent.get(mediaUrl)).statusCode).toBe(404);
  }, 60_000);
});
