import type { Role } from '#contracts';
import { hasRole } from '#modules/accounts';

/**
 * Who may delete a story, and in which capacity: the owner withdraws their own; a moderator or
 * admin removes anyone's as a moderation decision. Anyone else may not, and is told the story
 * does not exist (a 404 never confirms that someone's story is there).
 */
export function storyDeleter(
  actor: { id: number; role: Role },
  story: { userId: number },
): 'owner' | 'moderator' | null {
  if (actor.id === story.userId) return 'owner';
  if (hasRole(actor.role, 'moderator')) return 'moderator';
  return null;
}

/** Moderators and admins review flagged and pending story media, so they may read any story's file. */
export const mayReadAnyStoryMedia = (actor: { role: Role }) => hasRole(actor.role, 'moderator');
