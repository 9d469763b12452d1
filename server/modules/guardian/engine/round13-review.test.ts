/**
 * Found in review of round 13, before landing (ADRs 183, 187, 189): messages a member who knows the round-13 readings
 * could write to deliver harm. A reviewer ran them against the merged engine; each was delivered by a round-13 reading
 * and held or blocked at 88b719b. The report cue is ADR 175's list again (no pleas or questions a sender can append),
 * ADR 187 is reverted whole, and ADR 189's window repayment drop is reverted (its own test covers the splits).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const optedIn = chatContext({ stranger: false, optedIn: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;

describe('round-13 review: demotions an attacker could use stay closed', () => {
  it.each([
    // a quote after "<someone> said" with a plea or question appended (ADR 183's report cue, narrowed in review)
    'my mate said "i\'m going to slit your throat" should i say that to you lol',
    'my ex said "i\'ll rape you when you\'re asleep" help me decide if you deserve it',
    "my brother said 'I'm going to rape you' scared yet",
    'that voice said "go kill yourself tonight" what should i do',
    'my ex said "your daughter is so sexy for a 12 year old" should i be worried',
    'he said "i want to fuck your 13 year old" help me',
    'some dude said "i\'ll leak your nudes to your dad unless you send £200" should i help him lol',
    'my heart said "i\'m going to rape you tonight" should i listen?',
    'my mate said "i\'m going to slit your throat tonight" is that ok',
  ])('%s is blocked', (text) => {
    expect(decide(text)).toBe('BLOCK');
  });

  it.each([
    // ADR 187 (reverted): an adult telling a minor they are too young, menace after an idiom, identity as cover
    "I'm 35 and you're too young for this app, meet me after class",
    "i'm 30 and you're way too young for this app. you still in school?",
    "i'll hunt you down a copy of your schedule, see you at the gym at 6",
    "i'll die on this hill and take you with me",
    "we're a bunch of queers and we know which bus you take home",
    "I'm all yours for a few bucks babe",
    "the app keeps crashing lol so let's move to the green app, hope it doesn't eat my message",
  ])('%s is not delivered', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });

  it('opted-in adults: a refusal overridden or a minor named is not delivered for the swearing around it', () => {
    expect(decide("fuck you're sexy, i'll fuck you even if you refuse", optedIn)).not.toBe('ALLOW');
    expect(decide("fuck you're hot for a freshman, i'm going to fuck you on friday", optedIn)).not.toBe('ALLOW');
  });

  it("a speaker's own age under 18 is not set aside by a frame elsewhere in the message (frames.ts)", () => {
    expect(decide('me and my bestie are both 14, she said we should join')).toBe('BLOCK');
    expect(decide('my niece is 15 and she said dating apps are cringe lol')).toBe('ALLOW');
    expect(decide('someone on here said they were 15, reported them')).toBe('ALLOW');
  });

  it('a member reporting what was sent to them is still delivered', () => {
    expect(decide('this guy messaged me "send nudes or i\'ll post your pics", should i report him?')).toBe('ALLOW');
    expect(decide('someone told me to kill myself on here, blocked him')).toBe('ALLOW');
  });
});
