import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_NOT_FOUND, type Story, type StoryRingResponse } from '#contracts';
import { moderationRequests, users } from '#db/schema';
import { insertTap } from '#seed/factories';
import { startTestApp, type Cast, type TestAgent, type TestApp } from '#test/support';
import { mediaFromUrl } from './stories.media';
import { stories } from './stories.schema';
import { STORY_EXPIRE_JOB, STORY_MODERATE_JOB } from './stories.service';

describe('DELETE /api/stories/:id', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await startTestApp();
    cast = await t.createCast();
    // A settled member: Guardian's new-account caution is not what these tests are about.
    await t.ctx.database.db.update(users).set({ trustScore: 50 }).where(eq(users.id, cast.owner.id));
    // The owner waved at the other member, so the other's ring shows the owner's stories (couldMeet, ADR 221).
    await insertTap(t.ctx.database.db, { senderId: cast.owner.id, receiverId: cast.other.id, tapType: 'wave' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.ctx.database.db;
  const rowExists = async (id: number) =>
    (await db().select({ id: stories.id }).from(stories).where(eq(stories.id, id))).length === 1;
  const ringIds = async (agent: TestAgent) => {
    const res = await agent.get('/api/stories/ring');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as StoryRingResponse).flatMap((e) => e.stories).map((s) => s.id);
  };
  const postText = async (textContent = 'Rooftop drinks at eight?') => {
    const res = await cast.ownerAgent.post('/api/stories', { gridType: 'date', mediaType: 'text', textContent });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Story;
  };
  const reviewsOf = (id: number) =>
    db()
      .select()
      .from(moderationRequests)
      .where(eq(moderationRequests.contentRef, `story:${id}`));

  it('refuses anonymous callers with 401 and leaves the story', async () => {
    const story = await postText();
    const res = await t.agent().delete(`/api/stories/${story.id}`);
    expect(res.statusCode).toBe(401);
    expect(await rowExists(story.id)).toBe(true);
  });

  it('lets the owner delete a photo story: 204, row and file gone, off the ring, jobs for it do nothing', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#EC4899' } })
      .png()
      .toBuffer();
    const up = await cast.ownerAgent.request({
      method: 'POST',
      url: '/api/stories/media',
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(up.statusCode, up.body).toBe(201);
    const { mediaUrl } = up.json() as { mediaUrl: string };
    const created = await cast.ownerAgent.post('/api/stories', { gridType: 'date', mediaType: 'photo', mediaUrl });
    expect(created.statusCode, created.body).toBe(201);
    const story = created.json() as Story;
    const file = path.join(t.dataDir, 'files', mediaFromUrl(mediaUrl)!.key);
    expect(fs.existsSync(file)).toBe(true);
    expect(await ringIds(cast.ownerAgent)).toContain(story.id);

    const res = await cast.ownerAgent.delete(`/api/stories/${story.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await rowExists(story.id)).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
    expect(await ringIds(cast.ownerAgent)).not.toContain(story.id);
    expect((await cast.ownerAgent.get(mediaUrl)).statusCode).toBe(404);
    // A second delete finds nothing.
    const again = await cast.ownerAgent.delete(`/api/stories/${story.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(STORY_NOT_FOUND);

    // The photo-moderation and expiry jobs queued for this story complete without it.
    const moderateId = await t.ctx.jobs.send(STORY_MODERATE_JOB, { storyId: story.id });
    const moderated = await t.ctx.jobs.waitFor(STORY_MODERATE_JOB, moderateId!, 30_000);
    expect(moderated).toEqual({ state: 'completed', output: { skipped: true } });
    const expireId = await t.ctx.jobs.send(STORY_EXPIRE_JOB, { storyId: story.id });
    expect((await t.ctx.jobs.waitFor(STORY_EXPIRE_JOB, expireId!, 30_000)).state).toBe('completed');
    expect(await reviewsOf(story.id)).toHaveLength(0);
  }, 60_000);

  it('answers another member 404, exactly like a missing story, and keeps the story', async () => {
    const story = await postText();
    const res = await cast.otherAgent.delete(`/api/stories/${story.id}`);
    expect(res.statusCode).toBe(404);
    const missing = await cast.otherAgent.delete('/api/stories/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(res.json()).toEqual(missing.json());
    expect(res.json()).toEqual({ message: STORY_NOT_FOUND });
    expect(await rowExists(story.id)).toBe(true);
    expect(await ringIds(cast.otherAgent)).toContain(story.id);
  });

  it('lets a moderator and an admin remove any story', async () => {
    const forModerator = await postText('Picnic in the park on Sunday');
    const forAdmin = await postText('Board games tonight, who is in?');
    expect((await cast.modAgent.delete(`/api/stories/${forModerator.id}`)).statusCode).toBe(204);
    expect((await cast.adminAgent.delete(`/api/stories/${forAdmin.id}`)).statusCode).toBe(204);
    expect(await rowExists(forModerator.id)).toBe(false);
    expect(await rowExists(forAdmin.id)).toBe(false);
    const seen = await ringIds(cast.otherAgent);
    expect(seen).not.toContain(forModerator.id);
    expect(seen).not.toContain(forAdmin.id);
  });

  it('review queue: the owner withdraws a pending request; a moderator removal closes it as rejected', async () => {
    const withdrawn = await postText('send me nudes');
    expect(withdrawn.moderationStatus).toBe('flagged');
    expect((await reviewsOf(withdrawn.id)).map((r) => r.status)).toEqual(['pending']);
    expect((await cast.ownerAgent.delete(`/api/stories/${withdrawn.id}`)).statusCode).toBe(204);
    expect(await reviewsOf(withdrawn.id)).toHaveLength(0);

    const removed = await postText('send me nudes');
    expect(removed.moderationStatus).toBe('flagged');
    expect((await cast.modAgent.delete(`/api/stories/${removed.id}`)).statusCode).toBe(204);
    const [closed] = await reviewsOf(removed.id);
    expect(closed).toMatchObject({
      status: 'rejected',
      reviewerId: cast.moderator.id,
      reviewNotes: 'Story removed by a moderator',
    });
    // The admin queue still lists the decided item after its story is gone.
    const queue = await cast.adminAgent.get('/api/admin/moderation-requests');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().find((r: { id: number }) => r.id === closed.id)).toMatchObject({
      status: 'rejected',
      contentType: 'story',
    });
  });

  it('answers 404 for a missing or expired story and 400 for an id that is not one', async () => {
    const missing = await cast.ownerAgent.delete('/api/stories/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STORY_NOT_FOUND);

    const expired = await postText('Last call for karaoke');
    await db()
      .update(stories)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(stories.id, expired.id));
    const late = await cast.ownerAgent.delete(`/api/stories/${expired.id}`);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(STORY_NOT_FOUND);

    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await cast.ownerAgent.delete(`/api/stories/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
