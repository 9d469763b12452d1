import { describe, expect, it } from 'vitest';
import { normalizeText, sanitizeText, spelledDigitsToNumbers } from './normalize';

describe('normalizeText', () => {
  it.each([
    ['f u c k', 'fuck'],
    ['f.u.c.k', 'fuck'],
    ['fuuuuck', 'fuck'],
    ['sh1t', 'shit'],
    ['k1ll y0urself', 'kill yourself'],
    ['f\u200buck', 'fuck'],
    ['f\u200d\u2060uck', 'fuck'],
    ['ｆｕｃｋ', 'fuck'],
    ['фuсk', 'fuck'], // Cyrillic ф, с
    ['ηudes', 'nudes'], // Greek eta
    ['𝐟𝐮𝐜𝐤', 'fuck'], // mathematical bold
    ['fück', 'fuck'],
    ['f*ck', 'fuck'],
    ['a$$', 'ass'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeText(input).deobfuscated).toBe(expected);
  });

  it('keeps digits, ages and prices in the basic view and the original for display', () => {
    const n = normalizeText("I'm 15 and it's $200, covid19 2nite");
    expect(n.text).toBe("i'm 15 and it's $200, covid19 2nite");
    expect(n.deobfuscated).toContain('15');
    expect(n.deobfuscated).toContain('covid19');
    expect(n.original).toBe("I'm 15 and it's $200, covid19 2nite");
  });

  it('reports obfuscation signals', () => {
    expect(normalizeText('f\u200bu c k').signals).toContain('zero_width');
    expect(normalizeText('f u c k').signals).toContain('spaced_letters');
    expect(normalizeText('sh1t').signals).toContain('leet');
    expect(normalizeText('fuuuuck').signals).toContain('repeated_letters');
    expect(normalizeText('hello there').signals).toEqual([]);
  });

  it('never crashes on lone surrogates and control characters', () => {
    const nasty = 'hi\uD800 there\uDC00 \u0000\u0007\u001b[31m \uFFFF\uFEFF end';
    expect(() => normalizeText(nasty)).not.toThrow();
    const n = normalizeText(nasty);
    expect(n.original).not.toMatch(/[\uD800-\uDFFF]/);
    expect(sanitizeText('\uD83D')).toBe('\uFFFD');
    expect(sanitizeText('ok \uD83D\uDE00')).toBe('ok \uD83D\uDE00'); // valid pair kept
  });
});

describe('spelledDigitsToNumbers', () => {
  it('turns runs of spelled-out digits into digits', () => {
    expect(spelledDigitsToNumbers('call five five five one two three four')).toBe('call 5 5 5 1 2 3 4');
    expect(spelledDigitsToNumbers('four one five, five five five, oh one nine nine')).toBe('4 1 5, 5 5 5, 0 1 9 9');
  });
  it('leaves ordinary words alone', () => {
    expect(spelledDigitsToNumbers('i want to go for a walk at one')).toBe('i want to go for a walk at one');
  });
});

describe('normalisation before every layer (issue 15)', () => {
  it.each([
    ['y o u   d e s e r v e   t o   d i e', 'you deserve to die'],
    ['s\u200be\u200bn\u200bd n\u200cu\u200dd\u2060e\u200bs', 'send nudes'],
    ['ѕеnd nudеѕ', 'send nudes'], // Cyrillic look-alikes mixed with Latin
    ['sεnd nμdεs', 'send nudes'], // Greek look-alikes (μ folds to u)
    ['send nuuuuudes', 'send nudes'],
    ['k1ll y0u', 'kill you'],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeText(raw).deobfuscated).toBe(expected);
  });
});
