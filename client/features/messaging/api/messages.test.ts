import { describe, expect, it } from 'vitest';
import { CHAT_REFETCH_MS, type Message } from '#contracts/messaging';
import { flattenMessages, pollWhileSocketDown, upsertMessage, type MessagePages } from './messages';

const base: Message = {
  id: 1,
  clientId: 'c-1',
  senderId: 7,
  receiverId: 12,
  messageType: 'text',
  content: 'Hi',
  createdAt: '2026-03-20T12:00:00.000Z',
  isDisappearing: false,
  photoData: null,
  photoId: null,
  photoUrl: null,
  voiceUrl: null,
  voiceMessageDuration: null,
  locationLatitude: null,
  locationLongitude: null,
  locationName: null,
  isLocationPrecise: false,
  moderationStatus: 'approved',
  readAt: null,
  isRevealed: false,
  revealedAt: null,
  contentWithheld: false,
  contentPurged: false,
  nsfwWarning: false,
  blurred: false,
  reportedByMe: false,
  guardianNote: null,
};
const pages = (...groups: Message[][]): MessagePages => ({ pages: groups, pageParams: groups.map(() => undefined) });

describe('message cache', () => {
  it('adds a new message to the newest page once, whichever copy comes first', () => {
    let data = upsertMessage(pages([base]), { ...base, id: 2, clientId: 'c-2' });
    data = upsertMessage(data, { ...base, id: 2, clientId: 'c-2' });
    expect(flattenMessages(data).map((m) => m.id)).toEqual([1, 2]);
  });

  it('keeps pages oldest first across pages', () => {
    expect(
      flattenMessages(
        pages(
          [{ ...base, id: 3 }],
          [
            { ...base, id: 1 },
            { ...base, id: 2 },
          ],
        ),
      ).map((m) => m.id),
    ).toEqual([1, 2, 3]);
  });

  it('never takes back a read receipt when a stale copy arrives later', () => {
    const read = upsertMessage(pages([base]), { ...base, readAt: '2026-03-20T12:01:00.000Z' });
    const stale = upsertMessage(read, { ...base, moderationStatus: 'approved' });
    expect(flattenMessages(stale)[0].readAt).toBe('2026-03-20T12:01:00.000Z');
  });
});

describe('polling while the socket is down (ADR 111)', () => {
  it('polls every CHAT_REFETCH_MS unless the socket is open', () => {
    expect(pollWhileSocketDown(true)).toBe(false);
    expect(pollWhileSocketDown(false)).toBe(CHAT_REFETCH_MS);
  });
});
