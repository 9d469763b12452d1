/**
 * ADR 305: an expression's candidate starts are read from its own leading literals against the scan's bitmap of the
 * literals that occur, where the scan used to chain every literal to every expression it leads. The reference here
 * is the former path's meaning, found independently of the scan: every occurrence (indexOf) of each of the
 * expression's leading literals, with the same per-pair checks (`\b` after a word character, offset, confirm
 * prefixes, `^`, factor bound), sorted. Checked for every prefiltered expression that passes its factor gate on half
 * the chat mix, 40 long texts and 300 joined window texts (both views each); and a scan's bits never leak into the
 * next scan of the same slot.
 */
import { describe, expect, it } from 'vitest';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from './bench-mixes';
import { createGuardianEngine } from './guardian-engine';
import { normalizeText } from './normalize';
import { GUARDIAN_PREFILTER, RegexPrefilter } from './prefilter';

/** The prefilter's internals this test reads (private in the class). */
interface Internals {
  list: Array<{ literals: Array<{ text: string }> }>;
  stickies: Array<RegExp | null>;
  parts: Array<readonly number[] | null>;
  built: number;
  regLitFirst: Int32Array;
  regPairInfo: Int32Array;
  confirmCodes: Uint16Array;
  regAtStart: Uint8Array;
  startReads: Array<[Map<number, string[]>, Map<number, string[]>] | null>;
  rec: Int32Array;
  scans: Array<{ gen: number; set: Int32Array; cand: Int32Array; candCount: Int32Array; expr: Int32Array }>;
  scanView(v: number): void;
  candidates(st: unknown, id: number, text: string, bound: number): void;
}

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

function readsAtStart(reads: [Map<number, string[]>, Map<number, string[]>] | null, text: string): boolean {
  if (reads === null) return true;
  for (const offset of [0, 1])
    for (const l of reads[offset].get(text.charCodeAt(offset)) ?? []) if (text.startsWith(l, offset)) return true;
  return false;
}

/** The former path's candidate starts of expression `id` in `text` up to `bound`, from every literal occurrence. */
function reference(p: Internals, id: number, text: string, bound: number): number[] {
  const out: number[] = [];
  if (p.regAtStart[id] === 1 && readsAtStart(p.startReads[id], text)) out.push(0);
  const lits = p.list[id].literals;
  for (let j = 0; j < lits.length; j++) {
    const lit = lits[j].text;
    const info = p.regPairInfo[p.regLitFirst[id] + j];
    const off = (info >> 1) & 1;
    const confirm = info >> 2;
    const ascii = lit.charCodeAt(0) < 128 && lit.charCodeAt(0) !== 0;
    for (let at = text.indexOf(lit); at >= 0; at = text.indexOf(lit, at + 1)) {
      const s = at - off;
      if (s > bound || s < 0) continue;
      if ((info & 1) === 1 && ascii && at > 0 && isWordCode(text.charCodeAt(at - 1))) continue;
      if (confirm !== 0) {
        const codes = p.confirmCodes;
        let c = confirm;
        let reads = false;
        for (let left = codes[c - 1]; left > 0 && !reads; left--) {
          const len = codes[c];
          let k = 0;
          while (k < len && text.charCodeAt(s + lit.length + k) === codes[c + 1 + k]) k++;
          reads = k === len;
          c += 1 + len;
        }
        if (!reads) continue;
      }
      out.push(s);
    }
  }
  return out.sort((a, b) => a - b);
}

describe('candidate starts from the touched-literal bitmap (ADR 305)', () => {
  it('equal the former path on every bench view and joined window view, for every expression past its gate', () => {
    // The engine registers every reader's expressions; judging the mix once registers the late ones too.
    const engine = createGuardianEngine();
    const chat = chatMix();
    for (const t of chat) engine.moderateText(t, BENCH_MESSAGE_CONTEXT);
    const p = GUARDIAN_PREFILTER as unknown as Internals;
    const recent = (BENCH_MESSAGE_CONTEXT.recentMessages ?? []).join(' ');
    const texts = [
      ...chat.slice(0, 1400),
      ...longMix().slice(0, 40),
      ...chat.slice(0, 300).map((t) => `${recent} ${t}`),
    ];
    const views = new Set<string>();
    for (const t of texts) {
      const n = normalizeText(t);
      views.add(n.text);
      views.add(n.deobfuscated);
    }
    let compared = 0;
    let nonEmpty = 0;
    for (const v of views) {
      GUARDIAN_PREFILTER.prepare([v]);
      p.scanView(0);
      const st = p.scans[0];
      for (let id = 0; id < p.built; id++) {
        if (p.stickies[id] === null || p.parts[id] !== null) continue;
        let bound = v.length;
        let open = true;
        for (let x = p.rec[4 * (id + 1) + 1]; x < p.rec[4 * (id + 1) + 2]; x++) {
          if (st.set[2 * x] !== st.gen) open = false;
          else bound = Math.min(bound, st.set[2 * x + 1]);
        }
        if (!open) continue;
        p.candidates(st, id, v, bound);
        const lo = st.expr[2 * id + 1];
        const got = Array.from(st.cand.subarray(lo, lo + st.candCount[id]));
        const want = reference(p, id, v, bound);
        if (got.join() !== want.join()) expect({ id, view: v, got }).toEqual({ id, view: v, got: want });
        compared++;
        if (got.length) nonEmpty++;
      }
    }
    expect(compared).toBeGreaterThan(30_000);
    expect(nonEmpty).toBeGreaterThan(3_000);
  }, 600_000);

  it("a scan's literal bits are cleared at the next scan of the same slot", () => {
    const p = new RegexPrefilter();
    const you = /\byou\b\s+\w+/;
    const hello = /\bhello\s+there/;
    p.register([you, hello]);
    p.prepare(['you there']);
    expect(p.exec(you, 'you there')?.[0]).toBe('you there');
    p.prepare(['hello there you']);
    expect(p.exec(hello, 'hello there you')?.[0]).toBe('hello there');
    expect(p.exec(you, 'hello there you')).toBeNull();
    p.prepare(['hello there']);
    expect(p.exec(you, 'hello there')).toBeNull();
    const st = (p as unknown as { scans: Array<{ occurs: Int32Array; touchedCount: number }> }).scans[0];
    let bits = 0;
    for (const w of st.occurs) for (let b = w; b !== 0; b &= b - 1) bits++;
    expect(bits).toBe(st.touchedCount);
  });
});
