/**
 * ADR 228: "I'm at your door, it's freezing, let me in" in an ongoing chat is the plan arriving, not a stalker's
 * arrival. The harmful twins (an arrival menace under a taxi, cake or cold cover) were written before the guard.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, HARM_CONTEXTS } from './rules/test-contexts';

const engine = createGuardianEngine();

const TWINS = [
  "I'm outside your house, the taxi's here, get in or I'll come in",
  "I'm at your door, let me in or I break it",
  "I'm outside your place, saw you come home with him",
  "surprise I'm outside your house, you can't ignore me now",
  "I'm at your door with flowers, I know you're in there",
  "I'm outside your flat, it's freezing, you blocked me so I came",
  "I'm at your door with your birthday cake, open up or else",
  "I'm outside your house, the cab is waiting, don't try to hide",
  "I'm outside your place with pizza, I'll wait all night",
  "I'm at your door, so cold out here, who's that guy with you",
  "I'm outside your house with a present, you can't run from me",
  "I'm at your door, raining hard, I've been watching your lights",
  "I'm at your door with flowers, you thought you could leave me",
  "I'm at your door with a present, don't call anyone",
  "I'm outside your house with your birthday cake, found your new address",
  "I'm outside your place, the taxi's here, don't make me come up",
];

const HARMLESS = [
  "I'm at your door, it's freezing, let me in",
  "I'm outside your house, the taxi's here",
  "surprise, I'm outside your place with your birthday cake",
  "I'm outside your flat, uber is 2 mins away",
  "I'm outside your place, the uber's here, no rush",
  "I'm outside your place a bit early, no rush",
  "I'm outside your work, are you ready?",
  "I'm at your door with coffee for the road",
  "I'm outside your house, it's pouring, buzz me in",
  "I'm at your place, come down when you're ready",
  "I'm outside your apartment with flowers for your mum",
  "I'm near your house, running late sorry, 5 min",
  "I'm outside your office, picking you up for dinner",
  "I'm at your door with the parcel you asked me to grab",
  "I'm outside your place, the cab is here 🚕",
  "I'm at your flat with the takeaway, it's so cold",
];

describe('arrival in an ongoing chat (ADR 228)', () => {
  it.each(TWINS)('twin %s is blocked at trust 50 and 90 and as a stranger', (t) => {
    for (const ctx of HARM_CONTEXTS) expect(engine.moderateText(t, ctx).decision).toBe('BLOCK');
  });

  it.each(HARMLESS)('%s is allowed in an ongoing chat', (t) => {
    expect(engine.moderateText(t, chatContext({ stranger: false })).decision).toBe('ALLOW');
    expect(engine.moderateText(t, chatContext({ stranger: false, trust: 90 })).decision).toBe('ALLOW');
  });

  it.each(HARMLESS.slice(0, 5))("a stranger's %s stays held", (t) => {
    expect(engine.moderateText(t, chatContext({ stranger: true })).decision).not.toBe('ALLOW');
  });
});
