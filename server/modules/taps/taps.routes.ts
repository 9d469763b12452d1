import type { FastifyInstance } from 'fastify';
import { tapEndpoints } from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { byUserOrIp, limit } from '#http/rate-limit';
import { authenticated, requireUser } from '#http/session';
import { assertOwnTaps, assertSelfAsSender } from './taps.policy';
import type { TapsService } from './taps.service';

export function registerTapRoutes(app: FastifyInstance, ctx: AppContext, service: TapsService): void {
  const scale = ctx.config.rateLimitScale;

  // Route limit against bursts; the service enforces the daily cap.
  route(
    app,
    tapEndpoints.send,
    { preHandler: authenticated, config: limit(30, '1 minute', scale, byUserOrIp) },
    async ({ body }, request, reply) => {
      const user = requireUser(request);
      assertSelfAsSender(user.id, body.senderId);
      const { tap, created } = await service.send(user, body);
      reply.code(created ? 201 : 200);
      return tap;
    },
  );

  route(app, tapEndpoints.sent, { preHandler: authenticated }, async ({ params }, request) => {
    assertOwnTaps(requireUser(request).id, params.userId);
    return { userIds: await service.sent(params.userId) };
  });

  route(app, tapEndpoints.received, { preHandler: authenticated }, async ({ params }, request) => {
    assertOwnTaps(requireUser(request).id, params.userId);
    return service.received(params.userId);
  });
}
