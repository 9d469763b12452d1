/**
 * Graceful shutdown of the real server process (`node --import tsx server/main.ts`, as `npm start`
 * runs it) on an embedded database: after photo uploads, a moderator's review and other staff
 * calls, SIGTERM with work still in flight must end the process within 10 s, tell sockets to
 * reconnect (1012), and release the data folder so the next start opens it.
 *
 * PGlite only by construction: the child gets `DATABASE_URL: ''` and `REDIS_URL: ''` whichever project runs this file,
 * so api-postgres ran the very same test a second time (≈ 80 s of CI each). Named `*.pglite.api.test.ts`, it runs once,
 * in the api project (ADR 310).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_FILE, parseDemoAccounts, type DemoPasswords } from '#seed/demo-accounts';
import { childDataDir, freePort, startChildInstance, stopChildInstances } from '#test/child-instance';

const dataDir = childDataDir('vibeline-shutdown-');

/** The real server on the embedded database in `dataDir`, as a newcomer's `npm start` runs it. */
const startServer = (port: number) =>
  startChildInstance({ NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, { port });

function client(base: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (method: string, url: string, body?: unknown, type = 'application/json') => {
    const res = await fetch(base + url, {
      method,
      headers: { cookie: cookie(), ...(body === undefined ? {} : { 'content-type': type }) },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as any };
  };
  return { call, cookie };
}

function latestCode(email: string): string {
  const dir = path.join(dataDir, 'outbox');
  for (const name of fs.readdirSync(dir).sort().reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; text: string };
    if (mail.to === email) return mail.text.match(/\b(\d{6})\b/)![1];
  }
  throw new Error(`no code mailed to ${email}`);
}

/** The demo passwords are generated per installation and kept in the data folder (issue 10). */
function demoAccount(role: 'member' | 'moderator' | 'admin') {
  const passwords = parseDemoAccounts(fs.readFileSync(path.join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8')) as DemoPasswords;
  return { email: DEMO_ACCOUNTS[role].email, password: passwords[role] };
}

async function signIn(base: string, role: 'member' | 'moderator' | 'admin') {
  const account = demoAccount(role);
  const c = client(base);
  const login = await c.call('POST', '/api/auth/login', { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  if (login.json.requireTwoFA)
    expect((await c.call('POST', '/api/auth/verify-2fa', { verificationCode: latestCode(account.email) })).status).toBe(
      200,
    );
  return c;
}

afterAll(stopChildInstances);

describe('SIGTERM on the real server', () => {
  it(
    'exits within 10 s after photos, reviews and staff calls, ' + 'with work in flight, and releases the data folder',
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const { child: server, output } = await startServer(port);

      const member = await signIn(base, 'member');
      const me = (await member.call('GET', '/api/auth/user')).json as { id: number };
      const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c08040' } })
        .jpeg()
        .toBuffer();
      const upload = async () => {
        const { json } = await member.call('POST', '/api/photos/upload', {});
        const put = await member.call('PUT', new URL(json.uploadURL, base).pathname, image, 'image/jpeg');
        return member.call('POST', '/api/photos', {
          userId: me.id,
          photoURL: put.json.photoURL,
          isPublic: true,
          photoType: 'profile',
        });
      };
      expect((await upload()).status).toBe(201);
      expect((await upload()).status).toBe(201);

      const moderator = await signIn(base, 'moderator');
      const queue = await moderator.call('GET', '/api/admin/photos');
      expect(queue.status).toBe(200);
      expect(queue.json.length).toBeGreaterThan(0);
      expect(
        (await moderator.call('POST', `/api/admin/photos/${queue.json[0].id}/review`, { decision: 'approved' })).status,
      ).toBe(200);
      expect((await moderator.call('GET', '/api/admin/moderation-requests')).status).toBe(200);

      const admin = await signIn(base, 'admin');
      for (const url of [
        '/api/admin/advanced-moderation/metrics',
        '/api/admin/guardian-settings',
        '/api/admin/users/search?q=demo',
      ]) {
        expect((await admin.call('GET', url)).status).toBe(200);
      }
      // A retrain runs on a worker thread for seconds: the job that used to hold shutdown up.
      expect((await admin.call('POST', '/api/admin/advanced-moderation/train', {})).status).toBe(202);

      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: member.cookie() } });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

      // Let the retrain job start, then stop with more work still going.
      await new Promise((r) => setTimeout(r, 3000));
      const inFlight = [
        upload(),
        member.call('GET', `/api/photos/${me.id}`),
        admin.call('GET', '/api/admin/advanced-moderation/metrics'),
      ].map((p) => p.catch(() => null));
      const t0 = Date.now();
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        server.once('exit', (code, signal) => resolve({ code, signal })),
      );
      server.kill('SIGTERM');
      const result = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 12_000))]);
      const elapsed = Date.now() - t0;
      await Promise.all(inFlight);

      expect(result, 'server still running 12 s after SIGTERM').not.toBeNull();
      expect(elapsed).toBeLessThan(10_000);
      expect(result!.code, output()).toBe(0);
      expect(await closed).toBe(1012);
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

      // The next start opens the same folder.
      const { child: again } = await startServer(port);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const second = new Promise((resolve) => again.once('exit', resolve));
      again.kill('SIGTERM');
      await second;
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    },
    240_000,
  );
});
