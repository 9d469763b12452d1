import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordWeakness } from '#contracts';
import { ConfigError, loadConfig, parseTrustProxy } from './config';
import { generateDemoPasswords, parseDemoAccounts, writeDemoAccounts } from '#seed/demo-accounts';

describe('safe defaults (issue 10 §1)', () => {
  it('listens on loopback outside production unless HOST says otherwise; production listens on every interface', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('refuses SEED_DEMO in production and never seeds there by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO is refused in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('TRUST_PROXY takes a hop count or proxy addresses, never "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    expect(() => parseTrustProxy('*')).toThrow();
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/not an IP address/);
  });

  it('demo passwords are random per installation, strong, and kept in an owner-only file', () => {
    const a = generateDemoPasswords();
    const b = generateDemoPasswords();
    expect(a.admin).not.toBe(b.admin);
    expect(new Set(Object.values(a)).size).toBe(4);
    for (const p of Object.values(a)) expect(passwordWeakness(p)).toBeNull();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vl-demo-'));
    try {
      const file = writeDemoAccounts(dir, a);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(parseDemoAccounts(fs.readFileSync(file, 'utf8'))).toEqual(a);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('no published demo password remains in the README', () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    expect(readme).not.toMatch(/Vibeline-(demo|mod|admin|member)-2026/);
  });
});

describe('loadConfig', () => {
  it('runs with no settings at all on local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 5000,
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      adminEmails: [],
      publicUrl: 'http://localhost:5000',
      rateLimitScale: 1,
      seedDemo: true,
      s3: null,
      trustProxy: false,
      databasePoolMax: 10,
      logLevel: 'info',
    });
  });

  it("Guardian's test-only knobs (smaller gate, brief training) are null: no environment variable sets them", () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }]) {
      const config = loadConfig({ ...env, GUARDIAN_TRAINING_OVERRIDES: '{"epochs":0}', GUARDIAN_GATE_SETS: 'a' });
      expect(config.guardianGateSets).toBeNull();
      expect(config.guardianTrainingOverrides).toBeNull();
    }
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ',
      PUBLIC_URL: 'https://vibeline.example/',
      SEED_DEMO: 'false',
      S3_ENDPOINT: 'http://s3:9000',
      S3_BUCKET: 'uploads',
      DATABASE_POOL_MAX: '20',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/app',
      redisUrl: 'redis://cache:6379',
      adminEmails: ['boss@example.com', 'ops@example.com'],
      publicUrl: 'https://vibeline.example',
      seedDemo: false,
      databasePoolMax: 20,
      logLevel: 'warn',
    });
    expect(config.s3).toMatchObject({ endpoint: 'http://s3:9000', bucket: 'uploads', region: 'us-east-1' });
  });

  it('DATABASE_CLIENT_CHECK_MS: 1000 by default, 0 turns the check off, a negative value is refused', () => {
    expect(loadConfig({}).databaseClientCheckMs).toBe(1000);
    expect(loadConfig({ DATABASE_CLIENT_CHECK_MS: '0' }).databaseClientCheckMs).toBe(0);
    expect(loadConfig({ DATABASE_CLIENT_CHECK_MS: '250' }).databaseClientCheckMs).toBe(250);
    expect(() => loadConfig({ DATABASE_CLIENT_CHECK_MS: '-5' })).toThrow(/DATABASE_CLIENT_CHECK_MS/);
  });

  it('fails fast with one message that names every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT .*; DATABASE_URL must be a postgres:\/\/ URL; SEED_DEMO/);
  });
});
