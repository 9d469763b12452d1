import type { FastifyInstance } from 'fastify';
import { safetyEndpoints } from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { byUserOrIp, limit } from '#http/rate-limit';
import { authenticated, requireUser } from '#http/session';
import { assertSelf } from './safety.policy';
import type { SafetyService } from './safety.service';

const byIp = (request: { ip: string }) => `ip:${request.ip}`;

/**
 * Members: their own contacts, meets, check-ins and alerts (authenticated; userId must be theirs;
 * another member's row id answers 404). Anyone with a viewer link: that alert, while active.
 */
export function registerSafetyRoutes(app: FastifyInstance, ctx: AppContext, service: SafetyService): void {
  const scale = ctx.config.rateLimitScale;
  const member = { preHandler: authenticated };
  const writes = { preHandler: authenticated, config: limit(60, '1 minute', scale, byUserOrIp) };

  route(app, safetyEndpoints.contacts, member, async ({ params }, request) => {
    const user = requireUser(request);
    const { userId } = params;
    assertSelf(user.id, userId, 'emergency contacts');
    return service.contacts(userId);
  });
  route(app, safetyEndpoints.addContact, writes, async ({ body }, request, reply) => {
    const user = requireUser(request);
    assertSelf(user.id, body.userId, 'emergency contacts');
    reply.code(201);
    return service.addContact(user.id, body);
  });
  route(app, safetyEndpoints.updateContact, writes, async ({ params, body }, request) => {
    const user = requireUser(request);
    const { id } = params;
    return service.updateContact(user.id, id, body);
  });
  route(app, safetyEndpoints.removeContact, writes, async ({ params }, request, reply) => {
    const user = requireUser(request);
    const { id } = params;
    await service.removeContact(user.id, id);
    reply.code(204);
  });

  route(app, safetyEndpoints.meets, member, async ({ params }, request) => {
    const user = requireUser(request);
    const { userId } = params;
    assertSelf(user.id, userId, 'meets');
    return service.meets(userId);
  });
  route(app, safetyEndpoints.createMeet, writes, async ({ body }, request, reply) => {
    const user = requireUser(request);
    assertSelf(user.id, body.userId, 'meets');
    reply.code(201);
    return service.createMeet(user.id, body);
  });
  route(app, safetyEndpoints.updateMeet, writes, async ({ params, body }, request) => {
    const user = requireUser(request);
    const { id } = params;
    return service.updateMeet(user.id, id, body);
  });

  route(app, safetyEndpoints.checkins, member, async ({ params }, request) => {
    const user = requireUser(request);
    const { userId } = params;
    assertSelf(user.id, userId, 'check-ins');
    return service.checkins(userId);
  });
  route(app, safetyEndpoints.markSafe, writes, async ({ params }, request) => {
    const user = requireUser(request);
    const { id } = params;
    return service.markSafe(user.id, id);
  });

  route(app, safetyEndpoints.alerts, member, async ({ params }, request) => {
    const user = requireUser(request);
    const { userId } = params;
    assertSelf(user.id, userId, 'alerts');
    return service.alerts(userId);
  });
  // The 5-an-hour cap is the service's (with its own message); this only stops bursts.
  route(app, safetyEndpoints.createAlert, writes, async ({ body }, request, reply) => {
    const user = requireUser(request);
    assertSelf(user.id, body.userId, 'alerts');
    reply.code(201);
    return service.createAlert(user.id, body);
  });
  route(app, safetyEndpoints.alertLocation, writes, async ({ params, body }, request) => {
    const user = requireUser(request);
    const { id } = params;
    return service.updateAlertLocation(user.id, id, body);
  });
  route(app, safetyEndpoints.endAlert, writes, async ({ params }, request) => {
    const user = requireUser(request);
    const { id } = params;
    return service.endAlert(user.id, id);
  });

  // The stop link of every contact message (ADR 216): public, signed, limited per address.
  const stopLimit = { config: limit(20, '1 minute', scale, byIp) };
  route(app, safetyEndpoints.stopInfo, stopLimit, async ({ params }) => service.stopInfo(params.token));
  route(app, safetyEndpoints.stop, stopLimit, async ({ params, body }) => service.stop(params.token, body.scope));

  // Public, keyed by a 256-bit token; limited per address so nobody can walk the token space.
  // A viewer polls twice a minute: 30 leaves room for a few open tabs.
  const viewer = { config: limit(30, '1 minute', scale, byIp) };
  route(app, safetyEndpoints.viewer, viewer, async ({ params }, _request, reply) => {
    const { token } = params;
    reply.header('Cache-Control', 'no-store');
    return service.view(token);
  });
  route(app, safetyEndpoints.viewerLocation, viewer, async ({ params }, _request, reply) => {
    const { token } = params;
    reply.header('Cache-Control', 'no-store');
    return service.viewLocation(token);
  });
}
