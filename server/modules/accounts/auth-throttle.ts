import { sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { tooMany } from '#http/errors';

/**
 * Per-account throttle for sign-in steps (issue 10 §5), keyed after the body is parsed: by the
 * e-mail typed at login and by the account at two-factor. IP addresses do not enter the key, so a
 * forged X-Forwarded-For or a botnet buys no extra guesses against one account.
 *
 * A lock on the typed e-mail binds strangers only (ADR 216): a browser that completed a sign-in to the
 * account holds a signed device cookie (trusted-devices.ts) and is throttled by its own key instead, so
 * failing logins for someone's address cannot keep the owner out of their own phone.
 *
 * Each attempt is reserved BEFORE the password or code is checked (one atomic UPDATE that refuses
 * while the account is locked), so parallel requests cannot slip past the count; a success clears it.
 * After FREE_FAILURES, every further failure locks the account for a doubling delay (30 s, 1 min,
 * 2 min … capped at 15 min); failures older than a day are forgotten.
 */
export const FREE_FAILURES = 10;
const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 15 * 60;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function reserveAttempt(db: Database, key: string): Promise<void> {
  const next = sql`(CASE WHEN auth_throttles.updated_at < now() - interval '1 day'
    THEN 1 ELSE auth_throttles.failures + 1 END)`;
  const result = await db.execute(sql`
    INSERT INTO auth_throttles (key, failures, locked_until, updated_at) VALUES (${key}, 1, NULL, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = ${next},
      locked_until = CASE WHEN ${next} > ${FREE_FAILURES}
        THEN now() + make_interval(secs => least(${MAX_DELAY_SECONDS},
          ${BASE_DELAY_SECONDS} * power(2, ${next} - ${FREE_FAILURES} - 1)))
        ELSE NULL END,
      updated_at = now()
    WHERE auth_throttles.locked_until IS NULL OR auth_throttles.locked_until <= now()
    RETURNING failures`);
  if (rowsOf(result).length > 0) return;
  const [row] = rowsOf<{ seconds: number }>(
    await db.execute(sql`
    SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds FROM auth_throttles WHERE key = ${key}`),
  );
  const seconds = Math.max(1, row?.seconds ?? 1);
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  throw tooMany(`Too many failed attempts for this account. Please try again in ${wait}.`);
}

/** A correct password or code: the account starts afresh. */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM auth_throttles WHERE key = ${key}`);
}

export const loginKey = (email: string) => `login:${email.toLowerCase()}`;
export const twoFactorKey = (userId: number) => `2fa:${userId}`;
export const deviceKey = (deviceId: string) => `login-device:${deviceId}`;
