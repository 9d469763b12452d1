import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/support';
import { redactUrl } from './logging';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { log: pino({ level: 'info' }, capture) });
});
afterAll(async () => {
  await t?.close();
});

it('redactUrl replaces the viewer token in page and API paths, keeping the rest', () => {
  expect(redactUrl('/emergency-viewer/abc_DEF-123')).toBe('/emergency-viewer/[redacted]');
  expect(redactUrl('/api/emergency-viewer/abc_DEF-123/location?x=1')).toBe(
    '/api/emergency-viewer/[redacted]/location?x=1',
  );
  expect(redactUrl('/api/emergency-alerts/12/end')).toBe('/api/emergency-alerts/12/end');
  expect(redactUrl('/stop/7.KzE0MTU1.0a1b')).toBe('/stop/[redacted]');
  expect(redactUrl('/api/safety-stop/7.KzE0MTU1.0a1b')).toBe('/api/safety-stop/[redacted]');
});

it('a Bestie Shield viewer token never reaches the request log (page route, API and its location)', async () => {
  const { owner, ownerAgent } = await t.createCast();
  expect(
    (
      await ownerAgent.post('/api/emergency-contacts', {
        userId: owner.id,
        name: 'Sam',
        phoneNumber: '+14155550199',
        relationship: 'Sister',
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await ownerAgent.post('/api/emergency-alerts', {
        userId: owner.id,
        alertType: 'panic',
        severity: 'high',
        latitude: 51.5,
        longitude: -0.12,
      })
    ).statusCode,
  ).toBe(201);
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    const sms = (await t.ctx.outbox.list(50)).find((m) => m.kind === 'sms' && m.to === '+14155550199');
    token = sms?.text.match(/\/emergency-viewer\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  expect(token).toBeTruthy();

  const anon = t.agent();
  expect((await anon.get(`/api/emergency-viewer/${token}`)).statusCode).toBe(200);
  expect((await anon.get(`/api/emergency-viewer/${token}/location`)).statusCode).toBe(200);
  await anon.get(`/emergency-viewer/${token}`);

  const logged = lines.join('');
  // The log is live (so the absence below means something) and names the route without the secret.
  expect(logged).toContain('/api/emergency-viewer/[redacted]/location');
  expect(logged).toContain('"url":"/emergency-viewer/[redacted]"');
  expect(logged).not.toContain(token!);
});

it('password reset and e-mail verification links never reach the request log either', async () => {
  // The page loads with the link's token in its query; the token still works then (it is used by the POST after).
  expect(redactUrl('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[redacted]');
  expect(redactUrl('/verify-email?x=1&token=abc&y=2')).toBe('/verify-email?x=1&token=[redacted]&y=2');
  const member = await t.createMember();
  await t.agent().post('/api/auth/forgot-password', { email: member.email });
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    const mail = (await t.ctx.outbox.list(50)).find((m) => m.to === member.email && /reset-password/.test(m.text));
    token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  expect(token).toBeTruthy();
  await t.agent().get(`/reset-password?token=${token}`);
  await t.agent().get(`/verify-email?token=${token}`);
  const logged = lines.join('');
  expect(logged).toContain('"url":"/reset-password?token=[redacted]"');
  expect(logged).not.toContain(token!);
});
