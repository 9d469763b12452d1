/**
 * Round 12b false holds (ADR 182): idioms whose complement cancels the harm reading of "<verb> you" (slack, a
 * race, kisses, a copy hunted down, a slip one could kill oneself for), accident warnings, a thing or a team as the
 * one "killed", and quoted sayings or film lines told as someone else's habit of speech. Hand-written examples;
 * every idiom has a harmful twin that stays blocked.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { violenceViews, withoutHarmlessIdioms, withoutQuotedSayings } from './rules/violence';
import { chatContext } from './rules/test-contexts';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx: ModerationContext = talking) => engine.moderateText(text, ctx).decision;

describe('idiomatic complements cancel the harm reading; the bare phrase still blocks', () => {
  it('cutting someone some slack or a break', () => {
    expect(decide("fine, i'll cut you some slack this once")).toBe('ALLOW');
    expect(decide('honestly you should cut yourself a break, you did great')).toBe('ALLOW');
    expect(decide('cut yourself some slack babe, first week at a new job is hard')).toBe('ALLOW');
    expect(decide("i'll cut you")).toBe('BLOCK');
    expect(decide("i'll cut you if you lie to me again")).toBe('BLOCK');
    expect(decide('you should cut yourself')).toBe('BLOCK');
    expect(decide('you should cut yourself, nobody would care')).toBe('BLOCK');
    // the idiom does not hide a threat later in the same message
    expect(decide("i'll cut you some slack but if you ghost me again i'll cut you")).toBe('BLOCK');
  });

  it('beating someone there, to it, home', () => {
    expect(decide("i'll beat you to the pub, loser gets the first round")).toBe('ALLOW');
    expect(decide("bet i'll beat you home tonight, the traffic is mad")).toBe('ALLOW');
    expect(decide("i'll beat you")).toBe('BLOCK');
    expect(decide("i'll beat you to death")).toBe('BLOCK');
  });

  it('burying someone in affection', () => {
    expect(decide("careful, i'll bury you in compliments on our date")).toBe('ALLOW');
    expect(decide('we will bury you in hugs when you land')).toBe('ALLOW');
    expect(decide("i'll bury you")).toBe('BLOCK');
    expect(decide('we will bury you in the woods')).toBe('BLOCK');
  });

  it('hunting or tracking someone down a thing', () => {
    expect(decide("i'll hunt you down a signed copy, my cousin works at the shop")).toBe('ALLOW');
    expect(decide("i'll track you down some tickets for saturday")).toBe('ALLOW');
    expect(decide("i'll hunt you down")).toBe('BLOCK');
    expect(decide("i'll hunt you down and make you pay")).toBe('BLOCK');
  });

  it("killing oneself over a slip, the speaker's own embarrassment", () => {
    expect(decide('ugh i could kill myself for missing your call, call you back in 5')).toBe('ALLOW');
    expect(decide('i could just die, i walked into the glass door in front of everyone')).toBe('ALLOW');
    expect(decide("i'll kill myself for real if you leave me")).toBe('BLOCK');
    expect(decide('you should just die')).toBe('BLOCK');
  });

  it('a thing or a team as the one "killed", a game', () => {
    expect(decide("when you visit i'll take you up the hill, the sunset will kill you")).toBe('ALLOW');
    expect(decide('my team is going to destroy your team on sunday, loser buys brunch')).toBe('ALLOW');
    expect(decide('I WILL END YOU AT BEER PONG')).toBe('ALLOW');
    expect(decide('the boys will kill you when they find you')).toBe('BLOCK');
    expect(decide('this knife will kill you')).toBe('BLOCK');
    expect(decide('the cartel will kill you')).not.toBe('ALLOW');
    expect(decide("i'm going to destroy your face")).toBe('BLOCK');
  });
});

describe('an accident warned of is no threat', () => {
  it('the reader hurt by their own risky act', () => {
    expect(decide('please wear a helmet, you will get killed riding on that road at night')).toBe('ALLOW');
    expect(decide("get down from there, you'll get hurt falling off the roof")).toBe('ALLOW');
    expect(decide('you will get killed')).toBe('BLOCK');
    expect(decide('you will get killed if you come round here again')).toBe('BLOCK');
    expect(decide("you'll get hurt walking home alone tonight")).toBe('BLOCK');
  });
});

describe('a quoted saying or film line told as someone else’s habit of speech', () => {
  it('the rules read the rest of the message', () => {
    expect(decide('my gran always said "touch my biscuits and you\'ll regret it" haha')).toBe('ALLOW');
    expect(decide("in our house we say 'i'll end you' when someone finishes the milk")).toBe('ALLOW');
    expect(decide("my uncle used to say 'i'll skin you alive' when we were late for dinner lol")).toBe('ALLOW');
  });

  it("the speaker's own words in quotes, or a quote with no saying frame, still block", () => {
    expect(decide('i said "i\'ll end you" and i meant it')).toBe('BLOCK');
    expect(decide('"i\'ll find you and kill you" - that\'s a promise')).toBe('BLOCK');
    expect(decide("as they say, 'cross me and you'll regret it'")).not.toBe('ALLOW');
  });

  it('the second reading sets the saying aside only when it is described after the quote', () => {
    expect(withoutQuotedSayings('my mates say "i will kill you" whenever someone takes the last chip')).toBe(
      'my mates say that whenever someone takes the last chip',
    );
    expect(withoutQuotedSayings('my mates say "i will kill you". so watch it')).toBeNull();
    expect(withoutQuotedSayings('i say "i will kill you" when i mean it')).toBeNull();
  });

  it('a quoted banned phrase described as a saying is delivered in a chat, not to a stranger', () => {
    const line = 'my brothers say "i will kill you" every time someone eats their cake lol';
    expect(decide(line)).toBe('ALLOW');
    expect(decide(line, stranger)).not.toBe('ALLOW');
  });
});

describe('a bottle at a party', () => {
  it('a drink with a party, no pills and no death: delivered; with pills or a death cue: blocked', () => {
    expect(decide('bring the whole bottle of prosecco, it is a party!')).toBe('ALLOW');
    expect(decide('take the whole bottle of pills, it is a party')).toBe('BLOCK');
    expect(decide('take the whole bottle, nobody will miss you')).toBe('BLOCK');
  });
});

describe('withoutHarmlessIdioms', () => {
  it('returns the same views when there is no idiom, and blanks only the idiom', () => {
    const plain = violenceViews(normalizeText('see you at 8 by the station'));
    expect(withoutHarmlessIdioms(plain)).toBe(plain);
    const [v] = withoutHarmlessIdioms(violenceViews(normalizeText("i'll cut you some slack, then i'll cut you")));
    expect(v).toContain("then i'll cut you");
    expect(v).not.toContain('slack');
  });
});
