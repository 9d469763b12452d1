import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  guardianDemoBody,
  keywordBody,
  keywordDeleteParams,
  keywordListParams,
  moderationTestBody,
  trainBody,
  trainingSampleBody,
  trustResetBody,
  uploadTrainingDataBody,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import { requireRole } from '../../http/session';
import { guardianRoleFor, type GuardianAction } from './guardian.policy';
import type { GuardianService } from './guardian.service';

export function registerGuardianRoutes(app: FastifyInstance, ctx: AppContext, guardian: GuardianService): void {
  const scale = ctx.config.rateLimitScale;
  const may = (action: GuardianAction) => async (request: FastifyRequest) => {
    requireRole(request, guardianRoleFor(action));
  };
  const actor = (request: FastifyRequest) => request.auth.user!;

  // The public demo (spec: POST /Guardian). Anyone may try it, a few times a minute; nothing is stored.
  app.post('/Guardian', { config: limit(20, '1 minute', scale) }, async (request) => {
    const body = parse(guardianDemoBody, request.body);
    return guardian.demo(body.content, body.trustScore);
  });

  app.post(
    '/api/admin/advanced-moderation/test',
    { preHandler: may('test'), config: limit(120, '1 minute', scale) },
    async (request) => guardian.test(parse(moderationTestBody, request.body)),
  );

  app.get('/api/admin/advanced-moderation/metrics', { preHandler: may('readMetrics') }, async () => guardian.metrics());
  app.get('/api/admin/advanced-moderation/training-stats', { preHandler: may('readMetrics') }, async () =>
    guardian.trainingStats(),
  );
  app.get('/api/admin/ai-training/metrics', { preHandler: may('readMetrics') }, async () => guardian.trainingMetrics());

  app.post(
    '/api/admin/advanced-moderation/train',
    { preHandler: may('train'), config: limit(10, '1 hour', scale) },
    async (request, reply) => {
      const body = parse(trainBody, request.body);
      reply.code(202);
      return guardian.train(body.samples, actor(request).id);
    },
  );

  app.post(
    '/api/admin/advanced-moderation/upload-training-data',
    { preHandler: may('addTrainingData'), bodyLimit: 8 * 1024 * 1024 },
    async (request) => {
      const body = parse(uploadTrainingDataBody, request.body);
      return guardian.uploadDataset(body.dataset, actor(request).id);
    },
  );

  app.post('/api/admin/ai-training/add', { preHandler: may('addTrainingData') }, async (request, reply) => {
    const body = parse(trainingSampleBody, request.body);
    reply.code(201);
    return guardian.addSample({ ...body, confidence: 0.8 }, 'admin', actor(request).id);
  });

  app.get('/api/admin/guardian-settings', { preHandler: may('readSettings') }, async () => guardian.settings());

  app.post('/api/admin/keywords/:list', { preHandler: may('editKeywords') }, async (request, reply) => {
    const { list } = parse(keywordListParams, request.params);
    const { keywords } = parse(keywordBody, request.body);
    reply.code(201);
    return guardian.addKeywords(list, keywords, actor(request).id);
  });

  app.delete('/api/admin/keywords/:list/:keyword', { preHandler: may('editKeywords') }, async (request) => {
    const { list, keyword } = parse(keywordDeleteParams, request.params);
    return guardian.removeKeyword(list, keyword, actor(request).id);
  });

  app.post('/api/admin/trust-score/reset', { preHandler: may('resetTrust') }, async (request) => {
    const body = parse(trustResetBody, request.body);
    return guardian.resetTrust(body.trustScore, body.userId ?? null, actor(request).id);
  });
}
