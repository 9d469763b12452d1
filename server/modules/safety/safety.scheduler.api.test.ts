import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EmergencyAlert, EmergencyContact, Meet, SafetyCheckin } from '#contracts';
import type { AppContext } from '#server/context';
import { startSecondInstance } from '#test/child-instance';
import { startSmsCapture, type SmsCapture, type SmsRequest } from '#test/sms-capture';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture';
import { startTestApp, TestAgent, type TestApp } from '#test/support';

// The scheduler end to end: real pg-boss on the test database, a real SMTP server, and a local
// stand-in for the Twilio Messages API. "Moving time" means making planned jobs due in the queue
// itself (their start_after), so the real queue hands them to the real handlers.

let smtp: SmtpCapture;
let sms: SmsCapture;
/** The texts the provider accepted (a refused one is not a text). */
const texts: SmsRequest[] = [];
let failSms = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  sms = await startSmsCapture({
    onText(text, answer) {
      if (failSms > 0) {
        failSms--;
        answer(null);
        return;
      }
      texts.push(text);
      answer(`SM${texts.length}`);
    },
  });
});
afterAll(async () => {
  await smtp.close();
  await sms.close();
});

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** Makes every safety job planned up to `until` due now, then waits until the queue has run them. */
async function advanceTo(ctx: AppContext, until: Date): Promise<void> {
  await ctx.database.executeSql(
    `UPDATE pgboss.job SET start_after = now() WHERE name LIKE 'safety.%'
      AND state IN ('created', 'retry') AND start_after <= $1`,
    [until.toISOString()],
  );
  await settle(ctx);
}

async function settle(ctx: AppContext): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const { rows } = await ctx.database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'safety.%'
        AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
    );
    if (Number(rows[0].n) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('safety jobs did not settle');
}

/** Stops the app (and its job workers) and starts a new one on the same database. */
async function restart(t: TestApp, app: FastifyInstance): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  await app.close();
  return startSecondInstance(t);
}

it(
  'a meet runs reminder → check-in due → missed-check-in escalation across a restart, ' +
    'over SMTP and the SMS API, each sent once',
  async () => {
    const t = await startTestApp({
      smtpUrl: smtp.url,
      sms: { apiUrl: sms.url, accountSid: 'AC0123456789', authToken: 'secret-token', from: '+15005550006' },
    });
    let app = t.app;
    let ctx = t.ctx;
    try {
      const member = await t.createMember();
      let a = await t.signIn(member);
      const contact = (
        await a.post('/api/emergency-contacts', {
          userId: member.id,
          name: 'Sam Rivera',
          phoneNumber: '+14155550123',
          relationship: 'Sister',
          email: 'sam@example.com',
        })
      ).json() as EmergencyContact;
      const meetDate = new Date(Date.now() + 3 * 3_600_000);
      const meet = (
        await a.post('/api/meet-tracking', {
          userId: member.id,
          contactId: contact.id,
          meetDate: meetDate.toISOString(),
          meetLocation: 'Blue Bottle',
        })
      ).json() as Meet;
      const reminderAt = new Date(meet.reminderTime);
      const endsAt = new Date(meet.endsAt);

      // A second meet is moved later: its first reminder time must send nothing.
      const moved = (
        await a.post('/api/meet-tracking', {
          userId: member.id,
          meetDate: new Date(Date.now() + 4 * 3_600_000).toISOString(),
          meetLocation: 'Old place',
        })
      ).json() as Meet;
      const movedTo = new Date(Date.now() + 30 * 3_600_000);
      await a.patch(`/api/meet-tracking/${moved.id}`, { meetDate: movedTo.toISOString(), meetLocation: 'New place' });
      // A third is cancelled: none of its jobs may send anything.
      const cancelled = (
        await a.post('/api/meet-tracking', {
          userId: member.id,
          meetDate: new Date(Date.now() + 3.5 * 3_600_000).toISOString(),
          meetLocation: 'Cancelled place',
        })
      ).json() as Meet;
      await a.patch(`/api/meet-tracking/${cancelled.id}`, { status: 'cancelled' });

      await settle(ctx);
      // The new contact's notice went first, once, by SMS and e-mail (ADR 216); what follows counts the rest.
      expect(texts.map((x) => x.To)).toEqual(['+14155550123']);
      expect(texts[0].Body).toMatch(/added you as an emergency contact/);
      expect(smtp.mails.map((m) => m.to)).toEqual([['sam@example.com']]);
      texts.length = 0;
      smtp.mails.length = 0;

      // 1. The reminder at reminderTime, to the member only.
      await advanceTo(ctx, reminderAt);
      const toMember = () => smtp.mails.filter((m) => m.to.includes(member.email));
      expect(toMember()).toHaveLength(1);
      expect(toMember()[0].raw).toMatch(/Subject: Reminder: your meet at Blue Bottle/);
      expect(texts).toEqual([]);

      // 2. Restart the app: the planned jobs are in the database, not in this process.
      ({ app, ctx } = await restart(t, app));
      a = new TestAgent(app);
      expect((await a.post('/api/auth/login', { email: member.email, password: member.password })).statusCode).toBe(
        200,
      );

      // 3. Check-in due at the meet's end: the member is asked to check in.
      await advanceTo(ctx, endsAt);
      expect(toMember()).toHaveLength(2);
      expect(decoded(toMember()[1].raw)).toMatch(/Subject: Bestie Shield: time to check in/);
      expect(
        ((await a.get(`/api/safety-checkins/${member.id}`)).json() as SafetyCheckin[]).find((c) => c.meetId === meet.id)
          ?.status,
      ).toBe('due');
      expect(texts).toEqual([]);

      // 4. No answer 15 minutes later: every contact is told, by SMS (the provider API) and e-mail, with a viewer link.
      // A second instance works the same queue, and the escalation is queued twice more (a retry, a
      // duplicate): the contacts still hear once.
      const { ctx: secondCtx, app: second } = await startSecondInstance(t);
      const due = ((await a.get(`/api/safety-checkins/${member.id}`)).json() as SafetyCheckin[]).find(
        (c) => c.meetId === meet.id,
      )!;
      for (const instance of [ctx, secondCtx]) {
        await instance.jobs.send(
          'safety.checkin-escalate',
          { checkinId: due.id, at: due.scheduledTime },
          { startAfter: new Date(endsAt.getTime() + 15 * 60_000) },
        );
      }
      await advanceTo(ctx, new Date(endsAt.getTime() + 15 * 60_000));
      await second.close();
      await secondCtx.mailer.close();
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatchObject({
        path: '/2010-04-01/Accounts/AC0123456789/Messages.json',
        To: '+14155550123',
        From: '+15005550006',
      });
      expect(texts[0].auth).toBe(`Basic ${Buffer.from('AC0123456789:secret-token').toString('base64')}`);
      expect(texts[0].Body).toContain(`${member.account.profile.displayName} did not check in`);
      const token = texts[0].Body.match(/\/emergency-viewer\/([A-Za-z0-9_-]+)/)![1];
      const toContact = smtp.mails.filter((m) => m.to.includes('sam@example.com'));
      expect(toContact).toHaveLength(1);
      expect(decoded(toContact[0].raw)).toContain(`/emergency-viewer/${token}`);
      const viewer = await new TestAgent(app).get(`/api/emergency-viewer/${token}`);
      expect(viewer.json()).toMatchObject({ alertType: 'missed_checkin', profileId: member.id, location: null });
      const checkin = ((await a.get(`/api/safety-checkins/${member.id}`)).json() as SafetyCheckin[]).find(
        (c) => c.meetId === meet.id,
      )!;
      expect(checkin).toMatchObject({ status: 'missed', escalatedAt: expect.any(String) });
      expect(checkin.notified.map((n) => `${n.contactName}/${n.channel}/${n.status}`).sort()).toEqual([
        'Sam Rivera/email/sent',
        'Sam Rivera/sms/sent',
      ]);

      // Nothing twice: the same jobs again (another instance, a retry) and every later job send nothing new.
      for (const [name, data] of [
        ['safety.meet-reminder', { meetId: meet.id, at: meet.reminderTime }],
        ['safety.checkin-due', { checkinId: checkin.id, at: checkin.scheduledTime }],
        ['safety.checkin-escalate', { checkinId: checkin.id, at: checkin.scheduledTime }],
      ] as const)
        await ctx.jobs.send(name, data);
      await advanceTo(ctx, new Date(Date.now() + 24 * 3_600_000));
      expect(texts).toHaveLength(1);
      expect(smtp.mails.filter((m) => m.to.includes('sam@example.com'))).toHaveLength(1);
      expect(toMember()).toHaveLength(2);

      // The moved meet: only its new reminder, at the new time; the cancelled meet: nothing at all.
      await advanceTo(ctx, new Date(movedTo.getTime() - 2 * 3_600_000));
      expect(toMember()).toHaveLength(3);
      expect(toMember()[2].raw).toMatch(/Subject: Reminder: your meet at New place/);
      expect(smtp.mails.some((m) => /Old place|Cancelled place/.test(m.raw))).toBe(false);

      // "I'm safe" after the escalation ends the alert it raised: the link stops working.
      expect((await a.post(`/api/safety-checkins/${checkin.id}/safe`)).json().status).toBe('completed');
      expect((await new TestAgent(app).get(`/api/emergency-viewer/${token}`)).statusCode).toBe(404);
    } finally {
      await app.close();
      await ctx.mailer.close();
      await t.ctx.mailer.close();
      await t.ctx.database.close();
    }
  },
  120_000,
); // boots the app three times (start, restart, a second instance)

it(
  'a notification the provider keeps refusing is retried, ' +
    'then shown to the member as failed; the e-mail still goes',
  async () => {
    const t = await startTestApp({
      smtpUrl: smtp.url,
      sms: { apiUrl: sms.url, accountSid: 'AC0123456789', authToken: 'secret-token', from: '+15005550006' },
    });
    try {
      const member = await t.createMember();
      const a = await t.signIn(member);
      await a.post('/api/emergency-contacts', {
        userId: member.id,
        name: 'Jo',
        phoneNumber: '+14155550199',
        relationship: 'Friend',
        email: 'jo@example.com',
      });
      // The contact's notice (ADR 216) goes first: let it, so the failures below land on the alerts.
      await settle(t.ctx);
      await expect.poll(() => texts.some((x) => x.To === '+14155550199')).toBe(true);
      const before = texts.length;
      failSms = 1;
      const recovered = (
        await a.post('/api/emergency-alerts', { userId: member.id, alertType: 'get_me_out', severity: 'medium' })
      ).json() as EmergencyAlert;
      // Retries wait (backoff); moving time makes each one due at once.
      const statuses = async (id: number) => {
        await advanceTo(t.ctx, new Date(Date.now() + 60_000));
        return ((await a.get(`/api/emergency-alerts/${member.id}`)).json() as EmergencyAlert[]).find(
          (x) => x.id === id,
        )!.notified;
      };
      await expect
        .poll(async () => (await statuses(recovered.id)).map((n) => n.status).sort(), { timeout: 20_000 })
        .toEqual(['sent', 'sent']);
      expect(texts.length - before).toBe(1);

      failSms = 100;
      const failing = (
        await a.post('/api/emergency-alerts', { userId: member.id, alertType: 'panic', severity: 'high' })
      ).json() as EmergencyAlert;
      await expect
        .poll(async () => (await statuses(failing.id)).map((n) => `${n.channel}/${n.status}`).sort(), {
          timeout: 20_000,
        })
        .toEqual(['email/sent', 'sms/failed']);
      expect(failSms).toBe(100 - 4);
    } finally {
      failSms = 0;
      await t.close();
    }
  },
  90_000,
);
