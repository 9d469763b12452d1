/**
 * Where the Guardian text pipeline spends its time (ADR 121). Two modes:
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/gprof --import tsx scripts/guardian/profile.ts run [chat|long] [ms] [ref]
 *     runs moderateText (bench message context) over a bench mix for `ms` milliseconds; with a git
 *     ref, the engine of that ref (extracted as ab.ts does, ab-harness.ts) instead of the checkout;
 *   npx tsx scripts/guardian/profile.ts warm [chat|long] [ms] [ref] [out]
 *     the same, profiled in-process after three warm-up passes over the mix (100 µs sampling; no start-up in the
 *     samples, ADR 166), written to `out` (default /tmp/guardian-warm-<mix>.cpuprofile);
 *   npx tsx scripts/guardian/profile.ts summary <file.cpuprofile>
 *     prints the share of CPU samples per pipeline layer (inclusive) and the top functions (self; TOP=n of them).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import * as live from '../../server/modules/guardian/engine';
import { BENCH_MESSAGE_CONTEXT, chatMix, longMix } from '../../server/modules/guardian/engine/bench-mixes';
import { engineAtRef } from './ab-harness';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

const [mode, a1, a2, a3, a4] = process.argv.slice(2);

if (mode === 'warm') {
  const engine = (a3 ? (await engineAtRef(a3)).engine : live).createGuardianEngine();
  const ctx = BENCH_MESSAGE_CONTEXT;
  const inputs = a1 === 'long' ? longMix() : chatMix();
  for (let p = 0; p < 3; p++) for (const t of inputs) engine.moderateText(t, ctx);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const end = Date.now() + Number(a2 ?? 10000);
  let n = 0;
  while (Date.now() < end) for (const t of inputs) (engine.moderateText(t, ctx), n++);
  const { profile } = await session.post('Profiler.stop');
  const out = a4 ?? `/tmp/guardian-warm-${a1 === 'long' ? 'long' : 'chat'}.cpuprofile`;
  writeFileSync(out, JSON.stringify(profile));
  console.log(`${n} messages profiled: ${out}`);
} else if (mode === 'run') {
  const engineModule = a3 ? (await engineAtRef(a3)).engine : live;
  const engine = engineModule.createGuardianEngine();
  const ctx = BENCH_MESSAGE_CONTEXT;
  const inputs = a1 === 'long' ? longMix() : chatMix();
  const end = Date.now() + Number(a2 ?? 8000);
  let blocked = 0;
  while (Date.now() < end) for (const t of inputs) if (engine.moderateText(t, ctx).decision === 'BLOCK') blocked++;
  console.log(`${blocked} blocks`);
} else if (mode === 'summary') {
  const p = JSON.parse(readFileSync(a1, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const file = (n: ProfileNode) => n.callFrame.url.split('/').pop() ?? '';
  const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${file(n)}`.slice(0, 90);
  // Inclusive time per layer entry point (counted once per sample even when recursive).
  const layers = ['moderateText', 'normalizeText', 'match', 'classify', 'analyzeContext', 'slidingWindow'];
  const inclusive = new Map<string, number>();
  const selfByName = new Map<string, number>();
  for (const [id, t] of self) {
    const n = byId.get(id)!;
    selfByName.set(name(n), (selfByName.get(name(n)) ?? 0) + t);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame.functionName;
      if (!layers.includes(f) || seen.has(f)) continue;
      // analyzeContext under slidingWindow is the window's, not the layer's.
      if (f === 'analyzeContext' || f === 'match') {
        let up = parent.get(cur);
        while (up !== undefined && !['slidingWindow', 'moderateText'].includes(byId.get(up)!.callFrame.functionName))
          up = parent.get(up);
        if (up !== undefined && byId.get(up)!.callFrame.functionName === 'slidingWindow') continue;
      }
      seen.add(f);
      inclusive.set(f, (inclusive.get(f) ?? 0) + t);
    }
  }
  const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
  console.log('inclusive (share of all samples):');
  for (const l of layers) console.log(`  ${pct(inclusive.get(l) ?? 0)}  ${l}`);
  console.log('top self:');
  const top = Number(process.env.TOP ?? 15);
  for (const [k, t] of [...selfByName].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${pct(t)}  ${k}`);
} else {
  console.log('usage: profile.ts run|warm [chat|long] [ms] [ref] [out] | profile.ts summary <file.cpuprofile>');
}
