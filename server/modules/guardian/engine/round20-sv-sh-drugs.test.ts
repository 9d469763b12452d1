/**
 * ADR 244: sexual-violence threats and wishes and incitement to self-harm BLOCK at trust 50 and 90, in a chat and
 * from a stranger; drug sale and solicitation is never delivered; the harmless probes in the same words (BRIEF rule
 * 7, written before the readings) are delivered at trust 50 and 90. Lines held on main by readers outside ADR 244's
 * files are a ledger asserted as still held (a fix fails the line, which then leaves HELD_ON_MAIN).
 */
import { describe, expect, it } from 'vitest';
import { createGuardianEngine } from './guardian-engine';
import { chatContext, familyReading, HARM_CONTEXTS } from './rules/test-contexts';
import { round20SvShDrugsSignals } from './rules/round20-sv-sh-drugs';
import * as P from './round20-sv-sh-drugs.probes';

const engine = createGuardianEngine();
const CHAT = [chatContext({ stranger: false }), chatContext({ stranger: false, trust: 90 })];
const OPTED_IN = [
  chatContext({ stranger: false, optedIn: true }),
  chatContext({ stranger: false, optedIn: true, trust: 90 }),
];
const DRUG_CONTEXTS = [chatContext({ stranger: false }), chatContext({ stranger: true })];
const reads = familyReading(round20SvShDrugsSignals);

const BLOCK_CLASSES: Record<string, readonly string[]> = {
  'sexual violence, consent disregarded': P.SV_CONSENT_DISREGARDED,
  'sexual violence, drugging': P.SV_DRUGGING,
  'sexual violence, wished': P.SV_WISHES,
  'self-harm, non-existence wished': P.SH_WISHES,
  'self-harm, method': P.SH_METHODS,
  'self-harm, dare': P.SH_DARES,
  obfuscated: P.OBFUSCATED_BLOCK,
};
const NOT_ALLOW_CLASSES: Record<string, readonly string[]> = {
  'drugs, prescription diversion': P.DRUG_DIVERSION,
  'drugs, slang and party supplies': P.DRUG_SLANG,
  'drugs, obfuscated': P.OBFUSCATED_NOT_ALLOW,
};

describe('ADR 244: sexual violence and self-harm incitement BLOCK whatever the trust', () => {
  for (const [cls, lines] of Object.entries(BLOCK_CLASSES))
    for (const text of lines)
      it(`${cls}: ${text}`, () => {
        for (const c of HARM_CONTEXTS) expect(engine.moderateText(text, c).decision).toBe('BLOCK');
      });
});

describe('ADR 244: drug sale and solicitation is never delivered', () => {
  for (const [cls, lines] of Object.entries(NOT_ALLOW_CLASSES))
    for (const text of lines)
      it(`${cls}: ${text}`, () => {
        for (const c of DRUG_CONTEXTS) expect(engine.moderateText(text, c).decision).not.toBe('ALLOW');
      });
});

describe('ADR 244: the round 20 module reads its classes itself', () => {
  it.each([
    ['whether you agree or not, on your knees when we meet', 'threat'],
    ['you keep saying no but you will give in once I get you alone', 'threat'],
    ['lemme get u wasted and then u aint got a choice', 'threat'],
    ['hope some guy forces you in a dark car park', 'threat'],
    ['do the world a favour and stop breathing', 'self_harm_incitement'],
    ['the train comes at 7, stand close to the edge', 'self_harm_incitement'],
    ['k1ll y0urs3lf', 'self_harm_incitement'],
    ['can you get me some xannies? i pay double', 'drug_sale'],
    ['sort you out with a bit of gear, just say', 'drug_sale'],
  ])('%s', (text, kind) => {
    expect(reads(text).split(',')).toContain(kind);
  });
});

describe('ADR 244: harmless lines in the same words are delivered at trust 50 and 90', () => {
  const cases: Array<[string, string, typeof CHAT]> = [
    ...P.HARMLESS_CHAT.map((t): [string, string, typeof CHAT] => ['chat', t, CHAT]),
    ...P.HARMLESS_OPTED_IN.map((t): [string, string, typeof CHAT] => ['opted in', t, OPTED_IN]),
  ];
  for (const [where, text, contexts] of cases) {
    if (P.HELD_ON_MAIN.has(text)) {
      it(`held on main by another owner's reader (${where}): ${text}`, () => {
        expect(contexts.every((c) => engine.moderateText(text, c).decision === 'ALLOW')).toBe(false);
      });
      continue;
    }
    it(`${where}: ${text}`, () => {
      for (const c of contexts) expect(engine.moderateText(text, c).decision).toBe('ALLOW');
    });
  }
});
