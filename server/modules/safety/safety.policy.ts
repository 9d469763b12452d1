import { forbidden } from '#http/errors';

/**
 * Decision 2: contacts, meets, check-ins and alerts are their owner's alone. A userId in a path
 * or body must be the session's (403); rows addressed by id are looked up within the session's
 * own rows, so another member's id answers 404 and reveals nothing.
 */
export function assertSelf(sessionUserId: number, userId: number, what: string): void {
  if (sessionUserId !== userId) throw forbidden(`You can only access your own ${what}`);
}
