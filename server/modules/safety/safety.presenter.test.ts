import { describe, expect, it } from 'vitest';
import { emergencyAlert, viewerAlert } from '#contracts';
import { presentAlert, presentNotifications, presentViewerAlert } from './safety.presenter';
import type { AlertRow, NotificationRow } from './safety.repository';

const alert = {
  id: 3,
  userId: 8,
  alertType: 'get_me_out',
  severity: 'medium',
  status: 'active',
  viewerTokenHash: 'hash-of-the-viewer-token',
  message: 'Call me please',
  locationText: 'Near the station',
  latitude: 41.88,
  longitude: -87.63,
  accuracy: 20,
  lastLocationAt: new Date('2026-11-23T10:05:00Z'),
  createdAt: new Date('2026-11-23T10:00:00Z'),
  expiresAt: new Date('2026-11-25T10:00:00Z'),
  endedAt: null,
} as AlertRow;

const notification = {
  id: 1,
  userId: 8,
  kind: 'alert',
  alertId: 3,
  meetId: null,
  contactId: 4,
  recipientName: 'Mum',
  channel: 'sms',
  recipient: '+13125550100',
  subject: 'Alert',
  body: 'secret body with the viewer link',
  dedupeKey: 'k',
  status: 'sent',
  attempts: 1,
  claimedUntil: null,
  lastError: null,
  createdAt: new Date(),
  sentAt: new Date(),
} as NotificationRow;

describe('safety presenters', () => {
  it('the member sees who was told and how it went, never the addresses or the message sent', () => {
    expect(presentNotifications([notification])).toEqual([{ contactName: 'Mum', channel: 'sms', status: 'sent' }]);
  });

  it("the owner's alert matches its contract and carries no viewer token", () => {
    const a = presentAlert(alert, [notification]);
    expect(emergencyAlert.safeParse(a).success).toBe(true);
    expect(JSON.stringify(a)).not.toContain('hash-of-the-viewer-token');
  });

  it('a link holder sees the alert in the spec vocabulary, the location and the emergency number; nothing else', () => {
    const v = presentViewerAlert({ ...alert, displayName: 'Robin' }, '911');
    expect(viewerAlert.safeParse(v).success).toBe(true);
    expect(v).toMatchObject({
      alertType: 'help_me_out',
      displayName: 'Robin',
      profileId: 8,
      location: { lat: 41.88, lng: -87.63, accuracy: 20 },
      emergencyNumber: '911',
    });
    expect(v).not.toHaveProperty('notified');
    expect(presentViewerAlert({ ...alert, alertType: 'panic', displayName: 'R' }, '112').alertType).toBe('emergency');
    expect(presentViewerAlert({ ...alert, latitude: null, displayName: 'R' }, '112').location).toBeNull();
  });
});
