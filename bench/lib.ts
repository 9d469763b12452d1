/** Tiny benchmark harness. Suites are bench/*.bench.ts files exporting `name` and `run()`. */

export interface BenchRow {
  /** Case name within the suite. */
  case: string;
  /** Operations per second (single thread). */
  opsPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  samples: number;
  /** The row other rows of the suite are compared with. */
  baseline?: boolean;
  /** Rows with the same group compare with that group's baseline row (e.g. one per message mix). */
  group?: string;
  note?: string;
}

export interface BenchSuite {
  name: string;
  run(): Promise<BenchRow[]>;
}

export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

/**
 * Time `fn` on each input in turn (round-robin) for about `durationMs`, after a warm-up.
 * Per-call latency is measured with performance.now(); throughput = calls / total time.
 */
export function measure(
  caseName: string,
  inputs: readonly string[],
  fn: (input: string) => unknown,
  opts: {
    durationMs?: number;
    warmupMs?: number;
    maxSamples?: number;
    baseline?: boolean;
    group?: string;
    note?: string;
  } = {},
): BenchRow {
  const durationMs = opts.durationMs ?? 3000;
  const warmupMs = opts.warmupMs ?? 500;
  const maxSamples = opts.maxSamples ?? 2_000_000;
  let sink = 0;
  let i = 0;
  const wEnd = performance.now() + warmupMs;
  while (performance.now() < wEnd) {
    if (fn(inputs[i++ % inputs.length])) sink++;
  }
  const lat = new Float64Array(maxSamples);
  let n = 0;
  const start = performance.now();
  const end = start + durationMs;
  let now = start;
  while (now < end && n < maxSamples) {
    const t = now;
    if (fn(inputs[i++ % inputs.length])) sink++;
    now = performance.now();
    lat[n++] = now - t;
  }
  const total = now - start;
  const sorted = lat.subarray(0, n).sort();
  if (sink < 0) console.log(sink);
  return {
    case: caseName,
    opsPerSec: n / (total / 1000),
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    samples: n,
    baseline: opts.baseline,
    group: opts.group,
    note: opts.note,
  };
}
