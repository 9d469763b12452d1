import { describe, expect, it } from 'vitest';
import { assertOwnTaps, assertSelfAsSender } from './taps.policy';
import { presentTap } from './taps.presenter';

describe('taps policy', () => {
  it('sends taps only as the session member and shows received taps only to their owner', () => {
    expect(() => assertSelfAsSender(1, 1)).not.toThrow();
    expect(() => assertSelfAsSender(1, 2)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => assertOwnTaps(3, 3)).not.toThrow();
    expect(() => assertOwnTaps(3, 4)).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});

describe('taps presenter', () => {
  it('presents the sender by id, name and picture only', () => {
    const tap = presentTap({
      id: 5,
      senderId: 1,
      receiverId: 2,
      tapType: 'heart',
      createdAt: new Date('2026-11-20T10:00:00Z'),
      senderName: 'Bo',
      senderPicture: null,
      matched: false,
    });
    expect(tap).toEqual({
      id: 5,
      senderId: 1,
      receiverId: 2,
      tapType: 'heart',
      createdAt: '2026-11-20T10:00:00.000Z',
      matched: false,
      sender: { id: 1, displayName: 'Bo', profilePictureUrl: null },
    });
  });
});
