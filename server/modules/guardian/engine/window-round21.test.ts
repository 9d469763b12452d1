import { describe, expect, it } from 'vitest';
import { playSequence } from '../challenge-eval';
import { createGuardianEngine } from './guardian-engine';
import {
  HARMFUL_SPLITS,
  HARMLESS_SPLITS,
  PIECE_HARMFUL,
  PIECE_HARMLESS,
  SPELLED_AFTER_LONE_LETTER,
} from './window-round21.probes';
import { isSentencePiece, kinPiece, weaponAtReader } from './rules/round21-split';

// ADR 252: round-21 split sends of my own wording, played as the send path plays them (playSequence: trust 50, a
// two-way chat, blocked parts kept in the window).
const engine = createGuardianEngine();
const decisions = (parts: readonly string[]) => playSequence(engine, parts).map((v) => v.decision);
const heldAt = (parts: readonly string[]) => decisions(parts).findIndex((d) => d !== 'ALLOW');

describe('round-21 split sends (ADR 252)', () => {
  it('has at least 40 harmless sequences and their harmful twins', () => {
    expect(HARMLESS_SPLITS.length).toBeGreaterThanOrEqual(40);
    expect(HARMFUL_SPLITS.length + SPELLED_AFTER_LONE_LETTER.length).toBeGreaterThanOrEqual(20);
  });

  it('every harmless split send is delivered whole', () => {
    const held = HARMLESS_SPLITS.filter((s) => heldAt(s) >= 0).map((s) => s.join(' | '));
    expect(held).toEqual([]);
  }, 60_000);

  it('every harmful twin is caught at some part', () => {
    const missed = HARMFUL_SPLITS.filter((s) => heldAt(s) < 0).map((s) => s.join(' | '));
    expect(missed).toEqual([]);
  }, 60_000);

  it('a lone chat letter beside a word spelled out over sends is read apart from it (the per-part join)', () => {
    for (const s of SPELLED_AFTER_LONE_LETTER) {
      const at = heldAt(s);
      expect(at, s.join(' | ')).toBeGreaterThanOrEqual(0);
      // Held at the part that spells the word, not before it.
      expect(s[at].replace(/\s/g, '').length, s.join(' | ')).toBeGreaterThanOrEqual(4);
    }
  }, 60_000);

  it('the same shape with an ordinary spelled word is delivered', () => {
    for (const s of [
      ['see', 'u', 's o o n'],
      ['love', 'u', 'l o a d s'],
      ['miss', 'u', 'a l r e a d y'],
      ['thank', 'u', 's o  m u c h'],
      ['can', 'u', 'b r i n g', 'the board game'],
    ])
      expect(decisions(s), s.join(' | ')).toEqual(s.map(() => 'ALLOW'));
  }, 60_000);

  it('a piece of the sentence the model alone holds is delivered when the sentence is ALLOW', () => {
    // Pieces naming the reader's child keep the model's hold (ADR 254): the price is a held "how is | your daughter |
    // settling in at uni?", as on main before ADR 252, asserted in the next test.
    const freeable = PIECE_HARMLESS.filter((s) => !s.some(kinPiece));
    const held = freeable.filter((s) => heldAt(s) >= 0).map((s) => s.join(' | '));
    expect(held).toEqual([]);
    // The reading is what frees them: the piece alone, with no earlier part, is held by the text model.
    const alone = PIECE_HARMLESS.map((s) =>
      engine.moderateText(s[1], { surface: 'message', recipientHasReplied: true }),
    );
    expect(alone.filter((v) => v.decision !== 'ALLOW').length).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it('its harmful twins are caught: the sentence, the part after the piece, or a weapon aimed at the reader', () => {
    const missed = PIECE_HARMFUL.filter((s) => heldAt(s) < 0).map((s) => s.join(' | '));
    expect(missed).toEqual([]);
  }, 60_000);

  // ADR 254 (the reviewer, after reading the branch): a piece naming the reader's child keeps the model's hold.
  it("a piece naming the reader's child or kin keeps the model's hold", () => {
    expect(heldAt(["I'd love", 'your daughter', 'on my lap'])).toBeGreaterThanOrEqual(0);
    expect(heldAt(['how is', 'your daughter', 'settling in at uni?'])).toBe(1);
    expect(kinPiece('your daughter')).toBe(true);
    expect(kinPiece('the pics')).toBe(false);
  }, 60_000);

  it('isSentencePiece: a short phrase led by a determiner or preposition, no number, no clause', () => {
    for (const t of ['the pics', 'all the pills', 'from the steak', 'everyone!', 'with a knife', 'your daughter'])
      expect(isSentencePiece(t), t).toBe(true);
    for (const t of ['nobody would have known', 'at 42 maple', '£45 each', 'the pics are here now', 'kill', 'or else'])
      expect(isSentencePiece(t), t).toBe(false);
    expect(weaponAtReader('with a knife', ['wait till i see you'])).toBe(true);
    expect(weaponAtReader('with a knife', ['he carved the turkey'])).toBe(false);
    expect(weaponAtReader('the pics', ['send me yours'])).toBe(false);
  });
});
