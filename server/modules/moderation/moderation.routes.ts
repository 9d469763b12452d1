import type { FastifyInstance } from 'fastify';
import { memberReportEndpoints, memberReportResponse, moderationEndpoints, verificationEndpoints } from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { limit } from '#http/rate-limit';
import { adminOnly, authenticated, moderatorOnly, requireUser } from '#http/session';
import { listAudit } from '#modules/audit';
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

  route(app, moderationEndpoints.queue, { preHandler: moderatorOnly }, async ({ query }) => moderation.list(query));

  route(app, moderationEndpoints.detail, { preHandler: moderatorOnly }, async ({ params }) =>
    moderation.detail(params.id),
  );

  route(app, moderationEndpoints.review, { preHandler: moderatorOnly }, async ({ params, body }, request) => {
    return moderation.decide(
      params.id,
      body.decision,
      requireUser(request),
      body.notes?.trim() || 'No additional notes provided',
    );
  });

  route(app, moderationEndpoints.stats, { preHandler: moderatorOnly }, async () => moderation.stats());

  route(app, moderationEndpoints.logs, { preHandler: adminOnly }, async ({ query }) =>
    listAudit(ctx.database.db, query),
  );

  route(
    app,
    moderationEndpoints.feedback,
    { preHandler: moderatorOnly, config: limit(120, '1 minute', scale) },
    async ({ body }, request, reply) => {
      reply.code(201);
      return criminality.submitFeedback(requireUser(request).id, body);
    },
  );

  route(app, moderationEndpoints.criminalityReports, { preHandler: moderatorOnly }, async ({ query }) =>
    criminality.list(query.status),
  );

  route(app, moderationEndpoints.followUp, { preHandler: moderatorOnly }, async ({ params, body }, request) =>
    criminality.followUp(params.id, requireUser(request).id, body.notes?.trim() || null),
  );

  // Members report members (fake profile, underage, scam...): a few a minute at most, plus the daily allowance.
  route(
    app,
    memberReportEndpoints.report,
    { preHandler: authenticated, config: limit(10, '1 minute', scale) },
    async ({ body }, request, reply) => {
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
  route(app, verificationEndpoints.status, { preHandler: authenticated }, async (_input, request) =>
    verification.status(requireUser(request).id),
  );

  route(
    app,
    verificationEndpoints.submit,
    { preHandler: authenticated, config: limit(5, '1 hour', scale) },
    async ({ body }, request, reply) => {
      const status = await verification.submit(requireUser(request), body.photoURL);
      reply.code(201);
      return status;
    },
  );

  route(app, verificationEndpoints.queue, { preHandler: moderatorOnly }, async () => verification.queue());

  route(app, verificationEndpoints.selfie, { preHandler: moderatorOnly }, async ({ params }, _request, reply) => {
    const data = await verification.selfie(params.id);
    return reply.type('image/webp').header('Cache-Control', 'private, no-store').send(data);
  });
}
