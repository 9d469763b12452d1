import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '#server/app';
import { createContext } from '#server/bootstrap';
import { loadConfig, type AppConfig } from '#server/config';
import type { AppContext } from '#server/context';
import { PGLITE_EXTENSIONS, wrapPglite, wrapPool, type DatabaseHandle } from '#db/client';
import { buildMember, insertMember, insertTap, seededRandom, type MemberSpec } from '#seed/factories';
import { withDatabase } from './global-setup';
import { eq } from 'drizzle-orm';
import { discoverySettings } from '#db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/** Which database this run's API tests use: PGlite by default, PostgreSQL in the api-postgres project. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A smaller promotion gate (`config.guardianGateSets`) for API tests of a retrain's plumbing, not its figures
 * (ADR 304): two wired challenge sets and one development file with its split sends, ~1,400 messages a model against
 * ~27,000 for every wired file. A retrain's measurement does not depend on the database: the full gate runs once per
 * run, in guardian.api.test.ts on the `api` project; every route, job and transaction still runs on both databases.
 */
export const SMALL_GATE_SETS = [
  'challenge-set.jsonl',
  'challenge-set-2026-11-26.jsonl',
  'dev-set-round6-misfires.jsonl',
];

/**
 * Brief training (`config.guardianTrainingOverrides`) for API tests whose retrains check the job, the queue, the gate's
 * record and the promotion's plumbing, never how well the candidate learned: one epoch instead of the trainer's four,
 * still a real training run (ADR 329). Production never sets it.
 */
export const BRIEF_TRAINING = { epochs: 1 };

/** A fresh, migrated database for one test file. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const name = `${inject('postgresTemplate')}_t_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 5 });
    // Dropping the database at the end ends idle connections; that is expected, not a test failure.
    pool.on('error', () => {});
    const handle = wrapPool(pool);
    return {
      ...handle,
      close: async () => {
        await pool.end();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const snapshot = new SnapshotBlob(fs.readFileSync(inject('pgliteSnapshot')));
  const client = await PGlite.create({
    loadDataDir: snapshot,
    extensions: PGLITE_EXTENSIONS,
    startParams: TEST_PGLITE_START,
  });
  return wrapPglite(client);
}

/**
 * The migrated snapshot (a 43 MB tar) as PGlite reads it: PGlite asks only for `arrayBuffer()`, and Node 20's own Blob
 * hands the bytes back through a chunked stream and a concatenation, ≈ 0.65 CPU s per test file (ADR 325). This one
 * hands back a copy of the bytes read from the file (named `tar`: `bytes` is Blob's own method).
 */
class SnapshotBlob extends Blob {
  constructor(private readonly tar: Buffer) {
    super([]);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tar;
    return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
  }
}

/**
 * A test database starts with a 16 MB buffer pool, not the snapshot's `shared_buffers = 128MB` (initdb's default):
 * PostgreSQL lays out the whole pool at every start, ≈ 0.7–0.9 CPU s per test file at 128 MB (ADR 325), and a test file's
 * database holds a few MB. The pool's size is no input to any query's result or plan; the one behaviour it sets — a
 * sequential scan of a table over a quarter of the pool may start where the last one stopped — is turned off, so a
 * test table under 32 MB is scanned as the 128 MB pool scans it.
 */
const TEST_PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'synchronize_seqscans=off'];

export type TestMember = MemberSpec & { id: number };
export interface Cast {
  owner: TestMember;
  other: TestMember;
  moderator: TestMember;
  admin: TestMember;
  ownerAgent: TestAgent;
  otherAgent: TestAgent;
  modAgent: TestAgent;
  adminAgent: TestAgent;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  /** A cookie-keeping client on top of fastify.inject: the full HTTP pipeline without sockets. */
  agent(): TestAgent;
  createMember(overrides?: Parameters<typeof buildMember>[1]): Promise<MemberSpec & { id: number }>;
  /**
   * The cast of an authorization test: the owner of something, another member, a moderator and an
   * admin, each signed in.
   */
  createCast(overrides?: {
    owner?: Parameters<typeof buildMember>[1];
    other?: Parameters<typeof buildMember>[1];
  }): Promise<Cast>;
  /** Signs a member in (through 2FA when required) and returns their agent. */
  signIn(member: { email: string; password: string }): Promise<TestAgent>;
  latestCode(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Serves a test app on a free loopback port, for tests that need real sockets (WebSocket, HTTP clients); its port. */
export async function listenOnLoopback(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { log?: Logger; clientDir?: string; beforeReady?: (database: DatabaseHandle) => Promise<void> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-app-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      REDIS_URL: testDatabaseKind === 'postgres' ? process.env.REDIS_URL : undefined,
    }),
    secret: 'test-secret',
    rateLimitScale: 1000,
    backgroundTimers: false,
    validateResponses: true,
    jobPollingSeconds: 0.5,
    redisPrefix: `vibeline-test-${crypto.randomBytes(4).toString('hex')}:`,
    ...overrides,
  };
  const database = await freshDatabase();
  // Rows a test needs before the app's start-up work runs (e.g. the first ANALYZE at ready, ADR 124).
  await opts.beforeReady?.(database);
  const ctx = await createContext(config, { database, migrate: false, ...(opts.log ? { log: opts.log } : {}) });
  const app = await buildApp(ctx, { clientDir: opts.clientDir });
  await app.ready();
  const rng = seededRandom(crypto.randomInt(1, 1_000_000));

  const testApp: TestApp = {
    app,
    ctx,
    dataDir,
    agent: () => new TestAgent(app),
    async createMember(o = {}) {
      const spec = buildMember(rng, { password: 'Correct-horse-42', ...o });
      const id = await insertMember(ctx.database.db, spec);
      return { ...spec, id };
    },
    async createCast(o = {}) {
      const owner = await testApp.createMember(o.owner);
      const other = await testApp.createMember(o.other);
      const moderator = await testApp.createMember({ role: 'moderator' });
      const admin = await testApp.createMember({ role: 'admin' });
      const [ownerAgent, otherAgent, modAgent, adminAgent] = await Promise.all(
        [owner, other, moderator, admin].map((m) => testApp.signIn(m)),
      );
      return { owner, other, moderator, admin, ownerAgent, otherAgent, modAgent, adminAgent };
    },
    async signIn(member) {
      const agent = new TestAgent(app);
      const res = await agent.post('/api/auth/login', { email: member.email, password: member.password });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      if (res.json().requireTwoFA) {
        const code = await testApp.latestCode(member.email);
        const verified = await agent.post('/api/auth/verify-2fa', { verificationCode: code });
        if (verified.statusCode !== 200) throw new Error(`2FA failed: ${verified.body}`);
      }
      return agent;
    },
    async latestCode(email) {
      const messages = await ctx.outbox.list(50);
      const mail = messages.find((m) => m.to === email.toLowerCase());
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async close() {
      await app.close();
      await ctx.mailer.close();
      await ctx.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

export class TestAgent {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: body as any, headers });
  }
  put(url: string, body?: unknown) {
    return this.request({ method: 'PUT', url, payload: body as any });
  }
  patch(url: string, body?: unknown) {
    return this.request({ method: 'PATCH', url, payload: body as any });
  }
  delete(url: string, body?: unknown) {
    return this.request({ method: 'DELETE', url, payload: body as any });
  }
  cookie(name: string) {
    return this.cookies.get(name);
  }
}

/**
 * A member in Brooklyn, open to anyone, in the date grid, taking ages 18-99: members made with it are in each other's
 * Discover range, so they may see, like and read each other's stories (couldMeet, ADR 118/221) as through the UI.
 */
export async function createNeighbour(
  t: TestApp,
  o: Parameters<TestApp['createMember']>[0] = {},
): ReturnType<TestApp['createMember']> {
  const m = await t.createMember({
    gender: 'woman',
    interestedIn: ['anyone'],
    latitude: 40.68,
    longitude: -73.94,
    dateOfBirth: '1994-01-01',
    ...o,
  });
  await t.ctx.database.db
    .update(discoverySettings)
    .set({ appearInDate: true, ageMin: 18, ageMax: 99, maxDistance: 25 })
    .where(eq(discoverySettings.userId, m.id));
  return m;
}

/**
 * Makes two members able to see each other's profiles whatever their discovery settings (issue 10:
 * a profile answers 404 to someone who could never meet its owner): a wave each way, since a tap opens
 * only its sender to its receiver (ADR 221).
 */
export async function acquaint(t: TestApp, a: { id: number }, b: { id: number }): Promise<void> {
  await insertTap(t.ctx.database.db, { senderId: a.id, receiverId: b.id, tapType: 'wave' });
  await insertTap(t.ctx.database.db, { senderId: b.id, receiverId: a.id, tapType: 'wave' });
}
