import type { Role } from '#contracts';
import { forbidden } from '#http/errors';
import { hasRole } from '#modules/accounts';

/** Seen within this window counts as online (decision 4); sessions touch lastSeenAt every minute. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

export function isOnline(lastSeenAt: Date | null, now = Date.now()): boolean {
  return !!lastSeenAt && now - lastSeenAt.getTime() <= ONLINE_WINDOW_MS;
}

/**
 * Decision 2: settings, vibes and NSFW preferences keyed by a userId are the owner's alone —
 * staff included (admins use the compliance export). A mismatch is a 403, never data.
 */
export function assertOwner(actorId: number, userId: number, what = 'these settings'): void {
  if (actorId !== userId) throw forbidden(`You can only access your own ${what}`);
}

/** Gender is read-only once set: changing it needs verification by support (spec §5). */
export function mayChangeGender(current: string | null | undefined, next: string): boolean {
  return !current || current === next;
}

/** What the visibility rule needs to know about a (viewer, target) pair (profiles.repository pairFacts). */
export interface MemberViewFacts {
  /** The target's account exists. */
  exists: boolean;
  /** The target is suspended right now. */
  suspended: boolean;
  /** Either member blocked the other (decision 18). */
  blocked: boolean;
  /** The target tapped or wrote to the viewer, or each is in the other's Discover range (issue 10, ADR 221). */
  couldMeet: boolean;
}

/**
 * Who may see another member at all (ADR 118): their profile, their photo list and their photo files
 * follow this one rule. Oneself always; never across a block, either way; staff see suspended members
 * and members they could never meet; other members only members they could meet who are not suspended.
 * Everyone else gets the answer an unknown id gets (404), so ids cannot be probed.
 */
export function mayViewMember(viewer: { id: number; role: Role }, targetId: number, facts: MemberViewFacts): boolean {
  if (viewer.id === targetId) return true;
  if (!facts.exists || facts.blocked) return false;
  if (hasRole(viewer.role, 'moderator')) return true;
  return !facts.suspended && facts.couldMeet;
}
