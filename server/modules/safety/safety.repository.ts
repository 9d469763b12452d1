import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { keyColumn, unnestKeys } from '#db/batch';
import type { Database } from '#db/client';
import {
  emergencyAlertLocations,
  emergencyAlerts,
  emergencyContacts,
  meetTracking,
  profiles,
  safetyCheckins,
  safetyNotifications,
  safetyOptOuts,
  users,
} from '#db/schema';
import { conversations } from '#modules/messaging';
import { notBlockedEitherWay } from '#modules/blocks';

export type ContactRow = typeof emergencyContacts.$inferSelect;
export type MeetRow = typeof meetTracking.$inferSelect;
export type CheckinRow = typeof safetyCheckins.$inferSelect;
export type AlertRow = typeof emergencyAlerts.$inferSelect;
export type NotificationRow = typeof safetyNotifications.$inferSelect;
export type NotificationInsert = typeof safetyNotifications.$inferInsert;

// ---- contacts ---------------------------------------------------------------------------------

export function listContacts(db: Database, userId: number): Promise<ContactRow[]> {
  return db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(desc(emergencyContacts.isPrimary), asc(emergencyContacts.id));
}

export async function findContact(db: Database, userId: number, id: number): Promise<ContactRow | null> {
  const [row] = await db
    .select()
    .from(emergencyContacts)
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, userId)));
  return row ?? null;
}

export async function countContacts(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertContact(db: Database, row: typeof emergencyContacts.$inferInsert): Promise<ContactRow> {
  const [inserted] = await db.insert(emergencyContacts).values(row).returning();
  return inserted;
}

export async function updateContact(
  db: Database,
  id: number,
  values: Partial<typeof emergencyContacts.$inferInsert>,
): Promise<void> {
  await db.update(emergencyContacts).set(values).where(eq(emergencyContacts.id, id));
}

export async function clearPrimary(db: Database, userId: number): Promise<void> {
  await db.update(emergencyContacts).set({ isPrimary: false }).where(eq(emergencyContacts.userId, userId));
}

export async function deleteContact(db: Database, id: number): Promise<void> {
  await db.delete(emergencyContacts).where(eq(emergencyContacts.id, id));
}

/** The oldest remaining contact becomes primary when the primary is removed. */
export async function promoteOldest(db: Database, userId: number): Promise<void> {
  const [oldest] = await db
    .select({ id: emergencyContacts.id })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.id))
    .limit(1);
  if (oldest) await updateContact(db, oldest.id, { isPrimary: true });
}

// ---- people -----------------------------------------------------------------------------------

export async function memberIdentity(
  db: Database,
  userId: number,
): Promise<{ email: string; displayName: string } | null> {
  const [row] = await db
    .select({ email: users.email, displayName: profiles.displayName })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A current conversation partner that neither side has blocked (decision 18), with their name. */
export async function conversationPartner(
  db: Database,
  userId: number,
  otherId: number,
): Promise<{ id: number; displayName: string } | null> {
  if (userId === otherId) return null;
  const [low, high] = userId < otherId ? [userId, otherId] : [otherId, userId];
  const [row] = await db
    .select({ id: profiles.userId, displayName: profiles.displayName })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.userId, otherId))
    .where(
      and(eq(conversations.userLowId, low), eq(conversations.userHighId, high), notBlockedEitherWay(userId, otherId)),
    );
  return row ?? null;
}

// ---- meets and check-ins ----------------------------------------------------------------------

export type MeetWithUser = MeetRow & { chatUserName: string | null };

const meetColumns = { meet: meetTracking, chatUserName: profiles.displayName };

export async function listMeets(db: Database, userId: number): Promise<MeetWithUser[]> {
  const rows = await db
    .select(meetColumns)
    .from(meetTracking)
    .leftJoin(profiles, eq(profiles.userId, meetTracking.chatUserId))
    .where(eq(meetTracking.userId, userId))
    .orderBy(asc(meetTracking.meetDate), asc(meetTracking.id));
  return rows.map((r) => ({ ...r.meet, chatUserName: r.chatUserName }));
}

// ---- the member's own lists for several members in one statement (per-tick batches, ADR 107) ----

/** `listContacts` of several members: each member's rows in the same order. */
export function listContactsOf(db: Database, userIds: number[]): Promise<ContactRow[]> {
  return db
    .select()
    .from(emergencyContacts)
    .where(inArray(emergencyContacts.userId, userIds))
    .orderBy(desc(emergencyContacts.isPrimary), asc(emergencyContacts.id));
}

/** `listMeets` of several members: each member's rows in the same order. */
export async function listMeetsOf(db: Database, userIds: number[]): Promise<MeetWithUser[]> {
  const rows = await db
    .select(meetColumns)
    .from(meetTracking)
    .leftJoin(profiles, eq(profiles.userId, meetTracking.chatUserId))
    .where(inArray(meetTracking.userId, userIds))
    .orderBy(asc(meetTracking.meetDate), asc(meetTracking.id));
  return rows.map((r) => ({ ...r.meet, chatUserName: r.chatUserName }));
}

/** `listCheckins` of several members: each member's rows in the same order. */
export function listCheckinsOf(db: Database, userIds: number[]): Promise<CheckinRow[]> {
  return db
    .select()
    .from(safetyCheckins)
    .where(inArray(safetyCheckins.userId, userIds))
    .orderBy(desc(safetyCheckins.scheduledTime), desc(safetyCheckins.id));
}

/** `listAlerts` of several members: each member's newest `max` (a LATERAL per member), in the same order. */
export function listAlertsOf(db: Database, userIds: number[], max: number): Promise<AlertRow[]> {
  const newest = sql`select a.id from ${unnestKeys(userIds.map((id) => [id]))}
    cross join lateral (select e.id from ${emergencyAlerts} e where e.user_id = ${keyColumn(0)}
      order by e.created_at desc, e.id desc limit ${max}) a`;
  return db
    .select()
    .from(emergencyAlerts)
    .where(sql`${emergencyAlerts.id} in (${newest})`)
    .orderBy(desc(emergencyAlerts.createdAt), desc(emergencyAlerts.id));
}

export async function findMeet(db: Database, userId: number, id: number): Promise<MeetWithUser | null> {
  const [row] = await db
    .select(meetColumns)
    .from(meetTracking)
    .leftJoin(profiles, eq(profiles.userId, meetTracking.chatUserId))
    .where(and(eq(meetTracking.id, id), eq(meetTracking.userId, userId)));
  return row ? { ...row.meet, chatUserName: row.chatUserName } : null;
}

export async function meetById(db: Database, id: number): Promise<MeetRow | null> {
  const [row] = await db.select().from(meetTracking).where(eq(meetTracking.id, id));
  return row ?? null;
}

export async function insertMeet(db: Database, row: typeof meetTracking.$inferInsert): Promise<MeetRow> {
  const [inserted] = await db.insert(meetTracking).values(row).returning();
  return inserted;
}

export async function updateMeet(
  db: Database,
  id: number,
  values: Partial<typeof meetTracking.$inferInsert>,
): Promise<void> {
  await db
    .update(meetTracking)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(meetTracking.id, id));
}

/** Claims the reminder for exactly one job: only while the meet is still on and still at `at`. */
export async function claimReminder(db: Database, meetId: number, at: Date, now: Date): Promise<MeetRow | null> {
  const [row] = await db
    .update(meetTracking)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(meetTracking.id, meetId),
        eq(meetTracking.reminderTime, at),
        isNull(meetTracking.reminderSentAt),
        inArray(meetTracking.status, ['planned', 'confirmed']),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertCheckin(db: Database, row: typeof safetyCheckins.$inferInsert): Promise<CheckinRow> {
  const [inserted] = await db.insert(safetyCheckins).values(row).returning();
  return inserted;
}

export async function checkinOfMeet(db: Database, meetId: number): Promise<CheckinRow | null> {
  const [row] = await db.select().from(safetyCheckins).where(eq(safetyCheckins.meetId, meetId));
  return row ?? null;
}

export async function updateCheckin(
  db: Database,
  id: number,
  values: Partial<typeof safetyCheckins.$inferInsert>,
): Promise<void> {
  await db.update(safetyCheckins).set(values).where(eq(safetyCheckins.id, id));
}

export function listCheckins(db: Database, userId: number): Promise<CheckinRow[]> {
  return db
    .select()
    .from(safetyCheckins)
    .where(eq(safetyCheckins.userId, userId))
    .orderBy(desc(safetyCheckins.scheduledTime), desc(safetyCheckins.id));
}

export async function findCheckin(db: Database, userId: number, id: number): Promise<CheckinRow | null> {
  const [row] = await db
    .select()
    .from(safetyCheckins)
    .where(and(eq(safetyCheckins.id, id), eq(safetyCheckins.userId, userId)));
  return row ?? null;
}

/**
 * "I'm safe" as one conditional write: it waits for an escalation committing at the same moment and
 * returns the row as it is after that, so the alert the escalation raised is seen (and ended).
 */
export async function answerCheckin(db: Database, id: number, now: Date): Promise<CheckinRow | null> {
  const [row] = await db
    .update(safetyCheckins)
    .set({
      status: 'completed',
      completedAt: sql`coalesce(${safetyCheckins.completedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(safetyCheckins.id, id), sql`${safetyCheckins.status} <> 'cancelled'`))
    .returning();
  return row ?? null;
}

/**
 * Moves or cancels a check-in only while it is still open (scheduled/due): an escalation that
 * committed meanwhile (missed, contacts told) is never reopened or hidden by a meet edit.
 */
export async function updateOpenCheckin(
  db: Database,
  id: number,
  values: Partial<typeof safetyCheckins.$inferInsert>,
): Promise<void> {
  await db
    .update(safetyCheckins)
    .set(values)
    .where(and(eq(safetyCheckins.id, id), inArray(safetyCheckins.status, ['scheduled', 'due'])));
}

/** scheduled → due, once, and only if the check-in is still at `at`. */
export async function claimCheckinDue(db: Database, id: number, at: Date): Promise<CheckinRow | null> {
  const [row] = await db
    .update(safetyCheckins)
    .set({ status: 'due' })
    .where(and(eq(safetyCheckins.id, id), eq(safetyCheckins.scheduledTime, at), eq(safetyCheckins.status, 'scheduled')))
    .returning();
  return row ?? null;
}

/** scheduled/due → missed, once: the winner raises the escalation. */
export async function claimEscalation(db: Database, id: number, at: Date, now: Date): Promise<CheckinRow | null> {
  const [row] = await db
    .update(safetyCheckins)
    .set({ status: 'missed', escalatedAt: now })
    .where(
      and(
        eq(safetyCheckins.id, id),
        eq(safetyCheckins.scheduledTime, at),
        inArray(safetyCheckins.status, ['scheduled', 'due']),
      ),
    )
    .returning();
  return row ?? null;
}

// ---- alerts -----------------------------------------------------------------------------------

export async function countAlertsSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emergencyAlerts)
    .where(
      and(
        eq(emergencyAlerts.userId, userId),
        gte(emergencyAlerts.createdAt, since),
        inArray(emergencyAlerts.alertType, ['panic', 'get_me_out']),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertAlert(db: Database, row: typeof emergencyAlerts.$inferInsert): Promise<AlertRow> {
  const [inserted] = await db.insert(emergencyAlerts).values(row).returning();
  return inserted;
}

export async function findAlert(db: Database, userId: number, id: number): Promise<AlertRow | null> {
  const [row] = await db
    .select()
    .from(emergencyAlerts)
    .where(and(eq(emergencyAlerts.id, id), eq(emergencyAlerts.userId, userId)));
  return row ?? null;
}

export async function alertById(db: Database, id: number): Promise<AlertRow | null> {
  const [row] = await db.select().from(emergencyAlerts).where(eq(emergencyAlerts.id, id));
  return row ?? null;
}

export function listAlerts(db: Database, userId: number, max: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(emergencyAlerts)
    .where(eq(emergencyAlerts.userId, userId))
    .orderBy(desc(emergencyAlerts.createdAt), desc(emergencyAlerts.id))
    .limit(max);
}

/** The alert a viewer token opens, only while active and unexpired; with the member's display name. */
export async function activeAlertByToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<(AlertRow & { displayName: string }) | null> {
  const [row] = await db
    .select({ alert: emergencyAlerts, displayName: profiles.displayName })
    .from(emergencyAlerts)
    .innerJoin(profiles, eq(profiles.userId, emergencyAlerts.userId))
    .where(
      and(
        eq(emergencyAlerts.viewerTokenHash, tokenHash),
        eq(emergencyAlerts.status, 'active'),
        sql`${emergencyAlerts.expiresAt} > ${now}`,
      ),
    );
  return row ? { ...row.alert, displayName: row.displayName } : null;
}

export async function setAlertLocation(
  db: Database,
  alertId: number,
  loc: { latitude: number; longitude: number; accuracy: number | null },
  now: Date,
): Promise<void> {
  await db
    .update(emergencyAlerts)
    .set({ ...loc, lastLocationAt: now })
    .where(eq(emergencyAlerts.id, alertId));
  await db.insert(emergencyAlertLocations).values({ alertId, ...loc, recordedAt: now });
}

/** active → ended/expired, once. */
export async function closeAlert(
  db: Database,
  alertId: number,
  status: 'ended' | 'expired',
  now: Date,
): Promise<AlertRow | null> {
  const [row] = await db
    .update(emergencyAlerts)
    .set({ status, endedAt: now })
    .where(and(eq(emergencyAlerts.id, alertId), eq(emergencyAlerts.status, 'active')))
    .returning();
  return row ?? null;
}

/** Retention: the trail and the last exact position of an alert that ended long enough ago. */
export async function deleteTrail(db: Database, alertId: number, endedBefore: Date): Promise<number> {
  const [alert] = await db
    .update(emergencyAlerts)
    .set({ latitude: null, longitude: null, accuracy: null, locationText: null })
    .where(
      and(
        eq(emergencyAlerts.id, alertId),
        sql`${emergencyAlerts.status} <> 'active'`,
        lte(emergencyAlerts.endedAt, endedBefore),
      ),
    )
    .returning({ id: emergencyAlerts.id });
  if (!alert) return 0;
  const deleted = await db
    .delete(emergencyAlertLocations)
    .where(eq(emergencyAlertLocations.alertId, alertId))
    .returning({ id: emergencyAlertLocations.id });
  return deleted.length;
}

export function trailOf(db: Database, alertId: number) {
  return db
    .select()
    .from(emergencyAlertLocations)
    .where(eq(emergencyAlertLocations.alertId, alertId))
    .orderBy(asc(emergencyAlertLocations.recordedAt));
}

// ---- notifications ----------------------------------------------------------------------------

/** Which of these recipients asked to hear nothing more from this member, or from anyone (ADR 216). */
export async function optedOut(db: Database, memberId: number, recipients: string[]): Promise<Set<string>> {
  if (!recipients.length) return new Set();
  const rows = await db
    .select({ recipient: safetyOptOuts.recipient })
    .from(safetyOptOuts)
    .where(and(inArray(safetyOptOuts.recipient, recipients), inArray(safetyOptOuts.memberId, [memberId, 0])));
  return new Set(rows.map((r) => r.recipient));
}

export async function insertOptOut(db: Database, recipient: string, memberId: number): Promise<void> {
  await db.insert(safetyOptOuts).values({ recipient, memberId }).onConflictDoNothing();
}

/**
 * What the relay caps read (ADR 216), for one member and some recipients: those the member has reached
 * before (a message to a contact that did not fail), how many other members reached each since `since`,
 * and how many recipients the member reached for the first time since then. Reminders and check-in
 * notices go to the member's own address and do not count.
 */
export async function recipientReach(db: Database, memberId: number, recipients: string[], since: Date) {
  const toContacts = and(
    inArray(safetyNotifications.kind, ['alert', 'escalation', 'notice']),
    sql`${safetyNotifications.status} <> 'failed'`,
  );
  const known = recipients.length
    ? await db
        .selectDistinct({ recipient: safetyNotifications.recipient })
        .from(safetyNotifications)
        .where(
          and(eq(safetyNotifications.userId, memberId), inArray(safetyNotifications.recipient, recipients), toContacts),
        )
    : [];
  const others = recipients.length
    ? await db
        .select({
          recipient: safetyNotifications.recipient,
          members: sql<number>`count(distinct ${safetyNotifications.userId})::int`,
        })
        .from(safetyNotifications)
        .where(
          and(
            inArray(safetyNotifications.recipient, recipients),
            sql`${safetyNotifications.userId} <> ${memberId}`,
            gte(safetyNotifications.createdAt, since),
            toContacts,
          ),
        )
        .groupBy(safetyNotifications.recipient)
    : [];
  // Recipients whose first message from this member is recent: contacts reached for years do not use up the day.
  const firsts = db
    .select({ first: sql<Date>`min(${safetyNotifications.createdAt})`.as('first') })
    .from(safetyNotifications)
    .where(and(eq(safetyNotifications.userId, memberId), toContacts))
    .groupBy(safetyNotifications.recipient)
    .as('firsts');
  const [fresh] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(firsts)
    .where(gte(firsts.first, since));
  return {
    known: new Set(known.map((r) => r.recipient)),
    otherMembers: new Map(others.map((r) => [r.recipient, Number(r.members)])),
    newRecipientsSince: Number(fresh?.n ?? 0),
  };
}

/** Inserts what is not there yet (dedupe key) and returns the ids that are new. */
export async function insertNotifications(db: Database, rows: NotificationInsert[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(safetyNotifications)
    .values(rows)
    .onConflictDoNothing({ target: safetyNotifications.dedupeKey })
    .returning({ id: safetyNotifications.id });
  return inserted.map((r) => r.id);
}

export async function notificationById(db: Database, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(safetyNotifications).where(eq(safetyNotifications.id, id));
  return row ?? null;
}

/**
 * Records the outcome of delivery attempt `attempt`, fenced (ADR 117): only while the row is still
 * pending and that attempt is the latest claim. An attempt whose lease lapsed and was claimed again
 * (it hung, or its instance was thought dead) writes nothing over the newer one. True when written.
 */
export async function settleDelivery(
  db: Database,
  id: number,
  attempt: number,
  values: Pick<Partial<NotificationInsert>, 'status' | 'sentAt' | 'lastError' | 'claimedUntil'>,
): Promise<boolean> {
  const rows = await db
    .update(safetyNotifications)
    .set(values)
    .where(
      and(
        eq(safetyNotifications.id, id),
        eq(safetyNotifications.status, 'pending'),
        eq(safetyNotifications.attempts, attempt),
      ),
    )
    .returning({ id: safetyNotifications.id });
  return rows.length > 0;
}

/**
 * Claims a pending notification for one delivery attempt (a lease, so a duplicate job or the sweep
 * leaves it alone) and counts the attempt. Returns the attempt number, or 0 when not claimable.
 */
export async function claimDelivery(db: Database, id: number, now: Date, leaseMs: number): Promise<number> {
  const [row] = await db
    .update(safetyNotifications)
    .set({ attempts: sql`${safetyNotifications.attempts} + 1`, claimedUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(safetyNotifications.id, id),
        eq(safetyNotifications.status, 'pending'),
        or(isNull(safetyNotifications.claimedUntil), lte(safetyNotifications.claimedUntil, now)),
      ),
    )
    .returning({ attempts: safetyNotifications.attempts });
  return row?.attempts ?? 0;
}

/**
 * Pending notifications nobody is working on: never claimed (or released) and older than `before`
 * (their job was lost), or claimed by an attempt whose lease lapsed (its instance died mid-send, ADR 117).
 */
export async function unclaimedPending(db: Database, before: Date, now: Date, max: number): Promise<number[]> {
  const rows = await db
    .select({ id: safetyNotifications.id })
    .from(safetyNotifications)
    .where(
      and(
        eq(safetyNotifications.status, 'pending'),
        or(
          and(isNull(safetyNotifications.claimedUntil), lte(safetyNotifications.createdAt, before)),
          lte(safetyNotifications.claimedUntil, now),
        ),
      ),
    )
    .orderBy(asc(safetyNotifications.id))
    .limit(max);
  return rows.map((r) => r.id);
}

export function contactNotificationsOfAlerts(db: Database, alertIds: number[]) {
  if (!alertIds.length) return Promise.resolve([] as NotificationRow[]);
  return db
    .select()
    .from(safetyNotifications)
    .where(
      and(
        inArray(safetyNotifications.alertId, alertIds),
        or(eq(safetyNotifications.kind, 'alert'), eq(safetyNotifications.kind, 'escalation')),
      ),
    )
    .orderBy(asc(safetyNotifications.id));
}

/** GDPR export: everything Bestie Shield holds about the member. */
export async function safetyDataOf(db: Database, userId: number) {
  const alerts = await db
    .select()
    .from(emergencyAlerts)
    .where(eq(emergencyAlerts.userId, userId))
    .orderBy(asc(emergencyAlerts.id));
  const alertIds = alerts.map((a) => a.id);
  return {
    emergencyContacts: await db
      .select()
      .from(emergencyContacts)
      .where(eq(emergencyContacts.userId, userId))
      .orderBy(asc(emergencyContacts.id)),
    meets: await db.select().from(meetTracking).where(eq(meetTracking.userId, userId)).orderBy(asc(meetTracking.id)),
    safetyCheckins: await db
      .select()
      .from(safetyCheckins)
      .where(eq(safetyCheckins.userId, userId))
      .orderBy(asc(safetyCheckins.id)),
    emergencyAlerts: alerts.map(({ viewerTokenHash: _hash, ...rest }) => rest),
    alertLocations: alertIds.length
      ? await db
          .select()
          .from(emergencyAlertLocations)
          .where(inArray(emergencyAlertLocations.alertId, alertIds))
          .orderBy(asc(emergencyAlertLocations.id))
      : [],
    safetyNotifications: (
      await db
        .select()
        .from(safetyNotifications)
        .where(eq(safetyNotifications.userId, userId))
        .orderBy(asc(safetyNotifications.id))
    ).map(({ body: _body, ...rest }) => rest),
  };
}
