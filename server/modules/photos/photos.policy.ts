import { hasRole } from '#modules/accounts';
import type { Role } from '#contracts';

export interface PhotoFacts {
  ownerId: number;
  isPublic: boolean;
  moderationStatus: 'pending' | 'approved' | 'rejected';
  /** The viewer is a recipient the owner shared this (private) photo with. */
  sharedWithViewer: boolean;
  /**
   * The viewer may see the owner at all: the profiles module's one rule (blocks either way,
   * suspension, could they meet; ADR 118), passed in, never repeated here.
   */
  ownerVisible: boolean;
}

/**
 * Who may see a photo file (decision 17, ADR 118). The owner always; other members only approved
 * photos that are public or were shared with them, and only of a member they may see (never across
 * a block, never a suspended member's, never one they could not meet: a guessed id is a 404).
 * Moderators may see what they have to judge: pending or rejected photos and public ones, not a
 * member's approved private gallery.
 */
export function maySeePhoto(viewer: { id: number; role: Role }, photo: PhotoFacts): boolean {
  if (viewer.id === photo.ownerId) return true;
  if (hasRole(viewer.role, 'moderator') && (photo.isPublic || photo.moderationStatus !== 'approved')) return true;
  if (!photo.ownerVisible || photo.moderationStatus !== 'approved') return false;
  return photo.isPublic || photo.sharedWithViewer;
}
