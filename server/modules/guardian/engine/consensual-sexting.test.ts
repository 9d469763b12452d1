/**
 * Consenting adults (issue 15, ADR 135): explicit talk between two adults who both opted in to explicit
 * text and already talk is ALLOW, including sex slang that sounds violent; the same words from a stranger
 * are not; a refusal ignored or a real threat is BLOCK even between opted-in adults, whatever the trust.
 * Phrasings beyond corpus/dev-set-round5-consent.jsonl, with obfuscated variants.
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { consensualRoughTalk, noConsentCue } from './rules/violence';
import type { ModerationContext } from './types';

const engine = createGuardianEngine();
const ctx = (optedIn: boolean, stranger: boolean, trustScore = 50): ModerationContext => ({
  surface: 'message',
  grid: optedIn ? 'hookup' : 'date',
  sender: { trustScore, accountAgeDays: 30, recentReports: 0, recentBlocks: 0, messagesLastMinute: 1 },
  recipient: { receiveTextNSFW: optedIn, receiveImageNSFW: optedIn },
  senderNsfw: { receiveTextNSFW: optedIn },
  recipientHasReplied: !stranger,
});
const consenting = (text: string, trust = 50) => engine.moderateText(text, ctx(true, false, trust)).decision;
const stranger = (text: string) => engine.moderateText(text, ctx(false, true)).decision;

const CONSENSUAL = [
  "i'd pound you so hard you'd forget your own name",
  'gonna rail you all night on those new sheets',
  'wreck me tonight, i mean it',
  "you're going to ruin me and i can't wait",
  'i want to taste your pussy again',
  'fuck my throat',
  'choke me a little while you fuck me',
  'i want to ride your cock till i shake',
  "i'd p0und you s0 hard",
  'f u c k me harder',
];
const STRANGER = [
  "i'd pound you so hard you'd forget your own name",
  'i want to taste your pussy',
  'fuck my throat',
  "i'd p0und you s0 hard",
  'ride my cock',
];
const NON_CONSENT = [
  "i'll fuck you even if you say no",
  "you won't be able to stop me when i get you alone",
  'stop saying no, i am doing it anyway',
  "i'll rail you while you're passed out",
  "i'm gonna choke you until you stop breathing",
  "i'll wreck your face if you cancel on me",
  "i'll pound you whether you like it or not",
];

describe('consenting adults who opted in (ADR 135)', () => {
  it.each(CONSENSUAL)('ALLOW between opted-in adults: %s', (text) => {
    expect(consenting(text)).toBe('ALLOW');
  });
  it.each(STRANGER)('not ALLOW from a stranger who did not opt in: %s', (text) => {
    expect(stranger(text)).not.toBe('ALLOW');
  });
  it.each(NON_CONSENT)('BLOCK even between opted-in adults, whatever the trust: %s', (text) => {
    expect(consenting(text, 10)).toBe('BLOCK');
    expect(consenting(text, 50)).toBe('BLOCK');
    expect(consenting(text, 95)).toBe('BLOCK');
  });
  it('choking is consensual only when asked for or offered with consent talk', () => {
    const n = (t: string) => normalizeText(t);
    expect(consensualRoughTalk(n('choke me while you fuck me'))).toBe(true);
    expect(consensualRoughTalk(n('want me to choke you a bit while i fuck you? only if you like it'))).toBe(true);
    expect(consensualRoughTalk(n("i'll choke you while i fuck you"))).toBe(false);
    expect(consenting("i'll choke you while i fuck you")).not.toBe('ALLOW');
  });
  it('injury, a condition or a refusal is never sex slang', () => {
    const n = (t: string) => normalizeText(t);
    expect(consensualRoughTalk(n("i'll pound your face in, you'll bleed"))).toBe(false);
    expect(consensualRoughTalk(n("i'll destroy you if you tell anyone"))).toBe(false);
    expect(consensualRoughTalk(n("i'd pound you so hard"))).toBe(true);
  });
  it('a refusal ignored is read on obfuscated views, and not in a negation', () => {
    expect(noConsentCue(normalizeText("y o u  w o n ' t  s t o p  m e"))).toBe(true);
    expect(noConsentCue(normalizeText('even if u say n0 im doing it'))).toBe(true);
    expect(noConsentCue(normalizeText("you won't stop me from eating the whole pizza"))).toBe(false);
    expect(noConsentCue(normalizeText('i would never do it if you say no'))).toBe(false);
  });
  it('an insult between opted-in adults is not softened as sexting', () => {
    expect(consenting('fuck you, you ugly worthless bitch')).not.toBe('ALLOW');
  });
  it('the sexual-violence rule still blocks an opted-in sender who has not been answered', () => {
    expect(engine.moderateText("you can't stop me, i'll have you anyway", ctx(true, true)).decision).toBe('BLOCK');
  });
});
