/**
 * Group commit for the send path: calls that arrive while the event loop is busy are collected
 * and run as ONE call of `run` (one statement, one round trip, one commit) on the next turn of the
 * loop (setImmediate: after the I/O that delivered them, so no added timer delay). At most
 * `maxInFlight` batches run at once; while they do, new calls keep collecting, so batches grow
 * with load and shrink to one item when the app is quiet.
 *
 * `run` answers one result per item, in order. A rejected `run` rejects every call of that batch.
 */
export interface Batcher<I, O> {
  load(item: I): Promise<O>;
  /** Items waiting + batches running (for tests and shutdown). */
  stats(): { queued: number; inFlight: number; batches: number; items: number };
  /** Resolves once nothing is queued or running. */
  idle(): Promise<void>;
}

export function createBatcher<I, O>(
  run: (items: I[]) => Promise<O[]>,
  opts: { maxSize?: number; maxInFlight?: number } = {},
): Batcher<I, O> {
  const maxSize = opts.maxSize ?? 256;
  const maxInFlight = opts.maxInFlight ?? 4;
  let queue: Array<{ item: I; resolve: (o: O) => void; reject: (e: unknown) => void }> = [];
  let scheduled = false;
  let inFlight = 0;
  let batches = 0;
  let items = 0;
  let idleWaiters: Array<() => void> = [];

  const settleIdle = () => {
    if (queue.length === 0 && inFlight === 0 && !scheduled) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  };

  function schedule(): void {
    if (scheduled || queue.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxSize);
      queue = queue.slice(batch.length);
      inFlight += 1;
      batches += 1;
      items += batch.length;
      run(batch.map((b) => b.item))
        .then((results) => {
          if (results.length !== batch.length)
            throw new Error(`batch answered ${results.length} results for ${batch.length} items`);
          batch.forEach((b, i) => b.resolve(results[i]));
        })
        .catch((error) => {
          for (const b of batch) b.reject(error);
        })
        .finally(() => {
          inFlight -= 1;
          schedule();
          settleIdle();
        });
    }
  }

  return {
    load(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    stats: () => ({ queued: queue.length, inFlight, batches, items }),
    idle() {
      if (queue.length === 0 && inFlight === 0 && !scheduled) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
      });
    },
  };
}
