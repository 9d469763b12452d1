import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A count of events per key over a sliding window that every app instance shares (ADR 061).
 * `take` claims one slot atomically, or answers null when `limit` slots were claimed in the last
 * `windowMs`; the returned `release` gives the slot back (the event did not happen after all).
 *
 * With REDIS_URL: one sorted set per key, checked and filled by one Lua script (Redis's own clock,
 * so instances' clocks do not matter). Without: every claim succeeds, since one instance is exact
 * by itself (the caller serialises its own checks). If Redis cannot answer, the claim succeeds too
 * (logged): the caller's own count still applies, and a Redis outage must not stop chat.
 */
export interface SlidingWindow {
  take(key: string, limit: number, windowMs: number): Promise<{ release(): Promise<void> } | null>;
  close(): Promise<void>;
}

const noop = { release: async () => undefined };

export function createLocalWindow(): SlidingWindow {
  return { take: async () => noop, close: async () => undefined };
}

const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1
`;

let slotSeq = 0;

export function createRedisWindow(url: string, prefix: string, log: Logger): SlidingWindow {
  // Fail fast while Redis is away instead of queueing claims behind a reconnect.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1000 });
  redis.on('error', (err) => log.warn({ err }, 'redis sliding window error'));
  const member = () => `${process.pid}:${Date.now()}:${++slotSeq}:${Math.random().toString(36).slice(2, 8)}`;
  return {
    async take(key, limit, windowMs) {
      const full = prefix + key;
      const id = member();
      let taken: unknown;
      try {
        taken = await redis.eval(TAKE, 1, full, String(limit), String(windowMs), id);
      } catch (err) {
        log.warn({ err, key }, 'shared count unavailable: counting on this instance only');
        return noop;
      }
      if (taken !== 1) return null;
      return {
        async release() {
          await redis.zrem(full, id).catch(() => undefined);
        },
      };
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

export function createSlidingWindow(
  config: { redisUrl: string | null; redisPrefix: string },
  log: Logger,
): SlidingWindow {
  return config.redisUrl ? createRedisWindow(config.redisUrl, config.redisPrefix, log) : createLocalWindow();
}
