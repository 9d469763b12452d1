import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context';
import { createPubSub } from '#platform/pubsub';
import type { GuardianService } from './guardian.service';

const CHANNEL = 'guardian.changed';

/**
 * Keywords and the active model agree on every instance (issue 16, ADR 062): a change made here is
 * announced over pub/sub (Redis when REDIS_URL is set) and every other instance reloads them from
 * the database at once. The 30 s refresh in app.ts stays as the backstop for a missed
 * announcement (an instance that was reconnecting to Redis at that moment).
 */
export async function startGuardianSync(app: FastifyInstance, ctx: AppContext, guardian: GuardianService) {
  const pubsub = createPubSub(ctx.config, ctx.log);
  if (pubsub.kind !== 'redis') {
    await pubsub.close();
    return;
  }
  const origin = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  let closed = false;
  /** Reloads from the database; a failed reload (database busy or away) is tried again twice. */
  const reload = async (attempt = 0): Promise<void> => {
    try {
      await guardian.refresh();
    } catch (err) {
      ctx.log.warn({ err, attempt }, 'guardian refresh after a change elsewhere failed');
      if (attempt < 2 && !closed) setTimeout(() => void reload(attempt + 1), 1000 * (attempt + 1)).unref();
    }
  };
  const unsubscribe = await pubsub.subscribe(CHANNEL, (from) => {
    if (from !== origin) void reload();
  });
  guardian.onChange(async () => {
    await pubsub
      .publish(CHANNEL, origin)
      .catch((err) => ctx.log.warn({ err }, 'guardian change not announced: other instances refresh within 30 s'));
  });
  app.addHook('onClose', async () => {
    closed = true;
    await unsubscribe().catch(() => undefined);
    await pubsub.close();
  });
}
