import { forbidden } from '#http/errors';

/** Decisions 1/2: the sender is the session user; only the owner reads their received taps. */
export function assertSelfAsSender(sessionUserId: number, senderId: number): void {
  if (sessionUserId !== senderId) throw forbidden('You can only like as yourself');
}

export function assertOwnTaps(sessionUserId: number, userId: number): void {
  if (sessionUserId !== userId) throw forbidden('You can only see your own likes');
}
