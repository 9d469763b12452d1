import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { startTestApp, type TestApp } from '#test/support';

// The whole photo flow with uploads kept in S3-compatible storage (a real s3rver), not on disk.
let server: { close(): Promise<void> };
let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-app-'));

beforeAll(async () => {
  const instance = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'vibeline-media' }],
  });
  const { port } = await instance.run();
  server = instance;
  t = await startTestApp({
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'vibeline-media',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('stores, serves and deletes member photos through S3', async () => {
  expect(t.ctx.storage.kind).toBe('s3');
  const member = await t.createMember();
  const agent = await t.signIn(member);
  const { uploadURL } = (await agent.post('/api/photos/upload')).json();
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 80, b: 160 } } })
    .png()
    .toBuffer();
  const put = await agent.request({
    method: 'PUT',
    url: uploadURL,
    payload: png,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.statusCode).toBe(200);
  const created = await agent.post('/api/photos', {
    userId: member.id,
    photoURL: uploadURL,
    isPublic: false,
    photoType: 'private',
  });
  expect(created.statusCode).toBe(201);
  const photo = created.json();
  const file = await agent.get(photo.url);
  expect(file.statusCode).toBe(200);
  expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  // Nothing went to the local files folder: S3 holds it.
  expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);
  expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
  expect((await agent.delete(`/api/photos/${photo.id}`, { userId: member.id })).statusCode).toBe(200);
  expect((await agent.get(photo.url)).statusCode).toBe(404);
});
