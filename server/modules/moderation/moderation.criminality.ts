import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  requiresFollowUp,
  severityOf,
  type CriminalityFlag,
  type CriminalityReport,
  type CriminalitySeverity,
  type ModerationFeedbackResponse,
} from '#contracts';
import type { z } from 'zod';
import type { moderationFeedbackBody } from '#contracts';
import type { AppContext } from '#server/context';
import type { Database } from '#db/client';
import { criminalityReports, moderationFeedback } from '#db/schema';
import { conflict, notFound } from '#http/errors';
import { writeAudit } from '#modules/audit';
import type { GuardianService } from '#modules/guardian';
import { displayNames } from './moderation.repository';

type ReportRow = typeof criminalityReports.$inferSelect;

export async function criminalityReportFromGuardian(
  db: Database,
  input: {
    contentType: string;
    contentId: string;
    content: string;
    userId: number | null;
    flags: CriminalityFlag[];
    severity: CriminalitySeverity;
    followUpRequired: boolean;
  },
): Promise<void> {
  await db.insert(criminalityReports).values({
    severity: input.severity,
    contentId: input.contentId,
    contentType: input.contentType,
    criminalityType: input.flags,
    content: input.content.slice(0, 10_000),
    userId: input.userId,
    source: 'guardian',
    followUpRequired: input.followUpRequired,
  });
}

async function present(db: Database, rows: ReportRow[]): Promise<CriminalityReport[]> {
  const names = await displayNames(
    db,
    rows.map((r) => r.followedUpBy),
  );
  return rows.map((r) => ({
    id: r.id,
    severity: r.severity,
    contentId: r.contentId,
    contentType: r.contentType,
    criminalityType: r.criminalityType as CriminalityFlag[],
    content: r.content,
    reportedAt: r.reportedAt.toISOString(),
    followUpRequired: r.followUpRequired,
    followedUpAt: r.followedUpAt?.toISOString() ?? null,
    followedUpBy:
      r.followedUpBy === null
        ? null
        : { id: r.followedUpBy, displayName: names.get(r.followedUpBy) ?? 'Deleted member' },
    followUpNotes: r.followUpNotes,
    source: r.source,
    userId: r.userId,
  }));
}

const ACTION_LABEL = { approved: 'safe', flagged: 'nsfw', blocked: 'harmful' } as const;

/** Human moderation feedback and the criminality reports it (and Guardian) opens. */
export function createCriminalityService(ctx: AppContext, guardian: GuardianService) {
  const { db } = ctx.database;
  return {
    /** Feedback becomes a training sample; criminality flags open a report; all in one transaction. */
    async submitFeedback(
      moderatorId: number,
      body: z.output<typeof moderationFeedbackBody>,
    ): Promise<ModerationFeedbackResponse> {
      const flags = [...new Set(body.criminalityFlags)];
      const result = await db.transaction(async (tx) => {
        const sampleId = await guardian.recordSample(tx, {
          content: body.content,
          contentType: body.contentType === 'story' ? 'message' : body.contentType,
          label: ACTION_LABEL[body.moderatorAction],
          expectedAction: body.moderatorAction,
          confidence: 0.9,
          source: 'feedback',
          createdBy: moderatorId,
        });
        const [feedback] = await tx
          .insert(moderationFeedback)
          .values({
            contentId: body.contentId,
            contentType: body.contentType,
            content: body.content,
            originalAction: body.originalAction,
            moderatorAction: body.moderatorAction,
            moderatorId,
            reason: body.reason,
            riskFactors: [...new Set(body.riskFactors)],
            criminalityFlags: flags,
            trainingSampleId: sampleId,
          })
          .returning();
        let report: ReportRow | null = null;
        if (flags.length > 0) {
          const severity = severityOf(flags);
          [report] = (await tx
            .insert(criminalityReports)
            .values({
              severity,
              contentId: body.contentId,
              contentType: body.contentType,
              criminalityType: flags,
              content: body.content,
              source: 'feedback',
              followUpRequired: requiresFollowUp(severity),
            })
            .returning()) as [ReportRow];
        }
        await writeAudit(tx, {
          actorId: moderatorId,
          action: 'feedback.submit',
          targetType: 'training_sample',
          targetId: sampleId,
          notes: body.reason,
          details: {
            contentId: body.contentId,
            moderatorAction: body.moderatorAction,
            criminalityFlags: flags,
            criminalityReportId: report?.id ?? null,
          },
        });
        return { feedback: feedback!, report, sampleId };
      });
      await guardian.afterSamplesAdded();
      const f = result.feedback;
      return {
        id: f.id,
        contentId: f.contentId,
        contentType: f.contentType,
        originalAction: body.originalAction,
        moderatorAction: body.moderatorAction,
        riskFactors: f.riskFactors as ModerationFeedbackResponse['riskFactors'],
        criminalityFlags: flags,
        criminalityFlagged: flags.length > 0,
        criminalityReport: result.report ? (await present(db, [result.report]))[0]! : null,
        trainingSampleId: result.sampleId,
        createdAt: f.createdAt.toISOString(),
      };
    },

    async list(status: 'open' | 'all'): Promise<CriminalityReport[]> {
      const rows = await db
        .select()
        .from(criminalityReports)
        .where(
          status === 'open'
            ? and(eq(criminalityReports.followUpRequired, true), isNull(criminalityReports.followedUpAt))
            : undefined,
        )
        .orderBy(
          sql`case ${criminalityReports.severity} when 'critical' then 0 when 'high' then 1
            when 'medium' then 2 else 3 end`,
          desc(criminalityReports.reportedAt),
        )
        .limit(500);
      return present(db, rows);
    },

    async followUp(id: number, moderatorId: number, notes: string | null): Promise<CriminalityReport> {
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(criminalityReports).where(eq(criminalityReports.id, id)).limit(1);
        if (!existing) throw notFound('Criminality report not found');
        const [updated] = await tx
          .update(criminalityReports)
          .set({ followedUpAt: new Date(), followedUpBy: moderatorId, followUpNotes: notes })
          .where(and(eq(criminalityReports.id, id), isNull(criminalityReports.followedUpAt)))
          .returning();
        if (!updated) throw conflict('Already followed up');
        await writeAudit(tx, {
          actorId: moderatorId,
          action: 'criminality.follow_up',
          targetType: 'criminality_report',
          targetId: id,
          targetUserId: updated.userId,
          notes,
        });
        return updated;
      });
      return (await present(db, [row]))[0]!;
    },
  };
}
export type CriminalityService = ReturnType<typeof createCriminalityService>;
