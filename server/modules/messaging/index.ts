/**
 * Messaging: conversations, messages of four types, real-time delivery over /ws. Other modules
 * import only this file.
 */
import { defineModule } from '#server/context';
import { createPubSub } from '#platform/pubsub';
import { createSlidingWindow } from '#platform/sliding-window';
import type { SessionRevoker } from '#modules/accounts';
import type { GuardianService } from '#modules/guardian';
import type { ModerationQueue } from '#modules/moderation';
import type { PhotosService } from '#modules/photos';
import { registerMessagingJobs } from './messaging.jobs';
import { createRealtimeHub } from './messaging.realtime';
import { registerMessagingRoutes } from './messaging.routes';
import { createMessagingService, PURGE_SWEEP_JOB, type MessagingService } from './messaging.service';

export { PHOTO_CHECK_JOB, PURGE_JOB, PURGE_SWEEP_JOB, type MessagingService } from './messaging.service';
export { conversations, messages, messageHides, messageMedia, messageReports } from './messaging.schema';
/** For the GDPR export (account-data): the member's own messages, sent and received. */
export { messagesOfMember } from './messaging.repository';

/**
 * Messaging (ADR 077): pub/sub (Redis when REDIS_URL is set, in-process otherwise), the socket hub,
 * the service, its jobs (defined before the app starts the queue), the routes and the hourly purge
 * sweep (a declared timer, ADR 096). Needs @fastify/websocket registered on the app first.
 */
export const messagingModule = defineModule({
  name: 'messaging',
  async register(
    app,
    ctx,
    deps: {
      guardian: GuardianService;
      photos: Pick<PhotosService, 'sharePhoto'>;
      moderation: ModerationQueue;
      sessions: Pick<SessionRevoker, 'onRevoked'>;
    },
  ): Promise<MessagingService> {
    const pubsub = createPubSub(ctx.config, ctx.log);
    const hub = createRealtimeHub(pubsub, ctx.log);
    await hub.start();
    const capWindow = createSlidingWindow(ctx.config, ctx.log);
    const service = createMessagingService(ctx, {
      guardian: deps.guardian,
      photos: deps.photos,
      moderation: deps.moderation,
      hub,
      capWindow,
    });
    // A member's sessions ended (suspension): their open sockets close at once, on every instance.
    deps.sessions.onRevoked((userId) => {
      hub.disconnect(userId);
    });
    registerMessagingJobs(ctx, service);
    registerMessagingRoutes(app, ctx, service, hub);
    app.addHook('preClose', async () => {
      await hub.close();
    });
    app.addHook('onClose', async () => {
      await pubsub.close();
      await capWindow.close();
    });
    return service;
  },
  // Per-message purge jobs do the work; an hourly sweep catches anything they missed.
  timers: (_service, ctx) => [
    {
      name: PURGE_SWEEP_JOB,
      everyMs: 60 * 60 * 1000,
      run: () => ctx.jobs.send(PURGE_SWEEP_JOB, {}, { singletonKey: 'sweep' }),
    },
  ],
});
