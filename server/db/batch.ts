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
