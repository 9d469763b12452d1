import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { appFlags, guardianKeywords, modelVersions, moderationRequests, trainingSamples, users } from '#db/schema';

export type KeywordListName = 'banned' | 'nsfw';
export type SampleRow = typeof trainingSamples.$inferSelect;
export type NewSample = typeof trainingSamples.$inferInsert;
export type ModelVersionRow = typeof modelVersions.$inferSelect;

export async function listKeywords(db: Database): Promise<Record<KeywordListName, string[]>> {
  const rows = await db
    .select({ list: guardianKeywords.list, keyword: guardianKeywords.keyword })
    .from(guardianKeywords)
    .orderBy(guardianKeywords.keyword);
  return {
    banned: rows.filter((r) => r.list === 'banned').map((r) => r.keyword),
    nsfw: rows.filter((r) => r.list === 'nsfw').map((r) => r.keyword),
  };
}

/** Adds keywords, ignoring ones already on the list (case-insensitively); returns those added. */
export async function addKeywords(
  db: Database,
  list: KeywordListName,
  keywords: string[],
  createdBy: number | null,
): Promise<string[]> {
  if (keywords.length === 0) return [];
  const rows = await db
    .insert(guardianKeywords)
    .values(keywords.map((keyword) => ({ list, keyword, createdBy })))
    .onConflictDoNothing()
    .returning({ keyword: guardianKeywords.keyword });
  return rows.map((r) => r.keyword);
}

export async function removeKeyword(db: Database, list: KeywordListName, keyword: string): Promise<boolean> {
  const rows = await db
    .delete(guardianKeywords)
    .where(and(eq(guardianKeywords.list, list), sql`lower(${guardianKeywords.keyword}) = ${keyword.toLowerCase()}`))
    .returning({ id: guardianKeywords.id });
  return rows.length > 0;
}

/** Runs `seed` once per installation, remembered in app_flags (so admins can empty a list for good). */
export async function runOnce(db: Database, key: string, seed: (tx: Database) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appFlags)
      .values({ key, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appFlags.key });
    if (inserted.length === 0) return false;
    await seed(tx as unknown as Database);
    return true;
  });
}

export async function insertSample(db: Database, sample: NewSample): Promise<number> {
  const [row] = await db.insert(trainingSamples).values(sample).returning({ id: trainingSamples.id });
  return row!.id;
}

export async function insertSamples(db: Database, samples: NewSample[]): Promise<number> {
  if (samples.length === 0) return 0;
  let count = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < samples.length; i += 500) {
      const rows = await tx
        .insert(trainingSamples)
        .values(samples.slice(i, i + 500))
        .returning({ id: trainingSamples.id });
      count += rows.length;
    }
  });
  return count;
}

export async function allSamples(db: Database): Promise<SampleRow[]> {
  return db.select().from(trainingSamples).orderBy(trainingSamples.id);
}

export async function sampleStats(db: Database) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      approved: sql<number>`count(*) filter (where ${trainingSamples.expectedAction} = 'approved')::int`,
      flagged: sql<number>`count(*) filter (where ${trainingSamples.expectedAction} = 'flagged')::int`,
      blocked: sql<number>`count(*) filter (where ${trainingSamples.expectedAction} = 'blocked')::int`,
    })
    .from(trainingSamples);
  return row;
}

export async function insertModelVersion(
  db: Database,
  row: typeof modelVersions.$inferInsert,
  activate: boolean,
): Promise<ModelVersionRow> {
  return db.transaction(async (tx) => {
    if (activate) await tx.update(modelVersions).set({ isActive: false }).where(eq(modelVersions.isActive, true));
    const [inserted] = await tx
      .insert(modelVersions)
      .values({ ...row, isActive: activate })
      .returning();
    return inserted;
  });
}

export async function activeModelVersion(db: Database): Promise<ModelVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(modelVersions)
    .where(eq(modelVersions.isActive, true))
    .orderBy(desc(modelVersions.id))
    .limit(1);
  return row;
}

/** Metadata only (no weights): for metrics and the adaptive-learning comparison. */
export async function recentModelVersions(db: Database, limit = 10) {
  return db
    .select({
      id: modelVersions.id,
      version: modelVersions.version,
      trainedAt: modelVersions.trainedAt,
      metrics: modelVersions.metrics,
      sampleCount: modelVersions.sampleCount,
      isActive: modelVersions.isActive,
      trigger: modelVersions.trigger,
      feedbackSampleCount: modelVersions.feedbackSampleCount,
      promotion: modelVersions.promotion,
    })
    .from(modelVersions)
    .orderBy(desc(modelVersions.id))
    .limit(limit);
}

export async function activeVersionName(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ version: modelVersions.version })
    .from(modelVersions)
    .where(eq(modelVersions.isActive, true))
    .limit(1);
  return row?.version ?? null;
}

export async function senderFacts(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, trustScore: users.trustScore, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertModerationRequest(db: Database, row: typeof moderationRequests.$inferInsert) {
  const [inserted] = await db.insert(moderationRequests).values(row).returning();
  return inserted;
}

export async function pendingCounts(db: Database) {
  const isPending = sql`${moderationRequests.status} = 'pending'`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${moderationRequests.status} = 'pending')::int`,
      highPriority: sql<number>`count(*) filter (where ${isPending} and ${moderationRequests.priority} = 'high')::int`,
    })
    .from(moderationRequests);
  return row;
}
