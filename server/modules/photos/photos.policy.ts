import { hasRole } from '#modules/accounts';
import type { Role } from '#contracts';

export interface PhotoFacts {
  ownerId: number;
  isPublic: boolean;
  moderationStatus: 'pending' | 'approved' | 'rejected';
  /** The viewer is a recipient the owner shared this (private) photo with. */
  sharedWithViewer: boolean;
  /** Either member blocked the other (decision 18). */
  blocked: boolean;
}

/**
 * Who may see a photo file (decision 17). The owner always; other members only approved photos
 * that are public or were shared with them, never across a block. Moderators may see what they
 * have to judge: pending or rejected photos and public ones, not a member's approved private gallery.
 */
export function maySeePhoto(viewer: { id: number; role: Role }, photo: PhotoFacts): boolean {
  if (viewer.id === photo.ownerId) return true;
  if (hasRole(viewer.role, 'moderator') && (photo.isPublic || photo.moderationStatus !== 'approved')) return true;
  if (photo.blocked || photo.moderationStatus !== 'approved') return false;
  return photo.isPublic || photo.sharedWithViewer;
}
