import { describe, expect, it } from 'vitest';
import { maySeePhoto, type PhotoFacts } from './photos.policy';
import { presentPhoto, presentQueueItem } from './photos.presenter';
import type { PhotoRow } from './photos.repository';

const photo = (over: Partial<PhotoFacts> = {}): PhotoFacts => ({
  ownerId: 1,
  isPublic: true,
  moderationStatus: 'approved',
  sharedWithViewer: false,
  ownerVisible: true,
  ...over,
});
const member = { id: 2, role: 'member' as const };
const moderator = { id: 3, role: 'moderator' as const };

describe('photos policy (decision 17)', () => {
  it('always shows the owner their photos, whatever their state', () => {
    for (const moderationStatus of ['pending', 'approved', 'rejected'] as const) {
      expect(maySeePhoto({ id: 1, role: 'member' }, photo({ moderationStatus, isPublic: false }))).toBe(true);
    }
  });

  it('shows other members approved public photos, and private ones only when shared', () => {
    expect(maySeePhoto(member, photo())).toBe(true);
    expect(maySeePhoto(member, photo({ isPublic: false }))).toBe(false);
    expect(maySeePhoto(member, photo({ isPublic: false, sharedWithViewer: true }))).toBe(true);
    expect(maySeePhoto(member, photo({ moderationStatus: 'pending' }))).toBe(false);
    expect(maySeePhoto(member, photo({ moderationStatus: 'rejected' }))).toBe(false);
  });

  it('hides everything of a member the viewer may not see (block, suspension, never met), shared or not', () => {
    expect(maySeePhoto(member, photo({ ownerVisible: false }))).toBe(false);
    expect(maySeePhoto(member, photo({ ownerVisible: false, isPublic: false, sharedWithViewer: true }))).toBe(false);
  });

  it('lets moderators see what they judge, not an approved private gallery', () => {
    expect(maySeePhoto(moderator, photo({ moderationStatus: 'pending', isPublic: false }))).toBe(true);
    expect(maySeePhoto(moderator, photo({ moderationStatus: 'rejected' }))).toBe(true);
    expect(maySeePhoto(moderator, photo())).toBe(true);
    expect(maySeePhoto(moderator, photo({ isPublic: false }))).toBe(false);
    // Staff keep access to what they judge whoever the owner is (a suspended member's photos included).
    expect(maySeePhoto(moderator, photo({ ownerVisible: false, moderationStatus: 'pending' }))).toBe(true);
    expect(maySeePhoto(moderator, photo({ ownerVisible: false }))).toBe(true);
  });
});

describe('photos presenter', () => {
  const row = {
    id: 9,
    userId: 1,
    storageKey: 'users/1/photos/secret.webp',
    thumbnailKey: 'users/1/photos/secret-thumb.webp',
    moderationStatus: 'approved',
    isPublic: true,
    photoType: 'profile',
    width: 800,
    height: 600,
    createdAt: new Date('2026-11-01T00:00:00Z'),
  } as unknown as PhotoRow;

  it('serves files by id and never lets a storage key out', () => {
    const p = presentPhoto(row);
    expect(p.url).toBe('/api/photos/9/file');
    expect(p.thumbnailUrl).toBe('/api/photos/9/thumbnail');
    expect(JSON.stringify(p)).not.toContain('secret');
    expect(presentQueueItem(row, 'Ana').user).toEqual({ id: 1, displayName: 'Ana' });
  });
});
