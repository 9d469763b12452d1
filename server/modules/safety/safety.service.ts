import crypto from 'node:crypto';
import type { JobName, JobPayloads } from '#platform/jobs';
import {
  ALERT_LABELS,
  ALERT_LIFETIME_MS,
  ALERT_TRAIL_RETENTION_MS,
  ALERTS_PER_HOUR,
  CHECKIN_GRACE_MS,
  MAX_EMERGENCY_CONTACTS,
  MEET_TRANSITIONS,
  REMINDER_HOURS_DEFAULT,
  type AlertLocationBody,
  type EmergencyAlert,
  type EmergencyAlertBody,
  type EmergencyContact,
  type EmergencyContactBody,
  type EmergencyContactPatch,
  type Meet,
  type MeetBody,
  type MeetPatch,
  type SafetyCheckin,
  type StopScope,
  type ViewerAlert,
  type ViewerLocationResponse,
} from '#contracts';
import type { AppContext } from '#server/context';
import { createBatchLoader, groupedBy } from '#db/batch';
import type { Database } from '#db/client';
import { badRequest, conflict, notFound, tooMany } from '#http/errors';
import { sha256 } from '#platform/secrets';
import { createSmsSender, type SmsSender } from '#platform/sms';
import {
  presentAlert,
  presentCheckin,
  presentContact,
  presentMeet,
  presentViewerAlert,
  presentViewerLocation,
} from './safety.presenter';
import * as repo from './safety.repository';
import { isContactMessage, OPTED_OUT, relayRefusal } from './safety.policy';
import { readStopToken, stopToken } from './stop-links';

export const JOBS = {
  reminder: 'safety.meet-reminder',
  checkinDue: 'safety.checkin-due',
  escalate: 'safety.checkin-escalate',
  deliver: 'safety.deliver-notification',
  expireAlert: 'safety.alert-expire',
  cleanupTrail: 'safety.trail-cleanup',
  sweep: 'safety.notification-sweep',
} as const;
declare module '../../platform/jobs' {
  interface JobPayloads {
    [JOBS.reminder]: { meetId: number; at: string };
    [JOBS.checkinDue]: { checkinId: number; at: string };
    [JOBS.escalate]: { checkinId: number; at: string };
    [JOBS.deliver]: { notificationId: number };
    [JOBS.expireAlert]: { alertId: number };
    [JOBS.cleanupTrail]: { alertId: number };
    [JOBS.sweep]: Record<string, never>;
  }
}

/** A notification is tried this many times (pg-boss retries) before it is marked failed. */
export const NOTIFY_MAX_ATTEMPTS = 4;
/** How long one delivery attempt owns its notification (the SMS call times out after 15 s). */
const DELIVERY_LEASE_MS = 60_000;
/** A pending notification this old with no attempt running lost its job (e.g. a crash right after commit). */
const SWEEP_AFTER_MS = 2 * 60_000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const ALERT_LIST_MAX = 20;

const notFoundMsg = {
  contact: 'Emergency contact not found',
  meet: 'Meet not found',
  checkin: 'Check-in not found',
  alert: 'Emergency alert not found',
  viewer: 'Emergency alert not found or expired',
  stop: 'This link is not valid',
};

/**
 * The idempotency key of one notification (ADR 117): the same on every attempt and every instance, and
 * never repeated by another notification (its id, plus its creation time for a database restored or reset).
 */
export function notificationKey(n: Pick<repo.NotificationRow, 'id' | 'createdAt'>): string {
  return `vibeline-safety-${n.id}-${new Date(n.createdAt).getTime().toString(36)}`;
}

const when = (d: Date) => d.toUTCString().replace(':00 GMT', ' UTC');

export function createSafetyService(ctx: AppContext, deps: { sms?: SmsSender } = {}) {
  const db = ctx.database.db;
  const sms = deps.sms ?? createSmsSender(ctx.config, ctx.outbox, ctx.log);
  const viewerUrl = (token: string) => `${ctx.config.publicUrl}/emergency-viewer/${token}`;
  const stopUrl = (memberId: number, recipient: string) =>
    `${ctx.config.publicUrl}/stop/${stopToken(ctx.secret, memberId, recipient)}`;

  async function queue<K extends JobName>(name: K, data: JobPayloads[K], startAfter?: Date): Promise<void> {
    await ctx.jobs.send(name, data, {
      ...(startAfter ? { startAfter } : {}),
      ...(name === JOBS.deliver ? { retryLimit: NOTIFY_MAX_ATTEMPTS - 1 } : {}),
    });
  }

  async function deliverAll(ids: number[]): Promise<void> {
    for (const notificationId of ids) await queue(JOBS.deliver, { notificationId });
  }

  /** Jobs for a meet at its current times; jobs of earlier times find their time changed and do nothing. */
  async function planMeetJobs(meet: repo.MeetRow, checkin: repo.CheckinRow): Promise<void> {
    if (meet.status === 'cancelled' || meet.status === 'completed') return;
    const at = (d: Date) => new Date(d).toISOString();
    await queue(JOBS.reminder, { meetId: meet.id, at: at(meet.reminderTime) }, new Date(meet.reminderTime));
    await queue(
      JOBS.checkinDue,
      { checkinId: checkin.id, at: at(checkin.scheduledTime) },
      new Date(checkin.scheduledTime),
    );
    await queue(
      JOBS.escalate,
      { checkinId: checkin.id, at: at(checkin.scheduledTime) },
      new Date(new Date(checkin.scheduledTime).getTime() + CHECKIN_GRACE_MS),
    );
  }

  async function assertContactOwned(tx: Database, userId: number, contactId: number | null | undefined): Promise<void> {
    if (contactId != null && !(await repo.findContact(tx, userId, contactId)))
      throw badRequest('contactId: choose one of your own emergency contacts');
  }

  async function assertPartner(tx: Database, userId: number, chatUserId: number | null | undefined): Promise<void> {
    if (chatUserId != null && !(await repo.conversationPartner(tx, userId, chatUserId))) {
      throw badRequest('chatUserId: choose a member you have a conversation with');
    }
  }

  /** Notification rows for every contact (SMS always, e-mail when they gave one) about one alert. */
  function contactNotifications(
    alert: repo.AlertRow,
    contacts: repo.ContactRow[],
    memberName: string,
    token: string,
    kind: 'alert' | 'escalation',
  ) {
    const link = viewerUrl(token);
    const stop = (recipient: string) => stopUrl(alert.userId, recipient);
    const headline =
      kind === 'escalation'
        ? `${memberName} did not check in after a meet on Vibeline.`
        : `${memberName} sent a Bestie Shield ` +
          `${ALERT_LABELS[alert.alertType as 'panic' | 'get_me_out']} alert on Vibeline.`;
    const rows: repo.NotificationInsert[] = [];
    for (const c of contacts) {
      const base = { userId: alert.userId, kind, alertId: alert.id, contactId: c.id, recipientName: c.name };
      const text =
        `${headline} See the alert and their location: ${link} — ` +
        `if they are in danger, call ${ctx.config.emergencyNumber}. Stop these messages: ${stop(c.phoneNumber)}`;
      rows.push({
        ...base,
        channel: 'sms',
        recipient: c.phoneNumber,
        subject: '',
        body: text,
        dedupeKey: `alert:${alert.id}:${c.id}:sms`,
      });
      if (c.email) {
        const email = c.email.toLowerCase();
        rows.push({
          ...base,
          channel: 'email',
          recipient: email,
          dedupeKey: `alert:${alert.id}:${c.id}:email`,
          subject:
            kind === 'escalation' ? `${memberName} missed a safety check-in` : `Bestie Shield alert from ${memberName}`,
          // The member's own words stay on the alert page (ADR 216): a message to any address is no relay.
          body:
            `Hi ${c.name},\n\n${headline}\n` +
            `${alert.locationText ? `\nWhere: ${alert.locationText}\n` : ''}` +
            `\nOpen the alert${alert.message ? ', their message' : ''} and their live location:\n${link}\n\n` +
            `The link stops working when they end the alert or after 48 hours.\n` +
            `If they are in danger, call ${ctx.config.emergencyNumber}.\n\n` +
            `You get this because ${memberName} added you as an emergency contact on Vibeline. ` +
            `To stop these messages: ${stop(email)}\n`,
        });
      }
    }
    return rows;
  }

  /**
   * Bestie Shield is not a relay (ADR 216): each message that must not go is kept as failed, with the
   * reason, so the member sees it; the rest go at once. Caps never hold a contact the member reached before.
   */
  async function gate(tx: Database, userId: number, rows: repo.NotificationInsert[], now = new Date()) {
    const recipients = [...new Set(rows.map((r) => r.recipient))];
    const stopped = await repo.optedOut(tx, userId, recipients);
    const reach = await repo.recipientReach(tx, userId, recipients, new Date(now.getTime() - DAY_MS));
    let memberRecipientsToday = reach.newRecipientsSince;
    const allowed = new Set<string>();
    return rows.map((row) => {
      const refusal = allowed.has(row.recipient)
        ? null
        : relayRefusal({
            optedOut: stopped.has(row.recipient),
            knownToMember: reach.known.has(row.recipient),
            otherMembersToday: reach.otherMembers.get(row.recipient) ?? 0,
            memberRecipientsToday,
          });
      if (refusal) return { ...row, status: 'failed' as const, lastError: refusal };
      if (!reach.known.has(row.recipient) && !allowed.has(row.recipient)) memberRecipientsToday += 1;
      allowed.add(row.recipient);
      return row;
    });
  }

  /** A new contact first hears who added them and how to stop it, once per member and recipient (ADR 216). */
  async function sendNotices(userId: number, contact: repo.ContactRow): Promise<void> {
    const ids = await db.transaction(async (tx) => {
      const member = await repo.memberIdentity(tx, userId);
      if (!member) return [];
      const text = (recipient: string) =>
        `${member.displayName} added you as an emergency contact on Vibeline's Bestie Shield. If they send an ` +
        `alert, you will get a message with a link to their location. Not expected? Stop these messages: ` +
        `${stopUrl(userId, recipient)}`;
      const base = { userId, kind: 'notice' as const, contactId: contact.id, recipientName: contact.name };
      const rows: repo.NotificationInsert[] = [
        {
          ...base,
          channel: 'sms',
          recipient: contact.phoneNumber,
          subject: '',
          body: text(contact.phoneNumber),
          dedupeKey: `notice:${userId}:${contact.phoneNumber}`,
        },
      ];
      if (contact.email) {
        const email = contact.email.toLowerCase();
        rows.push({
          ...base,
          channel: 'email',
          recipient: email,
          subject: `${member.displayName} added you as an emergency contact`,
          body: `Hi ${contact.name},\n\n${text(email)}\n`,
          dedupeKey: `notice:${userId}:${email}`,
        });
      }
      const known = (await repo.recipientReach(tx, userId, [...rows.map((r) => r.recipient)], new Date())).known;
      // A notice that may not go now is not kept: the first alert introduces itself, with the same stop link.
      const fresh = (
        await gate(
          tx,
          userId,
          rows.filter((r) => !known.has(r.recipient)),
        )
      ).filter((r) => r.status !== 'failed');
      return repo.insertNotifications(tx, fresh);
    });
    await deliverAll(ids);
  }

  /** A contact whose number or address asked to hear nothing more cannot be added (400 naming the field). */
  async function assertReachable(
    tx: Database,
    userId: number,
    contact: { phoneNumber?: string; email?: string | null },
  ) {
    const stopped = await repo.optedOut(
      tx,
      userId,
      [contact.phoneNumber, contact.email?.toLowerCase()].filter((x): x is string => !!x),
    );
    if (contact.phoneNumber && stopped.has(contact.phoneNumber))
      throw badRequest('phoneNumber: This number asked not to get Bestie Shield messages. Choose another contact.');
    if (contact.email && stopped.has(contact.email.toLowerCase()))
      throw badRequest('email: This address asked not to get Bestie Shield messages. Choose another contact.');
  }

  async function notifiedFor(alertIds: number[]) {
    const rows = await repo.contactNotificationsOfAlerts(db, alertIds);
    return (alertId: number | null) => rows.filter((r) => r.alertId === alertId);
  }

  // The member's own lists (read on the Safety screen): one statement per list for a turn's members (ADR 107).
  const byUser = <R extends { userId: number }>(rows: R[]) => groupedBy(rows, (r) => r.userId);
  const loadContacts = createBatchLoader(async (ids: number[]) => byUser(await repo.listContactsOf(db, ids)));
  const loadMeets = createBatchLoader(async (ids: number[]) => byUser(await repo.listMeetsOf(db, ids)));
  /** A list and the contact notifications of its alerts, the second statement shared by the batch too. */
  const withNotifications = <R extends { userId: number }>(rows: R[], alertIds: number[]) =>
    repo.contactNotificationsOfAlerts(db, alertIds).then((notes) => {
      const notesOf = groupedBy(notes, (n) => n.alertId);
      return new Map([...byUser(rows)].map(([userId, list]) => [userId, { rows: list, notesOf }]));
    });
  const loadCheckins = createBatchLoader(async (ids: number[]) => {
    const rows = await repo.listCheckinsOf(db, ids);
    return withNotifications(
      rows,
      rows.map((r) => r.alertId).filter((x): x is number => x != null),
    );
  });
  const loadAlerts = createBatchLoader(async (ids: number[]) => {
    const rows = await repo.listAlertsOf(db, ids, ALERT_LIST_MAX);
    return withNotifications(
      rows,
      rows.map((r) => r.id),
    );
  });

  const service = {
    // ---- contacts -----------------------------------------------------------------------------
    async contacts(userId: number): Promise<EmergencyContact[]> {
      return ((await loadContacts(userId)) ?? []).map(presentContact);
    },

    async addContact(userId: number, body: EmergencyContactBody): Promise<EmergencyContact> {
      const row = await db.transaction(async (tx) => {
        const count = await repo.countContacts(tx, userId);
        if (count >= MAX_EMERGENCY_CONTACTS)
          throw conflict(`You can have at most ${MAX_EMERGENCY_CONTACTS} emergency contacts`);
        // The first contact is primary; a later one only when asked.
        await assertReachable(tx, userId, body);
        const isPrimary = count === 0 || body.isPrimary === true;
        if (isPrimary) await repo.clearPrimary(tx, userId);
        return repo.insertContact(tx, {
          userId,
          name: body.name,
          phoneNumber: body.phoneNumber,
          relationship: body.relationship,
          email: body.email ?? null,
          isPrimary,
        });
      });
      await sendNotices(userId, row);
      return presentContact(row);
    },

    async updateContact(userId: number, id: number, patch: EmergencyContactPatch): Promise<EmergencyContact> {
      await db.transaction(async (tx) => {
        if (!(await repo.findContact(tx, userId, id))) throw notFound(notFoundMsg.contact);
        await assertReachable(tx, userId, patch);
        if (patch.isPrimary) await repo.clearPrimary(tx, userId);
        const { isPrimary, ...rest } = patch;
        const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
        await repo.updateContact(tx, id, { ...values, ...(isPrimary ? { isPrimary: true } : {}) });
      });
      const updated = (await repo.findContact(db, userId, id))!;
      if (patch.phoneNumber !== undefined || patch.email) await sendNotices(userId, updated);
      return presentContact(updated);
    },

    async removeContact(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const contact = await repo.findContact(tx, userId, id);
        if (!contact) throw notFound(notFoundMsg.contact);
        await repo.deleteContact(tx, id);
        if (contact.isPrimary) await repo.promoteOldest(tx, userId);
      });
    },

    // ---- meets --------------------------------------------------------------------------------
    async meets(userId: number): Promise<Meet[]> {
      return ((await loadMeets(userId)) ?? []).map(presentMeet);
    },

    async createMeet(userId: number, body: MeetBody, now = new Date()): Promise<Meet> {
      const meetDate = new Date(body.meetDate);
      if (meetDate.getTime() <= now.getTime()) throw badRequest('meetDate: choose a time in the future');
      const reminderTime = body.reminderTime
        ? new Date(body.reminderTime)
        : new Date(meetDate.getTime() - REMINDER_HOURS_DEFAULT * HOUR_MS);
      const { meet, checkin } = await db.transaction(async (tx) => {
        await assertPartner(tx, userId, body.chatUserId);
        await assertContactOwned(tx, userId, body.contactId);
        const meet = await repo.insertMeet(tx, {
          userId,
          chatUserId: body.chatUserId,
          contactId: body.contactId,
          meetDate,
          durationMinutes: body.durationMinutes,
          meetLocation: body.meetLocation,
          description: body.description,
          reminderTime,
          safetyNotes: body.safetyNotes,
        });
        // One check-in per meet, due when it ends.
        const checkin = await repo.insertCheckin(tx, {
          userId,
          meetId: meet.id,
          scheduledTime: new Date(meetDate.getTime() + body.durationMinutes * 60_000),
          location: body.meetLocation,
        });
        return { meet, checkin };
      });
      await planMeetJobs(meet, checkin);
      return presentMeet((await repo.findMeet(db, userId, meet.id))!);
    },

    async updateMeet(userId: number, id: number, patch: MeetPatch, now = new Date()): Promise<Meet> {
      const result = await db.transaction(async (tx) => {
        const meet = await repo.findMeet(tx, userId, id);
        if (!meet) throw notFound(notFoundMsg.meet);
        if (patch.status && patch.status !== meet.status && !MEET_TRANSITIONS[meet.status].includes(patch.status)) {
          throw conflict(`status: a ${meet.status} meet cannot become ${patch.status}`);
        }
        const moving =
          patch.meetDate !== undefined || patch.reminderTime !== undefined || patch.durationMinutes !== undefined;
        const editing = Object.entries(patch).some(([k, v]) => k !== 'status' && v !== undefined);
        if (editing && (meet.status === 'completed' || meet.status === 'cancelled'))
          throw conflict(`status: a ${meet.status} meet cannot be changed`);
        const meetDate = patch.meetDate ? new Date(patch.meetDate) : new Date(meet.meetDate);
        if (patch.meetDate && meetDate.getTime() <= now.getTime())
          throw badRequest('meetDate: choose a time in the future');
        // Moving the meet without a new reminder keeps the same lead time.
        const lead = new Date(meet.meetDate).getTime() - new Date(meet.reminderTime).getTime();
        const reminderTime = patch.reminderTime
          ? new Date(patch.reminderTime)
          : patch.meetDate
            ? new Date(meetDate.getTime() - lead)
            : new Date(meet.reminderTime);
        if (reminderTime.getTime() > meetDate.getTime()) throw badRequest('reminderTime must be at or before meetDate');
        const durationMinutes = patch.durationMinutes ?? meet.durationMinutes;
        if (patch.chatUserId !== undefined) await assertPartner(tx, userId, patch.chatUserId);
        if (patch.contactId !== undefined) await assertContactOwned(tx, userId, patch.contactId);
        const reminderMoved = reminderTime.getTime() !== new Date(meet.reminderTime).getTime();
        await repo.updateMeet(tx, id, {
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.chatUserId !== undefined ? { chatUserId: patch.chatUserId } : {}),
          ...(patch.contactId !== undefined ? { contactId: patch.contactId } : {}),
          ...(patch.meetLocation !== undefined ? { meetLocation: patch.meetLocation } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.safetyNotes !== undefined ? { safetyNotes: patch.safetyNotes } : {}),
          meetDate,
          reminderTime,
          durationMinutes,
          // A moved reminder is a new reminder.
          ...(reminderMoved ? { reminderSentAt: null } : {}),
        });
        const checkin = await repo.checkinOfMeet(tx, id);
        if (checkin) {
          if (patch.status === 'cancelled') {
            await repo.updateOpenCheckin(tx, checkin.id, { status: 'cancelled' });
          } else if (moving) {
            await repo.updateOpenCheckin(tx, checkin.id, {
              scheduledTime: new Date(meetDate.getTime() + durationMinutes * 60_000),
              status: 'scheduled',
            });
          }
          if (patch.meetLocation !== undefined)
            await repo.updateCheckin(tx, checkin.id, { location: patch.meetLocation });
        }
        return { moving, checkin: checkin && (await repo.checkinOfMeet(tx, id)) };
      });
      const updated = (await repo.findMeet(db, userId, id))!;
      if (result.moving && result.checkin) await planMeetJobs(updated, result.checkin);
      return presentMeet(updated);
    },

    // ---- check-ins ----------------------------------------------------------------------------
    async checkins(userId: number): Promise<SafetyCheckin[]> {
      const found = await loadCheckins(userId);
      if (!found) return [];
      return found.rows.map((r) => presentCheckin(r, r.alertId ? (found.notesOf.get(r.alertId) ?? []) : []));
    },

    /** "I'm safe": answers the check-in; after an escalation it also ends the alert it raised. */
    async markSafe(userId: number, id: number, now = new Date()): Promise<SafetyCheckin> {
      const row = await db.transaction(async (tx) => {
        const checkin = await repo.findCheckin(tx, userId, id);
        if (!checkin) throw notFound(notFoundMsg.checkin);
        const cancelled = conflict('status: this meet was cancelled, there is nothing to check in');
        if (checkin.status === 'cancelled') throw cancelled;
        // The alert id comes from the write, not the read above: an escalation may commit in between.
        const answered = await repo.answerCheckin(tx, id, now);
        if (!answered) throw cancelled;
        if (answered.alertId) {
          const closed = await repo.closeAlert(tx, answered.alertId, 'ended', now);
          if (closed) return { endedAlert: closed.id };
        }
        return { endedAlert: null as number | null };
      });
      if (row.endedAlert)
        await queue(JOBS.cleanupTrail, { alertId: row.endedAlert }, new Date(now.getTime() + ALERT_TRAIL_RETENTION_MS));
      const updated = (await repo.findCheckin(db, userId, id))!;
      const of = await notifiedFor(updated.alertId ? [updated.alertId] : []);
      return presentCheckin(updated, of(updated.alertId));
    },

    // ---- alerts -------------------------------------------------------------------------------
    async alerts(userId: number): Promise<EmergencyAlert[]> {
      const found = await loadAlerts(userId);
      if (!found) return [];
      return found.rows.map((r) => presentAlert(r, found.notesOf.get(r.id) ?? []));
    },

    async createAlert(userId: number, body: EmergencyAlertBody, now = new Date()): Promise<EmergencyAlert> {
      const token = crypto.randomBytes(32).toString('base64url');
      const { alert, ids } = await db.transaction(async (tx) => {
        if ((await repo.countAlertsSince(tx, userId, new Date(now.getTime() - HOUR_MS))) >= ALERTS_PER_HOUR) {
          throw tooMany(
            `You can send up to ${ALERTS_PER_HOUR} alerts an hour. ` +
              `If you are in danger, call ${ctx.config.emergencyNumber} now.`,
          );
        }
        const contacts = await repo.listContacts(tx, userId);
        if (!contacts.length) throw badRequest('Add an emergency contact before sending an alert');
        const member = await repo.memberIdentity(tx, userId);
        if (!member) throw notFound('Member not found');
        const hasFix = body.latitude != null && body.longitude != null;
        const alert = await repo.insertAlert(tx, {
          userId,
          alertType: body.alertType,
          severity: body.severity,
          viewerTokenHash: sha256(token),
          message: body.message,
          locationText: hasFix ? `${body.latitude!.toFixed(6)}, ${body.longitude!.toFixed(6)}` : null,
          latitude: hasFix ? body.latitude : null,
          longitude: hasFix ? body.longitude : null,
          accuracy: hasFix ? (body.accuracy ?? null) : null,
          lastLocationAt: hasFix ? now : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + ALERT_LIFETIME_MS),
        });
        if (hasFix)
          await repo.setAlertLocation(
            tx,
            alert.id,
            { latitude: body.latitude!, longitude: body.longitude!, accuracy: body.accuracy ?? null },
            now,
          );
        const ids = await repo.insertNotifications(
          tx,
          await gate(tx, userId, contactNotifications(alert, contacts, member.displayName, token, 'alert'), now),
        );
        return { alert, ids };
      });
      await deliverAll(ids);
      await queue(JOBS.expireAlert, { alertId: alert.id }, new Date(alert.expiresAt));
      const of = await notifiedFor([alert.id]);
      return presentAlert((await repo.alertById(db, alert.id))!, of(alert.id));
    },

    async updateAlertLocation(
      userId: number,
      id: number,
      body: AlertLocationBody,
      now = new Date(),
    ): Promise<EmergencyAlert> {
      await db.transaction(async (tx) => {
        const alert = await repo.findAlert(tx, userId, id);
        if (!alert) throw notFound(notFoundMsg.alert);
        if (alert.status !== 'active' || new Date(alert.expiresAt) <= now)
          throw conflict('This alert has ended; its location is no longer shared');
        await repo.setAlertLocation(
          tx,
          id,
          { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy ?? null },
          now,
        );
      });
      const of = await notifiedFor([id]);
      return presentAlert((await repo.alertById(db, id))!, of(id));
    },

    async endAlert(userId: number, id: number, now = new Date()): Promise<EmergencyAlert> {
      const alert = await repo.findAlert(db, userId, id);
      if (!alert) throw notFound(notFoundMsg.alert);
      const closed = await repo.closeAlert(db, id, 'ended', now);
      if (closed) await queue(JOBS.cleanupTrail, { alertId: id }, new Date(now.getTime() + ALERT_TRAIL_RETENTION_MS));
      const of = await notifiedFor([id]);
      return presentAlert((await repo.alertById(db, id))!, of(id));
    },

    // ---- the public viewer --------------------------------------------------------------------
    async view(token: string, now = new Date()): Promise<ViewerAlert> {
      const alert = await repo.activeAlertByToken(db, sha256(token), now);
      if (!alert) throw notFound(notFoundMsg.viewer);
      return presentViewerAlert(alert, ctx.config.emergencyNumber);
    },

    async viewLocation(token: string, now = new Date()): Promise<ViewerLocationResponse> {
      const alert = await repo.activeAlertByToken(db, sha256(token), now);
      if (!alert) throw notFound(notFoundMsg.viewer);
      return presentViewerLocation(alert);
    },

    // ---- the stop link (ADR 216) ----------------------------------------------------------------
    async stopInfo(token: string): Promise<{ displayName: string }> {
      const stop = readStopToken(ctx.secret, token);
      if (!stop) throw notFound(notFoundMsg.stop);
      const member = await repo.memberIdentity(db, stop.memberId);
      return { displayName: member?.displayName ?? 'A Vibeline member' };
    },

    /** No more messages to the link's recipient: from its member, or (scope all) from anyone. */
    async stop(token: string, scope: StopScope): Promise<{ ok: true; scope: StopScope }> {
      const stop = readStopToken(ctx.secret, token);
      if (!stop) throw notFound(notFoundMsg.stop);
      await repo.insertOptOut(db, stop.recipient, scope === 'all' ? 0 : stop.memberId);
      return { ok: true, scope };
    },

    // ---- job handlers (each idempotent: a repeat or a stale job does nothing) -----------------
    async sendReminder(meetId: number, at: string, now = new Date()): Promise<{ sent: boolean }> {
      const ids = await db.transaction(async (tx) => {
        const meet = await repo.claimReminder(tx, meetId, new Date(at), now);
        if (!meet) return [];
        const member = await repo.memberIdentity(tx, meet.userId);
        if (!member) return [];
        const date = new Date(meet.meetDate);
        return repo.insertNotifications(tx, [
          {
            userId: meet.userId,
            kind: 'reminder',
            meetId,
            recipientName: member.displayName,
            channel: 'email',
            recipient: member.email,
            dedupeKey: `reminder:${meetId}:${at}`,
            subject: `Reminder: your meet ${meet.meetLocation ? `at ${meet.meetLocation} ` : ''}on ${when(date)}`,
            body:
              `Hi ${member.displayName},\n\n` +
              `Your meet ${meet.meetLocation ? `at ${meet.meetLocation} ` : ''}is on ${when(date)}.\n` +
              `Bestie Shield will ask you to check in when it ends ` +
              `(${when(new Date(date.getTime() + meet.durationMinutes * 60_000))}). ` +
              `If you do not answer within 15 minutes, your emergency contacts are told.\n\n` +
              `Manage it at ${ctx.config.publicUrl}/safety\n`,
          },
        ]);
      });
      await deliverAll(ids);
      return { sent: ids.length > 0 };
    },

    async checkinDue(checkinId: number, at: string): Promise<{ due: boolean }> {
      const ids = await db.transaction(async (tx) => {
        const checkin = await repo.claimCheckinDue(tx, checkinId, new Date(at));
        if (!checkin) return [];
        const member = await repo.memberIdentity(tx, checkin.userId);
        if (!member) return [];
        return repo.insertNotifications(tx, [
          {
            userId: checkin.userId,
            kind: 'checkin_due',
            meetId: checkin.meetId,
            recipientName: member.displayName,
            channel: 'email',
            recipient: member.email,
            dedupeKey: `checkin-due:${checkinId}:${at}`,
            subject: 'Bestie Shield: time to check in',
            body:
              `Hi ${member.displayName},\n\n` +
              `Your meet${checkin.location ? ` at ${checkin.location}` : ''} should be over. ` +
              `Tap "I'm safe" at ${ctx.config.publicUrl}/safety within 15 minutes, ` +
              `or your emergency contacts will be told.\n`,
          },
        ]);
      });
      await deliverAll(ids);
      return { due: ids.length > 0 };
    },

    /** A missed check-in raises an alert of its own: the contacts get its viewer link. */
    async escalate(checkinId: number, at: string, now = new Date()): Promise<{ escalated: boolean }> {
      const token = crypto.randomBytes(32).toString('base64url');
      const result = await db.transaction(async (tx) => {
        const checkin = await repo.claimEscalation(tx, checkinId, new Date(at), now);
        if (!checkin) return null;
        const member = await repo.memberIdentity(tx, checkin.userId);
        const contacts = await repo.listContacts(tx, checkin.userId);
        const alert = await repo.insertAlert(tx, {
          userId: checkin.userId,
          alertType: 'missed_checkin',
          severity: 'high',
          viewerTokenHash: sha256(token),
          message:
            `Missed a safety check-in due ${when(new Date(checkin.scheduledTime))}` +
            `${checkin.location ? ` after a meet at ${checkin.location}` : ''}.`,
          locationText: checkin.location,
          createdAt: now,
          expiresAt: new Date(now.getTime() + ALERT_LIFETIME_MS),
        });
        await repo.updateCheckin(tx, checkin.id, { alertId: alert.id });
        const rows = contactNotifications(
          alert,
          contacts,
          member?.displayName ?? 'A Vibeline member',
          token,
          'escalation',
        );
        const ids = await repo.insertNotifications(tx, await gate(tx, checkin.userId, rows, now));
        return { alert, ids };
      });
      if (!result) return { escalated: false };
      await deliverAll(result.ids);
      await queue(JOBS.expireAlert, { alertId: result.alert.id }, new Date(result.alert.expiresAt));
      return { escalated: true };
    },

    /**
     * Sends one notification; throws to let the queue retry, and records the final failure for the member.
     * Exactly once (ADR 117): every attempt carries the notification's idempotency key (outbox file name,
     * SMTP Message-ID, the SMS provider's Idempotency-Key), so an attempt that repeats one whose instance
     * died mid-send replaces it instead of adding a second; and each outcome is fenced by its attempt number.
     */
    async deliver(notificationId: number): Promise<{ status: string }> {
      const n = await repo.notificationById(db, notificationId);
      if (!n || n.status !== 'pending') return { status: n?.status ?? 'missing' };
      const attempt = await repo.claimDelivery(db, notificationId, new Date(), DELIVERY_LEASE_MS);
      if (!attempt) return { status: 'claimed-elsewhere' };
      const idempotencyKey = notificationKey(n);
      const settle = async (values: Parameters<typeof repo.settleDelivery>[3], status: string) => {
        if (await repo.settleDelivery(db, notificationId, attempt, values)) return { status };
        // A newer attempt claimed the row after this one's lease lapsed: its outcome is the one that counts.
        ctx.log.warn({ notificationId, attempt, outcome: status }, 'safety notification: a newer attempt owns it');
        return { status: 'superseded' };
      };
      // A stop holds from the moment it is pressed (ADR 221): a message queued or retried since is not sent, and
      // the member sees why, as for a stop known when it was written.
      if (isContactMessage(n.kind) && (await repo.optedOut(db, n.userId, [n.recipient])).size > 0)
        return settle({ status: 'failed', lastError: OPTED_OUT, claimedUntil: null }, 'refused');
      try {
        if (n.channel === 'sms') await sms.send({ to: n.recipient, text: n.body, idempotencyKey });
        else await ctx.mailer.send({ to: n.recipient, subject: n.subject, text: n.body, idempotencyKey });
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        if (attempt >= NOTIFY_MAX_ATTEMPTS) {
          const outcome = await settle({ status: 'failed', lastError, claimedUntil: null }, 'failed');
          if (outcome.status === 'failed')
            ctx.log.error({ notificationId, channel: n.channel, err: error }, 'safety notification failed for good');
          return outcome;
        }
        // Release the lease so the queue's retry can claim it (unless a newer attempt holds it).
        await settle({ lastError, claimedUntil: null }, 'released');
        throw error;
      }
      return settle({ status: 'sent', sentAt: new Date(), lastError: null, claimedUntil: null }, 'sent');
    },

    async expireAlert(alertId: number, now = new Date()): Promise<{ expired: boolean }> {
      const alert = await repo.alertById(db, alertId);
      if (!alert || alert.status !== 'active') return { expired: false };
      // A job that fires early (clock skew) comes back at the real expiry.
      if (new Date(alert.expiresAt) > now) {
        await queue(JOBS.expireAlert, { alertId }, new Date(alert.expiresAt));
        return { expired: false };
      }
      const closed = await repo.closeAlert(db, alertId, 'expired', now);
      if (closed) await queue(JOBS.cleanupTrail, { alertId }, new Date(now.getTime() + ALERT_TRAIL_RETENTION_MS));
      return { expired: !!closed };
    },

    /**
     * Re-queues notifications whose job was lost or whose attempt's lease lapsed (its instance died
     * mid-send: the resend carries the same idempotency key); the lease makes a duplicate job harmless.
     */
    async sweepNotifications(now = new Date()): Promise<{ requeued: number }> {
      const ids = await repo.unclaimedPending(db, new Date(now.getTime() - SWEEP_AFTER_MS), now, 500);
      await deliverAll(ids);
      return { requeued: ids.length };
    },

    async cleanupTrail(alertId: number, now = new Date()): Promise<{ deleted: number }> {
      return { deleted: await repo.deleteTrail(db, alertId, new Date(now.getTime() - ALERT_TRAIL_RETENTION_MS)) };
    },
  };
  return service;
}

export type SafetyService = ReturnType<typeof createSafetyService>;
