/**
 * The literal prefilter (ADR 103) finds exactly the first match a plain exec finds: checked for
 * every context expression on every text of the bench mixes (the whole generated and hand-written
 * corpus, alone and joined into long texts), both normalised views.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { chatMix, longMix } from './bench-mixes';
import { CONTEXT_PREFILTER, analyzeContext } from './context';
import { normalizeText } from './normalize';
import {
  RegexPrefilter,
  leadingLiterals,
  leadingLiteralsWithBoundary,
  leadingStarts,
  requiredFactors,
  topAlternatives,
} from './prefilter';
import { LURES_PREFILTER, LURE_EXPRESSIONS } from './rules/lures';
import { ROUND11_EXPRESSIONS } from './rules/round11';
import { VIOLENCE_PREFILTER, violenceViews } from './rules/violence';
import { ROUND12_EXPLOITATION_EXPRESSIONS, ROUND12_EXPLOITATION_SENTENCES } from './rules/round12-exploitation';
import { ROUND12_VIOLENCE_CLAUSES, ROUND12_VIOLENCE_EXPRESSIONS } from './rules/round12-violence';

/** Both normalised views of a text, as the engine reads them. */
const textViews = (t: string) => {
  const n = normalizeText(t);
  return n.deobfuscated === n.text ? [n.text] : [n.text, n.deobfuscated];
};

/**
 * A plain exec's first match, the reference every sweep below compares the prefilter with, computed once per
 * expression and bench view (ADR 283). From index 0 a RegExp's first match is a function of the expression and the
 * text alone, and the sweeps share their expressions (one prefilter holds the context, violence, lure, round-11 and
 * round-12 ones) and their views (the chat-only sweep repeats the chat half of the first, the violence sweep reads
 * mostly the same views): those repeats were ~40 of this file's ~90 CPU seconds, and the violence sweep's ~40 in its
 * own file (ADR 289). The expression's lastIndex is left as the plain exec leaves it. A view outside the bench
 * mixes is not kept.
 */
const benchViewIds = new Map<string, number>();
for (const v of [...chatMix(), ...longMix()].flatMap(textViews))
  if (!benchViewIds.has(v)) benchViewIds.set(v, benchViewIds.size);
/** Per expression, two slots per view: the match's index (-1 none, -2 not run yet) and its length. */
const firstMatches = new Map<RegExp, Int32Array>();
afterAll(() => firstMatches.clear());

function plainFirstMatch(r: RegExp, v: string): { index: number; text: string } | null {
  const id = benchViewIds.get(v);
  let known = id === undefined ? undefined : firstMatches.get(r);
  if (id !== undefined && !known) firstMatches.set(r, (known = new Int32Array(2 * benchViewIds.size).fill(-2)));
  if (known && id !== undefined && known[2 * id] !== -2) {
    const index = known[2 * id];
    if (index < 0) {
      r.lastIndex = 0;
      return null;
    }
    const end = index + known[2 * id + 1];
    r.lastIndex = r.global || r.sticky ? end : 0;
    return { index, text: v.slice(index, end) };
  }
  r.lastIndex = 0;
  const m = r.exec(v);
  if (known && id !== undefined) {
    known[2 * id] = m ? m.index : -1;
    known[2 * id + 1] = m ? m[0].length : 0;
  }
  return m && { index: m.index, text: m[0] };
}

describe('leadingLiterals', () => {
  it('derives the literals every match starts with', () => {
    expect(leadingLiterals(/\b(?:send|wire|pay)\s+x/)).toEqual(['pay', 'send', 'wire']);
    expect(leadingLiterals(/\b(?:i'?m|i am)\s+1[2-7]\b/)).toEqual(['im', "i'm", 'i am']);
    expect(leadingLiterals(/(?<![a-z])(?:sell|pick ?up|[$£€]\s?\d)/)).toEqual([
      '$',
      '£',
      '€',
      'sell',
      'pick u',
      'pickup',
    ]);
    expect(leadingLiterals(/a*b/)).toEqual(['a', 'b']);
    expect(leadingLiterals(/(?:ab)+c/)).toEqual(['ab']);
  });
  it('gives up where a match may start anywhere', () => {
    expect(leadingLiterals(/(?:^|\s)@[a-z]{3}/)).toBeNull();
    expect(leadingLiterals(/\b\w+ing/)).toBeNull();
    expect(leadingLiterals(/x?/)).toBeNull();
    expect(leadingLiterals(/[^]{0,4}abc/)).toBeNull();
    expect(leadingLiterals(/abc/i)).toBeNull();
  });
  it('finds the leftmost match with lookbehind and word boundaries intact', () => {
    const pf = new RegexPrefilter();
    const r = /(?<![a-z])(?:pay|send)\b\s+me/;
    pf.register([r]);
    const text = `${'filler words here '.repeat(10)}repay me later, then send me, then pay me`;
    pf.prepare([text]);
    const m = pf.exec(r, text);
    expect(m?.index).toBe(r.exec(text)?.index);
    expect(m?.[0]).toBe('send me');
  });
});

describe('leadingStarts (ADR 179): `^` and literals one character in', () => {
  it('derives position 0 for `^` and offset-1 literals after one character no literal names', () => {
    expect(leadingStarts(/(?:^|[\s,(])(?:ig|sc)\s+@/)).toEqual({
      atStart: true,
      literals: [
        { text: 'ig', wordStart: false, offset: 1 },
        { text: 'sc', wordStart: false, offset: 1 },
      ],
    });
    expect(leadingStarts(/^\W*rope\b|\bjust die\b/)).toEqual({
      atStart: true,
      literals: [{ text: 'just d', wordStart: true, offset: 0 }],
    });
    // the m flag: `^` also after a line break, so not position 0 only
    expect(leadingStarts(/^\W*rope/m)).toBeNull();
    // two characters nothing names, or one then nothing: still anywhere
    expect(leadingStarts(/\s\sab/)).toBeNull();
    expect(leadingStarts(/.\s*ab/)).toBeNull();
    // leadingLiterals keeps its meaning (matches start at the literals)
    expect(leadingLiterals(/(?:^|\s)@[a-z]{3}/)).toBeNull();
  });
  it('finds the same first match as exec at position 0, one character before a literal, and the literal at 0', () => {
    const pf = new RegexPrefilter();
    const handle = /(?:^|[\s,(])(?:ig|sc)\s+@[a-z]{3}/;
    const rope = /^\W*rope\b|(?:^|[.!?]\s*|\bjust )die\b/;
    pf.register([handle, rope]);
    const texts = [
      'ig @jess',
      'hi, ig @jess and sc @anna',
      'big @jess then (sc   @anna',
      '  rope lol',
      'no rope here. die',
      'die now',
      'just die',
      'x',
      '',
    ];
    for (const t of texts) {
      pf.prepare([t]);
      for (const r of [handle, rope]) {
        const want = r.exec(t);
        const got = pf.exec(r, t);
        expect([got?.index, got?.[0]]).toEqual([want?.index, want?.[0]]);
      }
    }
  });
});

describe('expressions run as their top-level alternatives (ADR 213)', () => {
  it('splits at top-level bars only, and not with a capturing group or a back-reference', () => {
    expect(topAlternatives(String.raw`\bab(?:c|d)|[|x]y|(?<!z)w`)).toEqual([
      String.raw`\bab(?:c|d)`,
      '[|x]y',
      '(?<!z)w',
    ]);
    expect(topAlternatives(String.raw`a\|b|c`)).toEqual([String.raw`a\|b`, 'c']);
    expect(topAlternatives('abc')).toBeNull();
    expect(topAlternatives('(a)b|c')).toBeNull();
    expect(topAlternatives('(?<n>a)b|c')).toBeNull();
    expect(topAlternatives(String.raw`(?:a)\1|c`)).toBeNull();
  });

  it('finds the leftmost first match, the earlier alternative at a tie, as exec does', () => {
    const pf = new RegexPrefilter();
    pf.splitMinSource = 0;
    const res = [
      /\bsend (?:me )?pics\b|\bsend\b|pics (?:now|today)/,
      /\bsend\b|\bsend (?:me )?pics\b/,
      /(?<!\bno )pics\b|^pics|\bkill (?:you|u)\b/,
      /\b(?:your|ur)\s+(?:\w+\s+){0,2}?(?:mum|boss)\b|\b(?:mum|boss) (?:sees|gets) (?:it|them)\b/,
    ];
    pf.register(res);
    const texts = [
      'send me pics',
      'pics now, then send',
      'no pics, send pics',
      'pics first',
      'i will kill you, pics',
      'your lovely mum sees it',
      'boss gets them and your boss',
      'nothing here',
      '',
    ];
    for (const t of texts) {
      pf.prepare([t]);
      for (const r of res) {
        const want = r.exec(t);
        const got = pf.exec(r, t);
        expect([got?.index, got?.[0]]).toEqual([want?.index, want?.[0]]);
      }
    }
  });
});

describe('requiredFactors (ADR 138)', () => {
  it('derives sets of literals every match contains one of', () => {
    expect(requiredFactors(/\b(?:i'?ll|ill|gonna)\s+(?:\w+\s+){0,2}?(?:kill|murder|hurt)\s+you\b/)).toEqual([
      ['hurt', 'kill', 'murder'],
      ['you'],
      ['ill', "i'll", 'gonna'],
    ]);
    // no leading literal, but a required provider name
    expect(requiredFactors(/\b[a-z0-9._]*\d[a-z0-9._]*\s*(?:@|\s+at\s+)\s*(?:gmail|yahoo)\b/)).toEqual([
      ['gmail', 'yahoo'],
    ]);
    expect(requiredFactors(/(?:abc)+d/)).toEqual([['abc']]);
    // an alternation: unions of one set per alternative, the strongest first, then the next strongest
    expect(requiredFactors(/\bi (?:have|got) (?:\w+ )?(?:pics|nudes)\b|\bi (?:filmed|recorded) (?:you|it)\b/)).toEqual([
      ['i film', 'i got ', 'i have', 'i reco'],
      ['pics', 'nudes', 'filmed', 'record'],
    ]);
  });
  it('requires nothing from optional parts, lookarounds, short or case-insensitive literals', () => {
    expect(requiredFactors(/(?:abc)*d/)).toEqual([]);
    expect(requiredFactors(/a(?=xyz)b/)).toEqual([]);
    expect(requiredFactors(/ab|cd/)).toEqual([]);
    expect(requiredFactors(/hello/i)).toEqual([]);
    // one alternative without a selective literal: no set for the whole expression
    expect(requiredFactors(/kill you|\bu\b/)).toEqual([]);
  });
  it('an expression whose factors are absent finds nothing; present, the same match as exec', () => {
    const pf = new RegexPrefilter();
    const r = /\b(?:i'?ll|gonna)\s+(?:\w+\s+){0,2}?(?:kill|hurt)\s+you\b/;
    const noLead = /\b\w*\d\w*\s*@\s*(?:gmail|yahoo)\b/;
    pf.register([r, noLead]);
    for (const text of ["i'll see you", 'gonna really hurt you', 'mail me x9 @ gmail', 'x9 @ hotmail', 'ill kill u']) {
      pf.prepare([text]);
      for (const e of [r, noLead]) {
        const m = pf.exec(e, text);
        const want = e.exec(text);
        expect([m?.index, m?.[0]]).toEqual([want?.index, want?.[0]]);
      }
    }
  });
});

describe('scans kept across prepare (ADR 126)', () => {
  it('a view equal to the one prepared before at the same index keeps its scan; others are scanned again', () => {
    const pf = new RegexPrefilter();
    const r = /\b(?:pay|send)\s+me/;
    pf.register([r]);
    const a = 'please send me the file';
    const texts: string[][] = [[a, 'x pay me'], [a, 'nothing here'], ['pay me now', a], [a], [a, 'send me']];
    for (const views of texts) {
      pf.prepare(views);
      for (const v of views) {
        const m = pf.exec(r, v);
        const want = r.exec(v);
        expect([m?.index, m?.[0]]).toEqual([want?.index, want?.[0]]);
      }
    }
  });
});

describe('leadingLiteralsWithBoundary (ADR 121)', () => {
  const flags = (r: RegExp) =>
    Object.fromEntries((leadingLiteralsWithBoundary(r) ?? []).map((l) => [l.text, l.wordStart]));
  it('marks literals every path reaches through a \\b at the match start', () => {
    expect(flags(/\b(?:you|u)\s+suck/)).toEqual({ u: true, you: true });
    // one path without \b: no requirement; a \b after the first character does not count
    expect(flags(/\bu\b|(?<![a-z])ur/)).toEqual({ u: false });
    expect(flags(/u\b/)).toEqual({ u: false });
    // a literal starting with a non-word character never gets the requirement
    expect(flags(/\b\$x/)).toEqual({ $x: false });
  });
  it('a candidate after a word character is dropped, with the same first match as exec', () => {
    const pf = new RegexPrefilter();
    pf.shortText = 0;
    const r = /\b(?:u|you)\s+(?:suck|stink)/;
    pf.register([r]);
    for (const text of ['but you suck', 'you stink', 'bu suck', 'ubu suck, u suck', 'thank u stink']) {
      pf.prepare([text]);
      const m = pf.exec(r, text);
      const want = r.exec(text);
      expect([m?.index, m?.[0]]).toEqual([want?.index, want?.[0]]);
    }
  });
});

describe('prefiltered context expressions', () => {
  it('every expression finds the same first match as a plain exec on every corpus view', () => {
    expect(CONTEXT_PREFILTER.shortText).toBe(0); // every view through the candidates (ADR 126)
    const texts = [...chatMix(), ...longMix()];
    const norms = texts.map((t) => normalizeText(t));
    for (const n of norms) analyzeContext(n, { surface: 'demo', recentMessages: ['x'] }); // registers every expression
    const regs = CONTEXT_PREFILTER.prefiltered;
    expect(regs.length).toBeGreaterThan(80);
    let execs = 0;
    const bad: string[] = [];
    for (const n of norms) {
      const views = n.deobfuscated === n.text ? [n.text] : [n.text, n.deobfuscated];
      CONTEXT_PREFILTER.prepare(views);
      for (const r of regs)
        for (const v of views) {
          const want = plainFirstMatch(r, v);
          const got = CONTEXT_PREFILTER.exec(r, v);
          execs++;
          if (want?.index !== got?.index || want?.text !== got?.[0]) bad.push(r.source.slice(0, 60));
        }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(execs).toBeGreaterThan(100_000);
  }, 300_000);

  it('the same with every view through the candidates (short chat texts included)', () => {
    const norms = chatMix().map((t) => normalizeText(t));
    for (const n of norms) analyzeContext(n, { surface: 'demo', recentMessages: ['x'] });
    const regs = CONTEXT_PREFILTER.prefiltered;
    const bad: string[] = [];
    const prev = CONTEXT_PREFILTER.shortText;
    CONTEXT_PREFILTER.shortText = 0;
    try {
      for (const n of norms) {
        const views = n.deobfuscated === n.text ? [n.text] : [n.text, n.deobfuscated];
        CONTEXT_PREFILTER.prepare(views);
        for (const r of regs)
          for (const v of views) {
            const want = plainFirstMatch(r, v);
            const got = CONTEXT_PREFILTER.exec(r, v);
            if (want?.index !== got?.index || want?.text !== got?.[0]) bad.push(r.source.slice(0, 60));
          }
      }
    } finally {
      CONTEXT_PREFILTER.shortText = prev;
    }
    expect(bad.slice(0, 5)).toEqual([]);
  }, 300_000);
});

// Moved from rules/violence.test.ts (ADR 289): the same shared prefilter (VIOLENCE_PREFILTER is CONTEXT_PREFILTER, every
// expression registered at import) against the same plain-exec reference the sweeps above computed, on the violence
// family's views. Run in its own file it computed that reference a second time, on the other worker (~40 CPU s).
describe('prefiltered violence expressions', () => {
  it('every expression finds the same first match as a plain exec on every bench view', () => {
    const regs = VIOLENCE_PREFILTER.prefiltered;
    expect(regs.length).toBeGreaterThan(20);
    // Every view goes through the candidates, short chat texts included (ADR 126).
    expect(VIOLENCE_PREFILTER.shortText).toBe(0);
    const bad: string[] = [];
    let execs = 0;
    for (const t of [...chatMix(), ...longMix()]) {
      const views = violenceViews(normalizeText(t)).slice(0, -1);
      VIOLENCE_PREFILTER.prepare(views);
      for (const r of regs)
        for (const v of views) {
          // plainFirstMatch runs (or recalls) a plain exec from index 0 and leaves lastIndex as that exec leaves it.
          const want = plainFirstMatch(r, v);
          const got = VIOLENCE_PREFILTER.exec(r, v);
          execs++;
          if (want?.index !== got?.index || want?.text !== got?.[0]) bad.push(r.source.slice(0, 60));
        }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(execs).toBeGreaterThan(100_000);
  }, 300_000);
});

describe('prefiltered round-4 lure expressions (ADR 126)', () => {
  it('every lure expression: same first match as a plain exec on every view, all through the candidates', () => {
    const views = [...chatMix(), ...longMix()].flatMap((t) => {
      const n = normalizeText(t);
      return n.deobfuscated === n.text ? [n.text] : [n.text, n.deobfuscated];
    });
    const regs = LURE_EXPRESSIONS.filter((r) => !r.unicode);
    expect(regs.length).toBeGreaterThan(80);
    expect(LURES_PREFILTER.prefiltered.length).toBeGreaterThan(60);
    const bad: string[] = [];
    let execs = 0;
    const prev = LURES_PREFILTER.shortText;
    LURES_PREFILTER.shortText = 0;
    try {
      for (const v of views) {
        LURES_PREFILTER.prepare([v]);
        for (const r of regs) {
          const want = plainFirstMatch(r, v);
          const got = LURES_PREFILTER.exec(r, v);
          execs++;
          if (want?.index !== got?.index || want?.text !== got?.[0]) bad.push(r.source.slice(0, 60));
        }
      }
    } finally {
      LURES_PREFILTER.shortText = prev;
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(execs).toBeGreaterThan(100_000);
  }, 600_000);
});

describe('prefiltered round-11 expressions (ADR 179)', () => {
  it('every round-11 expression: same first match as a plain exec on every view, all through the candidates', () => {
    const views = [...chatMix(), ...longMix()].flatMap((t) => {
      const n = normalizeText(t);
      return n.deobfuscated === n.text ? [n.text] : [n.text, n.deobfuscated];
    });
    expect(ROUND11_EXPRESSIONS.length).toBeGreaterThan(40);
    const pf = CONTEXT_PREFILTER;
    for (const r of ROUND11_EXPRESSIONS) expect(pf.prefiltered).toContain(r);
    const bad: string[] = [];
    let execs = 0;
    for (const v of views) {
      pf.prepare([v]);
      for (const r of ROUND11_EXPRESSIONS) {
        const want = plainFirstMatch(r, v);
        const got = pf.exec(r, v);
        execs++;
        if (want?.index !== got?.index || want?.text !== got?.[0]) bad.push(r.source.slice(0, 60));
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(execs).toBeGreaterThan(100_000);
  }, 600_000);
});

describe('prefiltered round-12 rule modules (ADR 179)', () => {
  const views = [...chatMix(), ...longMix()].flatMap((t) => {
    const n = normalizeText(t);
    return n.deobfuscated === n.text ? [n.text] : [n.text, n.deobfuscated];
  });
  const expressions = [...ROUND12_VIOLENCE_EXPRESSIONS, ...ROUND12_EXPLOITATION_EXPRESSIONS];

  it('every registered round-12 expression and gate: same first match as a plain exec on every view', () => {
    expect(expressions.length).toBeGreaterThan(100);
    const pf = CONTEXT_PREFILTER;
    // A gate the prefilter cannot take (nothing to derive: `\W*` first, no required literal) runs as a plain exec.
    for (const r of expressions) if (leadingStarts(r) || requiredFactors(r).length) expect(pf.prefiltered).toContain(r);
    const bad: string[] = [];
    let execs = 0;
    for (const v of views) {
      pf.prepare([v]);
      for (const r of expressions) {
        const want = plainFirstMatch(r, v);
        const got = pf.exec(r, v);
        execs++;
        if (want?.index !== got?.index || want?.text !== got?.[0]) bad.push(r.source.slice(0, 60));
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(execs).toBeGreaterThan(100_000);
  }, 600_000);

  // Threat-shaped texts written for this test (not challenge lines): clauses and sentences that match, so the
  // gates are checked open where they must be, besides the bench's views where most stay closed.
  const shaped = [
    "block me and you'll regret it. i know where you live, think about that",
    'i will hurt you - nobody will hear you scream; go jump off a bridge lol',
    "i'm 15, is that ok? i'll send your pics to your mum and your boss unless you pay £200 by tonight",
    "whether you want to or not i'll take you to bed. you're 14? cool with me",
  ];
  const all = [...views, ...shaped];

  it('a clause gate of round 12 violence never closes where a clause of the view matches', () => {
    const { expressions: clauseRes, onView, clausesOf } = ROUND12_VIOLENCE_CLAUSES;
    expect(clauseRes.length).toBeGreaterThan(30);
    const bad: string[] = [];
    let matched = 0;
    for (const v of all)
      for (const re of clauseRes) {
        if (!clausesOf(v).some((c) => re.exec(c) !== null)) continue;
        matched++;
        if (!onView(re).every((g) => g.exec(v) !== null)) bad.push(`${re.source.slice(0, 40)} in ${v.slice(0, 40)}`);
      }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(matched).toBeGreaterThan(5);
  }, 600_000);

  it('a gate with its empty openers taken off (ADR 184) answers as the expression it is derived from', () => {
    const { expressions: clauseRes, onView, withoutEdgeReads, withoutEmptyOpeners } = ROUND12_VIOLENCE_CLAUSES;
    expect(withoutEmptyOpeners(/\W*(?:so |just (?:go )?)*(?:\w+\s+)?kill\w*\s+yourself\b/).source).toBe(
      String.raw`kill\w*\s+yourself\b`,
    );
    expect(withoutEmptyOpeners(/a?(?:\W*|b)c|\W*(?:pills\W*){2,}x/).source).toBe(String.raw`c|(?:pills\W*){2,}x`);
    expect(withoutEmptyOpeners(/\W*\bkill/).source).toBe(String.raw`\bkill`);
    // `[]` and `[^]` are whole classes in JavaScript.
    expect(withoutEmptyOpeners(/[^]*[]?kill/).source).toBe('kill');
    // Kept: a test opens it, an opener that cannot be empty, a back-reference, or nothing derivable is left.
    for (const re of [/\b\W*kill/, /\W+kill/, /(a)?\w*\1kill/, /\W*\w+kill/, /\W*x|\W*/])
      expect(withoutEmptyOpeners(re)).toBe(re);
    // Every derived gate against the expression it stands for: the bench's views, the shaped texts, and texts built
    // from the words the self-harm expressions open with and end on.
    const words = [
      'so ',
      'go ',
      'just ',
      'you should ',
      'do us a favour and ',
      'kill',
      'hang',
      'off',
      'od',
      ' ',
      '!',
      '.',
      'yourself',
      'urself',
      'rope',
      'pills',
      '🪢',
      '💊',
      '->',
      '👉',
      'you',
      'all at once',
      'jump off',
      'a bridge',
      'die',
      'drink',
      'bleach',
      'play in',
      'traffic',
      'end it',
      'near you',
      'overdose',
      'x',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;
    const built = Array.from({ length: 4000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 10) }, () => words[Math.floor(next() * words.length)]).join(''),
    );
    let derived = 0;
    let answers = 0;
    const bad: string[] = [];
    for (const re of clauseRes) {
      const whole = /[\^$]|\(\?<?[=!]/.test(re.source) ? withoutEdgeReads(re) : re;
      const gate = onView(re);
      if (!whole || gate.length !== 1 || gate[0] === whole) continue;
      derived++;
      for (const v of [...all, ...built]) {
        answers++;
        if (whole.test(v) !== gate[0].test(v)) bad.push(`${gate[0].source.slice(0, 40)} in ${v.slice(0, 40)}`);
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(derived).toBeGreaterThanOrEqual(6);
    expect(answers).toBeGreaterThan(10_000);
  }, 600_000);

  it('the sentence gates of round 12 exploitation never close where a sentence of the view matches', () => {
    const { expressions: sentenceRes, onView, sentences, numberView } = ROUND12_EXPLOITATION_SENTENCES;
    const bad: string[] = [];
    let matched = 0;
    for (const v0 of all) {
      const v = numberView(v0);
      for (const re of sentenceRes) {
        if (!sentences(v).some((s) => re.exec(s) !== null)) continue;
        matched++;
        if (!onView(re).every((g) => g.exec(v) !== null)) bad.push(`${re.source.slice(0, 40)} in ${v.slice(0, 40)}`);
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(matched).toBeGreaterThan(2);
  }, 600_000);
});
