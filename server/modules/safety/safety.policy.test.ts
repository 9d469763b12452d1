import { describe, expect, it } from 'vitest';
import { AppError } from '#http/errors';
import { NEW_RECIPIENTS_PER_DAY, RECIPIENT_MEMBERS_PER_DAY } from '#contracts';
import { assertSelf, isContactMessage, OPTED_OUT, relayRefusal } from './safety.policy';

describe('assertSelf', () => {
  it("passes for the session's own id and answers 403 naming what for anyone else's", () => {
    expect(() => assertSelf(5, 5, 'contacts')).not.toThrow();
    let caught: unknown;
    try {
      assertSelf(5, 6, 'contacts');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).statusCode).toBe(403);
    expect((caught as AppError).message).toMatch(/your own contacts/);
  });
});

describe('relayRefusal (ADR 216)', () => {
  const fresh = { optedOut: false, knownToMember: false, otherMembersToday: 0, memberRecipientsToday: 0 };
  it('a stop always wins; a contact reached before is never capped; new ones are', () => {
    expect(relayRefusal(fresh)).toBeNull();
    expect(relayRefusal({ ...fresh, knownToMember: true, optedOut: true })).toMatch(/asked not to/);
    const busy = { otherMembersToday: RECIPIENT_MEMBERS_PER_DAY, memberRecipientsToday: NEW_RECIPIENTS_PER_DAY };
    expect(relayRefusal({ ...fresh, ...busy, knownToMember: true })).toBeNull();
    expect(relayRefusal({ ...fresh, otherMembersToday: RECIPIENT_MEMBERS_PER_DAY })).toMatch(/too many members/);
    expect(relayRefusal({ ...fresh, otherMembersToday: RECIPIENT_MEMBERS_PER_DAY - 1 })).toBeNull();
    expect(relayRefusal({ ...fresh, memberRecipientsToday: NEW_RECIPIENTS_PER_DAY })).toMatch(/new contacts a day/);
    expect(relayRefusal({ ...fresh, memberRecipientsToday: NEW_RECIPIENTS_PER_DAY - 1 })).toBeNull();
  });
});

describe('isContactMessage (ADR 221)', () => {
  it("a stop holds messages to contacts, never the member's own reminders", () => {
    for (const kind of ['notice', 'alert', 'escalation']) expect(isContactMessage(kind), kind).toBe(true);
    for (const kind of ['reminder', 'checkin_due']) expect(isContactMessage(kind), kind).toBe(false);
    expect(relayRefusal({ optedOut: true, knownToMember: true, otherMembersToday: 0, memberRecipientsToday: 0 })).toBe(
      OPTED_OUT,
    );
  });
});
