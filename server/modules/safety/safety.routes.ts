import type { FastifyInstance } from 'fastify';
import {
  alertLocationBody,
  emergencyAlertBody,
  emergencyContactBody,
  emergencyContactPatch,
  idParams,
  meetBody,
  meetPatch,
  userIdParams,
  viewerTokenParams,
  type EmergencyAlert,
  type EmergencyContact,
  type Meet,
  type SafetyCheckin,
  type ViewerAlert,
  type ViewerLocationResponse,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { byUserOrIp, limit } from '../../http/rate-limit';
import { authenticated, requireUser } from '../../http/session';
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

  app.get('/api/emergency-contacts/:userId', member, async (request): Promise<EmergencyContact[]> => {
    const user = requireUser(request);
    const { userId } = parse(userIdParams, request.params);
    assertSelf(user.id, userId, 'emergency contacts');
    return service.contacts(userId);
  });
  app.post('/api/emergency-contacts', writes, async (request, reply): Promise<EmergencyContact> => {
    const user = requireUser(request);
    const body = parse(emergencyContactBody, request.body);
    assertSelf(user.id, body.userId, 'emergency contacts');
    reply.code(201);
    return service.addContact(user.id, body);
  });
  app.patch('/api/emergency-contacts/:id', writes, async (request): Promise<EmergencyContact> => {
    const user = requireUser(request);
    const { id } = parse(idParams, request.params);
    return service.updateContact(user.id, id, parse(emergencyContactPatch, request.body));
  });
  app.delete('/api/emergency-contacts/:id', writes, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parse(idParams, request.params);
    await service.removeContact(user.id, id);
    reply.code(204);
  });

  app.get('/api/meet-tracking/:userId', member, async (request): Promise<Meet[]> => {
    const user = requireUser(request);
    const { userId } = parse(userIdParams, request.params);
    assertSelf(user.id, userId, 'meets');
    return service.meets(userId);
  });
  app.post('/api/meet-tracking', writes, async (request, reply): Promise<Meet> => {
    const user = requireUser(request);
    const body = parse(meetBody, request.body);
    assertSelf(user.id, body.userId, 'meets');
    reply.code(201);
    return service.createMeet(user.id, body);
  });
  app.patch('/api/meet-tracking/:id', writes, async (request): Promise<Meet> => {
    const user = requireUser(request);
    const { id } = parse(idParams, request.params);
    return service.updateMeet(user.id, id, parse(meetPatch, request.body));
  });

  app.get('/api/safety-checkins/:userId', member, async (request): Promise<SafetyCheckin[]> => {
    const user = requireUser(request);
    const { userId } = parse(userIdParams, request.params);
    assertSelf(user.id, userId, 'check-ins');
    return service.checkins(userId);
  });
  app.post('/api/safety-checkins/:id/safe', writes, async (request): Promise<SafetyCheckin> => {
    const user = requireUser(request);
    const { id } = parse(idParams, request.params);
    return service.markSafe(user.id, id);
  });

  app.get('/api/emergency-alerts/:userId', member, async (request): Promise<EmergencyAlert[]> => {
    const user = requireUser(request);
    const { userId } = parse(userIdParams, request.params);
    assertSelf(user.id, userId, 'alerts');
    return service.alerts(userId);
  });
  // The 5-an-hour cap is the service's (with its own message); this only stops bursts.
  app.post('/api/emergency-alerts', writes, async (request, reply): Promise<EmergencyAlert> => {
    const user = requireUser(request);
    const body = parse(emergencyAlertBody, request.body);
    assertSelf(user.id, body.userId, 'alerts');
    reply.code(201);
    return service.createAlert(user.id, body);
  });
  app.patch('/api/emergency-alerts/:id/location', writes, async (request): Promise<EmergencyAlert> => {
    const user = requireUser(request);
    const { id } = parse(idParams, request.params);
    return service.updateAlertLocation(user.id, id, parse(alertLocationBody, request.body));
  });
  app.post('/api/emergency-alerts/:id/end', writes, async (request): Promise<EmergencyAlert> => {
    const user = requireUser(request);
    const { id } = parse(idParams, request.params);
    return service.endAlert(user.id, id);
  });

  // Public, keyed by a 256-bit token; limited per address so nobody can walk the token space.
  // A viewer polls twice a minute: 30 leaves room for a few open tabs.
  const viewer = { config: limit(30, '1 minute', scale, byIp) };
  app.get('/api/emergency-viewer/:token', viewer, async (request, reply): Promise<ViewerAlert> => {
    const { token } = parse(viewerTokenParams, request.params);
    reply.header('Cache-Control', 'no-store');
    return service.view(token);
  });
  app.get('/api/emergency-viewer/:token/location', viewer, async (request, reply): Promise<ViewerLocationResponse> => {
    const { token } = parse(viewerTokenParams, request.params);
    reply.header('Cache-Control', 'no-store');
    return service.viewLocation(token);
  });
}
