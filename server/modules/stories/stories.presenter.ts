import type { Story, StoryRingEntry, Sticker } from '#contracts';
import type { StoryRow } from './stories.repository';

/** Flagged stories reach viewers without their content: the client shows Content Under Review. */
export function presentStory(row: StoryRow, viewerId: number): Story {
  const hidden = row.moderationStatus === 'flagged' && row.userId !== viewerId;
  return {
    id: row.id,
    userId: row.userId,
    user: { id: row.userId, displayName: row.displayName, profilePictureUrl: row.profilePictureUrl },
    gridType: row.gridType,
    mediaType: row.mediaType,
    textContent: hidden ? null : row.textContent,
    mediaUrl: hidden ? null : row.mediaUrl,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    filter: row.filter as Story['filter'],
    stickers: hidden ? [] : (row.stickers as Sticker[]),
    moderationStatus: row.moderationStatus,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
  };
}

/** One bubble per member: the viewer's own first, then whoever posted most recently. */
export function presentRing(rows: StoryRow[], viewerId: number): StoryRingEntry[] {
  const byUser = new Map<number, StoryRow[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push(row);
    byUser.set(row.userId, list);
  }
  const entries = [...byUser.values()].map((list) => {
    const newest = list[list.length - 1];
    return {
      userId: newest.userId,
      user: { id: newest.userId, displayName: newest.displayName, profilePictureUrl: newest.profilePictureUrl },
      gridType: newest.gridType,
      gridTypes: [...new Set(list.map((s) => s.gridType))],
      stories: list.map((s) => presentStory(s, viewerId)),
      newestAt: new Date(newest.createdAt).getTime(),
    };
  });
  entries.sort((a, b) => (a.userId === viewerId ? -1 : b.userId === viewerId ? 1 : b.newestAt - a.newestAt));
  return entries.map(({ newestAt: _newestAt, ...entry }) => entry);
}
