import { describe, expect, it } from 'vitest';
import { conversation, message } from '#contracts';
import { mediaUrl, presentConversation, presentMessage } from './messaging.presenter';
import { DEFAULT_NSFW_PREFS, type MessageRow } from './messaging.repository';

const SENDER = 1;
const RECEIVER = 2;
const NOW = Date.parse('2026-11-23T12:00:00Z');

function row(over: Partial<MessageRow> = {}): MessageRow {
  return {
    id: 10,
    conversationId: 5,
    senderId: SENDER,
    receiverId: RECEIVER,
    clientId: '8a1c1b7e-2a53-4c1f-9b0e-0d5d1b0c9a11',
    messageType: 'text',
    content: 'hello there',
    isDisappearing: false,
    photoId: null,
    photoMediaId: null,
    voiceMediaId: null,
    voiceDuration: null,
    locationLatitude: null,
    locationLongitude: null,
    locationName: null,
    isLocationPrecise: false,
    moderationStatus: 'approved',
    guardianDecision: null,
    riskScore: null,
    guardianPolicy: null,
    readAt: null,
    revealedAt: null,
    purgedAt: null,
    reportedAt: null,
    createdAt: new Date(NOW - 60_000),
    ...over,
  };
}

const asReceiver = { viewerId: RECEIVER, prefs: DEFAULT_NSFW_PREFS, reported: false, now: NOW };
const asSender = { viewerId: SENDER, prefs: DEFAULT_NSFW_PREFS, reported: false, now: NOW };

describe('presentMessage', () => {
  it('matches the message contract for both participants', () => {
    expect(message.safeParse(presentMessage(row(), asReceiver)).success).toBe(true);
    expect(message.safeParse(presentMessage(row(), asSender)).success).toBe(true);
  });

  it('withholds an unrevealed disappearing message from its receiver, not from its sender', () => {
    const m = row({ isDisappearing: true, locationLatitude: 41.9, locationLongitude: -87.6, messageType: 'location' });
    const seen = presentMessage(m, asReceiver);
    expect(seen).toMatchObject({ content: '', contentWithheld: true, locationLatitude: null, locationLongitude: null });
    expect(presentMessage(m, asSender)).toMatchObject({ content: 'hello there', contentWithheld: false });
  });

  it('withholds a rejected message from its receiver', () => {
    expect(presentMessage(row({ moderationStatus: 'rejected' }), asReceiver).content).toBe('');
  });

  it('keeps a pending photo from the receiver until it is approved', () => {
    const pending = row({ messageType: 'photo', photoMediaId: 'abc', moderationStatus: 'pending' });
    expect(presentMessage(pending, asReceiver)).toMatchObject({ photoData: null, photoUrl: null });
    expect(presentMessage(pending, asSender).photoUrl).toBe(mediaUrl('abc'));
    expect(presentMessage({ ...pending, moderationStatus: 'approved' }, asReceiver).photoUrl).toBe(mediaUrl('abc'));
  });

  it('blurs and warns a flagged message for the receiver by their preferences; tells only the sender why', () => {
    const flagged = row({ moderationStatus: 'flagged', guardianPolicy: 'threats' });
    expect(presentMessage(flagged, asReceiver)).toMatchObject({ blurred: true, nsfwWarning: true, guardianNote: null });
    const relaxed = { ...asReceiver, prefs: { ...DEFAULT_NSFW_PREFS, blurNSFWContent: false, warnBeforeNSFW: false } };
    expect(presentMessage(flagged, relaxed)).toMatchObject({ blurred: false, nsfwWarning: false });
    const forSender = presentMessage(flagged, asSender);
    expect(forSender.blurred).toBe(false);
    expect(forSender.guardianNote).toMatch(/threats/i);
  });

  it('ignores a stored policy outside the known list', () => {
    const odd = row({ moderationStatus: 'flagged', guardianPolicy: 'not-a-policy' });
    expect(presentMessage(odd, asSender).guardianNote).toBeNull();
  });

  it('marks a purged message as purged, not withheld', () => {
    const purged = row({ isDisappearing: true, revealedAt: new Date(NOW - 86_400_000), purgedAt: new Date(NOW - 1) });
    expect(presentMessage(purged, asReceiver)).toMatchObject({ contentPurged: true, contentWithheld: false });
  });
});

describe('presentConversation', () => {
  it('shows the other member by name and online state only, with the last message as the viewer sees it', () => {
    const last = presentMessage(row({ isDisappearing: true }), asReceiver);
    const c = presentConversation(
      {
        id: 5,
        vibeType: 'date',
        lastActivity: new Date(NOW - 1000),
        otherId: SENDER,
        displayName: 'Sam',
        profilePictureUrl: null,
        lastSeenAt: new Date(NOW - 30_000),
        lastMessage: row({ isDisappearing: true }),
        unreadCount: 1,
      },
      last,
      NOW,
    );
    expect(conversation.safeParse(c).success).toBe(true);
    expect(c.otherUser).toEqual({ id: SENDER, displayName: 'Sam', profilePictureUrl: null, isOnline: true });
    expect(c.lastMessage).toMatchObject({ content: '', contentWithheld: true });
  });
});
