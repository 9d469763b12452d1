import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, or } from 'drizzle-orm';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';
import { insertMemberPhoto, renderPhoto, seededRandom } from '#seed/factories';
import { blocks, moderationRequests, profiles, sessions, users, vibes } from '#db/schema';
import { photos } from '#modules/photos';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['createMember']>>;
let owner: Member;
let other: Member;
let admin: Member;
let ownerAgent: TestAgent;
let otherAgent: TestAgent;
let modAgent: TestAgent;
let adminAgent: TestAgent;
const rng = seededRandom(7);

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, other, admin, ownerAgent, otherAgent, modAgent, adminAgent } = await t.createCast());
  await insertMemberPhoto(t.ctx.database.db, t.ctx.storage, owner.id, {
    image: await renderPhoto(rng),
    photoType: 'profile',
  });
  await insertMemberPhoto(t.ctx.database.db, t.ctx.storage, other.id, {
    image: await renderPhoto(rng),
    photoType: 'profile',
  });
  await ownerAgent.post('/api/blocks', { userId: admin.id });
  await t.ctx.database.db
    .insert(moderationRequests)
    .values({ contentType: 'profile', userId: owner.id, contentText: 'owner bio', reason: 'test' });
  await t.ctx.database.db
    .insert(moderationRequests)
    .values({ contentType: 'profile', userId: other.id, contentText: 'other bio', reason: 'test' });
  const sent = await ownerAgent.post('/api/messages', {
    senderId: owner.id,
    receiverId: other.id,
    clientId: crypto.randomUUID(),
    messageType: 'text',
    content: 'coffee on friday?',
  });
  if (sent.statusCode !== 201) throw new Error(`message not sent: ${sent.body}`);
  await otherAgent.post('/api/taps', { senderId: other.id, receiverId: owner.id, tapType: 'wave' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/account/export', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/account/export')).statusCode).toBe(401);
  });

  it("downloads the member's own data as JSON, without secrets or other members' data", async () => {
    const res = await ownerAgent.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="vibeline-data-\d+\.json"/);
    const data = res.json();
    expect(data.account).toMatchObject({ id: owner.id, email: owner.email });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.profile).toMatchObject({
      userId: owner.id,
      displayName: owner.account.profile.displayName,
      dateOfBirth: owner.account.profile.dateOfBirth,
    });
    expect(data.vibes).toMatchObject(owner.account.vibes);
    expect(data.discoverySettings.userId).toBe(owner.id);
    expect(data.nsfwPreferences.userId).toBe(owner.id);
    expect(data.photos).toHaveLength(1);
    expect(data.photos[0]).not.toHaveProperty('storageKey');
    expect(data.blocks).toEqual([expect.objectContaining({ blockerId: owner.id, blockedId: admin.id })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).not.toHaveProperty('id');
    expect(data.moderationRequests.map((r: { contentText: string }) => r.contentText)).toEqual(['owner bio']);
    expect(data.messages).toEqual([
      expect.objectContaining({ senderId: owner.id, receiverId: other.id, content: 'coffee on friday?' }),
    ]);
    expect(data.taps).toEqual([expect.objectContaining({ senderId: other.id, receiverId: owner.id, tapType: 'wave' })]);
    expect(data.stories).toEqual([]);
    const text = res.body;
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('other bio');
    expect(text).not.toMatch(/argon2/);
  });
});

describe('POST /api/admin/compliance/export', () => {
  it('is for administrators only', async () => {
    expect((await t.agent().post('/api/admin/compliance/export', { userId: owner.id })).statusCode).toBe(401);
    expect((await otherAgent.post('/api/admin/compliance/export', { userId: owner.id })).statusCode).toBe(403);
    expect((await modAgent.post('/api/admin/compliance/export', { userId: owner.id })).statusCode).toBe(403);
    expect((await ownerAgent.post('/api/admin/compliance/export', { userId: owner.id })).statusCode).toBe(403);
    const res = await adminAgent.post('/api/admin/compliance/export', { userId: owner.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ id: owner.id, email: owner.email });
    expect(res.json().account).not.toHaveProperty('passwordHash');
    expect((await adminAgent.post('/api/admin/compliance/export', { userId: 999999 })).statusCode).toBe(404);
    expect((await adminAgent.post('/api/admin/compliance/export', { userId: 'x' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/account', () => {
  it('needs a session and the right password, and deletes nothing otherwise', async () => {
    expect((await t.agent().delete('/api/account', { password: 'x' })).statusCode).toBe(401);
    expect((await otherAgent.delete('/api/account', { password: 'wrong-password' })).statusCode).toBe(400);
    expect((await otherAgent.delete('/api/account', {})).statusCode).toBe(400);
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row).toBeDefined();
  });

  it('removes the account, every row about it and its files, and ends the session', async () => {
    const m = await t.createMember();
    const agent = await t.signIn(m);
    const second = await t.signIn(m);
    const photo = await insertMemberPhoto(t.ctx.database.db, t.ctx.storage, m.id, {
      image: await renderPhoto(rng),
      photoType: 'private',
    });
    await agent.post('/api/blocks', { userId: other.id });
    await otherAgent.post('/api/blocks', { userId: m.id });
    expect(await t.ctx.storage.get(photo.storageKey)).not.toBeNull();

    const res = await agent.delete('/api/account', { password: m.password });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/vl_session=;/);
    const db = t.ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, m.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.userId, m.id))).toHaveLength(0);
    expect(await db.select().from(vibes).where(eq(vibes.userId, m.id))).toHaveLength(0);
    expect(await db.select().from(photos).where(eq(photos.userId, m.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, m.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(blocks)
        .where(or(eq(blocks.blockerId, m.id), eq(blocks.blockedId, m.id))),
    ).toHaveLength(0);
    expect(await t.ctx.storage.get(photo.storageKey)).toBeNull();
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'users', String(m.id)))).toBe(false);
    expect((await second.get('/api/auth/user')).statusCode).toBe(401);
    expect((await t.agent().post('/api/auth/login', { email: m.email, password: m.password })).statusCode).toBe(401);
    // Other members' data is untouched.
    expect(await db.select().from(photos).where(eq(photos.userId, other.id))).toHaveLength(1);
  });
});
