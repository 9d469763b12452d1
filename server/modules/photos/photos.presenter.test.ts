import { describe, expect, it } from 'vitest';
import { photo } from '#contracts';
import { photoFileUrl, photoThumbnailUrl, presentPhoto, presentQueueItem } from './photos.presenter';
import type { PhotoRow } from './photos.repository';

const row = {
  id: 42,
  userId: 9,
  photoType: 'profile',
  isPublic: true,
  moderationStatus: 'approved',
  storageKey: 'users/9/secret-storage-key.webp',
  thumbnailKey: 'users/9/secret-thumb.webp',
  width: 800,
  height: 600,
  bytes: 12345,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
} as PhotoRow;

describe('presentPhoto', () => {
  it('serves files by id through the access check; storage keys never leave the server', () => {
    const p = presentPhoto(row);
    expect(photo.safeParse(p).success).toBe(true);
    expect(p.url).toBe(photoFileUrl(42));
    expect(p.thumbnailUrl).toBe(photoThumbnailUrl(42));
    expect(JSON.stringify(p)).not.toContain('secret');
    expect(p).not.toHaveProperty('reviewedBy');
  });

  it('a queue item adds the owner by id and name only', () => {
    expect(presentQueueItem(row, 'Jo').user).toEqual({ id: 9, displayName: 'Jo' });
  });
});
