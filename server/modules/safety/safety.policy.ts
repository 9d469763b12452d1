import { NEW_RECIPIENTS_PER_DAY, RECIPIENT_MEMBERS_PER_DAY } from '#contracts';
import { forbidden } from '#http/errors';

/**
 * Decision 2: contacts, meets, check-ins and alerts are their owner's alone. A userId in a path
 * or body must be the session's (403); rows addressed by id are looked up within the session's
 * own rows, so another member's id answers 404 and reveals nothing.
 */
export function assertSelf(sessionUserId: number, userId: number, what: string): void {
  if (sessionUserId !== userId) throw forbidden(`You can only access your own ${what}`);
}

/** How a refusal starts in a notification's lastError: the presenter shows the rest to the member (ADR 216). */
export const NOT_SENT = 'Not sent: ';
/** A stopped recipient's refusal, at creation (relayRefusal) and at delivery (ADR 221). */
export const OPTED_OUT = `${NOT_SENT}this contact asked not to get Bestie Shield messages`;

/**
 * The notifications that go to a member's emergency contacts, which a recipient's stop holds. The member's own
 * mail (meet reminder, check-in due) is not a Bestie Shield message to a contact: nobody's stop holds it (ADR 221).
 */
export function isContactMessage(kind: string): boolean {
  return kind === 'notice' || kind === 'alert' || kind === 'escalation';
}

/**
 * Bestie Shield is not a relay (ADR 216): why a message to this recipient must not go, or null.
 * A stop always wins. A recipient the member reached before (who had the notice with its stop link and
 * did not stop) is never capped, so a genuine alert to a real contact always goes at once; a new one
 * is refused once other members reached it RECIPIENT_MEMBERS_PER_DAY times today, or once the member
 * reached NEW_RECIPIENTS_PER_DAY recipients today (churned contacts pumping SMS).
 */
export function relayRefusal(reach: {
  optedOut: boolean;
  knownToMember: boolean;
  otherMembersToday: number;
  memberRecipientsToday: number;
}): string | null {
  if (reach.optedOut) return OPTED_OUT;
  if (reach.knownToMember) return null;
  if (reach.otherMembersToday >= RECIPIENT_MEMBERS_PER_DAY)
    return `${NOT_SENT}this number or address had messages from too many members today`;
  if (reach.memberRecipientsToday >= NEW_RECIPIENTS_PER_DAY)
    return `${NOT_SENT}you can reach at most ${NEW_RECIPIENTS_PER_DAY} new contacts a day`;
  return null;
}
