import { and, eq, sql } from 'drizzle-orm';
import {
  MODERATION_SUBJECT_TYPES,
  severityOf,
  requiresFollowUp,
  type CriminalityFlag,
  type MemberReportResponse,
  type ModerationDecision,
  type ModerationQueueQuery,
  type ModerationRequestDetail,
  type ModerationStats,
  type ModerationSubjectType,
  type ReportMemberBody,
  type ReviewResponse,
} from '#contracts';
import type { AppContext } from '#server/context';
import type { Database } from '#db/client';
import { memberReports, users } from '#db/schema';
import { conflict, forbidden, notFound, badRequest, tooMany } from '#http/errors';
import { writeAudit } from '#modules/audit';
import type { GuardianService, GuardianVerdict } from '#modules/guardian';
import { isBlockedEitherWay } from '#modules/blocks';
import { criminalityReportFromGuardian } from './moderation.criminality';
import { isFalseReport, isOwnCase, reportLimitFor, trustChanges } from './moderation.policy';
import type {
  ModerationAdapter,
  ModerationAdapters,
  ModerationRequestRow,
  SubjectRequest,
} from './moderation.registry';
import * as repo from './moderation.repository';
import { changeTrust } from '#modules/trust';

export interface EnqueueInput {
  subject: { type: ModerationSubjectType; id: number; field?: string | null };
  /** The author of the content (for a member report: the reported member). */
  userId: number | null;
  reporterId?: number | null;
  text?: string | null;
  url?: string | null;
  reason: string;
  verdict?: GuardianVerdict | null;
  priority?: 'high' | 'normal' | 'low';
}

const DAY_MS = 86_400_000;

/**
 * The moderation workflow (issue 13): content modules enqueue requests with a typed subject;
 * `decide` is the only way one resolves. Guardian keeps the classifier, keywords and training.
 */
export function createModerationService(ctx: AppContext, deps: { guardian: GuardianService }) {
  const { db } = ctx.database;
  let adapters: ModerationAdapters | null = null;

  function adapterFor(type: ModerationSubjectType): ModerationAdapter {
    if (!adapters) throw new Error('Moderation adapters are not wired yet');
    return adapters[type] as ModerationAdapter;
  }

  const service = {
    /** Wires the content modules' adapters; the type demands one per subject type. */
    useAdapters(all: ModerationAdapters): void {
      adapters = all;
    },

    /** Queues content for a human (Guardian REVIEW, a report, a verification selfie). */
    enqueue: (input: EnqueueInput) => service.enqueueIn(db, input),

    /** enqueue inside the caller's transaction. */
    async enqueueIn(tx: Database, input: EnqueueInput): Promise<ModerationRequestRow> {
      const v = input.verdict;
      const row = await repo.insertRequest(tx, {
        subject: input.subject,
        userId: input.userId,
        reporterId: input.reporterId ?? null,
        contentText: input.text ?? null,
        contentUrl: input.url ?? null,
        reason: input.reason,
        aiConfidence: v?.prediction.confidence ?? 0,
        riskScore: v?.riskScore ?? 0,
        aiLabel: v?.prediction.prediction ?? null,
        verdict: v
          ? {
              decision: v.decision,
              riskScore: v.riskScore,
              layerTriggered: v.layerTriggered,
              flaggedTerms: v.flaggedTerms,
              reasoning: v.reasoning,
              policyTags: v.policyTags,
              criminalityFlags: v.criminalityFlags,
            }
          : null,
        priority: input.priority ?? (v && (v.criminalityFlags.length > 0 || v.riskScore >= 70) ? 'high' : 'normal'),
      });
      return row;
    },

    /**
     * Guardian blocked content outright: its criminality flags (if any) open a criminality report
     * so a human follows up even though no review is needed.
     */
    async recordBlocked(input: {
      contentType: string;
      contentId: string;
      content: string;
      userId: number | null;
      verdict: GuardianVerdict;
    }): Promise<void> {
      const flags = input.verdict.criminalityFlags as CriminalityFlag[];
      if (input.verdict.decision !== 'BLOCK' || flags.length === 0) return;
      await criminalityReportFromGuardian(db, {
        ...input,
        flags,
        severity: severityOf(flags),
        followUpRequired: requiresFollowUp(severityOf(flags)),
      });
    },

    /**
     * The one way a review resolves: the request closes, the content takes the decision, trust
     * changes once, the decision becomes a training sample and the audit log records it, all in
     * one transaction. Socket fan-out and file removal run after the commit.
     */
    async decide(
      requestId: number,
      decision: ModerationDecision,
      moderator: { id: number },
      notes: string | null,
    ): Promise<ReviewResponse> {
      const request = await repo.findRequest(db, requestId);
      if (!request) throw notFound('Moderation request not found');
      if (request.status !== 'pending') throw conflict('This item has already been reviewed');
      if (isOwnCase(moderator.id, request)) throw forbidden('You cannot review your own content');
      const type = request.subjectType;
      let sampleAdded = false;
      const outcome = await db.transaction(async (tx) => {
        const closed = await repo.closeRequest(tx, requestId, decision, moderator.id, notes);
        if (!closed) throw conflict('This item has already been reviewed');
        const after =
          type && closed.subjectId !== null
            ? await adapterFor(type).apply(tx, closed as SubjectRequest, decision, moderator.id)
            : undefined;
        const falseBefore =
          closed.reporterId !== null
            ? (await repo.falseReportCount(tx, closed.reporterId)) -
              (isFalseReport(type, closed.reporterId, decision) ? 1 : 0)
            : 0;
        let trustScore: number | null = null;
        for (const change of trustChanges(type, closed, decision, falseBefore)) {
          trustScore = (await changeTrust(tx, { ...change, moderationRequestId: closed.id }))[0]?.trustScore ?? null;
        }
        if (
          closed.contentText &&
          (type === null || type === 'message' || type === 'story' || type === 'profile_text')
        ) {
          await deps.guardian.recordReviewSample(tx, {
            content: closed.contentText,
            contentType: type === 'profile_text' ? 'profile' : 'message',
            decision,
            aiLabel: closed.aiLabel,
            moderatorId: moderator.id,
          });
          sampleAdded = true;
        }
        await writeAudit(tx, {
          actorId: moderator.id,
          action:
            type === 'verification'
              ? decision === 'approved'
                ? 'verification.approve'
                : 'verification.reject'
              : decision === 'approved'
                ? 'moderation.approve'
                : 'moderation.reject',
          targetType: 'moderation_request',
          targetId: closed.id,
          targetUserId: closed.userId,
          notes,
          details: { subject: repo.subjectOf(closed), trustScore },
        });
        return { closed, after, trustScore };
      });
      if (outcome.after) {
        try {
          await outcome.after();
        } catch (err) {
          ctx.log.warn({ err, requestId }, 'after-decision work failed');
        }
      }
      if (sampleAdded) await deps.guardian.afterSamplesAdded();
      return {
        id: outcome.closed.id,
        decision,
        reviewedAt: outcome.closed.reviewedAt?.toISOString() ?? null,
        subject: repo.subjectOf(outcome.closed),
        trustScore: outcome.trustScore,
      };
    },

    /** Every pending request about one piece of content takes the same decision (e.g. the Photos tab). */
    async decideAllFor(
      type: ModerationSubjectType,
      id: number,
      decision: ModerationDecision,
      moderator: { id: number },
      notes: string,
    ): Promise<number> {
      let decided = 0;
      for (const r of await repo.pendingRequestsFor(db, type, id)) {
        try {
          await service.decide(r.id, decision, moderator, notes);
          decided += 1;
        } catch (error) {
          // Another moderator closed it meanwhile: their decision stands.
          if (!(
            error instanceof Error &&
            'statusCode' in error &&
            (error as { statusCode: number }).statusCode === 409
          ))
            throw error;
        }
      }
      return decided;
    },

    pendingFor: (type: ModerationSubjectType, id: number) => repo.pendingRequestsFor(db, type, id),

    list: (q: ModerationQueueQuery) => repo.listRequests(db, q),

    async detail(id: number): Promise<ModerationRequestDetail> {
      const row = await repo.findRequest(db, id);
      if (!row) throw notFound('Moderation request not found');
      const [item] = await repo.presentRequests(db, [row]);
      const context =
        row.subjectType && row.subjectId !== null
          ? await adapterFor(row.subjectType).locate(row as SubjectRequest)
          : { type: 'gone' as const, note: 'This request predates typed subjects; only its text is kept.' };
      return { ...item!, context };
    },

    async stats(): Promise<ModerationStats> {
      const s = await repo.stats(db);
      const pendingByType = Object.fromEntries(
        MODERATION_SUBJECT_TYPES.map((t) => [t, s.byType.find((b) => b.type === t)?.n ?? 0]),
      ) as ModerationStats['pendingByType'];
      return {
        pending: s.pending,
        highPriority: s.highPriority,
        averageAiConfidence:
          s.averageAiConfidence === null ? null : Math.round(Number(s.averageAiConfidence) * 10_000) / 10_000,
        pendingByType,
        openCriminalityFollowUps: s.openCriminalityFollowUps,
      };
    },

    /** Members who filed false reports get a smaller daily allowance (policy: reportLimitFor). */
    async assertMayReport(reporterId: number): Promise<void> {
      const limit = reportLimitFor(await repo.falseReportCount(db, reporterId));
      const filed = await repo.reportsFiledSince(db, reporterId, new Date(Date.now() - DAY_MS));
      if (filed >= limit) throw tooMany(`You can file at most ${limit} reports a day. Please try again tomorrow.`);
    },

    /** POST /api/member-reports: a report about a person becomes a member_report request. */
    async reportMember(actor: { id: number }, body: ReportMemberBody): Promise<MemberReportResponse> {
      if (body.reportedUserId === actor.id) throw badRequest('reportedUserId: you cannot report yourself');
      const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.reportedUserId)).limit(1);
      if (!target || (await isBlockedEitherWay(db, actor.id, target.id))) throw notFound('Member not found');
      const [open] = await db
        .select({ id: memberReports.id })
        .from(memberReports)
        .where(
          and(
            eq(memberReports.reporterId, actor.id),
            eq(memberReports.reportedUserId, target.id),
            eq(memberReports.status, 'pending'),
          ),
        )
        .limit(1);
      if (open) throw conflict('You already reported this member');
      await service.assertMayReport(actor.id);
      const report = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(memberReports)
          .values({
            reporterId: actor.id,
            reportedUserId: target.id,
            reason: body.reason,
            details: body.details ?? null,
          })
          .returning();
        await repo.insertRequest(tx, {
          subject: { type: 'member_report', id: row!.id },
          userId: target.id,
          reporterId: actor.id,
          contentText: body.details ?? null,
          reason: `Member reported for ${body.reason}${body.details ? `: ${body.details}` : ''}`.slice(0, 2000),
          priority: body.reason === 'underage' ? 'high' : 'normal',
        });
        return row!;
      });
      return {
        id: report.id,
        reportedUserId: report.reportedUserId,
        reason: body.reason,
        createdAt: report.createdAt.toISOString(),
      };
    },

    /** The member_report adapter: the report takes the decision; effects on trust are the policy's. */
    memberReportAdapter: {
      async apply(tx, request, decision) {
        await tx.update(memberReports).set({ status: decision }).where(eq(memberReports.id, request.subjectId));
      },
      async locate(request) {
        const [report] = await db.select().from(memberReports).where(eq(memberReports.id, request.subjectId)).limit(1);
        if (!report) return { type: 'gone' as const, note: 'The report no longer exists (an account was deleted).' };
        const names = await repo.displayNames(db, [report.reporterId, report.reportedUserId]);
        const previous = await db
          .select({
            id: memberReports.id,
            reason: memberReports.reason,
            status: memberReports.status,
            createdAt: memberReports.createdAt,
          })
          .from(memberReports)
          .where(and(eq(memberReports.reportedUserId, report.reportedUserId), sql`${memberReports.id} <> ${report.id}`))
          .limit(20);
        const photoUrls = (await db.execute(
          sql`select id from photos where user_id = ${report.reportedUserId}
            and is_public and moderation_status = 'approved' order by id limit 5`,
        )) as unknown as { rows: Array<{ id: number }> };
        return {
          type: 'member_report' as const,
          reporter: { id: report.reporterId, displayName: names.get(report.reporterId) ?? 'Deleted member' },
          reported: { id: report.reportedUserId, displayName: names.get(report.reportedUserId) ?? 'Deleted member' },
          reason: report.reason as 'other',
          details: report.details,
          previousReports: previous.map((p) => ({
            id: p.id,
            reason: p.reason,
            status: p.status,
            createdAt: p.createdAt.toISOString(),
          })),
          profilePhotoUrls: photoUrls.rows.map((p) => `/api/photos/${p.id}/file`),
        };
      },
    } satisfies ModerationAdapter<'member_report'>,
  };
  return service;
}
export type ModerationService = ReturnType<typeof createModerationService>;
/** What content modules need: queue content and, for their own tabs, decide through the pipeline. */
export type ModerationQueue = Pick<
  ModerationService,
  'enqueue' | 'decide' | 'decideAllFor' | 'pendingFor' | 'recordBlocked' | 'assertMayReport'
>;
