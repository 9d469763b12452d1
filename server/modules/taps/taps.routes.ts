import type { FastifyInstance } from 'fastify';
import { tapBody, userIdParams, type SentLikesResponse, type Tap, type TapsResponse } from '../../../contracts';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { byUserOrIp, limit } from '../../http/rate-limit';
import { authenticated, requireUser } from '../../http/session';
import { assertOwnTaps, assertSelfAsSender } from './taps.policy';
import type { TapsService } from './taps.service';

export function registerTapRoutes(app: FastifyInstance, ctx: AppContext, service: TapsService): void {
  const scale = ctx.config.rateLimitScale;

  // Route limit against bursts; the service enforces the daily cap.
  app.post(
    '/api/taps',
    { preHandler: authenticated, config: limit(30, '1 minute', scale, byUserOrIp) },
    async (request, reply): Promise<Tap> => {
      const user = requireUser(request);
      const body = parse(tapBody, request.body);
      assertSelfAsSender(user.id, body.senderId);
      const { tap, created } = await service.send(user.id, body);
      reply.code(created ? 201 : 200);
      return tap;
    },
  );

  app.get('/api/taps/:userId/sent', { preHandler: authenticated }, async (request): Promise<SentLikesResponse> => {
    const user = requireUser(request);
    const { userId } = parse(userIdParams, request.params);
    assertOwnTaps(user.id, userId);
    return { userIds: await service.sent(userId) };
  });

  app.get('/api/taps/:userId', { preHandler: authenticated }, async (request): Promise<TapsResponse> => {
    const user = requireUser(request);
    const { userId } = parse(userIdParams, request.params);
    assertOwnTaps(user.id, userId);
    return service.received(userId);
  });
}
