import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#contracts';
import { route } from '#http/endpoint';
import { byUserOrIp, limit } from '#http/rate-limit';
import { authenticated, requireUser } from '#http/session';
import type { ProfilesService } from './profiles.service';

/** Spec paths (01-members §7). Every route needs a session; the service checks which rows (decision 2). */
export function registerProfileRoutes(app: FastifyInstance, service: ProfilesService, rateLimitScale = 1): void {
  const guard = { preHandler: authenticated };

  // Profile reads are limited per member (issue 10): browsing is fine, harvesting is not.
  route(
    app,
    profileEndpoints.get,
    { ...guard, config: limit(300, '10 minutes', rateLimitScale, byUserOrIp) },
    async ({ params }, request) => service.getProfile(requireUser(request), params.userId),
  );
  route(app, profileEndpoints.update, guard, async ({ params, body }, request) =>
    service.updateProfile(requireUser(request), params.userId, body),
  );

  route(app, profileEndpoints.vibes, guard, async ({ params }, request) =>
    service.getVibes(requireUser(request), params.userId),
  );
  route(app, profileEndpoints.updateVibes, guard, async ({ params, body }, request) =>
    service.updateVibes(requireUser(request), params.userId, body),
  );

  route(app, profileEndpoints.discoverySettings, guard, async ({ params }, request) =>
    service.getDiscoverySettings(requireUser(request), params.userId),
  );
  // PUT: the filter chips' four lists; PATCH: the settings screen's fields.
  route(app, profileEndpoints.putDiscoveryFilters, guard, async ({ params, body }, request) =>
    service.updateDiscoverySettings(requireUser(request), params.userId, body),
  );
  route(app, profileEndpoints.updateDiscoverySettings, guard, async ({ params, body }, request) =>
    service.updateDiscoverySettings(requireUser(request), params.userId, body),
  );

  route(app, profileEndpoints.nsfwPreferences, guard, async ({ params }, request) =>
    service.getNsfwPreferences(requireUser(request), params.userId),
  );
  route(app, profileEndpoints.putNsfwPreferences, guard, async ({ params, body }, request) =>
    service.putNsfwPreferences(requireUser(request), params.userId, body),
  );

  route(app, profileEndpoints.blocks, guard, async (_input, request) => service.listBlocks(requireUser(request)));
  route(app, profileEndpoints.block, guard, async ({ body }, request, reply) => {
    reply.code(201);
    return service.block(requireUser(request), body.userId);
  });
  route(app, profileEndpoints.unblock, guard, async ({ params }, request) =>
    service.unblock(requireUser(request), params.userId),
  );
}
