import type { FastifyInstance } from 'fastify';
import { NEXT_CURSOR_HEADER, discoveryEndpoints } from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { byUserOrIp, limit } from '#http/rate-limit';
import { authenticated, requireUser } from '#http/session';
import { assertOwnDiscovery } from './discovery.policy';
import type { DiscoveryService } from './discovery.service';

export function registerDiscoveryRoutes(app: FastifyInstance, ctx: AppContext, service: DiscoveryService): void {
  // The spec's answer is the list itself; the next page's cursor travels in X-Next-Cursor (decision 14).
  route(
    app,
    discoveryEndpoints.search,
    {
      preHandler: authenticated,
      config: limit(240, '1 minute', ctx.config.rateLimitScale, byUserOrIp),
    },
    async ({ params, query }, request, reply) => {
      const user = requireUser(request);
      assertOwnDiscovery(user.id, params.userId);
      const page = await service.discover(user.id, params.vibeType, query);
      reply.header('Cache-Control', 'no-store');
      reply.header('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.cards;
    },
  );
}
