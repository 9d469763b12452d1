/**
 * Round 20 (lead): an age opening a message and followed by a thing is the thing's age ("12 year old whisky is the
 * best"), not the speaker's — `NOT_AGED_THING` in rules/concepts.ts, read by context.ts's MINOR_AGE_NUM and the
 * round-18 speaker-age reader. A person stays a person: the speaker's age alone, with a person word, or with the thing
 * as the person's hobby ("15 year old cat lover here") is still BLOCK at trust 50 and 90, in a chat and from a
 * stranger. Our own lines.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { HARM_CONTEXTS, chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const SLOW = 120_000;

const AGED_THINGS = [
  '12 year old whisky is the best',
  '12 yo cat, still a kitten',
  '14 year old cheddar, trust me',
  '13 year old car but it runs',
  '17 year old port with dessert, fancy',
  '10 year old laptop finally died',
  '11 yo dog, still zoomies',
  '15 year old tree in the garden fell over',
  '16 year old bourbon at the wedding, unreal',
  'my 9 year old sofa is finally going to the tip',
];

const SPEAKER_YOUNG = [
  '12 year old here, wanna chat?',
  '12 year old girl looking for a bf',
  '15 year old cat lover here, send pics',
  '16 yo dog mum looking for older guys',
  '14 year old wine drinker lol',
  'hi 15 year old here',
  '15 year old but mature',
  '15 year old, have a 12 year old cat',
];

describe('round 20: an aged thing is not the speaker', () => {
  it.each(AGED_THINGS)(
    'delivers "%s" in a chat at trust 50 and 90',
    (text) => {
      for (const trust of [50, 90])
        expect(engine.moderateText(text, chatContext({ stranger: false, trust })).decision).toBe('ALLOW');
    },
    SLOW,
  );

  it.each(SPEAKER_YOUNG)(
    'still blocks "%s" everywhere',
    (text) => {
      for (const ctx of HARM_CONTEXTS) expect(engine.moderateText(text, ctx).decision).toBe('BLOCK');
    },
    SLOW,
  );
});
