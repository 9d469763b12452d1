/**
 * Round 18, the attacker's review of ADR 222 (ADR 223). (a) The model-only corroboration freed harmful sentences
 * in the speaker's voice aimed at a third person: the speaker's intent with "him / her / them" (or "that / the whole
 * <noun>") in the clause, the speaker's wish about a third person, or a third person's whereabouts known. ADR 222's
 * base held them by the text model alone; they stay held. (b) After a report, an approval word before a comma opened the speaker's own account ("true, i was shaking") and was read as
 * the quote taken up: those reports are delivered again, approvals that end their sentence still take it up.
 * Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { harmfulEvidence } from './rules/model-corroboration';
import { chatContext } from './rules/test-contexts';

const engine = createGuardianEngine();
const talking = chatContext({ stranger: false });
const stranger = chatContext({ stranger: true });
const decide = (text: string, ctx = talking) => engine.moderateText(text, ctx).decision;

describe("a third person at the speaker's hands is evidence for the text model's flag", () => {
  it.each([
    // the escapes found against ADR 222 (delivered by it, held by its base)
    'i know where her sister lives',
    'i know where his family lives',
    'i know where his girlfriend lives now',
    "i'll choke her out next time i see her",
    "i'll make his life hell",
    "i'll make them all regret it",
    // written after the mend, in the same class (delivered by ADR 222, held by its base)
    "i'll make her life a living nightmare",
    "i'm going to make him regret ever meeting me",
    // a third probe round: a person named by a noun phrase, the speaker's wish (mended by the second step)
    "i'm going to make the whole family regret it",
    'i hope that girl finally ends it',
  ])('%s is held in a chat and from a stranger', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
    expect(decide(text, stranger)).not.toBe('ALLOW');
  });
  it.each([
    ["i'll choke her out next time i see her", "i'll choke her"],
    ["we're gonna teach her a lesson she won't forget", "we're gonna teach her"],
    ['i will make sure she never dates again', 'i will make sure she'],
    ["we'll drive them out of this neighbourhood", "we'll drive them"],
    ['i found out where her brother stays', 'found out where her brother stays'],
    ['we figured out where his girlfriend parks', 'figured out where his girlfriend parks'],
    ["i'm going to make the whole family regret it", "i'm going to make the whole family"],
    ['i hope that girl finally ends it', 'i hope that girl'],
  ])('%s: the evidence is "%s"', (text, what) => {
    expect(harmfulEvidence(normalizeText(text))).toBe(`a third person at the speaker's hands: ${what}`);
  });
  it("the speaker's own errand with a third person further off is no evidence, and stays delivered", () => {
    const text = "i'm going to visit my nan and take her some flowers";
    expect(harmfulEvidence(normalizeText(text))).toBeNull();
    expect(decide(text)).toBe('ALLOW');
  });
});

describe("after a report, an approval word before a comma opens the speaker's own account", () => {
  it.each([
    'he texted me "kill yourself" so i reported him. true, i was shaking for an hour',
    'this guy messaged me "you\'re dead tonight", i reported him. accurate, that\'s exactly what he wrote',
    'someone sent me "go hang yourself" and i reported it. facts, just so the mods know',
    'he wrote "i\'m going to hurt you" and i reported it, which is fair, right?',
  ])('%s is delivered', (text) => {
    expect(decide(text)).toBe('ALLOW');
  });
  it.each([
    'some guy sent me "you\'ll die tonight". I reported him. true, and he\'s right',
    'a match wrote "kill yourself". I reported him. fair, good advice',
    'some guy messaged me "I know where you live". I reported him. true, he meant you',
    'a guy sent me "you\'re a worthless slag". I reported him. accurate, spot on',
    'someone wrote "go drink bleach" to me. reported it. true, not wrong',
  ])('%s (an approval that ends its sentence after the comma) is not delivered', (text) => {
    expect(decide(text)).not.toBe('ALLOW');
  });
});
