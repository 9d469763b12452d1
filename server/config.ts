import path from 'node:path';
import { z } from 'zod';

/** Everything the app reads from the environment, in one place, with working local defaults. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections in the PostgreSQL pool of one app process. */
  databasePoolMax: number;
  /**
   * PostgreSQL's client_connection_check_interval (ms) on every connection of the app's and the job
   * queue's pools: a statement whose client has gone (a killed instance, a cut network) stops within
   * this time instead of running to its end. 0 leaves it off (ADR 116).
   */
  databaseClientCheckMs: number;
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
  /** S3-compatible storage for uploads when S3_ENDPOINT and S3_BUCKET are set; local disk otherwise. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  logLevel: string;
  /** Which proxies may set X-Forwarded-For: a hop count or their addresses; never "everyone" (ADR 011). */
  trustProxy: number | string[] | false;
  /**
   * Background timers (Guardian's 30 s refresh, the hourly purge sweep, warming the discovery
   * index at start). On by default; the API tests turn them off and drive the work themselves.
   */
  backgroundTimers: boolean;
  /** Check every JSON answer against its endpoint's declared schema (ADR 072); the API tests turn it on. */
  validateResponses: boolean;
  /** How often each job worker polls its queue; the API tests poll faster to finish sooner. */
  jobPollingSeconds: number;
  /** Public datasets Guardian's in-app retraining reads (default ../shared/data/guardian beside the repo). */
  guardianDataDir: string | null;
  /**
   * The challenge files a retrain's promotion gate measures, by file name (wired sets and the gate's development
   * files). Null measures every one, as outside tests always; API tests that check a retrain's plumbing, not its
   * figures, name a few (ADR 304).
   */
  guardianGateSets: string[] | null;
  /**
   * The trainer's knobs for a retrain's candidate (e.g. `{ epochs: 1 }`). Null trains with the trainer's defaults, as
   * outside tests always (no environment variable sets it); API tests of a retrain's plumbing train briefly (ADR 329).
   */
  guardianTrainingOverrides: { epochs?: number; learningRate?: number; l2?: number } | null;
  /** The number the emergency viewer's call button dials (decision 31). */
  emergencyNumber: string;
  /** Twilio-compatible SMS API when TWILIO_* are set; the local outbox otherwise. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));
const wholeNumber = (fallback: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number().int().min(0).max(max));
const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number().int().positive().max(max));

/** The environment variables the app understands (README, Configuration). Unknown ones are ignored. */
const environment = z.object({
  NODE_ENV: z.string().optional(),
  PORT: positiveInt(5000, 65_535),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  DATABASE_POOL_MAX: positiveInt(10, 1000),
  DATABASE_CLIENT_CHECK_MS: wholeNumber(1000, 3_600_000),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional()),
  REDIS_PREFIX: z.string().optional(),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optionalText,
  ADMIN_EMAILS: z.string().optional(),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
  RATE_LIMIT_SCALE: positiveInt(1),
  SESSION_SECRET: optionalText,
  SEED_DEMO: flag(true),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z.string().optional(),
  BACKGROUND_TIMERS: flag(true),
  VALIDATE_RESPONSES: flag(false),
  GUARDIAN_DATA_DIR: optionalText,
  EMERGENCY_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9+*#]{1,15}$/, 'must be a dialable number (digits, +, * or #)')
      .optional(),
  ),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  SMS_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
});

/** A configuration mistake stops the start with one message naming every bad variable. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV === 'production' ? 'production' : e.NODE_ENV === 'test' ? 'test' : 'development';
  const problems: string[] = [];
  const trustProxy = attempt(() => parseTrustProxy(e.TRUST_PROXY), problems, false);
  const seed = attempt(() => seedDemo(env.SEED_DEMO, e.SEED_DEMO, nodeEnv), problems, false);
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return {
    env: nodeEnv,
    port: e.PORT,
    // Outside production only this machine can reach a default start (debug outbox, demo accounts).
    host: e.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseClientCheckMs: e.DATABASE_CLIENT_CHECK_MS,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX ?? 'vibeline:',
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Vibeline <no-reply@vibeline.app>',
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    secret: e.SESSION_SECRET ?? null,
    seedDemo: seed,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          }
        : null,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy,
    backgroundTimers: e.BACKGROUND_TIMERS,
    validateResponses: e.VALIDATE_RESPONSES,
    jobPollingSeconds: 2,
    guardianDataDir: e.GUARDIAN_DATA_DIR ? path.resolve(e.GUARDIAN_DATA_DIR) : null,
    guardianGateSets: null,
    guardianTrainingOverrides: null,
    emergencyNumber: e.EMERGENCY_NUMBER ?? '911',
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            apiUrl: (e.SMS_API_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
          }
        : null,
  };
}

function attempt<T>(read: () => T, problems: string[], fallback: T): T {
  try {
    return read();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return fallback;
  }
}

/** Demo accounts in production would be known credentials on a live site: refuse to start with them. */
function seedDemo(raw: string | undefined, asked: boolean, nodeEnv: AppConfig['env']): boolean {
  if (nodeEnv !== 'production') return asked;
  if (raw && raw !== 'false' && raw !== '0')
    throw new Error('SEED_DEMO is refused in production: demo accounts must never exist on a live site');
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
  if (raw === 'true' || raw === '*')
    throw new Error(
      'TRUST_PROXY=true would trust forged X-Forwarded-For headers: set a hop count (e.g. 1) or the proxy addresses',
    );
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, CIDR range or hop count`);
    }
  }
  return list;
}
