import { describe, expect, it } from 'vitest';
import { mayReadAnyStoryMedia, storyDeleter } from './stories.policy';
import { presentRing, presentStory } from './stories.presenter';
import type { StoryRow } from './stories.repository';

describe('stories policy', () => {
  it('lets the owner withdraw and staff remove; anyone else gets nothing', () => {
    expect(storyDeleter({ id: 1, role: 'member' }, { userId: 1 })).toBe('owner');
    expect(storyDeleter({ id: 2, role: 'moderator' }, { userId: 1 })).toBe('moderator');
    expect(storyDeleter({ id: 3, role: 'admin' }, { userId: 1 })).toBe('moderator');
    expect(storyDeleter({ id: 4, role: 'member' }, { userId: 1 })).toBeNull();
    expect(mayReadAnyStoryMedia({ role: 'member' })).toBe(false);
    expect(mayReadAnyStoryMedia({ role: 'moderator' })).toBe(true);
  });
});

const story = (over: Partial<StoryRow>): StoryRow =>
  ({
    id: 1,
    userId: 1,
    gridType: 'date',
    mediaType: 'text',
    textContent: 'hello',
    mediaUrl: null,
    mediaKey: null,
    backgroundColor: '#8B5CF6',
    textColor: '#FFFFFF',
    filter: 'none',
    stickers: [{ emoji: '🔥', x: 1, y: 2 }],
    moderationStatus: 'approved',
    createdAt: new Date('2026-11-23T10:00:00Z'),
    expiresAt: new Date('2026-11-24T10:00:00Z'),
    displayName: 'Ana',
    profilePictureUrl: null,
    ...over,
  }) as StoryRow;

describe('stories presenter', () => {
  it('withholds a flagged story from viewers but not from its author', () => {
    const flagged = story({ moderationStatus: 'flagged', mediaUrl: '/media/stories/x.webp' });
    const seen = presentStory(flagged, 2);
    expect(seen).toMatchObject({ textContent: null, mediaUrl: null, stickers: [], moderationStatus: 'flagged' });
    expect(presentStory(flagged, 1)).toMatchObject({ textContent: 'hello', mediaUrl: '/media/stories/x.webp' });
    expect(JSON.stringify(seen)).not.toContain('mediaKey');
  });

  it("puts the viewer's own bubble first, then the most recent poster", () => {
    const rows = [
      story({ id: 1, userId: 5, createdAt: new Date('2026-11-23T09:00:00Z') }),
      story({ id: 2, userId: 6, createdAt: new Date('2026-11-23T11:00:00Z') }),
      story({ id: 3, userId: 7, gridType: 'chat', createdAt: new Date('2026-11-23T08:00:00Z') }),
      story({ id: 4, userId: 5, gridType: 'hookup', createdAt: new Date('2026-11-23T10:00:00Z') }),
    ];
    const ring = presentRing(rows, 7);
    expect(ring.map((e) => e.userId)).toEqual([7, 6, 5]);
    expect(ring[2]).toMatchObject({ gridType: 'hookup', gridTypes: ['date', 'hookup'] });
    expect(ring[2].stories.map((s) => s.id)).toEqual([1, 4]);
    expect(ring[0]).not.toHaveProperty('newestAt');
  });
});
