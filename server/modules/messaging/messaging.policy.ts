import { REVEAL_PURGE_DELAY_MS } from '#contracts';
import type { Role } from '#contracts';
import type { MessageRow } from './messaging.schema';

/** Who may do what with a message (decision 2: only its two participants; moderators for review). */

export const isParticipant = (viewerId: number, m: Pick<MessageRow, 'senderId' | 'receiverId'>) =>
  viewerId === m.senderId || viewerId === m.receiverId;

/** The receiver of a disappearing message has not revealed it yet: no content for them. */
export function isWithheldFrom(viewerId: number, m: MessageRow, now = Date.now()): boolean {
  if (viewerId !== m.receiverId) return false;
  if (m.moderationStatus === 'rejected') return true;
  if (!m.isDisappearing) return false;
  if (!m.revealedAt) return true;
  // Revealed once: readable until the purge (decision 21), even if the purge job runs late.
  return now - m.revealedAt.getTime() > REVEAL_PURGE_DELAY_MS;
}

/** Photos are checked before the receiver sees them (decision 20). */
export function receiverMaySeeMedia(m: MessageRow): boolean {
  return m.moderationStatus === 'approved' || m.moderationStatus === 'flagged';
}

/** Files of a message: its participants (within the rules above) and moderators when it needs review. */
export function maySeeMessageFile(viewer: { id: number; role: Role }, m: MessageRow, now = Date.now()): boolean {
  if (m.purgedAt) return false;
  if (viewer.id === m.senderId) return true;
  if (viewer.id === m.receiverId) return receiverMaySeeMedia(m) && !isWithheldFrom(viewer.id, m, now);
  const needsReview = !!m.reportedAt || m.moderationStatus !== 'approved';
  return needsReview && (viewer.role === 'moderator' || viewer.role === 'admin');
}

export const mayReveal = (viewerId: number, m: MessageRow) => viewerId === m.receiverId && m.isDisappearing;
export const mayReport = (viewerId: number, m: MessageRow) => viewerId === m.receiverId;
