import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EmergencyAlert } from '#contracts';
import type { AppContext } from '#server/context';
import { childDataDir, startChildInstance, startSecondInstance, stopChildInstances } from '#test/child-instance';
import { withDatabase } from '#test/global-setup';
import { startSmsCapture, type SmsCapture } from '#test/sms-capture';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture';
import { startTestApp, type TestApp } from '#test/support';
import { notificationKey, SAFETY_JOBS } from '#modules/safety';

// Exactly-once Bestie Shield delivery when an instance dies mid-send (issue 16, ADR 117). A real SMTP
// server and a stand-in for the SMS provider's API sit on the other side. Like real ones, they count a
// message as delivered once they have all of it, even if the sender never hears back; and they honour
// the sender's idempotency key (the SMS provider's Idempotency-Key, the mail's Message-ID): a repeat of
// a key they have is answered as before and not delivered again.

/** While true, both servers take a message in full and then never answer: the sender hangs mid-send. */
let hold = false;
/** Requests still waiting for an answer (held); `answer` sends it. */
const pending: Array<{ kind: 'sms' | 'email'; key: string; answer: (ok: boolean) => void }> = [];
const smsDelivered = new Map<string, string>();
let smtp: SmtpCapture;
let sms: SmsCapture;

/** A mail's idempotency key: its Message-ID. */
const mailKey = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';

beforeAll(async () => {
  smtp = await startSmtpCapture({
    onMail(mail, accept) {
      if (!hold) return accept();
      pending.push({ kind: 'email', key: mailKey(mail.raw), answer: () => accept() });
    },
  });
  sms = await startSmsCapture({
    onText(text, reply) {
      const answer = (ok: boolean) => {
        if (!ok) return reply(null);
        // An idempotent provider: a key it has already delivered gets the same answer, and no second text.
        if (!smsDelivered.has(text.key)) smsDelivered.set(text.key, `SM${smsDelivered.size + 1}`);
        reply(smsDelivered.get(text.key)!);
      };
      if (hold) pending.push({ kind: 'sms', key: text.key, answer });
      else answer(true);
    },
  });
});
afterAll(async () => {
  stopChildInstances();
  await smtp.close();
  await sms.close();
});

const smsSettings = () => ({
  apiUrl: sms.url,
  accountSid: 'AC0123456789',
  authToken: 'secret-token',
  from: '+15005550006',
});

/** A whole app instance in its own process (`server/main.ts`) on the test's PostgreSQL database. */
async function startInstance(t: TestApp) {
  const { rows } = await t.ctx.database.executeSql('SELECT current_database() AS name');
  const settings = smsSettings();
  return startChildInstance({
    NODE_ENV: 'test',
    DATA_DIR: childDataDir('vibeline-crash-'),
    SESSION_SECRET: t.ctx.config.secret ?? 'test-secret',
    DATABASE_URL: withDatabase(process.env.DATABASE_URL!, String(rows[0].name)),
    REDIS_PREFIX: t.ctx.config.redisPrefix,
    SEED_DEMO: 'false',
    BACKGROUND_TIMERS: 'false',
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: settings.accountSid,
    TWILIO_AUTH_TOKEN: settings.authToken,
    TWILIO_FROM: settings.from,
    SMS_API_URL: settings.apiUrl,
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Row = { id: number; channel: string; status: string; attempts: number; last_error: string | null };
async function notifications(ctx: AppContext, alertId: number) {
  const { rows } = await ctx.database.executeSql(
    `SELECT id, channel, status, attempts, last_error, created_at AS "createdAt" FROM safety_notifications
      WHERE alert_id = $1 ORDER BY id`,
    [alertId],
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt as string | Date) })) as Array<
    Row & { createdAt: Date }
  >;
}

/** The 60 s lease of every claimed notification runs out, as it would a minute after its instance died. */
async function lapseLeases(ctx: AppContext): Promise<void> {
  await ctx.database.executeSql(
    `UPDATE safety_notifications SET claimed_until = now() - interval '1 second'
      WHERE status = 'pending' AND claimed_until IS NOT NULL`,
  );
}

it(
  'instances killed (SIGKILL) mid-send: another instance finishes, every contact gets each message once',
  { timeout: 180_000 },
  async () => {
    const t = await startTestApp({ smtpUrl: smtp.url, sms: smsSettings() });
    let other: Awaited<ReturnType<typeof startSecondInstance>> | null = null;
    try {
      const member = await t.createMember();
      const a = await t.signIn(member);
      expect(
        (
          await a.post('/api/emergency-contacts', {
            userId: member.id,
            name: 'Sam Rivera',
            phoneNumber: '+14155550123',
            relationship: 'Sister',
            email: 'sam@example.com',
          })
        ).statusCode,
      ).toBe(201);
      // The new contact's notice (ADR 216) goes first; the counts below are the alert's.
      await until('the notice', () => sms.requests.length === 1 && smtp.mails.length === 1, 60_000);
      sms.requests.length = 0;
      smsDelivered.clear();
      smtp.mails.length = 0;
      // This instance stops working the queue: the instances in other processes take the sends.
      await t.app.close();

      hold = true;
      const first = await startInstance(t);
      // The member's session from one instance works on the other.
      const login = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const created = await fetch(`${first.url}/api/emergency-alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          userId: member.id,
          alertType: 'panic',
          severity: 'high',
          latitude: 37.7749,
          longitude: -122.4194,
        }),
      });
      expect(created.status).toBe(201);
      const alert = (await created.json()) as EmergencyAlert;
      expect(alert.notified.map((n) => n.channel).sort()).toEqual(['email', 'sms']);

      // The first instance claims one send, the provider has the whole message, and the instance dies
      // before it hears back. A second instance in its own process takes the other send and dies the same way.
      await until('a first send in flight', () => pending.length === 1, 60_000);
      first.child.kill('SIGKILL');
      await until('the first instance to die', () => first.child.signalCode === 'SIGKILL');
      const second = await startInstance(t);
      await until('a second send in flight', () => pending.length === 2, 60_000);
      second.child.kill('SIGKILL');
      await until('the second instance to die', () => second.child.signalCode === 'SIGKILL');
      expect(pending.map((p) => p.kind).sort()).toEqual(['email', 'sms']);
      // Both messages reached the other side once; both rows are still pending, claimed by a dead attempt.
      expect(sms.requests).toHaveLength(1);
      expect(smtp.mails).toHaveLength(1);
      let rows = await notifications(t.ctx, alert.id);
      expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
        ['sms', 'pending', 1],
        ['email', 'pending', 1],
      ]);

      // A surviving instance: once the leases lapse its sweep resends both, under the same keys.
      hold = false;
      other = await startSecondInstance(t);
      await lapseLeases(t.ctx);
      await other.ctx.jobs.send(SAFETY_JOBS.sweep, {});
      await until('both notifications sent', async () =>
        (await notifications(t.ctx, alert.id)).every((r) => r.status === 'sent'),
      );
      rows = await notifications(t.ctx, alert.id);
      expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
        ['sms', 'sent', 2],
        ['email', 'sent', 2],
      ]);
      const [smsRow, mailRow] = rows;

      // Each message was handed over twice, both times under its notification's one key ...
      expect(sms.requests.map((r) => r.key)).toEqual([notificationKey(smsRow), notificationKey(smsRow)]);
      expect(sms.requests.every((r) => r.To === '+14155550123' && r.Body.includes('/emergency-viewer/'))).toBe(true);
      expect(smtp.mails.map((m) => mailKey(m.raw))).toEqual([
        `<${notificationKey(mailRow)}@vibeline.app>`,
        `<${notificationKey(mailRow)}@vibeline.app>`,
      ]);
      // ... so the contact got each exactly once.
      expect(smsDelivered.size).toBe(1);
      expect(new Set(smtp.mails.map((m) => mailKey(m.raw))).size).toBe(1);

      // Later runs (the dead instances' jobs expire and are retried, the sweep comes again) send nothing.
      const sweep = await other.ctx.jobs.send(SAFETY_JOBS.sweep, {});
      expect((await other.ctx.jobs.waitFor(SAFETY_JOBS.sweep, sweep!)).state).toBe('completed');
      for (const row of rows) {
        const id = await other.ctx.jobs.send(SAFETY_JOBS.deliver, { notificationId: row.id });
        expect(await other.ctx.jobs.waitFor(SAFETY_JOBS.deliver, id!)).toEqual({
          state: 'completed',
          output: { status: 'sent' },
        });
      }
      expect(sms.requests).toHaveLength(2);
      expect(smtp.mails).toHaveLength(2);
    } finally {
      for (const p of pending.splice(0)) p.answer(false);
      await other?.app.close();
      await t.close();
    }
  },
);

it('a stale attempt cannot overwrite a newer one: a hung send failing later leaves its successor alone', async () => {
  hold = false;
  sms.requests.length = 0;
  smsDelivered.clear();
  pending.length = 0;
  const t = await startTestApp({ sms: smsSettings() });
  let other: Awaited<ReturnType<typeof startSecondInstance>> | null = null;
  try {
    const member = await t.createMember();
    const a = await t.signIn(member);
    await a.post('/api/emergency-contacts', {
      userId: member.id,
      name: 'Jo',
      phoneNumber: '+14155550124',
      relationship: 'Friend',
    });
    // The new contact's notice (ADR 216) goes first; the counts below are the alert's.
    await until('the notice', () => sms.requests.length === 1, 60_000);
    sms.requests.length = 0;
    smsDelivered.clear();
    other = await startSecondInstance(t);
    // Attempt 1 hangs at the provider (its instance is alive, only slow) past its lease ...
    hold = true;
    const alert = (
      await a.post('/api/emergency-alerts', {
        userId: member.id,
        alertType: 'get_me_out',
        severity: 'medium',
        latitude: 37.7749,
        longitude: -122.4194,
      })
    ).json() as EmergencyAlert;
    await until('attempt 1 in flight', () => pending.length === 1);
    await lapseLeases(t.ctx);
    // ... so the sweep hands the notification to the instance that is free: attempt 2, which hangs too.
    await other.ctx.jobs.send(SAFETY_JOBS.sweep, {});
    await until('attempt 2 in flight', () => pending.length === 2);
    const lease = async () =>
      (
        await t.ctx.database.executeSql(
          `SELECT status, attempts, last_error, claimed_until > now() AS held FROM safety_notifications
            WHERE alert_id = $1`,
          [alert.id],
        )
      ).rows[0];
    expect(await lease()).toMatchObject({ status: 'pending', attempts: 2, last_error: null, held: true });

    // The provider refuses attempt 1. Its outcome is stale: it neither records an error nor frees attempt 2's claim.
    const [first, second] = pending.splice(0);
    first.answer(false);
    await until('attempt 1 to give up', async () => {
      const { rows } = await t.ctx.database.executeSql(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'retry'`,
        [SAFETY_JOBS.deliver],
      );
      return Number(rows[0].n) === 1;
    });
    expect(await lease()).toMatchObject({ status: 'pending', attempts: 2, last_error: null, held: true });

    // Attempt 2 goes through; the retry of attempt 1 then finds the notification sent and sends nothing.
    second.answer(true);
    hold = false;
    await until('attempt 2 and the retry of attempt 1 to finish', async () => {
      const { rows } = await t.ctx.database.executeSql(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
        [SAFETY_JOBS.deliver],
      );
      return Number(rows[0].n) === 0;
    });
    const [row] = await notifications(t.ctx, alert.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sms.requests.map((r) => r.key)).toEqual([notificationKey(row), notificationKey(row)]);
    expect(smsDelivered.size).toBe(1);
    // The member sees it delivered.
    const shown = (await a.get(`/api/emergency-alerts/${member.id}`)).json() as EmergencyAlert[];
    expect(shown.find((x) => x.id === alert.id)?.notified).toMatchObject([{ channel: 'sms', status: 'sent' }]);
  } finally {
    for (const p of pending.splice(0)) p.answer(false);
    await other?.app.close();
    await t.close();
  }
});
