import { describe, expect, it } from 'vitest';
import { tapEntry } from '#contracts';
import { presentTap } from './taps.presenter';

describe('presentTap', () => {
  it('matches the tap contract: the sender by name and picture only, the time as ISO', () => {
    const t = presentTap({
      id: 1,
      senderId: 2,
      receiverId: 3,
      tapType: 'heart',
      createdAt: new Date('2026-11-01T10:00:00Z'),
      senderName: 'Alex',
      senderPicture: null,
      matched: true,
    });
    expect(tapEntry.safeParse(t).success).toBe(true);
    expect(t.sender).toEqual({ id: 2, displayName: 'Alex', profilePictureUrl: null });
    expect(t.createdAt).toBe('2026-11-01T10:00:00.000Z');
    expect(t.matched).toBe(true);
  });
});
