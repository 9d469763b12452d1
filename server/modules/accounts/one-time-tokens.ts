import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { oneTimeTokens } from '#db/schema';
import { randomToken, sha256 } from '#platform/secrets';

/**
 * The one single-use token mechanism behind e-mailed links (verification, password reset):
 * 256 random bits, only the SHA-256 stored, an expiry, and consumption by one conditional UPDATE
 * so two clicks racing each other cannot both succeed.
 */
export type TokenPurpose = 'verify_email' | 'reset_password';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** A new link replaces any unused older one of the same purpose (only the newest mail works). */
export async function issueToken(
  db: Database,
  input: { purpose: TokenPurpose; userId: number; email: string; ttlMs: number },
): Promise<IssuedToken> {
  const token = randomToken(32);
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.userId, input.userId),
          eq(oneTimeTokens.purpose, input.purpose),
          isNull(oneTimeTokens.consumedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({
      purpose: input.purpose,
      tokenHash: sha256(token),
      userId: input.userId,
      email: input.email.toLowerCase(),
      expiresAt,
    });
  });
  return { token, expiresAt };
}

/** The live token's owner without using it up (to validate the rest of a request first). */
export async function peekToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
): Promise<{ userId: number; email: string } | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.consumedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses the token up; null when unknown, expired, already used or of another purpose. */
export async function consumeToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
): Promise<{ userId: number; email: string } | null> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.consumedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, email: oneTimeTokens.email });
  return rows[0] ?? null;
}

/** When the newest token of this purpose was issued (resend cooldowns). */
export async function lastIssuedAt(db: Database, userId: number, purpose: TokenPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeTokens.createdAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)))
    .orderBy(desc(oneTimeTokens.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Used tokens and those past expiry are worthless; keep the table small. */
export async function purgeOldTokens(db: Database): Promise<void> {
  await db.delete(oneTimeTokens).where(sql`${oneTimeTokens.expiresAt} < now() - interval '1 day'`);
}
