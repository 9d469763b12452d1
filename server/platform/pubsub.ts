import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Publish/subscribe between app instances. Local default: an in-process emitter (one instance
 * delivers to itself). With REDIS_URL: Redis pub/sub, so every instance sharing that Redis hears
 * every message; channel names are prefixed (config.redisPrefix) so apps and test runs stay apart.
 * Payloads are strings (JSON by convention).
 */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: string): Promise<void>;
  /** Resolves once the subscription is live; returns the unsubscribe function. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Whether messages from other instances can arrive now (Redis: the subscriber connection is up and
   * subscribed; in memory: always). `onAvailability` hears every change; it answers the unlisten.
   */
  readonly available: boolean;
  onAvailability(listener: (available: boolean) => void): () => void;
  close(): Promise<void>;
}

export function createMemoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    available: true,
    onAvailability: () => () => undefined,
    async publish(channel, payload) {
      // Delivered on the next tick, like a broker would: publishers never run subscribers inline.
      queueMicrotask(() => emitter.emit(channel, payload));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Commands wait for the first connection (start-up), but once the client has been ready, a command
 * issued while Redis is away fails at once instead of waiting in the offline queue through
 * reconnect attempts (seconds per send in the Redis-stopped drill, docs/SCALING.md).
 */
export function failFastOnceReady(client: Redis): Redis {
  client.once('ready', () => {
    client.options.enableOfflineQueue = false;
  });
  return client;
}

export function createRedisPubSub(url: string, prefix: string, log: Logger): PubSub {
  // A subscribed connection can only subscribe: publishing needs its own.
  const pub = failFastOnceReady(new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }));
  const sub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  for (const [name, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    client.on('error', (err) => log.warn({ err, client: name }, 'redis pubsub error'));
  }
  // The subscriber is "up" from its first `ready` (ioredis re-subscribes before announcing ready
  // again after a reconnect) until it loses the connection (ADR 111).
  let available = false;
  const availability = new Set<(available: boolean) => void>();
  const setAvailable = (next: boolean) => {
    if (available === next) return;
    available = next;
    if (!next) log.warn('redis subscriber lost: pushes from other instances stop until it is back');
    else log.info('redis subscriber ready');
    for (const listener of availability) listener(next);
  };
  sub.on('ready', () => setAvailable(true));
  sub.on('close', () => setAvailable(false));
  const handlers = new Map<string, Set<(payload: string) => void>>();
  sub.on('message', (channel: string, payload: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    for (const handler of set) {
      try {
        handler(payload);
      } catch (err) {
        log.error({ err, channel }, 'pubsub handler failed');
      }
    }
  });
  return {
    kind: 'redis',
    get available() {
      return available;
    },
    onAvailability(listener) {
      availability.add(listener);
      return () => availability.delete(listener);
    },
    async publish(channel, payload) {
      await pub.publish(prefix + channel, payload);
    },
    async subscribe(channel, handler) {
      const full = prefix + channel;
      let set = handlers.get(full);
      if (!set) {
        set = new Set();
        handlers.set(full, set);
        await sub.subscribe(full);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(full);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(full);
          await sub.unsubscribe(full).catch(() => undefined);
        }
      };
    },
    async close() {
      handlers.clear();
      availability.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

export function createPubSub(config: { redisUrl: string | null; redisPrefix: string }, log: Logger): PubSub {
  return config.redisUrl ? createRedisPubSub(config.redisUrl, config.redisPrefix, log) : createMemoryPubSub();
}
