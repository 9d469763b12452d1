import { describe, expect, it } from 'vitest';
import { REVEAL_PURGE_DELAY_MS } from '#contracts';
import {
  isParticipant,
  isWithheldFrom,
  mayReport,
  mayReveal,
  maySeeMessageFile,
  receiverMaySeeMedia,
} from './messaging.policy';
import { presentConversation, presentMessage } from './messaging.presenter';
import type { MessageRow } from './messaging.repository';

const NOW = new Date('2026-11-23T12:00:00Z').getTime();
const message = (over: Partial<MessageRow> = {}): MessageRow => ({
  id: 1,
  conversationId: 1,
  senderId: 1,
  receiverId: 2,
  clientId: 'c-1',
  messageType: 'text',
  content: 'hi there',
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
  guardianPolicy: null,
  riskScore: null,
  readAt: null,
  revealedAt: null,
  purgedAt: null,
  reportedAt: null,
  createdAt: new Date(NOW - 60_000),
  ...over,
});
const prefs = { receiveTextNSFW: true, receiveImageNSFW: false, warnBeforeNSFW: true, blurNSFWContent: true };

describe('messaging policy (decisions 2, 20, 21)', () => {
  it('knows the two participants', () => {
    expect(isParticipant(1, message())).toBe(true);
    expect(isParticipant(2, message())).toBe(true);
    expect(isParticipant(3, message())).toBe(false);
  });

  it('withholds a disappearing message from its receiver until reveal, and after the purge delay', () => {
    const unrevealed = message({ isDisappearing: true });
    expect(isWithheldFrom(2, unrevealed, NOW)).toBe(true);
    expect(isWithheldFrom(1, unrevealed, NOW)).toBe(false);
    const revealed = message({ isDisappearing: true, revealedAt: new Date(NOW - 1000) });
    expect(isWithheldFrom(2, revealed, NOW)).toBe(false);
    expect(isWithheldFrom(2, revealed, NOW + REVEAL_PURGE_DELAY_MS + 1000)).toBe(true);
  });

  it('withholds a moderator-rejected message from its receiver only', () => {
    const rejected = message({ moderationStatus: 'rejected' });
    expect(isWithheldFrom(2, rejected, NOW)).toBe(true);
    expect(isWithheldFrom(1, rejected, NOW)).toBe(false);
  });

  it('shows a receiver approved or flagged media, never pending', () => {
    expect(receiverMaySeeMedia(message())).toBe(true);
    expect(receiverMaySeeMedia(message({ moderationStatus: 'flagged' }))).toBe(true);
    expect(receiverMaySeeMedia(message({ moderationStatus: 'pending' }))).toBe(false);
  });

  it('serves files to participants within the rules, to staff only for review, to nobody once purged', () => {
    const member = (id: number) => ({ id, role: 'member' as const });
    const moderator = { id: 9, role: 'moderator' as const };
    expect(maySeeMessageFile(member(1), message({ moderationStatus: 'pending' }), NOW)).toBe(true);
    expect(maySeeMessageFile(member(2), message({ moderationStatus: 'pending' }), NOW)).toBe(false);
    expect(maySeeMessageFile(member(2), message(), NOW)).toBe(true);
    expect(maySeeMessageFile(member(3), message(), NOW)).toBe(false);
    expect(maySeeMessageFile(moderator, message(), NOW)).toBe(false);
    expect(maySeeMessageFile(moderator, message({ reportedAt: new Date(NOW) }), NOW)).toBe(true);
    expect(maySeeMessageFile(member(1), message({ purgedAt: new Date(NOW) }), NOW)).toBe(false);
  });

  it('lets only the receiver reveal (disappearing) and report', () => {
    expect(mayReveal(2, message({ isDisappearing: true }))).toBe(true);
    expect(mayReveal(2, message())).toBe(false);
    expect(mayReveal(1, message({ isDisappearing: true }))).toBe(false);
    expect(mayReport(2, message())).toBe(true);
    expect(mayReport(1, message())).toBe(false);
  });
});

describe('messaging presenter', () => {
  it('gives the receiver no content, location or media of a withheld message', () => {
    const m = message({
      isDisappearing: true,
      messageType: 'location',
      locationLatitude: 41.88,
      locationLongitude: -87.63,
      locationName: 'Loop',
    });
    const forReceiver = presentMessage(m, { viewerId: 2, prefs, reported: false, now: NOW });
    expect(forReceiver).toMatchObject({
      content: '',
      locationLatitude: null,
      locationLongitude: null,
      locationName: null,
      contentWithheld: true,
    });
    const forSender = presentMessage(m, { viewerId: 1, prefs, reported: false, now: NOW });
    expect(forSender).toMatchObject({ content: 'hi there', locationLatitude: 41.88, contentWithheld: false });
  });

  it('blurs and warns a flagged message for its receiver per their preferences, not for its sender', () => {
    const flagged = message({ moderationStatus: 'flagged' });
    expect(presentMessage(flagged, { viewerId: 2, prefs, reported: false, now: NOW })).toMatchObject({
      blurred: true,
      nsfwWarning: true,
    });
    expect(
      presentMessage(flagged, {
        viewerId: 2,
        prefs: { ...prefs, blurNSFWContent: false, warnBeforeNSFW: false },
        reported: false,
        now: NOW,
      }),
    ).toMatchObject({ blurred: false, nsfwWarning: false });
    expect(presentMessage(flagged, { viewerId: 1, prefs, reported: false, now: NOW })).toMatchObject({
      blurred: false,
      nsfwWarning: false,
    });
  });

  it('keeps a pending photo from its receiver and serves media by token, never by storage key', () => {
    const photo = message({ messageType: 'photo', photoMediaId: 'tok123', moderationStatus: 'pending', content: '' });
    expect(presentMessage(photo, { viewerId: 2, prefs, reported: false, now: NOW })).toMatchObject({
      photoData: null,
      photoUrl: null,
    });
    expect(presentMessage(photo, { viewerId: 1, prefs, reported: false, now: NOW }).photoUrl).toMatch(/tok123$/);
  });

  it('presents a conversation with the other member and their online state', () => {
    const c = presentConversation(
      {
        id: 4,
        vibeType: 'date',
        lastActivity: new Date(NOW),
        otherId: 2,
        displayName: 'Bo',
        profilePictureUrl: null,
        lastSeenAt: new Date(NOW - 60_000),
        lastMessage: null,
        unreadCount: 3,
      },
      null,
      NOW,
    );
    expect(c).toMatchObject({
      id: 4,
      otherUser: { id: 2, displayName: 'Bo', isOnline: true },
      lastMessage: null,
      unreadCount: 3,
    });
  });
});
