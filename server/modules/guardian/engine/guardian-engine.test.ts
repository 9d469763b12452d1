import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_PATH, loadGuardianModel, type TextClassifier } from './classifier';
import { GuardianInputError, GuardianModelError } from './errors';
import { createGuardianEngine, type GuardianEngine } from './guardian-engine';
import { CRIMINALITY_FLAGS, RISK_FACTORS, type ModerationContext } from './types';

let model: TextClassifier;
let engine: GuardianEngine;
beforeAll(() => {
  model = loadGuardianModel(); // the committed model
  engine = createGuardianEngine({ model });
});

const demo = (trustScore = 50): ModerationContext => ({ surface: 'demo', sender: { trustScore } });
const mutualHookup: ModerationContext = {
  surface: 'message',
  grid: 'hookup',
  recipientHasReplied: true,
  sender: { trustScore: 50 },
  recipient: { receiveTextNSFW: true, receiveImageNSFW: true },
  senderNsfw: { receiveTextNSFW: true },
};
const unsolicited: ModerationContext = {
  surface: 'message',
  grid: 'date',
  recipientHasReplied: false,
  sender: { trustScore: 50 },
  recipient: { receiveTextNSFW: false, receiveImageNSFW: false },
  senderNsfw: { receiveTextNSFW: false },
};

describe('Guardian engine (committed model)', () => {
  it('works with only the public demo context and returns a well-formed verdict', () => {
    const v = engine.moderateText('Hey! How was your weekend? Fancy tacos on Saturday?', demo(75));
    expect(v.decision).toBe('ALLOW');
    expect(v.action).toBe('approved');
    expect(v.riskScore).toBeGreaterThanOrEqual(0);
    expect(v.riskScore).toBeLessThan(40);
    expect(v.trustScoreUpdate).toBe(76);
    expect(v.prediction.prediction).toBe('safe');
    expect(v.prediction.confidence).toBeGreaterThan(0.5);
    expect(v.layerTriggered).toBe('none');
    expect(v.flaggedTerms).toEqual([]);
    expect(v.layers.classifier.status).toBe('ok');
    expect(v.guardianVersion).toContain(model.version);
  });

  it('lets mild swearing and flirting through', () => {
    for (const t of [
      'Fuck, I missed the train, running 10 min late sorry!',
      "You're so cute, can I kiss you on our next date? 😘",
      'That concert was fucking amazing',
      'Holy shit that view',
    ]) {
      expect(engine.moderateText(t, demo()).decision, t).toBe('ALLOW');
    }
  });

  it('sexual talk: allowed between opted-in consenting adults, reviewed or blocked when unsolicited', () => {
    const text = 'I want to fuck you so bad, send nudes';
    const ok = engine.moderateText(text, mutualHookup);
    expect(ok.decision).toBe('ALLOW');
    expect(ok.prediction.prediction).toBe('nsfw');
    expect(ok.policyTags).toContain('nsfw:consensual');
    const bad = engine.moderateText(text, unsolicited);
    expect(['REVIEW', 'BLOCK']).toContain(bad.decision);
    expect(bad.decision).toBe('BLOCK');
    expect(bad.riskFactors).toContain('sexual_content');
    const firstInHookup = engine.moderateText(text, { ...mutualHookup, recipientHasReplied: false });
    expect(firstInHookup.decision).toBe('REVIEW');
  });

  it('blocks a stated age under 18, with child_exploitation flagged', () => {
    const v = engine.moderateText("hi, I'm 15, is that ok?", {
      surface: 'message',
      grid: 'chat',
      recipientHasReplied: true,
      sender: { trustScore: 80 },
    });
    expect(v.decision).toBe('BLOCK');
    expect(v.criminalityFlags).toContain('child_exploitation');
    expect(v.layerTriggered).toBe('context');
  });

  it('blocks extortion with extortion + blackmail flags and lowers trust', () => {
    const v = engine.moderateText("Send me $500 or I'll share your nudes with your family", demo(60));
    expect(v.decision).toBe('BLOCK');
    expect(v.action).toBe('blocked');
    expect(v.criminalityFlags).toEqual(expect.arrayContaining(['extortion', 'blackmail']));
    expect(v.trustScoreUpdate).toBeLessThan(60);
    expect(v.riskScore).toBeGreaterThanOrEqual(75);
  });

  it('handles obfuscated threats and reports the list term', () => {
    const v = engine.moderateText('k 1 l l  y o u r s e l f', demo());
    expect(v.decision).toBe('BLOCK');
    expect(v.flaggedTerms).toContain('kill yourself');
    expect(v.criminalityFlags).toContain('threats_of_violence');
  });

  it('reviews off-platform requests (spelled-out digits too) and lowers trust a little', () => {
    const v = engine.moderateText('text me on whatsapp five five five one two three four five six seven', demo(50));
    expect(v.decision).not.toBe('ALLOW');
    expect(v.policyTags).toContain('off_platform');
    expect(v.riskFactors).toContain('spam');
  });

  it('uses only the spec option strings for risk factors and criminality flags', () => {
    const texts = [
      "I'll kill you",
      'selling coke hmu',
      'Her address is 12 Maple Street, go pay her a visit',
      'buy me a steam gift card and text me the code',
      'you ugly whore',
    ];
    for (const t of texts) {
      const v = engine.moderateText(t, demo());
      for (const r of v.riskFactors) expect(RISK_FACTORS).toContain(r);
      for (const c of v.criminalityFlags) expect(CRIMINALITY_FLAGS).toContain(c);
      expect(v.decision).not.toBe('ALLOW');
    }
  });

  it('behaviour: mass messaging and low trust raise risk; trust stays within 0-100', () => {
    const spammy = engine.moderateText('hey cutie, how are you?', {
      surface: 'message',
      sender: { trustScore: 50, sameTextRecipients: 40 },
    });
    expect(spammy.decision).toBe('BLOCK');
    expect(spammy.layerTriggered).toBe('behaviour');
    const lowTrust = engine.moderateText('add my snap: hotguy_91', demo(5));
    const highTrust = engine.moderateText('add my snap: hotguy_91', demo(95));
    expect(lowTrust.riskScore).toBeGreaterThan(highTrust.riskScore);
    expect(engine.moderateText('I will kill you', demo(3)).trustScoreUpdate).toBe(0);
    expect(engine.moderateText('hello there, lovely day', demo(100)).trustScoreUpdate).toBe(100);
  });

  it('rejects bad input with GuardianInputError and never crashes on odd characters', () => {
    expect(() => engine.moderateText('', demo())).toThrow(GuardianInputError);
    expect(() => engine.moderateText('   \n\t ', demo())).toThrow(GuardianInputError);
    expect(() => engine.moderateText('a'.repeat(10_001), demo())).toThrow(GuardianInputError);
    expect(() => engine.moderateText(42 as unknown as string, demo())).toThrow(GuardianInputError);
    expect(() => engine.moderateText('\u200b\u200b', demo())).toThrow(GuardianInputError);
    const v = engine.moderateText('hi \uD800 there \u0000\u0001 \uDFFF', demo());
    expect(v.decision).toBe('ALLOW');
    expect(engine.moderateText('a'.repeat(10_000), demo()).decision).toBeDefined();
  });

  it('setKeywords rebuilds the keyword layer', () => {
    const e = createGuardianEngine({ model, bannedKeywords: ['bananas'] });
    expect(e.moderateText('I love b4nanas', demo()).decision).toBe('BLOCK');
    e.setKeywords({ bannedKeywords: [] });
    expect(e.moderateText('I love bananas', demo()).decision).toBe('ALLOW');
    expect(e.status().keywords.banned).toBe(0);
  });
});

describe('model load failure', () => {
  it('missing or corrupt model: clear error, engine keeps working with keyword + context layers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'guardian-'));
    const missing = join(dir, 'nope.json');
    expect(() => loadGuardianModel(missing)).toThrow(GuardianModelError);
    expect(() => loadGuardianModel(missing)).toThrow(/not found/);

    const corrupt = join(dir, 'corrupt.json');
    const json = JSON.parse(readFileSync(DEFAULT_MODEL_PATH, 'utf8'));
    json.weights.data = json.weights.data.slice(0, -8) + 'AAAAAAAA';
    writeFileSync(corrupt, JSON.stringify(json));
    expect(() => loadGuardianModel(corrupt)).toThrow(/checksum/);
    const truncated = join(dir, 'truncated.json');
    writeFileSync(truncated, readFileSync(DEFAULT_MODEL_PATH, 'utf8').slice(0, 500));
    expect(() => loadGuardianModel(truncated)).toThrow(/not valid JSON/);

    const e = createGuardianEngine({ model: corrupt });
    const st = e.status();
    expect(st.classifier.status).toBe('unavailable');
    if (st.classifier.status === 'unavailable') expect(st.classifier.error).toMatch(/checksum/);
    const v = e.moderateText('k1ll y0urself', { surface: 'demo', sender: { trustScore: 50 } });
    expect(v.decision).toBe('BLOCK');
    expect(v.layers.classifier.status).toBe('unavailable');
    expect(v.flaggedTerms).toContain('kill yourself');
    expect(e.moderateText('hello, nice to meet you', { surface: 'demo', sender: { trustScore: 50 } }).decision).toBe(
      'ALLOW',
    );

    // setModel: a bad file keeps the current model, a good one switches it on.
    expect(e.setModel(missing).ok).toBe(false);
    expect(e.setModel(DEFAULT_MODEL_PATH).ok).toBe(true);
    expect(e.status().classifier.status).toBe('ready');
  });
});
