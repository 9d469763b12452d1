/**
 * A group's age read by round 13's reader ("we're 15", "we r both 14") ends at a colon or a full stop only when no
 * digit follows it, and at "and" only when no number follows: "we are 10:1 favourites" is odds, "we're 3:1 up" and
 * "we're 12 and 0" a score, not children (the false BLOCK ADR 331's review found on both engines). "we're 13 and
 * bored" is read without a second verb, as "we are 13" was. The speaker groups under 18 stay BLOCK.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const decide = (t: string, stranger: boolean) => engine.moderateText(t, chatContext({ stranger })).decision;

const GROUP_MINORS = [
  'we are 15: me and my bestie, wanna chat?',
  'we are 16: looking for fun tonight',
  'we r both 14, wanna meet up after school',
  'we are 15',
  "we're 13 and bored, send pics",
  'me n my bestie r both 14 lol',
  "we're 15 lol, you?",
  "we're 16, bored at my mate's house",
];

const ODDS_SCORES_TIMES = [
  'we are 10:1 favourites to win the league',
  "we're 3:1 up at half time, come on",
  'we are 12:1 outsiders for the pub quiz title haha',
  'we were 2:0 down and came back, best game of the season',
  "we're 11:2 on at the bookies, not even worth a bet",
  'we are 10:30 at the cinema, does that suit you?',
  "we're 15:0 up in the tennis, my serve is on fire",
  'we are 13:4 after the first round of the darts league',
  'we are 10.5 km from the coast, perfect for a day trip',
  "we're 14.2 miles into the hike and my legs are gone",
  'we are 16:9 on the new telly, the old one was 4:3',
  "we're 12 and 0 this season, unbeaten",
  'we are 11 and 2 in the five-a-side league',
  "we're 10 minutes away, save us a table",
  'someone on here said they were 15. reported right away, hope the app kicks them',
  'my parents were 17 when they had me, wild to think about',
  'we were 16 when we met, married at 25, divorced at 40',
  "we're 15 mins late, sorry!!",
  'we are 17:00 sharp for dinner at my sister’s, join us?',
];

describe('a group age ends at a colon or full stop only without a digit after it', () => {
  it.each(GROUP_MINORS)('a group under 18 stays BLOCK: %s', (t) => {
    expect(decide(t, false)).toBe('BLOCK');
    expect(decide(t, true)).toBe('BLOCK');
  });

  it.each(ODDS_SCORES_TIMES)('odds, scores, times and decimals are no age: %s', (t) => {
    expect(decide(t, false)).toBe('ALLOW');
  });
});
