import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmergencyAlert } from '#contracts';
import type { OutboxMessage } from '#platform/outbox';
import { startTestApp, type TestApp, type TestAgent } from '#test/support';

/**
 * Bestie Shield is not a relay (ADR 216): a new contact first hears who added them, with a stop link;
 * every message carries it; the member's own words stay on the alert page; a recipient hears from only
 * a few members a day, and a member reaches only so many new recipients. A genuine alert still goes at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sent = async (to: string): Promise<OutboxMessage[]> => (await t.ctx.outbox.list(2000)).filter((m) => m.to === to);

/** Waits until `to` has received `n` messages (deliveries run on the job queue). */
async function received(to: string, n: number): Promise<OutboxMessage[]> {
  await expect.poll(async () => (await sent(to)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
  return sent(to);
}

const stopToken = (text: string) => text.match(/\/stop\/([A-Za-z0-9_.-]+)/)?.[1];

async function member(): Promise<{ id: number; name: string; agent: TestAgent }> {
  const m = await t.createMember();
  return { id: m.id, name: m.account.profile.displayName, agent: await t.signIn(m) };
}

const addContact = (who: { id: number; agent: TestAgent }, phoneNumber: string, email?: string) =>
  who.agent.post('/api/emergency-contacts', {
    userId: who.id,
    name: 'Sam Rivera',
    phoneNumber,
    relationship: 'Friend',
    ...(email ? { email } : {}),
  });

const alert = (who: { id: number; agent: TestAgent }, message = 'Need help') =>
  who.agent.post('/api/emergency-alerts', {
    userId: who.id,
    alertType: 'panic',
    severity: 'high',
    location: null,
    latitude: null,
    longitude: null,
    message,
  });

describe('Bestie Shield is not a relay (ADR 216)', () => {
  it('a new contact first gets a notice naming the member with a stop link, once; the alert still goes at once', async () => {
    const a = await member();
    expect((await addContact(a, '+14155550901', 'pat@example.com')).statusCode).toBe(201);
    const [notice] = await received('+14155550901', 1);
    expect(notice.text).toContain(a.name);
    expect(notice.text).toMatch(/emergency contact/i);
    expect(stopToken(notice.text)).toBeTruthy();
    const [mail] = await received('pat@example.com', 1);
    expect(mail.text).toContain(a.name);
    expect(stopToken(mail.text)).toBeTruthy();

    // Removed and added again: no second notice.
    const contacts = (await a.agent.get(`/api/emergency-contacts/${a.id}`)).json() as Array<{ id: number }>;
    await a.agent.delete(`/api/emergency-contacts/${contacts[0].id}`);
    await addContact(a, '+14155550901');

    // The alert goes straight out (no confirmation step), with the stop link; the member's own words stay on the
    // alert page, never in the message.
    const created = await alert(a, 'CHEAP PILLS at spam.example');
    expect(created.statusCode).toBe(201);
    const messages = await received('+14155550901', 2);
    expect(messages).toHaveLength(2);
    expect(messages[0].text).toMatch(/\/emergency-viewer\//);
    expect(stopToken(messages[0].text)).toBeTruthy();
    for (const m of [...messages, ...(await sent('pat@example.com'))]) expect(m.text).not.toContain('CHEAP PILLS');
  });

  it('the stop link blocks that member, or everyone; the member sees the alert was not sent there', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    await addContact(a, '+14155550902');
    const [notice] = await received('+14155550902', 1);
    const token = stopToken(notice.text)!;
    const anon = t.agent();
    const info = await anon.get(`/api/safety-stop/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ displayName: a.name });
    const forged = `${token.slice(0, -2)}${token.endsWith('00') ? '11' : '00'}`;
    expect((await anon.get(`/api/safety-stop/${forged}`)).statusCode).toBe(404);
    expect((await anon.post(`/api/safety-stop/${forged}`, { scope: 'all' })).statusCode).toBe(404);
    expect((await anon.post(`/api/safety-stop/${token}`, { scope: 'member' })).json()).toEqual({
      ok: true,
      scope: 'member',
    });

    const refused = (await alert(a)).json() as EmergencyAlert;
    expect(refused.notified).toEqual([
      {
        contactName: 'Sam Rivera',
        channel: 'sms',
        status: 'failed',
        reason: 'this contact asked not to get Bestie Shield messages',
      },
    ]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await sent('+14155550902')).toHaveLength(1);

    // Another member still reaches the number; once it stops everything, nobody can add it.
    await addContact(b, '+14155550902');
    const [, fromB] = (await received('+14155550902', 2)).reverse();
    expect(fromB.text).toContain(b.name);
    expect((await anon.post(`/api/safety-stop/${stopToken(fromB.text)}`, { scope: 'all' })).statusCode).toBe(200);
    const blocked = await addContact(c, '+14155550902');
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toMatch(/^phoneNumber: /);
  });

  it('a recipient hears from at most 3 members a day; those members keep reaching them', async () => {
    const members = [await member(), await member(), await member(), await member()];
    for (const m of members.slice(0, 3)) await addContact(m, '+14155550903');
    await received('+14155550903', 3);
    await addContact(members[3], '+14155550903');
    const fourth = (await alert(members[3])).json() as EmergencyAlert;
    expect(fourth.notified).toEqual([
      {
        contactName: 'Sam Rivera',
        channel: 'sms',
        status: 'failed',
        reason: 'this number or address had messages from too many members today',
      },
    ]);
    const first = (await alert(members[0])).json() as EmergencyAlert;
    expect(first.notified[0].status).not.toBe('failed');
    await received('+14155550903', 4);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await sent('+14155550903')).some((m) => m.text.includes(members[3].name))).toBe(false);
  });

  it('a member reaches at most 20 new recipients a day (contacts churned to pump SMS)', async () => {
    const a = await member();
    for (let i = 0; i < 21; i++) {
      const mine = (await a.agent.get(`/api/emergency-contacts/${a.id}`)).json() as Array<{ id: number }>;
      if (mine.length >= 10) for (const c of mine) await a.agent.delete(`/api/emergency-contacts/${c.id}`);
      expect((await addContact(a, `+1415555${String(1000 + i)}`)).statusCode).toBe(201);
    }
    await received('+14155551019', 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await sent('+14155551020')).toHaveLength(0);
    // A number reached before is not new: added back, it gets the alert at once; the 21st new one does not.
    expect((await addContact(a, '+14155551005')).statusCode).toBe(201);
    const now = (await alert(a)).json() as EmergencyAlert;
    expect(now.notified.map((n) => n.status === 'failed').sort()).toEqual([false, true]);
    await received('+14155551005', 2);
  });
});
