import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guardianEndpoints } from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { limit } from '#http/rate-limit';
import { requireRole } from '#http/session';
import { guardianRoleFor, type GuardianAction } from './guardian.policy';
import type { GuardianService } from './guardian.service';

export function registerGuardianRoutes(app: FastifyInstance, ctx: AppContext, guardian: GuardianService): void {
  const scale = ctx.config.rateLimitScale;
  const may = (action: GuardianAction) => async (request: FastifyRequest) => {
    requireRole(request, guardianRoleFor(action));
  };
  const actor = (request: FastifyRequest) => request.auth.user!;

  // The public demo (spec: POST /Guardian). Anyone may try it, a few times a minute; nothing is stored.
  route(app, guardianEndpoints.demo, { config: limit(20, '1 minute', scale) }, async ({ body }) =>
    guardian.demo(body.content, body.trustScore),
  );

  route(
    app,
    guardianEndpoints.test,
    { preHandler: may('test'), config: limit(120, '1 minute', scale) },
    async ({ body }) => guardian.test(body),
  );

  route(app, guardianEndpoints.metrics, { preHandler: may('readMetrics') }, async () => guardian.metrics());
  route(app, guardianEndpoints.trainingStats, { preHandler: may('readMetrics') }, async () => guardian.trainingStats());
  route(app, guardianEndpoints.trainingMetrics, { preHandler: may('readMetrics') }, async () =>
    guardian.trainingMetrics(),
  );

  route(
    app,
    guardianEndpoints.train,
    { preHandler: may('train'), config: limit(10, '1 hour', scale) },
    async ({ body }, request, reply) => {
      reply.code(202);
      return guardian.train(body.samples, actor(request).id);
    },
  );

  route(
    app,
    guardianEndpoints.uploadTrainingData,
    { preHandler: may('addTrainingData'), bodyLimit: 8 * 1024 * 1024 },
    async ({ body }, request) => {
      return guardian.uploadDataset(body.dataset, actor(request).id);
    },
  );

  route(app, guardianEndpoints.addSample, { preHandler: may('addTrainingData') }, async ({ body }, request, reply) => {
    reply.code(201);
    return guardian.addSample({ ...body, confidence: 0.8 }, 'admin', actor(request).id);
  });

  route(app, guardianEndpoints.settings, { preHandler: may('readSettings') }, async () => guardian.settings());

  route(
    app,
    guardianEndpoints.addKeywords,
    { preHandler: may('editKeywords') },
    async ({ params, body }, request, reply) => {
      reply.code(201);
      return guardian.addKeywords(params.list, body.keywords, actor(request).id);
    },
  );

  route(app, guardianEndpoints.removeKeyword, { preHandler: may('editKeywords') }, async ({ params }, request) =>
    guardian.removeKeyword(params.list, params.keyword, actor(request).id),
  );

  route(app, guardianEndpoints.resetTrust, { preHandler: may('resetTrust') }, async ({ body }, request) => {
    return guardian.resetTrust(body.trustScore, body.userId ?? null, actor(request).id);
  });
}
