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
  /** S3-compatible storage for uploads when S3_ENDPOINT and S3_BUCKET are set; local disk otherwise. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /** The number the emergency viewer's call button dials (decision 31). */
  emergencyNumber: string;
  /** Twilio-compatible SMS API when TWILIO_* are set; the local outbox otherwise. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 5000);
  return {
    env: nodeEnv,
    port: Number.isInteger(port) && port > 0 ? port : 5000,
    host: env.HOST ?? '0.0.0.0',
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
    seedDemo: env.SEED_DEMO !== 'false',
    s3: env.S3_ENDPOINT && env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null,
    emergencyNumber: /^[0-9+*#]{1,15}$/.test(env.EMERGENCY_NUMBER ?? '') ? env.EMERGENCY_NUMBER! : '911',
    sms: env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? {
          apiUrl: (env.SMS_API_URL || 'https://api.twilio.com').replace(/\/$/, ''),
          accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM,
        }
      : null,
  };
}
