import path from 'node:path';

/** Everything the app reads from the environment, in one place, with working local defaults. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix for every Redis key and channel, so apps sharing a Redis (and test runs) stay apart. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmails: string[];
  /** Public origin used in links sent by e-mail/SMS (alert viewer links). */
  publicUrl: string;
  /** Multiplies every rate limit; tests raise it so suites are not throttled, one test keeps it at 1. */
  rateLimitScale: number;
  secret: string | null;
  seedDemo: boolean;
  /** Which proxies may set X-Forwarded-For: a hop count or their addresses; never "everyone" (ADR 011). */
  trustProxy: number | string[] | false;
  /** S3-compatible storage for uploads when S3_ENDPOINT and S3_BUCKET are set; local disk otherwise. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 5000);
  return {
    env: nodeEnv,
    port: Number.isInteger(port) && port > 0 ? port : 5000,
    // Outside production only this machine can reach a default start (debug outbox, demo accounts).
    host: env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'vibeline:',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Vibeline <no-reply@vibeline.app>',
    adminEmails: (env.ADMIN_EMAILS ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${Number.isInteger(port) ? port : 5000}`).replace(/\/$/, ''),
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1),
    secret: env.SESSION_SECRET || null,
    seedDemo: seedDemo(env, nodeEnv),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    s3: env.S3_ENDPOINT && env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null,
  };
}

/** Demo accounts in production would be known credentials on a live site: refuse to start with them. */
function seedDemo(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['env']): boolean {
  if (nodeEnv !== 'production') return env.SEED_DEMO !== 'false';
  if (env.SEED_DEMO && env.SEED_DEMO !== 'false') throw new Error('SEED_DEMO is refused in production: demo accounts must never exist on a live site');
  return false;
}

/**
 * TRUST_PROXY: a hop count ("1": the address the nearest proxy saw) or a comma-separated list of
 * proxy addresses / CIDR ranges. "true" (trust every X-Forwarded-For) is refused: anyone could then
 * forge their address and buy fresh rate-limit buckets.
 */
export function parseTrustProxy(value: string | undefined): number | string[] | false {
  const raw = (value ?? '').trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === '*') throw new Error('TRUST_PROXY=true would trust forged X-Forwarded-For headers: set a hop count (e.g. 1) or the proxy addresses');
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, CIDR range or hop count`);
    }
  }
  return list;
}
