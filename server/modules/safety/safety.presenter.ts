import type {
  EmergencyAlert,
  EmergencyContact,
  Meet,
  NotificationStatus,
  SafetyCheckin,
  ViewerAlert,
  ViewerAlertType,
} from '#contracts';
import { NOT_SENT } from './safety.policy';
import type { AlertRow, CheckinRow, ContactRow, MeetWithUser, NotificationRow } from './safety.repository';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function presentContact(row: ContactRow): EmergencyContact {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    phoneNumber: row.phoneNumber,
    relationship: row.relationship,
    email: row.email,
    isPrimary: row.isPrimary,
    createdAt: iso(row.createdAt)!,
  };
}

export function presentMeet(row: MeetWithUser): Meet {
  const meetDate = new Date(row.meetDate);
  return {
    id: row.id,
    userId: row.userId,
    chatUserId: row.chatUserId,
    chatUser:
      row.chatUserId != null && row.chatUserName != null ? { id: row.chatUserId, displayName: row.chatUserName } : null,
    contactId: row.contactId,
    meetDate: meetDate.toISOString(),
    meetLocation: row.meetLocation,
    description: row.description,
    reminderTime: iso(row.reminderTime)!,
    safetyNotes: row.safetyNotes,
    durationMinutes: row.durationMinutes,
    endsAt: new Date(meetDate.getTime() + row.durationMinutes * 60_000).toISOString(),
    status: row.status,
    createdAt: iso(row.createdAt)!,
  };
}

/** The member sees who was told and how it went, never the addresses (they know them). */
export function presentNotifications(rows: NotificationRow[]): NotificationStatus[] {
  return rows.map((n) => {
    // A refusal's reason is for the member (ADR 216); a provider's error text is not.
    const refused = n.status === 'failed' && n.lastError?.startsWith(NOT_SENT) ? n.lastError : null;
    return {
      contactName: n.recipientName,
      channel: n.channel,
      status: n.status,
      ...(refused ? { reason: refused.slice(NOT_SENT.length) } : {}),
    };
  });
}

export function presentCheckin(row: CheckinRow, notified: NotificationRow[]): SafetyCheckin {
  return {
    id: row.id,
    meetId: row.meetId,
    scheduledTime: iso(row.scheduledTime)!,
    location: row.location,
    status: row.status,
    completedAt: iso(row.completedAt),
    escalatedAt: iso(row.escalatedAt),
    notified: presentNotifications(notified),
  };
}

export function presentAlert(row: AlertRow, notified: NotificationRow[]): EmergencyAlert {
  return {
    id: row.id,
    userId: row.userId,
    alertType: row.alertType,
    severity: row.severity,
    status: row.status,
    message: row.message,
    latitude: row.latitude,
    longitude: row.longitude,
    lastLocationAt: iso(row.lastLocationAt),
    createdAt: iso(row.createdAt)!,
    expiresAt: iso(row.expiresAt)!,
    endedAt: iso(row.endedAt),
    notified: presentNotifications(notified),
  };
}

const VIEWER_TYPE: Record<AlertRow['alertType'], ViewerAlertType> = {
  panic: 'emergency',
  get_me_out: 'help_me_out',
  missed_checkin: 'missed_checkin',
};

export function presentViewerLocation(row: AlertRow) {
  return {
    location:
      row.latitude != null && row.longitude != null
        ? { lat: row.latitude, lng: row.longitude, accuracy: row.accuracy }
        : null,
    lastPing: iso(row.lastLocationAt),
  };
}

/** What a link holder sees: the member's profile id and name, the alert and its location; nothing else. */
export function presentViewerAlert(row: AlertRow & { displayName: string }, emergencyNumber: string): ViewerAlert {
  const { location, lastPing } = presentViewerLocation(row);
  return {
    alertType: VIEWER_TYPE[row.alertType],
    createdAt: iso(row.createdAt)!,
    profileId: row.userId,
    displayName: row.displayName,
    message: row.message,
    location,
    lastLocationPing: lastPing,
    emergencyNumber,
  };
}
