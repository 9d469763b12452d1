import type { FastifyInstance } from 'fastify';
import {
  blockBody,
  discoveryFiltersBody,
  updateDiscoverySettingsBody,
  updateNsfwPreferencesBody,
  updateProfileBody,
  updateVibesBody,
  userIdParams,
} from '../../../contracts';
import { bodyOrEmpty, parse } from '../../http/errors';
import { byUserOrIp, limit } from '../../http/rate-limit';
import { authenticated, requireUser } from '../../http/session';
import type { ProfilesService } from './profiles.service';

/** Spec paths (01-members §7). Every route needs a session; the service checks which rows (decision 2). */
export function registerProfileRoutes(app: FastifyInstance, service: ProfilesService, rateLimitScale = 1): void {
  const guard = { preHandler: authenticated };

  // Profile reads are limited per member (issue 10): browsing is fine, harvesting is not.
  app.get(
    '/api/profile/:userId',
    { ...guard, config: limit(300, '10 minutes', rateLimitScale, byUserOrIp) },
    async (request) => {
      const { userId } = parse(userIdParams, request.params);
      return service.getProfile(requireUser(request), userId);
    },
  );
  app.patch('/api/profile/:userId', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.updateProfile(requireUser(request), userId, parse(updateProfileBody, bodyOrEmpty(request.body)));
  });

  app.get('/api/vibes/:userId', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.getVibes(requireUser(request), userId);
  });
  app.patch('/api/vibes/:userId', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.updateVibes(requireUser(request), userId, parse(updateVibesBody, bodyOrEmpty(request.body)));
  });

  app.get('/api/discovery-settings/:userId', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.getDiscoverySettings(requireUser(request), userId);
  });
  // PUT: the filter chips' four lists; PATCH: the settings screen's fields.
  app.put('/api/discovery-settings/:userId', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.updateDiscoverySettings(
      requireUser(request),
      userId,
      parse(discoveryFiltersBody, bodyOrEmpty(request.body)),
    );
  });
  app.patch('/api/discovery-settings/:userId', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.updateDiscoverySettings(
      requireUser(request),
      userId,
      parse(updateDiscoverySettingsBody, bodyOrEmpty(request.body)),
    );
  });

  app.get('/api/users/:userId/nsfw-preferences', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.getNsfwPreferences(requireUser(request), userId);
  });
  app.put('/api/users/:userId/nsfw-preferences', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.putNsfwPreferences(requireUser(request), userId, parse(updateNsfwPreferencesBody, request.body));
  });

  app.get('/api/blocks', guard, async (request) => service.listBlocks(requireUser(request)));
  app.post('/api/blocks', guard, async (request, reply) => {
    const { userId } = parse(blockBody, request.body);
    reply.code(201);
    return service.block(requireUser(request), userId);
  });
  app.delete('/api/blocks/:userId', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    return service.unblock(requireUser(request), userId);
  });
}
