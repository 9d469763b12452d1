import { describe, expect, it } from 'vitest';
import { storyRingEntry } from '#contracts';
import { presentRing, presentStory } from './stories.presenter';
import type { StoryRow } from './stories.repository';

const VIEWER = 1;
let nextId = 1;
function story(userId: number, over: Partial<StoryRow> = {}): StoryRow {
  const createdAt = over.createdAt ?? new Date('2026-11-23T10:00:00Z');
  return {
    id: nextId++,
    userId,
    displayName: `Member ${userId}`,
    profilePictureUrl: null,
    gridType: 'date',
    mediaType: 'text',
    textContent: 'out for coffee',
    mediaUrl: null,
    backgroundColor: '#000000',
    textColor: '#ffffff',
    filter: 'none',
    stickers: [],
    moderationStatus: 'approved',
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 86_400_000),
    ...over,
  } as StoryRow;
}

describe('presentStory', () => {
  it('a flagged story reaches other viewers without its content; its author still sees it', () => {
    const flagged = story(2, { moderationStatus: 'flagged', stickers: [{ emoji: 'x' }] as never });
    expect(presentStory(flagged, VIEWER)).toMatchObject({ textContent: null, mediaUrl: null, stickers: [] });
    expect(presentStory(flagged, 2).textContent).toBe('out for coffee');
  });
});

describe('presentRing', () => {
  it("puts the viewer's own bubble first, then members by their newest story", () => {
    const rows = [
      story(3, { createdAt: new Date('2026-11-23T08:00:00Z') }),
      story(2, { createdAt: new Date('2026-11-23T09:00:00Z') }),
      story(VIEWER, { createdAt: new Date('2026-11-23T07:00:00Z') }),
      story(3, { createdAt: new Date('2026-11-23T11:00:00Z'), gridType: 'chat' }),
    ];
    const ring = presentRing(rows, VIEWER);
    expect(ring.map((e) => e.userId)).toEqual([VIEWER, 3, 2]);
    expect(ring[1].stories).toHaveLength(2);
    expect(ring[1].gridTypes.sort()).toEqual(['chat', 'date']);
    for (const entry of ring) expect(storyRingEntry.safeParse(entry).success).toBe(true);
  });
});
