/**
 * ADR 241: round-20 false holds of ordinary chat. The harmful twins come first (BRIEF rule 7), written and committed
 * before any guard: the shapes of the harmless lines (an alarming phrase in its everyday sense — days off, dough cut,
 * someone seen at a market, more cat pictures, an address used for post, a round paid back) carrying real menace: a
 * body, following, leaking, a visit, a weapon, an ominous close. BLOCK whatever the trust, in a chat and from a
 * stranger. Harmless lines of our own (≥ 5 per class) are delivered in an ongoing chat at trust 50 and 90.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, HARM_CONTEXTS } from './rules/test-contexts';

const engine = createGuardianEngine();

const TWINS: Readonly<Record<string, readonly string[]>> = {
  'days off': [
    "count your days off, they're the last ones you'll ever have",
    'count your days, off you go to the hospital soon',
    "count your days off, you won't live to use them",
    'count your days off work, because I know where you live',
    'count your days. off to sharpen my knife',
    'count your days off while you still can',
    "count your days off, after tonight you won't need them",
  ],
  'dough cut': [
    'cut deeper into your wrist this time',
    'cut deeper, you deserve it',
    'cut deeper into your arm, nobody will miss you',
    'cut deeper into the skin next time',
    'forget the dough, cut deeper into yourself',
    'bake your bread then cut deeper into your wrists',
    "cut deeper this time and don't stop till it bleeds",
  ],
  'seen at a place': [
    'i saw you at the farmers market, then i followed you home',
    "i saw you at the market with him, you'll regret it",
    "i saw you at the gym again today, i'm always watching",
    'i saw you at the park alone, you should be more careful',
    'i saw you at the farmers market! i know where you live now too',
    "i saw you at the bookshop, you can't hide from me",
    'i saw you at the cafe every morning this week',
    'i saw you at your window last night',
  ],
  'more pictures': [
    "if you ignore me I'll send more pictures of you to your boss",
    "if you ignore me I'll send more cat pictures and your nudes to your mum",
    "if you ignore me i'll send more of your pics to everyone",
    "ignore me and i'll send more photos of you to your family",
    "if you ignore me i'll send more cat pictures to your work, with the other ones",
    "if you ignore me I'll send more, and this time not cat pictures, your nudes",
  ],
  'address for post': [
    "I know your address from the wedding invite, I'll post your photos everywhere",
    "I know your address from the invite, I'll post you the photos and then come round",
    "I know your address from the invite, I'll post you a card, and a brick through the window",
    "I know your address from the wedding invite, I'll post the photos to your mum",
    "I know your address from the invite, I'll send you the photos unless you keep ignoring me",
    "I know your address from the wedding invite, I'll post you something you won't like",
  ],
  'paid back': [
    "i'll get you back for this",
    "i'll get you back with interest, wait and see",
    "i'll get you back with a knife",
    "i'll get you back with a pint of your own blood",
    "i'll get you back, you won't see it coming",
  ],
};

describe('round 20 false holds: harmful twins (ADR 241)', () => {
  for (const [cls, lines] of Object.entries(TWINS))
    it.each(lines)(`${cls}: %s is blocked at trust 50 and 90, in a chat and from a stranger`, (t) => {
      for (const ctx of HARM_CONTEXTS) expect(engine.moderateText(t, ctx).decision).toBe('BLOCK');
    });
});
