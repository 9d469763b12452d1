import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no settings at all on local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development', port: 5000, dataDir: path.resolve('./data'), databaseUrl: null, redisUrl: null, smtpUrl: null,
      adminEmails: [], publicUrl: 'http://localhost:5000', rateLimitScale: 1, seedDemo: true, s3: null, trustProxy: false,
      databasePoolMax: 10, logLevel: 'info',
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production', PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/app', REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25', ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ', PUBLIC_URL: 'https://vibeline.example/',
      SEED_DEMO: 'false', S3_ENDPOINT: 'http://s3:9000', S3_BUCKET: 'uploads', DATABASE_POOL_MAX: '20', LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      env: 'production', port: 8080, databaseUrl: 'postgres://u@db:5432/app', redisUrl: 'redis://cache:6379',
      adminEmails: ['boss@example.com', 'ops@example.com'], publicUrl: 'https://vibeline.example', seedDemo: false,
      databasePoolMax: 20, logLevel: 'warn',
    });
    expect(config.s3).toMatchObject({ endpoint: 'http://s3:9000', bucket: 'uploads', region: 'us-east-1' });
  });

  it('fails fast with one message that names every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT .*; DATABASE_URL must be a postgres:\/\/ URL; SEED_DEMO/);
  });
});
