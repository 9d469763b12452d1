/**
 * ADR 234: the text model's corroboration reads the clause lexicon's word classes (one owner) instead of copies of
 * them. Every word of the classes it reads is evidence, so a word the lexicon's owner adds is read here too; the fates
 * it does not read and the idioms it leaves out stay no evidence; harmful twins of the change stay held.
 */
import { describe, expect, it } from 'vitest';
import * as L from '../clauses/lexicon';
import { createGuardianEngine } from '../guardian-engine';
import { normalizeText } from '../normalize';
import { harmfulEvidence, inflatedAct } from './model-corroboration';
import { chatContext } from './test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;
const evidence = (text: string) => harmfulEvidence(normalizeText(text));

const READ_CLASSES = L.YOU | L.POSS | L.REFLEX | L.HARM | L.SV | L.SH | L.SH_OBJ | L.SEX;
const lexiconRead = L.LEX_WORDS.filter(
  (_, i) => (L.LEX_MASKS[i] & READ_CLASSES) !== 0 || L.LEX_IDS[i] === L.Word.Substance,
);

describe('the corroboration reads the lexicon it does not copy', () => {
  it('reads every word of the classes it takes from the lexicon, in a sentence of the speaker', () => {
    expect(lexiconRead.length).toBeGreaterThan(150);
    // ADR 263: an act idioms inflate (HYPER: kill, murder, strangle…) is read when a person is there to be harmed
    const sentence = (w: string) => (inflatedAct(w) ? `i said ${w} him at lunch today` : `i said ${w} at lunch today`);
    const unread = lexiconRead.filter((w) => evidence(sentence(w)) === null);
    expect(unread).toEqual([]);
    // (a word the lexicon also files as sex, "smash", is read as that)
    const sex = (w: string) => (L.LEX_MASKS[L.LEX_WORDS.indexOf(w)] & L.SEX) !== 0;
    const aimless = lexiconRead.filter(
      (w) => inflatedAct(w) && !sex(w) && evidence(`i said ${w} at lunch today`) !== null,
    );
    expect(aimless).toEqual([]);
  });
  it.each([
    ['a violent act the old list lacked', "i'm going to strangle the landlord over this", 'violence: strangle'],
    ['what self-harm is done with', 'i keep thinking about the noose in the garage', 'word: noose'],
    ['a substance slipped into drinks', 'i got hold of some ghb for the party', 'word: ghb'],
    ['a weapon named by the threat cue', 'i keep a pistol under the bed for my ex', 'word: pistol'],
    ['a minor named as youth', 'i know which youth club she goes to on tuesdays', 'word: youth'],
  ])('%s: %s', (_why, text, what) => {
    expect(evidence(text)).toBe(what);
  });
  it.each([
    // fates name phones, shifts and plans as often as people ("died", "dying"); only die / dies / dead are read
    'my laptop died halfway through the presentation',
    "i'm dying to try that new ramen place",
    'we had a small accident in the car park, all fine',
    // an idiom the weapon list leaves out
    "fine, i'll take the bullet and book the table for all of us",
  ])('no evidence in the speaker’s own day: %s', (text) => {
    expect(evidence(text)).toBeNull();
  });
});

describe('harmful twins of the change stay held', () => {
  it.each([
    'i keep a pistol under the bed for my ex',
    "i'm gonna hang him from the bridge",
    'i got ghb for the party, nobody will remember a thing',
    "i'll torture him slowly",
  ])('%s is held in a chat and from a stranger', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
});
