import type { FastifyInstance } from 'fastify';
import {
  criminalityReportsQuery,
  followUpBody,
  idParams,
  memberReportResponse,
  moderationFeedbackBody,
  moderationLogQuery,
  moderationQueueQuery,
  reportMemberBody,
  reviewBody,
  verificationSubmitBody,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import { adminOnly, authenticated, moderatorOnly, requireUser } from '../../http/session';
import { listAudit } from '../audit';
import type { CriminalityService } from './moderation.criminality';
import type { ModerationService } from './moderation.service';
import type { VerificationService } from './moderation.verification';

/**
 * Staff routes of the moderation pipeline (moderators and admins; the audit log admins only) and
 * the member-facing member report. Roles come from the session (decision 1).
 */
export function registerModerationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  moderation: ModerationService,
  criminality: CriminalityService,
): void {
  const scale = ctx.config.rateLimitScale;

  app.get('/api/admin/moderation-requests', { preHandler: moderatorOnly }, async (request) =>
    moderation.list(parse(moderationQueueQuery, request.query)),
  );

  app.get('/api/admin/moderation-requests/:id', { preHandler: moderatorOnly }, async (request) =>
    moderation.detail(parse(idParams, request.params).id),
  );

  app.post('/api/admin/moderation-requests/:id/review', { preHandler: moderatorOnly }, async (request) => {
    const { id } = parse(idParams, request.params);
    const body = parse(reviewBody, request.body);
    return moderation.decide(
      id,
      body.decision,
      requireUser(request),
      body.notes?.trim() || 'No additional notes provided',
    );
  });

  app.get('/api/admin/moderation-stats', { preHandler: moderatorOnly }, async () => moderation.stats());

  app.get('/api/admin/moderation-logs', { preHandler: adminOnly }, async (request) =>
    listAudit(ctx.database.db, parse(moderationLogQuery, request.query)),
  );

  app.post(
    '/api/admin/moderation-feedback',
    { preHandler: moderatorOnly, config: limit(120, '1 minute', scale) },
    async (request, reply) => {
      const body = parse(moderationFeedbackBody, request.body);
      reply.code(201);
      return criminality.submitFeedback(requireUser(request).id, body);
    },
  );

  app.get('/api/admin/criminality-reports', { preHandler: moderatorOnly }, async (request) =>
    criminality.list(parse(criminalityReportsQuery, request.query).status),
  );

  app.post('/api/admin/criminality-reports/:id/follow-up', { preHandler: moderatorOnly }, async (request) => {
    const { id } = parse(idParams, request.params);
    const body = parse(followUpBody, request.body ?? {});
    return criminality.followUp(id, requireUser(request).id, body.notes?.trim() || null);
  });

  // Members report members (fake profile, underage, scam...): a few a minute at most, plus the daily allowance.
  app.post(
    '/api/member-reports',
    { preHandler: authenticated, config: limit(10, '1 minute', scale) },
    async (request, reply) => {
      const body = parse(reportMemberBody, request.body);
      const report = await moderation.reportMember(requireUser(request), body);
      reply.code(201);
      return memberReportResponse.parse(report);
    },
  );
}

/** Member verification: the member's own status and submission; the staff queue and selfie files. */
export function registerVerificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  verification: VerificationService,
): void {
  const scale = ctx.config.rateLimitScale;
  app.get('/api/verification', { preHandler: authenticated }, async (request) =>
    verification.status(requireUser(request).id),
  );

  app.post(
    '/api/verification',
    { preHandler: authenticated, config: limit(5, '1 hour', scale) },
    async (request, reply) => {
      const { photoURL } = parse(verificationSubmitBody, request.body);
      const status = await verification.submit(requireUser(request), photoURL);
      reply.code(201);
      return status;
    },
  );

  app.get('/api/admin/verification-requests', { preHandler: moderatorOnly }, async () => verification.queue());

  app.get('/api/admin/verification-requests/:id/selfie', { preHandler: moderatorOnly }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const data = await verification.selfie(id);
    return reply.type('image/webp').header('Cache-Control', 'private, no-store').send(data);
  });
}
