import { describe, expect, it } from 'vitest';
import { createBatchLoader, groupedBy, pairKey, pairsOf } from './batch';

describe('createBatchLoader', () => {
  it('answers the reads of one event-loop turn with one fetch of the distinct keys', async () => {
    const fetches: string[][] = [];
    const load = createBatchLoader(async (keys: string[]) => {
      fetches.push(keys);
      return new Map(keys.map((k) => [k, `value of ${k}`]));
    });
    const answers = await Promise.all([load(pairKey(1, 2)), load(pairKey(2, 1)), load(pairKey(1, 2))]);
    expect(answers).toEqual(['value of 1:2', 'value of 2:1', 'value of 1:2']);
    expect(fetches).toEqual([['1:2', '2:1']]);
    expect(await load('9:9')).toBe('value of 9:9');
    expect(fetches).toHaveLength(2);
  });

  it('rejects every read of a failed batch', async () => {
    const load = createBatchLoader<number, number>(async () => {
      throw new Error('down');
    });
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow('down');
  });
});

describe('pair keys and groups', () => {
  it('turns pair keys back into id pairs', () => {
    expect(pairsOf([pairKey(3, 14), pairKey(15, 9)])).toEqual([
      [3, 14],
      [15, 9],
    ]);
  });

  it('groups rows by key, keeping their order', () => {
    const rows = [
      { userId: 2, id: 10 },
      { userId: 1, id: 11 },
      { userId: 2, id: 12 },
    ];
    const groups = groupedBy(rows, (r) => r.userId);
    expect(groups.get(2)?.map((r) => r.id)).toEqual([10, 12]);
    expect(groups.get(1)?.map((r) => r.id)).toEqual([11]);
    expect(groups.get(3)).toBeUndefined();
  });
});
