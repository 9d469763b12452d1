/**
 * Round 11 false holds (ADR 175): words quoted from someone else, reported by the member, are theirs (the member's
 * own words are judged); a short later part held by the rules is read as the sentence it completes when the earlier
 * parts opened a conditional. Hand-written examples; harmful counterparts stay held.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';
import { withoutReportedQuotes } from './rules/misfires';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const withParts = (recentMessages: string[]): ModerationContext => ({ ...talking, recentMessages });
const decide = (text: string, ctx: ModerationContext = talking) => engine.moderateText(text, ctx).decision;
/** Parts in order, a blocked part not kept for the window (as the app stores them). */
function sequence(parts: string[]): string[] {
  const delivered: string[] = [];
  return parts.map((p) => {
    const d = decide(p, withParts(delivered.slice(-4)));
    if (d !== 'BLOCK') delivered.push(p);
    return d;
  });
}

describe('quoted reports (ADR 175)', () => {
  it('sets aside a quote framed as sent to the member and reported or warned about', () => {
    expect(withoutReportedQuotes('a match texted me "you will regret this" so i blocked him')).toBe(
      'a match texted me that so i blocked him',
    );
    expect(withoutReportedQuotes("this guy sent me 'pay up or else' lol, reported")).toBe(
      'this guy sent me that lol, reported',
    );
  });

  it('keeps a quote with no report, warning or refusal around it, or framed as the speaker or the reader', () => {
    expect(withoutReportedQuotes('as my uncle used to say "never trust a man in loafers"')).toBeNull();
    expect(withoutReportedQuotes('like i said "you will regret this", reported')).toBeNull();
    expect(withoutReportedQuotes('you sent me "see you tonight", reported lol')).toBeNull();
  });

  it("holds a stranger's opener that wraps a threat in a reported quote (only a two-way chat is read this way)", () => {
    const opener = chatContext({ stranger: true });
    expect(
      decide('a man on here messaged me "you\'ll regret ignoring me", i reported him, stay safe', opener),
    ).not.toBe('ALLOW');
    expect(decide('got a message saying "go kill yourself" last week. reported it', opener)).not.toBe('ALLOW');
  });

  it('delivers a warning that quotes a threat, a self-harm insult or a sexual demand the member received', () => {
    expect(decide('a man on here messaged me "you\'ll regret ignoring me", i reported him, stay safe')).toBe('ALLOW');
    expect(decide('got a message saying "go kill yourself" last week. reported it, people are awful')).toBe('ALLOW');
    expect(decide('some guy sent me "send me nudes or i\'ll share your pics" so i blocked him, be careful')).toBe(
      'ALLOW',
    );
  });

  it('holds what the member says outside the quote, and a threat passed on without any report', () => {
    expect(decide('someone sent me "hi" and i reported him, now send me nudes or i\'ll share your pics')).not.toBe(
      'ALLOW',
    );
    expect(decide('my brother said "i\'ll kill you if you go near her again"')).not.toBe('ALLOW');
    expect(decide("you'll regret it, reported")).not.toBe('ALLOW');
  });

  it('a split send: the quote as its own part after "someone messaged me" is passed on, not sent', () => {
    expect(
      sequence(['a guy messaged me', '"you\'ll pay for ignoring me"', 'reported him, be careful out there']),
    ).toEqual(['ALLOW', 'ALLOW', 'ALLOW']);
    expect(sequence(['hey', '"you\'ll pay for ignoring me"'])[1]).not.toBe('ALLOW');
  });
});

describe('a part completing a conditional the earlier parts opened (ADR 175)', () => {
  it('delivers a regret phrase that ends a recommendation', () => {
    expect(sequence(['if you skip the ramen place', "you'll regret it", 'their broth is insane'])).toEqual([
      'ALLOW',
      'ALLOW',
      'ALLOW',
    ]);
    expect(sequence(['if you miss', 'the fireworks on saturday', "you'll regret it"])[2]).toBe('ALLOW');
  });

  it('keeps a conditional threat split the same way, and the phrase with no conditional before it', () => {
    expect(sequence(["if you don't send the money", "you'll regret it"])[1]).toBe('BLOCK');
    expect(sequence(['if you go to the police', "you'll regret it"])[1]).toBe('BLOCK');
    expect(sequence(['if you leave me', "you'll regret it"])[1]).toBe('BLOCK');
    expect(sequence(['lovely weather today', "you'll regret it"])[1]).toBe('BLOCK');
    expect(sequence(["i'm not stopping", 'even if you cry'])[1]).not.toBe('ALLOW');
  });
});

describe('idioms the threat rules read as threats (ADR 175)', () => {
  it('"kill for" something is wanting it', () => {
    expect(decide("honestly i'd kill for your commute, mine is 90 minutes")).toBe('ALLOW');
    expect(decide("i'll kill you for eating my leftovers and then i'll hurt you")).not.toBe('ALLOW');
  });

  it('a gun licence or club is a hobby; having a gun alone, or with a threat, stays blocked', () => {
    expect(decide('i have a gun licence, target shooting at the club on sundays')).toBe('ALLOW');
    expect(decide('i have a gun')).toBe('BLOCK');
    expect(decide('i have a gun and i know where you park')).toBe('BLOCK');
  });
});

describe('peer repayment (ADR 175)', () => {
  it('a share of a plan paid back without hurry, or the speaker paying their half, is not a money request', () => {
    expect(decide('you can paypal me for the cinema whenever, no stress')).toBe('ALLOW');
    expect(decide("let's split the bill, i'll pay my half tonight")).toBe('ALLOW');
  });

  it('keeps travel money, large sums, urgency and money with a move off the app held', () => {
    expect(decide('venmo me for gas so i can drive up and see you, no rush')).not.toBe('ALLOW');
    expect(decide('cash app me 800 for the tickets whenever')).not.toBe('ALLOW');
    expect(decide('venmo me now')).not.toBe('ALLOW');
    expect(decide('paypal me for the tickets whenever, and add me on whatsapp')).not.toBe('ALLOW');
  });
});
