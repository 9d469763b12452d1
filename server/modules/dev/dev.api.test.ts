import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/support';

describe('dev outbox (issue 10 §1: two-factor codes must not leak off the machine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: 'development' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers only requests whose socket comes from loopback; a forged header does not help', async () => {
    await t.ctx.mailer.send({ to: 'someone@example.com', subject: 'Your code: 123456', text: 'code 123456' });
    for (const url of ['/api/dev/outbox', '/dev/outbox']) {
      const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain('123456');
      const local6 = await t.app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(local6.statusCode).toBe(200);

      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('123456');
      const forged = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' },
      });
      expect(forged.statusCode).toBe(404);
      // A proxy on this machine relays strangers from 127.0.0.1: relayed requests are refused too.
      const relayed = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(relayed.statusCode).toBe(404);
    }
  });

  it('refuses a loopback socket that names another host (DNS rebinding from a page the developer opens)', async () => {
    // A page on attacker.example re-points its name at 127.0.0.1: the browser's requests then come from
    // loopback, carry Host: attacker.example, and its script may read the answers (same origin for it).
    await t.ctx.mailer.send({ to: 'admin@example.com', subject: 'Your code: 654321', text: 'code 654321' });
    for (const url of ['/api/dev/outbox', '/dev/outbox']) {
      for (const host of ['attacker.example:5000', 'attacker.example', '127.0.0.1.nip.io:5000']) {
        const rebound = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(rebound.statusCode, host).toBe(404);
        expect(rebound.body).not.toContain('654321');
      }
      for (const host of ['localhost:5000', 'localhost', '127.0.0.1:5000', '[::1]:5000', 'app.localhost:5000']) {
        const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(local.statusCode, host).toBe(200);
      }
    }
  });

  it('does not exist in production, even from loopback', async () => {
    const prod = await startTestApp({ env: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
