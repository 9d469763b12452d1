import { sql, type SQL } from 'drizzle-orm';

/**
 * Per-tick batching of keyed reads (the session loader's trick, made general): lookups that arrive
 * in the same turn of the event loop share ONE query (`where key in (...)`). Under load this turns
 * 64 concurrent single-row selects into one, which matters most on PGlite, where every statement
 * runs through one single-threaded WebAssembly Postgres.
 */
export function createBatchLoader<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let queue: Array<{ key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }> = [];
  async function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    try {
      const found = await fetch([...new Set(batch.map((b) => b.key))]);
      for (const b of batch) b.resolve(found.get(b.key));
    } catch (error) {
      for (const b of batch) b.reject(error);
    }
  }
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      if (queue.length === 1)
        setImmediate(() => {
          void flush();
        });
    });
}

/**
 * The per-key value of a batched statement: `sql.raw('k.c0')` etc. refer to the columns of
 * `unnestKeys`; repositories take `number | SQL` where a key goes, so one query builder serves a
 * single read and a batch (the same WHERE clause, evaluated once per key inside a LATERAL join).
 */
export const keyColumn = (i: number) => sql.raw(`k.c${i}`);

/**
 * `unnest(...) with ordinality as k(c0, c1, ..., ord)` over integer key tuples, for
 * `from <this> cross join lateral (...)`. Integers only: they travel as one array literal each.
 */
export function unnestKeys(tuples: ReadonlyArray<readonly number[]>): SQL {
  const width = tuples[0]?.length ?? 1;
  const arrays = Array.from({ length: width }, (_, c) => {
    const values = tuples.map((t) => {
      const v = t[c];
      if (!Number.isSafeInteger(v)) throw new Error(`unnestKeys: not an integer: ${String(v)}`);
      return v;
    });
    return sql`${`{${values.join(',')}}`}::int[]`;
  });
  const names = Array.from({ length: width }, (_, c) => `c${c}`).join(', ');
  return sql`unnest(${sql.join(arrays, sql`, `)}) with ordinality as k(${sql.raw(names)}, ord)`;
}

/** Rows of a `db.execute` answer (PGlite and node-postgres both return `{ rows }`). */
export const executedRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A key for `createBatchLoader` made of two member ids (viewer and target, owner and viewer, ...). */
export const pairKey = (a: number, b: number): string => `${a}:${b}`;

/** The id pairs of a batch of `pairKey` keys, for `unnestKeys`. */
export const pairsOf = (keys: readonly string[]): Array<[number, number]> =>
  keys.map((k) => {
    const [a, b] = k.split(':').map(Number);
    return [a, b];
  });

/** Rows grouped by a key, each group in the rows' order (a batched list split back per member). */
export function groupedBy<K, V>(rows: readonly V[], key: (row: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
