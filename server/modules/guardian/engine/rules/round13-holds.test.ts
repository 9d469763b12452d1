/**
 * Round 13 false holds (ADR 187): rule findings whose own evidence is a misfire, and swearing between opted-in adults.
 * Hand-written examples (none copied from a challenge set); every demotion has harmful twins sharing its words that
 * stay held or blocked.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from '../guardian-engine';
import type { ModerationContext } from '../types';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const optedIn = chatContext({ stranger: false, optedIn: true });
const optedInStranger = chatContext({ stranger: true, optedIn: true });
const decide = (text: string, ctx: ModerationContext = talking) => engine.moderateText(text, ctx).decision;

describe('paid-sex solicitation: "all yours for" a plan, not a price', () => {
  it('a plan after the phrase is delivered', () => {
    expect(decide("after my exam tomorrow i'm all yours for tacos", stranger)).toBe('ALLOW');
    expect(decide('finish my shift at six and then im all yours for a movie marathon', stranger)).toBe('ALLOW');
  });
  it('a price, an hour or the night keeps the solicitation finding', () => {
    expect(decide("i'm all yours for 150 roses", stranger)).not.toBe('ALLOW');
    expect(decide("i'm all yours for $200, discreet", stranger)).toBe('BLOCK');
    expect(decide("i'm all yours for the night if you're generous", stranger)).not.toBe('ALLOW');
    expect(decide('all yours for an hour, cash only', stranger)).not.toBe('ALLOW');
  });
});

describe('the app at fault, no move asked', () => {
  it("a crash told with the speaker's own message in it is delivered", () => {
    expect(decide('the app keeps crashing on me, fingers crossed my message gets to you', stranger)).toBe('ALLOW');
    expect(decide('this app is so buggy today, sorry if you get my text twice', stranger)).toBe('ALLOW');
  });
  it('another app, a number or "text me" keeps the off-platform finding', () => {
    expect(decide('this app keeps crashing, text me on whatsapp instead so my message gets there', stranger)).not.toBe(
      'ALLOW',
    );
    expect(decide('app keeps crashing, add me on snap: sunny_22 so my message reaches you', stranger)).not.toBe(
      'ALLOW',
    );
    expect(decide('the app keeps crashing, call 07700 900123 in case my message fails', stranger)).not.toBe('ALLOW');
  });
});

describe('"too young for this app" with an adult age', () => {
  it('an adult age stated is delivered', () => {
    expect(decide("i'm 19 and my sister says i'm too young for this app, but i'm curious", stranger)).toBe('ALLOW');
    expect(decide('my mates reckon im too young for this app but im 21', stranger)).toBe('ALLOW');
  });
  it('an age under 18, "jk", or school keeps the under-age finding', () => {
    expect(decide("i'm 16 and too young for this app lol", stranger)).toBe('BLOCK');
    expect(decide("i'm 20 jk i'm 15, too young for this app", stranger)).toBe('BLOCK');
    expect(decide("i'm 19 in my head but honestly too young for this app, still in high school", stranger)).toBe(
      'BLOCK',
    );
    expect(decide("i'm too young for this app", stranger)).toBe('BLOCK');
  });
});

describe('threat idioms read again without the idiom', () => {
  it('the speaker dying on a hill of opinion, a copy hunted down for the reader', () => {
    expect(decide('pineapple on pizza is elite and i will die on this hill, fight me on it over dinner')).toBe('ALLOW');
    expect(decide("i'll hunt you down a signed copy of that album, my cousin works at a record shop", stranger)).toBe(
      'ALLOW',
    );
  });
  it('a threat beside the idiom, the bare phrase, or menace after it still blocks', () => {
    expect(decide("i'll die on this hill and you'll die right next to me")).toBe('BLOCK');
    expect(decide("i'll hunt you down", stranger)).toBe('BLOCK');
    expect(decide("i'll hunt you down a copy of that book and then i'm coming for you", stranger)).toBe('BLOCK');
    expect(decide("i'll hunt you down a copy of that book, then wait outside your house", stranger)).not.toBe('ALLOW');
    expect(decide("i'll track you down some night when you're alone", stranger)).toBe('BLOCK');
    expect(decide("i'll hunt you down a copy of it and a knife for your throat", stranger)).toBe('BLOCK');
  });
});

describe('a rating is no house number', () => {
  it('"10/10 would …" is delivered; a street address from a stranger is still held', () => {
    expect(decide('your dog is adorable, 10/10 would road trip with him', stranger)).toBe('ALLOW');
    expect(decide('come round, i live at 42 Wood Road', stranger)).not.toBe('ALLOW');
    expect(decide('i know your address, 12 maple street, see you soon', stranger)).not.toBe('ALLOW');
  });
});

describe("the community's own event is no slur", () => {
  it('going to the dyke march is delivered; the slur aimed at someone is not', () => {
    expect(decide('proud lesbian here, we went to the dyke march on saturday and it was brilliant', stranger)).toBe(
      'ALLOW',
    );
    expect(decide('dyke march? more like a freak parade', stranger)).not.toBe('ALLOW');
    expect(decide('you dyke, nobody wants you at the dyke march', stranger)).not.toBe('ALLOW');
  });
});

describe('swearing between opted-in adults', () => {
  it('a compliment or a consensual request with a swear word is delivered between opted-in adults', () => {
    expect(decide("fuuuck you're gorgeous", optedIn)).toBe('ALLOW');
    expect(decide("f*ck, that photo, you're so sexy", optedIn)).toBe('ALLOW');
    expect(decide("i'm going to fuck you senseless this weekend", optedIn)).toBe('ALLOW');
  });
  it('not opted in, or a stranger, stays as before', () => {
    expect(decide("fuuuuck you're so hot", talking)).not.toBe('ALLOW');
    expect(decide("fuuuuck you're so hot", optedInStranger)).not.toBe('ALLOW');
    expect(decide("fuuuuck you're so hot", optedIn)).toBe('ALLOW');
  });
  it('insults, a bare "fuck you", refusal, pain, minors and money stay held', () => {
    expect(decide('fuck you', optedIn)).not.toBe('ALLOW');
    expect(decide("fuck you, you're hot but you're a stupid bitch", optedIn)).not.toBe('ALLOW');
    expect(decide("i'm going to fuck you senseless you dirty whore", optedIn)).not.toBe('ALLOW');
    expect(decide("fuck you're so hot, i'll fuck you till you cry and beg me to stop", optedIn)).not.toBe('ALLOW');
    expect(decide("i'm going to fuck you senseless even if you say no", optedIn)).toBe('BLOCK');
    expect(decide('fuck your so hot for a 15 year old', optedIn)).toBe('BLOCK');
    expect(decide("fucking hell you're hot, send me 200 and i'll show you more", optedIn)).not.toBe('ALLOW');
    expect(decide("fuck you're so hot, shame you're so fat", optedIn)).not.toBe('ALLOW');
  });
});

describe("the speaker's own identity, read again without it", () => {
  it('a self-description with a faith or identity word is delivered when the rest is harmless', () => {
    expect(decide("we're a bunch of queers who run a book club, all welcome", stranger)).toBe('ALLOW');
    expect(decide('proud queer here, ask me anything', stranger)).toBe('ALLOW');
  });
  it('a group spoken of, the reader addressed as one, or hate talk stays held', () => {
    expect(decide('as a christian i think gays should not exist', stranger)).not.toBe('ALLOW');
    expect(decide('gays should be banned from this app', stranger)).not.toBe('ALLOW');
    expect(decide("i'm gay and i think trans people are mentally ill", stranger)).not.toBe('ALLOW');
    expect(decide('i go to church and you people disgust me', stranger)).not.toBe('ALLOW');
    expect(decide("we're a bunch of queers and you straights are boring", stranger)).not.toBe('ALLOW');
    expect(decide('as a black man i only date white hoes', stranger)).not.toBe('ALLOW');
  });
});
