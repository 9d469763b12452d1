import { describe, expect, it } from 'vitest';
import { createBatcher } from './messaging.batcher';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher (group commit for the send path)', () => {
  it('runs the calls of one turn of the event loop as one batch and answers each caller its own result', async () => {
    const runs: number[][] = [];
    const batcher = createBatcher(async (items: number[]) => {
      runs.push(items);
      return items.map((n) => n * 10);
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => batcher.load(n)));
    expect(answers).toEqual([10, 20, 30, 40]);
    expect(runs).toEqual([[1, 2, 3, 4]]);
    // A lone call later is a batch of one (no waiting for company).
    expect(await batcher.load(5)).toBe(50);
    expect(runs).toEqual([[1, 2, 3, 4], [5]]);
  });

  it('keeps at most maxInFlight batches running; calls arriving meanwhile form the next batch', async () => {
    const runs: number[][] = [];
    const gates: Array<() => void> = [];
    const batcher = createBatcher(
      async (items: number[]) => {
        runs.push(items);
        await new Promise<void>((resolve) => gates.push(resolve));
        return items;
      },
      { maxInFlight: 1 },
    );
    const first = batcher.load(1);
    await tick();
    const later = [batcher.load(2), batcher.load(3)];
    await tick();
    expect(runs).toEqual([[1]]);
    expect(batcher.stats()).toMatchObject({ queued: 2, inFlight: 1 });
    gates.shift()!();
    expect(await first).toBe(1);
    for (let i = 0; i < 3; i++) await tick();
    expect(runs).toEqual([[1], [2, 3]]);
    gates.shift()!();
    expect(await Promise.all(later)).toEqual([2, 3]);
    await batcher.idle();
    expect(batcher.stats()).toEqual({ queued: 0, inFlight: 0, batches: 2, items: 3 });
  });

  it('splits at maxSize and rejects every caller of a failed batch (and only those)', async () => {
    const runs: string[][] = [];
    const batcher = createBatcher(
      async (items: string[]) => {
        runs.push(items);
        if (items.includes('bad')) throw new Error('database down');
        return items.map((s) => s.toUpperCase());
      },
      { maxSize: 2 },
    );
    const results = await Promise.allSettled(['a', 'bad', 'c', 'd'].map((s) => batcher.load(s)));
    expect(runs).toEqual([
      ['a', 'bad'],
      ['c', 'd'],
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('database down');
    expect((results[3] as PromiseFulfilledResult<string>).value).toBe('D');
  });

  it('rejects when the batch answers the wrong number of results', async () => {
    const batcher = createBatcher(async (items: number[]) => items.slice(1));
    await expect(Promise.all([batcher.load(1), batcher.load(2)])).rejects.toThrow(
      'batch answered 1 results for 2 items',
    );
  });
});
