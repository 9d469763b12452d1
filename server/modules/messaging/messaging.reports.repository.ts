/** Message reports and the conversation around a reported message (ADR 098). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { messageReports, messages } from './messaging.schema';
import { rowsOf } from './messaging.rows';
import { messagesByIds } from './messaging.read.repository';

/** Reports are one per reporter and message; marks the message so disappearing content is kept. */
export async function insertReport(
  db: Database,
  input: {
    messageId: number;
    reporterId: number;
    reason: (typeof messageReports.$inferInsert)['reason'];
    context: unknown;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(messageReports)
      .values({
        messageId: input.messageId,
        reporterId: input.reporterId,
        reason: input.reason,
        context: input.context,
      })
      .onConflictDoNothing()
      .returning();
    if (!report) return null;
    await tx
      .update(messages)
      .set({ reportedAt: input.now })
      .where(and(eq(messages.id, input.messageId), isNull(messages.reportedAt)));
    return report;
  });
}

export async function linkReportToRequest(db: Database, reportId: number, requestId: number): Promise<void> {
  await db.update(messageReports).set({ moderationRequestId: requestId }).where(eq(messageReports.id, reportId));
}

/** The reported message with up to `around` messages on each side, oldest first. */
export async function surroundingMessages(db: Database, conversationId: number, messageId: number, around: number) {
  const result = await db.execute(sql`
    (select id from messages where conversation_id = ${conversationId} and id <= ${messageId}
      order by id desc limit ${around + 1})
    union all
    (select id from messages where conversation_id = ${conversationId} and id > ${messageId}
      order by id asc limit ${around})`);
  const ids = rowsOf<{ id: number }>(result).map((r) => r.id);
  const rows = await messagesByIds(db, ids);
  return rows.sort((a, b) => a.id - b.id);
}

/** One member's report of one message (the moderation context shows who reported it and why). */
export async function reportOf(db: Database, messageId: number, reporterId: number) {
  const [row] = await db
    .select()
    .from(messageReports)
    .where(and(eq(messageReports.messageId, messageId), eq(messageReports.reporterId, reporterId)))
    .limit(1);
  return row;
}

// Unmatch (issue 14)
