import { forbidden } from '#http/errors';

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
