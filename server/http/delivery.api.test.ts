import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/support';
import { IMMUTABLE_ASSET, PRIVATE_ANSWER, REVALIDATE } from './delivery';

// A built client as Vite lays it out: index.html, hashed files under assets/, public files at the root.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-client-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'assets', 'index-B3x9QkLm.js'), script);
fs.writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><title>Vibeline</title>${'<p>x</p>'.repeat(300)}`);
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
// The machine running the suite can be busy: starting an app is given two minutes.
beforeAll(async () => {
  t = await startTestApp({}, { clientDir });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('delivery: compression and caching (issue 14)', () => {
  it('serves hashed assets compressed and cached immutably for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-B3x9QkLm.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_ASSET);
    expect(res.headers['content-encoding']).toBe('br');
    const body = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(body).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
  });

  it('answers gzip to a client that only speaks gzip, and plain bytes to one that asks for none', async () => {
    const gz = await t.app.inject({ url: '/assets/index-B3x9QkLm.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/index-B3x9QkLm.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets index.html be cached without revalidation, at its own path or as the app fallback', async () => {
    const index = await t.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe(REVALIDATE);
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(index.rawPayload).toString()).toContain('<title>Vibeline</title>');
    // Client routes get the same page from the not-found handler (a built index.html is about 1 KB,
    // so it goes out as it is there).
    for (const url of ['/discover', '/settings/blocked']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.body, url).toContain('<title>Vibeline</title>');
    }
  });

  it('caches other public files for an hour only (their names carry no hash)', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses JSON answers and marks a member’s API answers no-store', async () => {
    for (let i = 0; i < 12; i++) await t.createMember();
    const member = await t.createMember();
    const user = await (await t.signIn(member)).get('/api/auth/user', { 'accept-encoding': 'gzip' });
    expect(user.statusCode).toBe(200);
    expect(user.headers['cache-control']).toBe(PRIVATE_ANSWER);

    // The staff member list is a large JSON answer.
    const admin = await t.signIn(await t.createMember({ role: 'admin' }));
    const plain = await admin.get('/api/admin/users?q=vibeline', { 'accept-encoding': 'identity' });
    const packed = await admin.get('/api/admin/users?q=vibeline', { 'accept-encoding': 'gzip' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['cache-control']).toBe(PRIVATE_ANSWER);
    expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.gunzipSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('does not compress answers under 1 KB (the bytes saved would not pay for the work)', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
