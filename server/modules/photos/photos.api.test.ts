import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PUBLIC_PHOTO_CAP, UPLOAD_URL_TTL_MS } from '#contracts';
import { acquaint, startTestApp, type TestAgent, type TestApp } from '#test/support';
import { insertMemberPhoto, renderPhoto, seededRandom } from '#seed/factories';
import { moderationRequests, profiles, users } from '#db/schema';
import { photos } from './photos.schema';
import { PHOTO_MODERATE_JOB, sharePhoto, signUploadToken } from './photos.service';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['createMember']>>;
let owner: Member;
let other: Member;
let moderator: Member;
let ownerAgent: TestAgent;
let otherAgent: TestAgent;
let modAgent: TestAgent;
let adminAgent: TestAgent;
const rng = seededRandom(42);

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, other, moderator, ownerAgent, otherAgent, modAgent, adminAgent } = await t.createCast());
});
afterAll(async () => {
  await t.close();
});

async function uploadUrl(agent: TestAgent): Promise<string> {
  const res = await agent.post('/api/photos/upload');
  expect(res.statusCode).toBe(200);
  return res.json().uploadURL;
}
const putFile = (agent: TestAgent, url: string, body: Buffer, contentType = 'image/jpeg') =>
  agent.request({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

async function uploadPhoto(
  agent: TestAgent,
  userId: number,
  image: Buffer,
  photoType: 'profile' | 'private' = 'profile',
) {
  const url = await uploadUrl(agent);
  const put = await putFile(agent, url, image);
  expect(put.statusCode).toBe(200);
  return agent.post('/api/photos', { userId, photoURL: url, isPublic: photoType === 'profile', photoType });
}

const photoRow = async (id: number) => (await t.ctx.database.db.select().from(photos).where(eq(photos.id, id)))[0];
const approvedPhoto = async (
  userId: number,
  photoType: 'profile' | 'private' = 'profile',
  moderationStatus: 'pending' | 'approved' | 'rejected' = 'approved',
) =>
  insertMemberPhoto(t.ctx.database.db, t.ctx.storage, userId, {
    image: await renderPhoto(rng),
    photoType,
    moderationStatus,
  });

describe('upload: signed one-time URL, sniffing, re-encoding', () => {
  it('needs a session for every step', async () => {
    expect((await t.agent().post('/api/photos/upload')).statusCode).toBe(401);
    const url = await uploadUrl(ownerAgent);
    expect((await putFile(t.agent(), url, await renderPhoto(rng))).statusCode).toBe(401);
    expect(
      (await t.agent().post('/api/photos', { userId: owner.id, photoURL: url, isPublic: true, photoType: 'profile' }))
        .statusCode,
    ).toBe(401);
  });

  it('stores a JPEG with GPS EXIF as WebP without any metadata, pending review', async () => {
    const original = await renderPhoto(rng, { gps: true, width: 640, height: 480 });
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    const created = await uploadPhoto(ownerAgent, owner.id, original);
    expect(created.statusCode).toBe(201);
    const photo = created.json();
    expect(photo).toMatchObject({
      userId: owner.id,
      moderationStatus: 'pending',
      isPublic: true,
      photoType: 'profile',
      width: 640,
      height: 480,
    });
    const file = await ownerAgent.get(photo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/private/);
    const after = await sharp(file.rawPayload).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Vibeline Test Camera'))).toBe(false);
    const thumb = await ownerAgent.get(photo.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('refuses a text file renamed .jpg, whatever the Content-Type says', async () => {
    const url = await uploadUrl(ownerAgent);
    const res = await putFile(ownerAgent, url, Buffer.from('just some text pretending to be a photo.jpg\n'.repeat(20)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Only image files/);
  });

  it('refuses a body that is not a file and files over 10 MB', async () => {
    const url = await uploadUrl(ownerAgent);
    expect((await ownerAgent.request({ method: 'PUT', url, payload: { a: 1 } })).statusCode).toBe(400);
    const big = await putFile(ownerAgent, await uploadUrl(ownerAgent), Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/10 MB/);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const res = await putFile(ownerAgent, await uploadUrl(ownerAgent), bomb, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too many pixels/);
  });

  it('refuses a reused, expired, forged or foreign upload URL', async () => {
    const image = await renderPhoto(rng);
    const url = await uploadUrl(ownerAgent);
    expect((await putFile(ownerAgent, url, image)).statusCode).toBe(200);
    expect((await putFile(ownerAgent, url, image)).statusCode).toBe(410);

    // An expired link, signed as the app signs: moving Date.now instead once froze the job queue's worker for the
    // link's 15 minutes (pg-boss reads the clock between polls), and a later test's image checks never ran.
    const fresh = await uploadUrl(ownerAgent);
    const [id, expires] = fresh.slice(fresh.lastIndexOf('/') + 1).split('.');
    expect(Number(expires) - Date.now()).toBeLessThanOrEqual(UPLOAD_URL_TTL_MS);
    const lapsed = Date.now() - 1000;
    const late = `${fresh.slice(0, fresh.lastIndexOf('/') + 1)}${id}.${lapsed}.${signUploadToken(t.ctx.secret, id, owner.id, lapsed)}`;
    const res = await putFile(ownerAgent, late, image);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/expired/);

    const forged = (await uploadUrl(ownerAgent)).replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect((await putFile(ownerAgent, forged, image)).statusCode).toBe(404);
    // Issued to the owner: another member cannot use it.
    expect((await putFile(otherAgent, await uploadUrl(ownerAgent), image)).statusCode).toBe(404);
  });

  it('creates a photo once per filled URL, only for yourself', async () => {
    const url = await uploadUrl(ownerAgent);
    const body = { userId: owner.id, photoURL: url, isPublic: false, photoType: 'private' };
    expect((await ownerAgent.post('/api/photos', body)).statusCode).toBe(400); // nothing uploaded yet
    expect((await putFile(ownerAgent, url, await renderPhoto(rng))).statusCode).toBe(200);
    expect((await otherAgent.post('/api/photos', { ...body, userId: other.id })).statusCode).toBe(400);
    expect((await otherAgent.post('/api/photos', body)).statusCode).toBe(403);
    expect((await ownerAgent.post('/api/photos', { ...body, isPublic: true })).statusCode).toBe(400);
    expect((await ownerAgent.post('/api/photos', { ...body, extra: 1 })).statusCode).toBe(400);
    expect((await ownerAgent.post('/api/photos', { ...body, photoURL: 'https://evil.example/x.jpg' })).statusCode).toBe(
      400,
    );
    const created = await ownerAgent.post('/api/photos', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ photoType: 'private', isPublic: false, moderationStatus: 'pending' });
    expect((await ownerAgent.post('/api/photos', body)).statusCode).toBe(400);
  });

  it('refuses the sixth public photo', async () => {
    const m = await t.createMember();
    const agent = await t.signIn(m);
    for (let i = 0; i < PUBLIC_PHOTO_CAP - 1; i++) await approvedPhoto(m.id);
    expect((await uploadPhoto(agent, m.id, await renderPhoto(rng))).statusCode).toBe(201);
    const sixth = await uploadPhoto(agent, m.id, await renderPhoto(rng));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toMatch(/at most 5 public/);
    const rows = await t.ctx.database.db
      .select()
      .from(photos)
      .where(and(eq(photos.userId, m.id), eq(photos.photoType, 'profile')));
    expect(rows).toHaveLength(5);
    // Private photos have their own cap.
    expect((await uploadPhoto(agent, m.id, await renderPhoto(rng), 'private')).statusCode).toBe(201);
  });
});

describe('who sees which photo', () => {
  let pub: Awaited<ReturnType<typeof approvedPhoto>>;
  let pending: Awaited<ReturnType<typeof approvedPhoto>>;
  let priv: Awaited<ReturnType<typeof approvedPhoto>>;
  let privPending: Awaited<ReturnType<typeof approvedPhoto>>;
  let viewer: Member;
  let viewerAgent: TestAgent;

  beforeAll(async () => {
    pub = await approvedPhoto(owner.id, 'profile');
    pending = await approvedPhoto(owner.id, 'profile', 'pending');
    priv = await approvedPhoto(owner.id, 'private');
    privPending = await approvedPhoto(owner.id, 'private', 'pending');
    viewer = await t.createMember();
    viewerAgent = await t.signIn(viewer);
    // Photos follow profile visibility (ADR 118): the viewer has met the owner (a like).
    await acquaint(t, viewer, owner);
  });

  it('the owner sees every photo, pending ones included', async () => {
    const ids = (await ownerAgent.get(`/api/photos/${owner.id}`)).json().map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([pub.id, pending.id, priv.id, privPending.id]));
    const privateOnly = (await ownerAgent.get(`/api/photos/${owner.id}?photoType=private`)).json();
    expect(privateOnly.every((p: { photoType: string }) => p.photoType === 'private')).toBe(true);
    expect((await ownerAgent.get(`/api/photos/${owner.id}?photoType=secret`)).statusCode).toBe(400);
  });

  it('another member, a moderator and an admin see only approved public photos in the list', async () => {
    for (const agent of [viewerAgent, modAgent, adminAgent]) {
      const list = (await agent.get(`/api/photos/${owner.id}`)).json();
      const ids = list.map((p: { id: number }) => p.id);
      expect(ids).toContain(pub.id);
      expect(ids).not.toContain(pending.id);
      expect(ids).not.toContain(priv.id);
      expect(ids).not.toContain(privPending.id);
    }
    expect((await t.agent().get(`/api/photos/${owner.id}`)).statusCode).toBe(401);
  });

  it('serves files by the same rule; a guessed URL gets 404', async () => {
    expect((await viewerAgent.get(`/api/photos/${pub.id}/file`)).statusCode).toBe(200);
    expect((await viewerAgent.get(`/api/photos/${pending.id}/file`)).statusCode).toBe(404);
    expect((await viewerAgent.get(`/api/photos/${priv.id}/file`)).statusCode).toBe(404);
    expect((await viewerAgent.get(`/api/photos/${priv.id}/thumbnail`)).statusCode).toBe(404);
    expect((await viewerAgent.get('/api/photos/999999/file')).statusCode).toBe(404);
    expect((await t.agent().get(`/api/photos/${pub.id}/file`)).statusCode).toBe(401);
    // Moderators judge pending photos, but do not browse approved private galleries.
    expect((await modAgent.get(`/api/photos/${pending.id}/file`)).statusCode).toBe(200);
    expect((await modAgent.get(`/api/photos/${priv.id}/file`)).statusCode).toBe(404);
    expect((await ownerAgent.get(`/api/photos/${priv.id}/file`)).statusCode).toBe(200);
  });

  it('a private photo shared with a member is visible to that member only', async () => {
    await sharePhoto(t.ctx.database.db, owner.id, priv.id, viewer.id);
    expect((await viewerAgent.get(`/api/photos/${priv.id}/file`)).statusCode).toBe(200);
    expect((await viewerAgent.get(`/api/photos/${owner.id}`)).json().map((p: { id: number }) => p.id)).toContain(
      priv.id,
    );
    expect((await otherAgent.get(`/api/photos/${priv.id}/file`)).statusCode).toBe(404);
  });

  it('a block hides photos both ways', async () => {
    expect((await viewerAgent.post('/api/blocks', { userId: owner.id })).statusCode).toBe(201);
    expect((await viewerAgent.get(`/api/photos/${pub.id}/file`)).statusCode).toBe(404);
    expect((await ownerAgent.get(`/api/photos/${viewer.id}`)).statusCode).toBe(404);
    expect((await viewerAgent.delete(`/api/blocks/${owner.id}`)).statusCode).toBe(200);
  });
});

describe('photo privacy per actor (ADR 118): the profile visibility rule, 404 for everyone else', () => {
  type Photo = Awaited<ReturnType<typeof approvedPhoto>>;
  const NYC = { latitude: 40.7, longitude: -74.0 };
  let alice: Member;
  let pub: Photo;
  let pending: Photo;
  let priv: Photo;
  const actors = {} as Record<
    'anonymous' | 'owner' | 'acquainted' | 'stranger' | 'blockedByOwner' | 'blocksOwner' | 'moderator' | 'admin',
    TestAgent
  >;
  let unknownFile: { status: number; body: string };
  let unknownList: { status: number; body: string };

  const answer = async (agent: TestAgent, url: string) => {
    const res = await agent.get(url);
    return { status: res.statusCode, body: res.body };
  };
  const idsOf = async (agent: TestAgent, userId: number) =>
    (await agent.get(`/api/photos/${userId}`)).json().map((p: { id: number }) => p.id);

  beforeAll(async () => {
    alice = await t.createMember({ gender: 'woman', interestedIn: ['man'], ...NYC });
    pub = await approvedPhoto(alice.id, 'profile');
    pending = await approvedPhoto(alice.id, 'profile', 'pending');
    priv = await approvedPhoto(alice.id, 'private');
    const acquainted = await t.createMember();
    await acquaint(t, acquainted, alice);
    await sharePhoto(t.ctx.database.db, alice.id, priv.id, acquainted.id);
    // Nobody could meet this member: alone in Fairbanks, no likes, no conversations.
    const stranger = await t.createMember({ latitude: 64.84, longitude: -147.72 });
    const blockedByOwner = await t.createMember();
    const blocksOwner = await t.createMember();
    await acquaint(t, blockedByOwner, alice);
    await acquaint(t, blocksOwner, alice);
    Object.assign(actors, {
      anonymous: t.agent(),
      owner: await t.signIn(alice),
      acquainted: await t.signIn(acquainted),
      stranger: await t.signIn(stranger),
      blockedByOwner: await t.signIn(blockedByOwner),
      blocksOwner: await t.signIn(blocksOwner),
      moderator: modAgent,
      admin: adminAgent,
    });
    expect((await actors.owner.post('/api/blocks', { userId: blockedByOwner.id })).statusCode).toBe(201);
    expect((await actors.blocksOwner.post('/api/blocks', { userId: alice.id })).statusCode).toBe(201);
    unknownFile = await answer(actors.stranger, '/api/photos/2147483000/file');
    unknownList = await answer(actors.stranger, '/api/photos/2147483000');
    expect(unknownFile.status).toBe(404);
    expect(unknownList.status).toBe(404);
  });

  it('each actor gets the list and the files the rule allows, and nothing tells a hidden photo from none', async () => {
    // [list, public file, public thumbnail, pending file, private (shared with the acquainted member) file]
    const want: Record<keyof typeof actors, [number, number, number, number, number]> = {
      anonymous: [401, 401, 401, 401, 401],
      owner: [200, 200, 200, 200, 200],
      acquainted: [200, 200, 200, 404, 200],
      stranger: [404, 404, 404, 404, 404],
      blockedByOwner: [404, 404, 404, 404, 404],
      blocksOwner: [404, 404, 404, 404, 404],
      // Staff judge pending and public photos of anyone, and do not browse approved private galleries.
      moderator: [200, 200, 200, 200, 404],
      admin: [200, 200, 200, 200, 404],
    };
    for (const [name, agent] of Object.entries(actors) as Array<[keyof typeof actors, TestAgent]>) {
      const urls = [
        `/api/photos/${alice.id}`,
        `/api/photos/${pub.id}/file`,
        `/api/photos/${pub.id}/thumbnail`,
        `/api/photos/${pending.id}/file`,
        `/api/photos/${priv.id}/file`,
      ];
      const got = await Promise.all(urls.map((url) => answer(agent, url)));
      expect(
        got.map((g) => g.status),
        name,
      ).toEqual(want[name]);
      // A refusal is word for word the answer for an id that does not exist.
      expect(got[0].status === 404 ? got[0].body : unknownList.body, `${name} list`).toBe(unknownList.body);
      for (const g of got.slice(1))
        expect(g.status === 404 ? g.body : unknownFile.body, `${name} file`).toBe(unknownFile.body);
    }
    expect(await idsOf(actors.owner, alice.id)).toEqual(expect.arrayContaining([pub.id, pending.id, priv.id]));
    expect((await idsOf(actors.acquainted, alice.id)).sort()).toEqual([pub.id, priv.id].sort());
    expect(await idsOf(actors.moderator, alice.id)).toEqual([pub.id]);
    expect(await idsOf(actors.admin, alice.id)).toEqual([pub.id]);
    // The narrowed list (?photoType=) follows the same rule.
    expect((await actors.stranger.get(`/api/photos/${alice.id}?photoType=profile`)).statusCode).toBe(404);
    expect((await actors.blocksOwner.get(`/api/photos/${alice.id}?photoType=private`)).statusCode).toBe(404);
    expect((await actors.acquainted.get(`/api/photos/${alice.id}?photoType=private`)).json()).toHaveLength(1);
  });

  it('walking sequential ids as a stranger finds nothing, not even a public photo', async () => {
    const all = await t.ctx.database.db.select({ id: photos.id }).from(photos);
    const ids = all.map((p) => p.id);
    const walk = await Promise.all(
      ids
        .flatMap((id) => [`/api/photos/${id}/file`, `/api/photos/${id}/thumbnail`])
        .map((u) => answer(actors.stranger, u)),
    );
    expect(walk.every((a) => a.status === 404 && a.body === unknownFile.body)).toBe(true);
  });

  it("a suspended member's photos are hidden from members but not from staff; their own session ends", async () => {
    const sam = await t.createMember({ gender: 'man', interestedIn: ['woman'], ...NYC });
    const samAgent = await t.signIn(sam);
    const samPhoto = await approvedPhoto(sam.id, 'profile');
    const friend = await t.createMember();
    await acquaint(t, friend, sam);
    const friendAgent = await t.signIn(friend);
    expect((await friendAgent.get(`/api/photos/${samPhoto.id}/file`)).statusCode).toBe(200);
    expect(await idsOf(friendAgent, sam.id)).toEqual([samPhoto.id]);

    await t.ctx.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: 'photo privacy test' })
      .where(eq(users.id, sam.id));
    expect(await answer(friendAgent, `/api/photos/${samPhoto.id}/file`)).toEqual(unknownFile);
    expect(await answer(friendAgent, `/api/photos/${samPhoto.id}/thumbnail`)).toEqual(unknownFile);
    expect(await answer(friendAgent, `/api/photos/${sam.id}`)).toEqual(unknownList);
    for (const staff of [actors.moderator, actors.admin]) {
      expect((await staff.get(`/api/photos/${samPhoto.id}/file`)).statusCode).toBe(200);
      expect(await idsOf(staff, sam.id)).toEqual([samPhoto.id]);
    }
    expect((await samAgent.get(`/api/photos/${sam.id}`)).statusCode).toBe(401);
    expect((await samAgent.get(`/api/photos/${samPhoto.id}/file`)).statusCode).toBe(401);
  });
});

describe('moderation queue (decision 24) and profile picture', () => {
  it('members cannot use it; moderators and admins approve or reject', async () => {
    const m = await t.createMember();
    await acquaint(t, other, m);
    const agent = await t.signIn(m);
    const created = (await uploadPhoto(agent, m.id, await renderPhoto(rng))).json();
    expect((await t.agent().get('/api/admin/photos')).statusCode).toBe(401);
    expect((await agent.get('/api/admin/photos')).statusCode).toBe(403);
    expect((await agent.post(`/api/admin/photos/${created.id}/review`, { decision: 'approved' })).statusCode).toBe(403);
    const queue = await modAgent.get('/api/admin/photos');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().find((p: { id: number }) => p.id === created.id);
    // The background image check may already have decided; when not, it is in the queue.
    if ((await photoRow(created.id)).moderationStatus === 'pending')
      expect(item).toMatchObject({ user: { id: m.id, displayName: m.account.profile.displayName } });
    expect((await modAgent.post(`/api/admin/photos/${created.id}/review`, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await modAgent.post('/api/admin/photos/999999/review', { decision: 'approved' })).statusCode).toBe(404);
    const approved = await modAgent.post(`/api/admin/photos/${created.id}/review`, { decision: 'approved' });
    expect(approved.json().moderationStatus).toBe('approved');
    // The first approved public photo becomes the profile picture.
    expect((await otherAgent.get(`/api/profile/${m.id}`)).json().profilePictureUrl).toBe(created.url);
    expect((await otherAgent.get(created.url)).statusCode).toBe(200);
    const rejected = await adminAgent.post(`/api/admin/photos/${created.id}/review`, { decision: 'rejected' });
    expect(rejected.json().moderationStatus).toBe('rejected');
    expect((await otherAgent.get(`/api/profile/${m.id}`)).json().profilePictureUrl).toBeNull();
    expect((await otherAgent.get(created.url)).statusCode).toBe(404);
  });

  it("a decision in Guardian's general review queue applies to the photo", async () => {
    const m = await t.createMember();
    const photo = await approvedPhoto(m.id, 'profile', 'pending');
    const [request] = await t.ctx.database.db
      .insert(moderationRequests)
      .values({
        contentType: 'photo',
        contentRef: `photo:${photo.id}`,
        subjectType: 'photo',
        subjectId: photo.id,
        userId: m.id,
        contentUrl: `/api/photos/${photo.id}/file`,
        reason: 'test',
      })
      .returning();
    expect(
      (await modAgent.post(`/api/admin/moderation-requests/${request.id}/review`, { decision: 'approved' })).statusCode,
    ).toBe(200);
    await modAgent.get('/api/admin/photos');
    expect((await photoRow(photo.id)).moderationStatus).toBe('approved');
  });

  it('PUT /api/photos/{id}/profile-picture takes only your own approved public photo', async () => {
    const mine = await approvedPhoto(owner.id, 'profile');
    const privateOne = await approvedPhoto(owner.id, 'private');
    expect((await otherAgent.put(`/api/photos/${mine.id}/profile-picture`)).statusCode).toBe(404);
    expect((await ownerAgent.put(`/api/photos/${privateOne.id}/profile-picture`)).statusCode).toBe(400);
    const res = await ownerAgent.put(`/api/photos/${mine.id}/profile-picture`);
    expect(res.json()).toEqual({ profilePictureUrl: `/api/photos/${mine.id}/file` });
    const [row] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.userId, owner.id));
    expect(row.profilePictureUrl).toBe(`/api/photos/${mine.id}/file`);
  });

  it("runs Guardian's image check in the background (photos.moderate)", async () => {
    // Every upload earlier in this file queued its own image check, and one worker takes them in turn;
    // on a loaded machine that backlog can outlast the deadline (the likely cause of one failure in a
    // full run). Wait for it to drain first, so the deadline measures only this photo's check.
    const backlog = async () =>
      Number(
        (
          await t.ctx.database.executeSql(
            `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
            [PHOTO_MODERATE_JOB],
          )
        ).rows[0].n,
      );
    // The drain may take minutes when the machine is busy with other work: one image check at a time, each a
    // worker thread's CPU (a CI run beside two other CPU-heavy jobs failed here after 120 s).
    const drainBy = Date.now() + 240_000;
    while ((await backlog()) > 0 && Date.now() < drainBy) await new Promise((r) => setTimeout(r, 250));
    expect(await backlog()).toBe(0);
    const m = await t.createMember();
    const agent = await t.signIn(m);
    const created = (await uploadPhoto(agent, m.id, await renderPhoto(rng))).json();
    const deadline = Date.now() + 50_000;
    let decided = false;
    while (Date.now() < deadline && !decided) {
      const row = await photoRow(created.id);
      const queued = await t.ctx.database.db
        .select()
        .from(moderationRequests)
        .where(eq(moderationRequests.contentRef, `photo:${created.id}`));
      decided = row.moderationStatus !== 'pending' || queued.length > 0;
      if (!decided) await new Promise((r) => setTimeout(r, 250));
    }
    expect(decided).toBe(true);
  }, 320_000);
});

describe('DELETE /api/photos/{photoId}', () => {
  it('only the owner deletes, and the files go too', async () => {
    const photo = await approvedPhoto(owner.id, 'private');
    expect((await t.agent().delete(`/api/photos/${photo.id}`, { userId: owner.id })).statusCode).toBe(401);
    expect((await otherAgent.delete(`/api/photos/${photo.id}`, { userId: other.id })).statusCode).toBe(404);
    expect((await otherAgent.delete(`/api/photos/${photo.id}`, { userId: owner.id })).statusCode).toBe(403);
    expect((await modAgent.delete(`/api/photos/${photo.id}`, { userId: moderator.id })).statusCode).toBe(404);
    expect((await ownerAgent.delete(`/api/photos/${photo.id}`, {})).statusCode).toBe(400);
    expect(await t.ctx.storage.get(photo.storageKey)).not.toBeNull();
    expect((await ownerAgent.delete(`/api/photos/${photo.id}`, { userId: owner.id })).statusCode).toBe(200);
    expect(await photoRow(photo.id)).toBeUndefined();
    expect(await t.ctx.storage.get(photo.storageKey)).toBeNull();
    expect(await t.ctx.storage.get(photo.thumbnailKey)).toBeNull();
    expect((await ownerAgent.get(`/api/photos/${photo.id}/file`)).statusCode).toBe(404);
  });
});
