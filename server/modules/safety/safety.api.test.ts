import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERTS_PER_HOUR,
  MAX_EMERGENCY_CONTACTS,
  type EmergencyAlert,
  type EmergencyContact,
  type Meet,
  type SafetyCheckin,
} from '#contracts';
import {
  blocks,
  emergencyAlertLocations,
  emergencyAlerts,
  emergencyContacts,
  meetTracking,
  safetyNotifications,
} from '#db/schema';
import { startTestApp, testDatabaseKind, type TestApp } from '#test/support';
import { conversations } from '#modules/messaging';

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const contactBody = (userId: number, extra: Record<string, unknown> = {}) => ({
  userId,
  name: 'Sam Rivera',
  phoneNumber: '+14155550123',
  relationship: 'Sister',
  ...extra,
});

it('the public viewer is rate limited per address against guessing', async () => {
  const limited = await startTestApp({ rateLimitScale: 1 });
  try {
    const anon = limited.agent();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await anon.get(`/api/emergency-viewer/${'A'.repeat(40)}${i}`)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  } finally {
    await limited.close();
  }
});

describe('Bestie Shield API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowCount = async (table: typeof emergencyContacts | typeof meetTracking | typeof emergencyAlerts) =>
    (await t.ctx.database.db.select().from(table)).length;

  async function linkFromOutbox(to: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const sms = (await t.ctx.outbox.list(500)).find((m) => m.kind === 'sms' && m.to === to);
      const token = sms?.text.match(/\/emergency-viewer\/([A-Za-z0-9_-]+)/)?.[1];
      if (token) return token;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no alert link sent to ${to}`);
  }

  it('emergency contacts: owner CRUD with primary, phone validation and the cap; others get 403/404/401', async () => {
    const { owner, ownerAgent: a, otherAgent: b, other } = await t.createCast();
    const anon = t.agent();
    expect((await anon.get(`/api/emergency-contacts/${owner.id}`)).statusCode).toBe(401);
    expect((await anon.post('/api/emergency-contacts', contactBody(owner.id))).statusCode).toBe(401);
    expect((await b.get(`/api/emergency-contacts/${owner.id}`)).statusCode).toBe(403);
    expect((await b.post('/api/emergency-contacts', contactBody(owner.id))).statusCode).toBe(403);

    const before = await rowCount(emergencyContacts);
    for (const [body, field] of [
      [contactBody(owner.id, { phoneNumber: '12' }), /phone ?number/i],
      [contactBody(owner.id, { phoneNumber: 'call me' }), /phone ?number/i],
      [contactBody(owner.id, { name: '  ' }), /name: is required/],
      [contactBody(owner.id, { relationship: undefined }), /relationship/],
      [contactBody(owner.id, { email: 'not-an-email' }), /email/],
      [contactBody(owner.id, { extra: 1 }), /extra/],
    ] as const) {
      const res = await a.post('/api/emergency-contacts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(field);
    }
    expect(await rowCount(emergencyContacts)).toBe(before);

    const first = await a.post(
      '/api/emergency-contacts',
      contactBody(owner.id, { phoneNumber: '(415) 555-0123', email: 'Sam@Example.com' }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Sam Rivera',
      phoneNumber: '+14155550123',
      email: 'sam@example.com',
      isPrimary: true,
    });
    const second = (
      await a.post(
        '/api/emergency-contacts',
        contactBody(owner.id, { name: 'Jo', phoneNumber: '+447911123456', isPrimary: false }),
      )
    ).json() as EmergencyContact;
    expect(second.isPrimary).toBe(false);

    // Another member can neither change nor remove the owner's contact, nor learn it exists.
    expect((await b.patch(`/api/emergency-contacts/${second.id}`, { name: 'Mallory' })).statusCode).toBe(404);
    expect((await b.delete(`/api/emergency-contacts/${second.id}`)).statusCode).toBe(404);
    expect((await anon.patch(`/api/emergency-contacts/${second.id}`, { name: 'Mallory' })).statusCode).toBe(401);
    expect((await a.patch(`/api/emergency-contacts/${second.id}`, { phoneNumber: 'nope' })).json().message).toMatch(
      /phone ?number/i,
    );
    expect((await a.patch(`/api/emergency-contacts/${second.id}`, {})).statusCode).toBe(400);
    expect((await a.patch(`/api/emergency-contacts/abc`, { name: 'x' })).statusCode).toBe(400);

    const promoted = await a.patch(`/api/emergency-contacts/${second.id}`, { isPrimary: true, relationship: 'Friend' });
    expect(promoted.statusCode).toBe(200);
    let list = (await a.get(`/api/emergency-contacts/${owner.id}`)).json() as EmergencyContact[];
    expect(list.map((c) => [c.name, c.isPrimary, c.relationship])).toEqual([
      ['Jo', true, 'Friend'],
      ['Sam Rivera', false, 'Sister'],
    ]);
    // Removing the primary promotes the oldest remaining contact.
    expect((await a.delete(`/api/emergency-contacts/${second.id}`)).statusCode).toBe(204);
    list = (await a.get(`/api/emergency-contacts/${owner.id}`)).json() as EmergencyContact[];
    expect(list.map((c) => [c.name, c.isPrimary])).toEqual([['Sam Rivera', true]]);
    expect((await b.get(`/api/emergency-contacts/${other.id}`)).json()).toEqual([]);

    for (let i = 1; i < MAX_EMERGENCY_CONTACTS; i++) {
      expect((await a.post('/api/emergency-contacts', contactBody(owner.id, { name: `Friend ${i}` }))).statusCode).toBe(
        201,
      );
    }
    const over = await a.post('/api/emergency-contacts', contactBody(owner.id, { name: 'One too many' }));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/at most 10/);
  });

  it(
    'meets: validation names the field, chat member must be a current unblocked partner, ' +
      'status transitions, check-in created',
    async () => {
      const { owner, other, ownerAgent: a, otherAgent: b } = await t.createCast();
      const stranger = await t.createMember();
      const anon = t.agent();
      const [low, high] = owner.id < other.id ? [owner.id, other.id] : [other.id, owner.id];
      await t.ctx.database.db.insert(conversations).values({ userLowId: low, userHighId: high });
      const otherContact = (await b.post('/api/emergency-contacts', contactBody(other.id))).json() as EmergencyContact;
      const myContact = (await a.post('/api/emergency-contacts', contactBody(owner.id))).json() as EmergencyContact;
      const body = {
        userId: owner.id,
        chatUserId: other.id,
        contactId: myContact.id,
        meetDate: hours(5),
        meetLocation: 'Blue Bottle, Hayes St',
        description: 'Coffee',
        safetyNotes: 'First date',
      };

      expect((await anon.post('/api/meet-tracking', body)).statusCode).toBe(401);
      expect((await b.post('/api/meet-tracking', body)).statusCode).toBe(403);
      expect((await anon.get(`/api/meet-tracking/${owner.id}`)).statusCode).toBe(401);
      expect((await b.get(`/api/meet-tracking/${owner.id}`)).statusCode).toBe(403);
      const before = await rowCount(meetTracking);
      for (const [bad, field] of [
        [{ ...body, meetDate: 'tomorrow' }, /meetDate/],
        [{ ...body, meetDate: hours(-1) }, /meetDate/],
        [{ ...body, reminderTime: hours(6) }, /reminderTime/],
        [{ ...body, chatUserId: stranger.id }, /chatUserId/],
        [{ ...body, contactId: otherContact.id }, /contactId/],
        [{ ...body, durationMinutes: 5 }, /durationMinutes/],
        [{ ...body, meetDate: undefined }, /meetDate/],
      ] as const) {
        const res = await a.post('/api/meet-tracking', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().message).toMatch(field);
      }
      expect(await rowCount(meetTracking)).toBe(before);

      const created = await a.post('/api/meet-tracking', body);
      expect(created.statusCode).toBe(201);
      const meet = created.json() as Meet;
      expect(meet).toMatchObject({
        status: 'planned',
        durationMinutes: 120,
        chatUser: { id: other.id },
        contactId: myContact.id,
      });
      expect(Date.parse(meet.meetDate) - Date.parse(meet.reminderTime)).toBe(2 * 3_600_000);
      expect(Date.parse(meet.endsAt) - Date.parse(meet.meetDate)).toBe(120 * 60_000);
      const checkins = (await a.get(`/api/safety-checkins/${owner.id}`)).json() as SafetyCheckin[];
      expect(checkins).toEqual([
        expect.objectContaining({
          meetId: meet.id,
          status: 'scheduled',
          scheduledTime: meet.endsAt,
          location: 'Blue Bottle, Hayes St',
        }),
      ]);
      expect((await b.get(`/api/safety-checkins/${owner.id}`)).statusCode).toBe(403);
      expect((await anon.get(`/api/safety-checkins/${owner.id}`)).statusCode).toBe(401);

      expect((await b.patch(`/api/meet-tracking/${meet.id}`, { status: 'confirmed' })).statusCode).toBe(404);
      expect((await anon.patch(`/api/meet-tracking/${meet.id}`, { status: 'confirmed' })).statusCode).toBe(401);
      expect((await a.patch(`/api/meet-tracking/${meet.id}`, { status: 'maybe' })).json().message).toMatch(/status/);
      expect((await a.patch(`/api/meet-tracking/${meet.id}`, { status: 'confirmed' })).json().status).toBe('confirmed');
      // Moving keeps the reminder's lead time and moves the check-in.
      const moved = (
        await a.patch(`/api/meet-tracking/${meet.id}`, { meetDate: hours(8), durationMinutes: 60 })
      ).json() as Meet;
      expect(Date.parse(moved.meetDate) - Date.parse(moved.reminderTime)).toBe(2 * 3_600_000);
      expect(((await a.get(`/api/safety-checkins/${owner.id}`)).json() as SafetyCheckin[])[0].scheduledTime).toBe(
        moved.endsAt,
      );

      // A block ends the partnership: the chat member can no longer be chosen.
      await t.ctx.database.db.insert(blocks).values({ blockerId: other.id, blockedId: owner.id });
      expect((await a.post('/api/meet-tracking', body)).json().message).toMatch(/chatUserId/);

      expect((await a.patch(`/api/meet-tracking/${meet.id}`, { status: 'cancelled' })).json().status).toBe('cancelled');
      expect(((await a.get(`/api/safety-checkins/${owner.id}`)).json() as SafetyCheckin[])[0].status).toBe('cancelled');
      const final = await a.patch(`/api/meet-tracking/${meet.id}`, { status: 'planned' });
      expect(final.statusCode).toBe(409);
      expect(final.json().message).toMatch(/status/);
      expect(((await a.get(`/api/meet-tracking/${owner.id}`)).json() as Meet[]).map((m) => m.status)).toEqual([
        'cancelled',
      ]);
    },
  );

  it("check-ins: I'm safe answers the owner's own check-in only", async () => {
    const { owner, ownerAgent: a, otherAgent: b } = await t.createCast();
    const meet = (await a.post('/api/meet-tracking', { userId: owner.id, meetDate: hours(3) })).json() as Meet;
    const [checkin] = (await a.get(`/api/safety-checkins/${owner.id}`)).json() as SafetyCheckin[];
    expect(checkin.meetId).toBe(meet.id);
    expect((await t.agent().post(`/api/safety-checkins/${checkin.id}/safe`)).statusCode).toBe(401);
    expect((await b.post(`/api/safety-checkins/${checkin.id}/safe`)).statusCode).toBe(404);
    const safe = await a.post(`/api/safety-checkins/${checkin.id}/safe`);
    expect(safe.statusCode).toBe(200);
    expect(safe.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
  });

  // PGlite runs one transaction at a time, so this interleaving only exists on PostgreSQL.
  it.skipIf(testDatabaseKind !== 'postgres')(
    "I'm safe tapped while the escalation commits ends the alert it raised",
    async () => {
      const { owner, ownerAgent: a } = await t.createCast();
      await a.post('/api/meet-tracking', { userId: owner.id, meetDate: hours(3) });
      const [checkin] = (await a.get(`/api/safety-checkins/${owner.id}`)).json() as SafetyCheckin[];
      // The escalation's transaction (as service.escalate writes it), held open after its writes.
      const escalation = await t.ctx.database.pool!.connect();
      try {
        await escalation.query('begin');
        const {
          rows: [alert],
        } = await escalation.query(
          `insert into emergency_alerts (user_id, alert_type, severity, viewer_token_hash, expires_at)
         values ($1, 'missed_checkin', 'high', $2, now() + interval '48 hours') returning id`,
          [owner.id, `race-${checkin.id}`],
        );
        await escalation.query(
          `update safety_checkins set status = 'missed', escalated_at = now(), alert_id = $1 where id = $2`,
          [alert.id, checkin.id],
        );
        const tapped = a.post(`/api/safety-checkins/${checkin.id}/safe`);
        // Commit only once "I'm safe" has read the row and is waiting on its lock.
        for (let i = 0; i < 300; i++) {
          // pg_stat_activity is read once per transaction and kept (only the wait event is live): without clearing
          // that snapshot the loop saw the state of its first pass for all 300 and always waited the full 15 s.
          await escalation.query('select pg_stat_clear_snapshot()');
          const { rows } = await escalation.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database()
              and wait_event_type = 'Lock' and query ilike '%safety_checkins%'`,
          );
          if (rows[0].n > 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await escalation.query('commit');
        const safe = await tapped;
        expect(safe.statusCode).toBe(200);
        expect(safe.json()).toMatchObject({ status: 'completed' });
        const [row] = await t.ctx.database.db.select().from(emergencyAlerts).where(eq(emergencyAlerts.id, alert.id));
        expect(row.status).toBe('ended');
      } finally {
        escalation.release();
      }
    },
  );

  it.skipIf(testDatabaseKind !== 'postgres')(
    'moving a meet while its check-in escalates keeps the check-in missed (never reopened)',
    async () => {
      const { owner, ownerAgent: a } = await t.createCast();
      const meet = (await a.post('/api/meet-tracking', { userId: owner.id, meetDate: hours(3) })).json() as Meet;
      const [checkin] = (await a.get(`/api/safety-checkins/${owner.id}`)).json() as SafetyCheckin[];
      const escalation = await t.ctx.database.pool!.connect();
      try {
        await escalation.query('begin');
        await escalation.query(`update safety_checkins set status = 'missed', escalated_at = now() where id = $1`, [
          checkin.id,
        ]);
        const moved = a.patch(`/api/meet-tracking/${meet.id}`, { meetDate: hours(6) });
        for (let i = 0; i < 300; i++) {
          // pg_stat_activity is read once per transaction and kept (only the wait event is live): without clearing
          // that snapshot the loop saw the state of its first pass for all 300 and always waited the full 15 s.
          await escalation.query('select pg_stat_clear_snapshot()');
          const { rows } = await escalation.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database()
              and wait_event_type = 'Lock' and query ilike '%safety_checkins%'`,
          );
          if (rows[0].n > 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await escalation.query('commit');
        expect((await moved).statusCode).toBe(200);
        const [after] = (await a.get(`/api/safety-checkins/${owner.id}`)).json() as SafetyCheckin[];
        expect(after).toMatchObject({ id: checkin.id, status: 'missed', scheduledTime: checkin.scheduledTime });
      } finally {
        escalation.release();
      }
    },
  );

  it(
    'alerts: notify every contact with a viewer link; ' +
      'the viewer shows only the alert while active; location, end, rate limit',
    async () => {
      const { owner, ownerAgent: a, otherAgent: b } = await t.createCast();
      const anon = t.agent();
      const alertBody = {
        userId: owner.id,
        alertType: 'panic',
        severity: 'high',
        location: '37.776100, -122.423900',
        latitude: 37.7761,
        longitude: -122.4239,
        accuracy: 12,
        message: 'Need help',
      };

      const noContacts = await a.post('/api/emergency-alerts', alertBody);
      expect(noContacts.statusCode).toBe(400);
      expect(noContacts.json().message).toMatch(/emergency contact/);
      await a.post(
        '/api/emergency-contacts',
        contactBody(owner.id, { phoneNumber: '+14155550111', email: 'sam@example.com' }),
      );
      await a.post('/api/emergency-contacts', contactBody(owner.id, { name: 'Jo', phoneNumber: '+14155550112' }));

      expect((await anon.post('/api/emergency-alerts', alertBody)).statusCode).toBe(401);
      expect((await b.post('/api/emergency-alerts', alertBody)).statusCode).toBe(403);
      const before = await rowCount(emergencyAlerts);
      for (const [bad, field] of [
        [{ ...alertBody, alertType: 'scream' }, /alertType/],
        [{ ...alertBody, severity: 'medium' }, /severity/],
        [{ ...alertBody, latitude: 123 }, /latitude/],
        [{ ...alertBody, longitude: null }, /longitude/],
      ] as const) {
        const res = await a.post('/api/emergency-alerts', bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(field);
      }
      expect(await rowCount(emergencyAlerts)).toBe(before);

      const created = await a.post('/api/emergency-alerts', alertBody);
      expect(created.statusCode).toBe(201);
      const alert = created.json() as EmergencyAlert;
      expect(alert).toMatchObject({ status: 'active', alertType: 'panic', severity: 'high' });
      expect(alert.notified.map((n) => `${n.contactName}/${n.channel}`).sort()).toEqual([
        'Jo/sms',
        'Sam Rivera/email',
        'Sam Rivera/sms',
      ]);
      const token = await linkFromOutbox('+14155550111');
      expect(token.length).toBeGreaterThanOrEqual(22);
      const alertMail = (m: { kind: string; to: string; text: string }) =>
        m.kind === 'email' && m.to === 'sam@example.com' && m.text.includes('/emergency-viewer/');
      await expect.poll(async () => (await t.ctx.outbox.list(500)).some(alertMail)).toBe(true);
      const mail = (await t.ctx.outbox.list(500)).find(alertMail);
      expect(mail?.text).toContain(`/emergency-viewer/${token}`);
      expect(mail?.text).toContain(owner.account.profile.displayName);

      // The viewer: no login; only the profile id, display name, the alert and its location.
      const viewed = await anon.get(`/api/emergency-viewer/${token}`);
      expect(viewed.statusCode).toBe(200);
      expect(viewed.json()).toEqual({
        alertType: 'emergency',
        createdAt: alert.createdAt,
        profileId: owner.id,
        displayName: owner.account.profile.displayName,
        message: 'Need help',
        location: { lat: 37.7761, lng: -122.4239, accuracy: 12 },
        lastLocationPing: expect.any(String),
        emergencyNumber: '911',
      });
      expect(JSON.stringify(viewed.json())).not.toMatch(/email|phone|dateOfBirth/i);
      expect((await anon.get('/api/emergency-viewer/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(
        404,
      );
      expect((await anon.get('/api/emergency-viewer/short')).statusCode).toBe(400);

      expect(
        (await b.patch(`/api/emergency-alerts/${alert.id}/location`, { latitude: 1, longitude: 1 })).statusCode,
      ).toBe(404);
      expect(
        (await anon.patch(`/api/emergency-alerts/${alert.id}/location`, { latitude: 1, longitude: 1 })).statusCode,
      ).toBe(401);
      expect(
        (await a.patch(`/api/emergency-alerts/${alert.id}/location`, { latitude: 'x', longitude: 1 })).json().message,
      ).toMatch(/latitude/);
      const movedLoc = await a.patch(`/api/emergency-alerts/${alert.id}/location`, {
        latitude: 37.78,
        longitude: -122.41,
        accuracy: 8,
      });
      expect(movedLoc.statusCode).toBe(200);
      expect((await anon.get(`/api/emergency-viewer/${token}/location`)).json()).toEqual({
        location: { lat: 37.78, lng: -122.41, accuracy: 8 },
        lastPing: expect.any(String),
      });
      expect(
        (
          await t.ctx.database.db
            .select()
            .from(emergencyAlertLocations)
            .where(eq(emergencyAlertLocations.alertId, alert.id))
        ).length,
      ).toBe(2);

      expect((await b.get(`/api/emergency-alerts/${owner.id}`)).statusCode).toBe(403);
      expect((await anon.get(`/api/emergency-alerts/${owner.id}`)).statusCode).toBe(401);
      expect(((await a.get(`/api/emergency-alerts/${owner.id}`)).json() as EmergencyAlert[])[0].id).toBe(alert.id);

      expect((await b.post(`/api/emergency-alerts/${alert.id}/end`)).statusCode).toBe(404);
      expect((await anon.post(`/api/emergency-alerts/${alert.id}/end`)).statusCode).toBe(401);
      const ended = await a.post(`/api/emergency-alerts/${alert.id}/end`);
      expect(ended.json()).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
      // An ended alert answers not found, and its location is no longer taken.
      expect((await anon.get(`/api/emergency-viewer/${token}`)).statusCode).toBe(404);
      expect((await anon.get(`/api/emergency-viewer/${token}/location`)).json().message).toBe(
        'Emergency alert not found or expired',
      );
      expect(
        (await a.patch(`/api/emergency-alerts/${alert.id}/location`, { latitude: 1, longitude: 1 })).statusCode,
      ).toBe(409);

      // Rate limit: 5 alerts an hour, with a message that says what to do instead.
      for (let i = 1; i < ALERTS_PER_HOUR; i++) {
        expect(
          (
            await a.post('/api/emergency-alerts', {
              ...alertBody,
              alertType: 'get_me_out',
              severity: 'medium',
              latitude: null,
              longitude: null,
              location: null,
            })
          ).statusCode,
        ).toBe(201);
      }
      const limited = await a.post('/api/emergency-alerts', alertBody);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/5 alerts an hour.*call 911/);
    },
  );

  it('an expired alert answers not found; trail cleanup deletes locations only 7 days after the end', async () => {
    const { owner, ownerAgent: a } = await t.createCast();
    await a.post('/api/emergency-contacts', contactBody(owner.id, { phoneNumber: '+14155550177' }));
    const alert = (
      await a.post('/api/emergency-alerts', {
        userId: owner.id,
        alertType: 'get_me_out',
        severity: 'medium',
        latitude: 40.7,
        longitude: -74,
      })
    ).json() as EmergencyAlert;
    const token = await linkFromOutbox('+14155550177');
    expect((await t.agent().get(`/api/emergency-viewer/${token}`)).json().alertType).toBe('help_me_out');
    const db = t.ctx.database.db;
    await db
      .update(emergencyAlerts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emergencyAlerts.id, alert.id));
    expect((await t.agent().get(`/api/emergency-viewer/${token}`)).statusCode).toBe(404);
    await db
      .update(emergencyAlerts)
      .set({ status: 'expired', endedAt: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(emergencyAlerts.id, alert.id));
    const trail = () => db.select().from(emergencyAlertLocations).where(eq(emergencyAlertLocations.alertId, alert.id));
    const jobId = await t.ctx.jobs.send('safety.trail-cleanup', { alertId: alert.id });
    expect((await t.ctx.jobs.waitFor('safety.trail-cleanup', jobId!)).output).toEqual({ deleted: 0 });
    expect(await trail()).toHaveLength(1);
    await db
      .update(emergencyAlerts)
      .set({ endedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(emergencyAlerts.id, alert.id));
    const again = await t.ctx.jobs.send('safety.trail-cleanup', { alertId: alert.id });
    expect((await t.ctx.jobs.waitFor('safety.trail-cleanup', again!)).output).toEqual({ deleted: 1 });
    expect(await trail()).toHaveLength(0);
    const [row] = await db.select().from(emergencyAlerts).where(eq(emergencyAlerts.id, alert.id));
    expect([row.latitude, row.longitude]).toEqual([null, null]);
    expect((await db.select().from(safetyNotifications).where(eq(safetyNotifications.alertId, alert.id))).length).toBe(
      1,
    );
  });

  it('the sweep re-sends a notification whose job was lost, once', async () => {
    const { owner } = await t.createCast();
    const db = t.ctx.database.db;
    const [lost] = await db
      .insert(safetyNotifications)
      .values({
        userId: owner.id,
        kind: 'alert',
        recipientName: 'Sam',
        channel: 'sms',
        recipient: '+14155550166',
        subject: '',
        body: 'lost in a crash',
        dedupeKey: `test-lost:${owner.id}`,
        createdAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    const sweep = async () =>
      (await t.ctx.jobs.waitFor('safety.notification-sweep', (await t.ctx.jobs.send('safety.notification-sweep', {}))!))
        .output;
    expect(await sweep()).toEqual({ requeued: 1 });
    await expect
      .poll(
        async () => (await db.select().from(safetyNotifications).where(eq(safetyNotifications.id, lost.id)))[0].status,
      )
      .toBe('sent');
    expect(await sweep()).toEqual({ requeued: 0 });
    expect((await t.ctx.outbox.list(500)).filter((m) => m.to === '+14155550166')).toHaveLength(1);
  });

  it('the data export carries contacts, meets, check-ins, alerts and trails; deletion removes them', async () => {
    const { owner, ownerAgent: a } = await t.createCast();
    await a.post('/api/emergency-contacts', contactBody(owner.id, { phoneNumber: '+14155550188' }));
    await a.post('/api/meet-tracking', { userId: owner.id, meetDate: hours(4) });
    await a.post('/api/emergency-alerts', {
      userId: owner.id,
      alertType: 'panic',
      severity: 'high',
      latitude: 1.5,
      longitude: 2.5,
    });
    const exported = (await a.get('/api/account/export')).json();
    expect(
      Object.fromEntries(Object.entries(exported.safety as Record<string, unknown[]>).map(([k, v]) => [k, v.length])),
    ).toMatchObject({
      emergencyContacts: 1,
      meets: 1,
      safetyCheckins: 1,
      emergencyAlerts: 1,
      alertLocations: 1,
    });
    expect(JSON.stringify(exported.safety)).not.toMatch(/viewerTokenHash|emergency-viewer\//);
    const del = await a.delete('/api/account', { password: owner.password });
    expect(del.statusCode).toBeLessThan(300);
    const db = t.ctx.database.db;
    expect(await db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, owner.id))).toEqual([]);
    expect(await db.select().from(emergencyAlerts).where(eq(emergencyAlerts.userId, owner.id))).toEqual([]);
  });
});
