import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmergencyAlert } from '#contracts';
import type { OutboxMessage } from '#platform/outbox';
import { startSmsCapture, type SmsCapture, type SmsRequest } from '#test/sms-capture';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';

/**
 * A stop holds at delivery, not only when the message was written (ADR 221): a contact who stops Bestie Shield
 * messages while an alert to them waits for a retry does not get it, and the member sees why. Nobody's stop holds
 * a member's own mail (meet reminders, password reset): those are not Bestie Shield messages to a contact.
 */
let t: TestApp;
let sms: SmsCapture;
const texts: SmsRequest[] = [];
/** How many of the next texts the provider refuses (503), so a delivery waits for its retry. */
let failSms = 0;

beforeAll(async () => {
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
  t = await startTestApp({
    sms: { apiUrl: sms.url, accountSid: 'AC0123456789', authToken: 'secret-token', from: '+15005550006' },
  });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
});

const stopToken = (text: string) => text.match(/\/stop\/([A-Za-z0-9_.-]+)/)?.[1];
const mails = async (to: string): Promise<OutboxMessage[]> =>
  (await t.ctx.outbox.list(2000)).filter((m) => m.to === to);

async function member(): Promise<{ id: number; email: string; agent: TestAgent }> {
  const m = await t.createMember();
  return { id: m.id, email: m.email, agent: await t.signIn(m) };
}

/** The delivery state of the notifications of one kind to one recipient. */
async function notifications(kind: string, recipient: string) {
  const { rows } = await t.ctx.database.executeSql(
    `SELECT status, attempts, last_error AS "lastError" FROM safety_notifications
      WHERE kind = $1 AND recipient = $2 ORDER BY id`,
    [kind, recipient],
  );
  return rows as Array<{ status: string; attempts: number; lastError: string | null }>;
}

/** Makes every queued safety job due now (retries and planned reminders alike). */
const runQueuedNow = () =>
  t.ctx.database.executeSql(
    `UPDATE pgboss.job SET start_after = now() WHERE name LIKE 'safety.%' AND state IN ('created', 'retry')`,
  );

describe('Bestie Shield stops hold at delivery (ADR 221)', () => {
  it('an alert waiting for a retry is not sent once its contact stops; the member sees the reason', async () => {
    const a = await member();
    const phone = '+14155550931';
    const added = await a.agent.post('/api/emergency-contacts', {
      userId: a.id,
      name: 'Sam Rivera',
      phoneNumber: phone,
      relationship: 'Friend',
    });
    expect(added.statusCode, added.body).toBe(201);
    await expect.poll(() => texts.filter((x) => x.To === phone).length, { timeout: 15_000 }).toBe(1);
    const token = stopToken(texts.find((x) => x.To === phone)!.Body)!;
    expect(token).toBeTruthy();

    // The provider refuses the first try: the alert is queued for a retry when the contact presses Stop.
    failSms = 1;
    const created = await a.agent.post('/api/emergency-alerts', {
      userId: a.id,
      alertType: 'panic',
      severity: 'high',
      location: null,
      latitude: null,
      longitude: null,
      message: 'Need help',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as EmergencyAlert).notified[0].status).toBe('pending');
    // The first try came back refused (its error is kept) and the row waits for the queue's retry.
    await expect
      .poll(async () => (await notifications('alert', phone))[0]?.lastError ?? null, { timeout: 15_000 })
      .not.toBeNull();
    expect(failSms).toBe(0);
    expect((await notifications('alert', phone))[0].status).toBe('pending');
    const stopped = await t.agent().post(`/api/safety-stop/${token}`, { scope: 'member' });
    expect(stopped.statusCode, stopped.body).toBe(200);

    await runQueuedNow();
    await expect
      .poll(async () => (await notifications('alert', phone))[0]?.status, { timeout: 20_000 })
      .not.toBe('pending');
    expect(await notifications('alert', phone)).toEqual([
      {
        status: 'failed',
        attempts: expect.any(Number),
        lastError: 'Not sent: this contact asked not to get Bestie Shield messages',
      },
    ]);
    expect(texts.filter((x) => x.To === phone)).toHaveLength(1);
    // The member's Safety page says which contact was not told and why, as for a stop known at creation.
    const alerts = (await a.agent.get(`/api/emergency-alerts/${a.id}`)).json() as EmergencyAlert[];
    expect(alerts[0].notified).toEqual([
      {
        contactName: 'Sam Rivera',
        channel: 'sms',
        status: 'failed',
        reason: 'this contact asked not to get Bestie Shield messages',
      },
    ]);
  });

  it("a stop for everyone never holds the address owner's own mail: meet reminders and a password reset", async () => {
    // Another member adds this member's address as a contact; she stops all Bestie Shield messages to it.
    const owner = await member();
    const other = await member();
    const added = await other.agent.post('/api/emergency-contacts', {
      userId: other.id,
      name: 'Pat Lee',
      phoneNumber: '+14155550932',
      relationship: 'Friend',
      email: owner.email,
    });
    expect(added.statusCode, added.body).toBe(201);
    await expect.poll(async () => (await mails(owner.email.toLowerCase())).length, { timeout: 15_000 }).toBe(1);
    const [notice] = await mails(owner.email.toLowerCase());
    const all = await t.agent().post(`/api/safety-stop/${stopToken(notice.text)}`, { scope: 'all' });
    expect(all.statusCode, all.body).toBe(200);

    // Her own meet reminder still reaches her, at delivery too.
    const meet = await owner.agent.post('/api/meet-tracking', {
      userId: owner.id,
      meetDate: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      meetLocation: 'Blue Bottle',
    });
    expect(meet.statusCode, meet.body).toBe(201);
    await runQueuedNow();
    await expect
      .poll(async () => (await notifications('reminder', owner.email)).map((n) => n.status), { timeout: 20_000 })
      .toEqual(['sent']);
    expect((await mails(owner.email)).some((m) => m.subject.startsWith('Reminder: your meet'))).toBe(true);

    // So does her password reset (account mail never reads Bestie Shield stops).
    const forgot = await t.agent().post('/api/auth/forgot-password', { email: owner.email });
    expect(forgot.statusCode).toBe(200);
    await expect
      .poll(async () => (await mails(owner.email)).some((m) => m.subject === 'Reset your Vibeline password'), {
        timeout: 15_000,
      })
      .toBe(true);
  });
});
