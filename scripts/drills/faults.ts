/**
 * Fault drills (issue 16, docs/SCALING.md "Fault drills"). Not part of the test suite: each drill
 * starts real server processes (`node --import tsx server/main.ts`) and breaks something for real.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run drills -- [kill|redis|disk|postgres|jobs|all]
 *
 * DATABASE_URL names a server where the drill may create (and afterwards drop) its own databases.
 * - kill:  two instances on one PostgreSQL + Redis (REDIS_URL, default redis://127.0.0.1:6379);
 *          40 members send bursts, each send with its clientId; instance A gets SIGKILL mid-burst;
 *          clients retry on the other instance with the same clientId. Asserts: every send
 *          acknowledged, exactly one row per clientId, the acknowledged ids are the stored ids.
 * - redis: a private redis-server (port DRILL_REDIS_PORT, default 6391; never the shared one) is
 *          stopped while two instances serve chat: sends keep working, the receiver reads them by
 *          polling; after redis-server is back, pushes cross instances again without restarts.
 * - disk:  DATA_DIR/files is a 4 MB tmpfs (needs root for mount); filled up, a photo upload gets
 *          507 and leaves no row and no partial file; after space is freed, the upload works.
 * - postgres: a private PostgreSQL (initdb in the temp folder, port DRILL_PG_PORT, default 5441; needs
 *          /usr/lib/postgresql/<version>/bin) is restarted (pg_ctl restart -m fast) under reads and sends: failures
 *          are 5xx with a JSON message within 10 s, the process lives, requests recover, pg-boss runs a job.
 *          DATABASE_URL is not used by this drill.
 * - jobs: a private PostgreSQL (/tmp/pgjobs, port DRILL_JOBS_PG_PORT, default 5446), two instances. A due
 *          story-expiry job is made slow by its data (the drill holds the story's row lock), so it stays
 *          active on instance A; A gets SIGKILL; the lock is released. Asserts: instance B runs the same job
 *          to completion within its expiry + the maintenance interval (ADR 112), the story is deleted by
 *          exactly one run, and there is one job, retried once. Prints the time to recovery.
 *          DATABASE_URL is not used by this drill.
 * Ports: DRILL_PORT (default 5622) and the next ones.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { WebSocket } from 'ws';
import { SOCKET_CLOSE } from '#contracts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('DATABASE_URL is required (a PostgreSQL server where the drill may create a database)');
const sharedRedis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const basePort = Number(process.env.DRILL_PORT ?? 5622);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => process.stdout.write(`[drill] ${line}\n`);
const results: Record<string, unknown> = {};

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `drill_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(baseUrl!, name),
    async drop() {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
}

async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited during start (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`instance on ${port} did not start`);
    await sleep(300);
  }
  return { port, child, exited };
}

async function stopInstance(i: Instance): Promise<void> {
  if (i.child.exitCode !== null || i.child.signalCode) return;
  i.child.kill('SIGTERM');
  await Promise.race([i.exited, sleep(12_000)]);
}

/** Members with live sessions (token `drill-token-{id}`), made in SQL like bench/messaging-server.ts. */
async function seedMembers(url: string, n: number): Promise<number[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`
    insert into users (email, password_hash, trust_score, is_verified, created_at)
      select 'drill-' || g || '@drill.test', 'no-password', 70, true, now() - interval '90 days'
      from generate_series(1, ${n}) g;
    insert into profiles (user_id, display_name, date_of_birth, gender)
      select id, 'Drill ' || id, '1990-01-01', 'woman' from users where email like 'drill-%@drill.test';
    insert into nsfw_preferences (user_id) select id from users where email like 'drill-%@drill.test';
    insert into sessions (id, user_id, state, expires_at)
      select encode(sha256(('drill-token-' || id)::bytea), 'hex'), id, 'active', now() + interval '1 day'
      from users where email like 'drill-%@drill.test';`);
  const { rows } = await c.query<{ id: number }>(`select id from users where email like 'drill-%' order by id`);
  await c.end();
  return rows.map((r) => r.id);
}

const cookie = (id: number) => `vl_session=drill-token-${id}`;

async function post(port: number, from: number, body: unknown, timeoutMs = 30_000): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/messages`, {
    method: 'POST',
    headers: { cookie: cookie(from), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

function assert(ok: boolean, what: string): void {
  if (!ok) throw new Error(`FAILED: ${what}`);
  log(`ok: ${what}`);
}

async function killDrill(): Promise<void> {
  const db = await createDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-drill-'));
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: sharedRedis,
    REDIS_PREFIX: `drill-${process.pid}:`,
    DATA_DIR: dataDir,
  };
  let a: Instance | null = null;
  let b: Instance | null = null;
  try {
    a = await startInstance(basePort, env);
    const ids = await seedMembers(db.url, 40);
    b = await startInstance(basePort + 1, env);
    const ports = [a.port, b.port];
    const perSender = 25;
    const senders = ids.slice(0, 20);
    const acked = new Map<string, number>();
    let retries = 0;
    let retriedAcksExisting = 0;
    let failed = 0;
    const started = Date.now();
    let killedAt = 0;
    const killer = (async () => {
      // Mid-burst: once a third of the sends are acknowledged.
      while (acked.size < (senders.length * perSender) / 3) await sleep(20);
      killedAt = Date.now() - started;
      a!.child.kill('SIGKILL');
      log(`SIGKILL instance A (port ${a!.port}) after ${acked.size} acknowledged sends, ${killedAt} ms in`);
    })();
    await Promise.all(
      senders.map(async (sender, s) => {
        const receiver = ids[20 + s];
        for (let k = 0; k < perSender; k++) {
          const clientId = crypto.randomUUID();
          const body = { senderId: sender, receiverId: receiver, clientId, messageType: 'text', content: `m${k}` };
          let port = ports[(s + k) % 2];
          for (let attempt = 0; ; attempt++) {
            try {
              const res = await post(port, sender, body);
              if (res.status === 201 || res.status === 200) {
                const m = (await res.json()) as { id: number };
                acked.set(clientId, m.id);
                if (attempt > 0 && res.status === 200) retriedAcksExisting += 1;
                break;
              }
              if (res.status < 500) throw new Error(`refused ${res.status} ${await res.text()}`);
            } catch (error) {
              if ((error as Error).message.startsWith('refused')) throw error;
            }
            // Connection refused or reset, timeout or 5xx: the client retries with the same clientId elsewhere.
            retries += 1;
            if (attempt >= 8) {
              failed += 1;
              break;
            }
            port = port === ports[0] ? ports[1] : ports[0];
            await sleep(100 * 2 ** Math.min(attempt, 4));
          }
        }
      }),
    );
    await killer;
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const { rows } = await c.query<{ id: number; client_id: string }>(
      `select id, client_id from messages where sender_id = any($1)`,
      [senders],
    );
    await c.end();
    const byClient = new Map<string, number[]>();
    for (const r of rows) byClient.set(r.client_id, [...(byClient.get(r.client_id) ?? []), r.id]);
    const total = senders.length * perSender;
    results.kill = {
      sends: total,
      acknowledged: acked.size,
      rows: rows.length,
      retries,
      retriesAnsweredWithTheStoredMessage: retriedAcksExisting,
      gaveUp: failed,
      killedAfterMs: killedAt,
      durationMs: Date.now() - started,
    };
    log(JSON.stringify(results.kill));
    assert(failed === 0 && acked.size === total, `all ${total} sends acknowledged`);
    assert(rows.length === total, `exactly ${total} rows stored (none lost, none doubled)`);
    assert(
      [...acked].every(([clientId, id]) => byClient.get(clientId)?.length === 1 && byClient.get(clientId)![0] === id),
      'every acknowledged id is the one stored row for its clientId',
    );
  } finally {
    if (a) await stopInstance(a);
    if (b) await stopInstance(b);
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface DrillSocket {
  socket: WebSocket;
  events: Array<{ type: string }>;
  /** The close code once closed (1013: the server's relay is away). */
  closed: { code: number | null };
}

function socketOf(port: number, member: number): Promise<DrillSocket> {
  return new Promise((resolve, reject) => {
    const events: Array<{ type: string }> = [];
    const closed = { code: null as number | null };
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie: cookie(member) } });
    socket.on('message', (data) => {
      const e = JSON.parse(String(data)) as { type: string };
      events.push(e);
      if (e.type === 'ready') resolve({ socket, events, closed });
    });
    socket.on('close', (code) => {
      closed.code = code;
    });
    // A refused upgrade (503 while the relay is away) rejects with the HTTP status.
    socket.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused ${res.statusCode}`)));
    socket.on('error', reject);
  });
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
}

async function redisDrill(): Promise<void> {
  const redisPort = Number(process.env.DRILL_REDIS_PORT ?? 6391);
  const startRedis = () =>
    spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], {
      stdio: 'ignore',
    });
  let redis = startRedis();
  await sleep(500);
  const db = await createDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-drill-'));
  const env = { DATABASE_URL: db.url, REDIS_URL: `redis://127.0.0.1:${redisPort}`, DATA_DIR: dataDir };
  let a: Instance | null = null;
  let b: Instance | null = null;
  try {
    a = await startInstance(basePort + 2, env);
    const [alice, bob] = await seedMembers(db.url, 2);
    b = await startInstance(basePort + 3, env);
    const onB = await socketOf(b.port, bob);
    const send = async (content: string) => {
      const t = Date.now();
      const res = await post(a!.port, alice, {
        senderId: alice,
        receiverId: bob,
        clientId: crypto.randomUUID(),
        messageType: 'text',
        content,
      });
      return { status: res.status, ms: Date.now() - t, id: res.ok ? ((await res.json()) as { id: number }).id : null };
    };
    const pushed = (id: number | null) => () =>
      onB.events.some((e) => e.type === 'message.new' && (e as { message?: { id: number } }).message?.id === id);
    const before = await send('before');
    assert(before.status === 201 && (await waitFor(pushed(before.id), 5000)), 'with Redis up, A→B push arrives');

    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    log(`redis-server on ${redisPort} killed`);
    const killedAt = Date.now();
    const toldToPoll = await waitFor(() => onB.closed.code === SOCKET_CLOSE.tryAgainLater, 10_000);
    const closedAfterMs = Date.now() - killedAt;
    const refused = await socketOf(b.port, bob).then(
      (s) => {
        s.socket.close();
        return 'accepted';
      },
      (error: Error) => error.message,
    );
    const during: Array<{ status: number; ms: number; id: number | null }> = [];
    for (let i = 0; i < 5; i++) during.push(await send(`during ${i}`));
    const pushedDuring = during.filter((d) => pushed(d.id)()).length;
    const poll = await fetch(`http://127.0.0.1:${b.port}/api/messages/${alice}?limit=50`, {
      headers: { cookie: cookie(bob) },
    });
    const polled = poll.ok ? ((await poll.json()) as Array<{ id: number }>).map((m) => m.id) : [];
    const healthB = await fetch(`http://127.0.0.1:${b.port}/api/health`);

    redis = startRedis();
    await sleep(500);
    log('redis-server restarted');
    // Like the app's client: reconnect with backoff until the upgrade is accepted again.
    const t0 = Date.now();
    let again: DrillSocket | null = null;
    for (let i = 0; i < 40 && !again; i++) {
      again = await socketOf(b.port, bob).catch(() => null);
      if (!again) await sleep(500);
    }
    const reconnectedAfterMs = again ? Date.now() - t0 : -1;
    let after = { status: 0, ms: 0, id: null as number | null };
    let recoveredAfterMs = -1;
    const pushedAgain = (id: number | null) => () =>
      !!again?.events.some((e) => e.type === 'message.new' && (e as { message?: { id: number } }).message?.id === id);
    for (let i = 0; i < 40 && again; i++) {
      after = await send(`after ${i}`);
      if (after.status === 201 && (await waitFor(pushedAgain(after.id), 1000))) {
        recoveredAfterMs = Date.now() - t0;
        break;
      }
    }
    onB.socket.close();
    again?.socket.close();
    results.redis = {
      duringStatuses: during.map((d) => d.status),
      duringLatencyMs: during.map((d) => d.ms),
      pushedAcrossDuringOutage: pushedDuring,
      healthDuringOutage: healthB.status,
      pollStatus: poll.status,
      polledAllDuring: during.every((d) => d.id !== null && polled.includes(d.id)),
      socketClosedWith: onB.closed.code,
      socketClosedAfterMs: closedAfterMs,
      newSocketDuringOutage: refused,
      socketReconnectedAfterMs: reconnectedAfterMs,
      pushRecoveredAfterMs: recoveredAfterMs,
    };
    log(JSON.stringify(results.redis));
    assert(
      during.every((d) => d.status === 201),
      'with Redis down, sends still succeed (stored in PostgreSQL)',
    );
    assert(toldToPoll, "the receiver's socket was closed with 1013 (try again later) when Redis went away");
    assert(refused === 'upgrade refused 503', 'a new socket is refused with 503 while Redis is away');
    assert(poll.status === 200 && during.every((d) => polled.includes(d.id!)), 'the receiver reads them by polling B');
    assert(reconnectedAfterMs >= 0, 'after Redis is back, the socket connects again');
    assert(recoveredAfterMs >= 0, 'after Redis is back, A→B pushes resume without restarting the app');
  } finally {
    if (a) await stopInstance(a);
    if (b) await stopInstance(b);
    redis.kill('SIGKILL');
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function diskDrill(): Promise<void> {
  const db = await createDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-drill-'));
  const files = path.join(dataDir, 'files');
  fs.mkdirSync(files);
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', files], { encoding: 'utf8' });
  if (mount.status !== 0) {
    results.disk = { skipped: `cannot mount a tmpfs (${mount.stderr.trim()}); needs root` };
    log(JSON.stringify(results.disk));
    await db.drop();
    return;
  }
  let a: Instance | null = null;
  try {
    a = await startInstance(basePort + 4, { DATABASE_URL: db.url, DATA_DIR: dataDir });
    const [alice] = await seedMembers(db.url, 1);
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const upload = () =>
      fetch(`http://127.0.0.1:${a!.port}/api/messages/photo`, {
        method: 'POST',
        headers: { cookie: cookie(alice), 'content-type': 'image/jpeg' },
        body: jpeg,
      });
    const rowsOf = async () => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from message_media');
      await c.end();
      return rows[0].n;
    };
    const first = await upload();
    assert(first.status === 201, 'an upload works while there is space');
    // Fill the file system to the last block.
    spawnSync('dd', ['if=/dev/zero', `of=${path.join(files, 'filler')}`, 'bs=64k'], { stdio: 'ignore' });
    const rowsBefore = await rowsOf();
    const full = await upload();
    const fullBody = await full.text();
    const rowsAfter = await rowsOf();
    const leftovers = spawnSync('find', [files, '-name', '*.tmp'], { encoding: 'utf8' }).stdout.trim();
    fs.rmSync(path.join(files, 'filler'));
    const again = await upload();
    results.disk = { fullStatus: full.status, fullBody, rowsBefore, rowsAfter, partialFiles: leftovers || null };
    log(JSON.stringify(results.disk));
    assert(full.status === 507, 'disk full: the upload answers 507 with a plain message');
    assert(rowsAfter === rowsBefore, 'no orphan row');
    assert(!leftovers, 'no partial file left behind');
    assert(again.status === 201, 'after space is freed, uploads work again (no restart)');
  } finally {
    if (a) await stopInstance(a);
    spawnSync('umount', [files]);
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A private PostgreSQL cluster (never the shared one): initdb as the postgres user when run as root. */
function privatePostgres(port: number, name = `pgdrill-i16-${process.pid}`) {
  const bin = fs
    .readdirSync('/usr/lib/postgresql')
    .map((v) => path.join('/usr/lib/postgresql', v, 'bin'))
    .find((d) => fs.existsSync(path.join(d, 'pg_ctl')));
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  const dir = path.join(os.tmpdir(), name);
  const asPostgres = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const r = asPostgres
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { encoding: 'utf8' })
      : spawnSync(path.join(bin, cmd), args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.stdout}`);
    return r;
  };
  const ctl = (...args: string[]) =>
    run('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-o', `-p ${port} -k /tmp`, ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    init() {
      fs.mkdirSync(dir, { recursive: true });
      if (asPostgres) spawnSync('chown', ['postgres', dir]);
      run('initdb', ['-D', dir, '--auth=trust', '-U', 'postgres', '--no-sync']);
      ctl('start');
    },
    restart: () => ctl('restart', '-m', 'fast'),
    stop() {
      spawnSync(asPostgres ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(asPostgres ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        ...['-D', dir, '-m', 'immediate', 'stop'],
      ]);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(`${dir}.log`, { force: true });
    },
  };
}

/**
 * PostgreSQL restarted under load (pg_ctl restart -m fast) while one instance serves reads and sends:
 * requests during the outage fail cleanly (a 5xx with a JSON message, within a bound, the process
 * alive), then succeed again without restarting the app; a pg-boss job runs after the restart.
 */
async function postgresDrill(): Promise<void> {
  const pgPort = Number(process.env.DRILL_PG_PORT ?? 5441);
  const cluster = privatePostgres(pgPort);
  cluster.init();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database drill');
  await admin.end();
  const url = withDatabase(cluster.url, 'drill');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-drill-'));
  let a: Instance | null = null;
  try {
    a = await startInstance(basePort + 5, { DATABASE_URL: url, DATA_DIR: dataDir, REDIS_URL: '' });
    const ids = await seedMembers(url, 40);
    const boundMs = 10_000;
    type Answer = { t: number; ms: number; status: number; json: boolean; body: string };
    const answers: Answer[] = [];
    const started = Date.now();
    let stop = false;
    const hit = async (method: string, url: string, from: number, body?: unknown) => {
      const t = Date.now();
      let status = 0;
      let text = '';
      try {
        const res = await fetch(`http://127.0.0.1:${a!.port}${url}`, {
          method,
          headers: { cookie: cookie(from), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(boundMs * 3),
        });
        status = res.status;
        text = await res.text();
      } catch (error) {
        text = String((error as Error).message);
      }
      let json = false;
      try {
        JSON.parse(text);
        json = true;
      } catch {
        json = false;
      }
      answers.push({ t: t - started, ms: Date.now() - t, status, json, body: text.slice(0, 200) });
    };
    const load = Promise.all(
      ids.slice(0, 20).map(async (sender, s) => {
        const receiver = ids[20 + s];
        for (let k = 0; !stop; k++) {
          if (k % 3 === 0) await hit('GET', '/api/conversations', sender);
          else if (k % 3 === 1) await hit('GET', `/api/messages/${receiver}?limit=20`, sender);
          else
            await hit('POST', '/api/messages', sender, {
              senderId: sender,
              receiverId: receiver,
              clientId: crypto.randomUUID(),
              messageType: 'text',
              content: 'See you at the cafe at noon',
            });
          await sleep(20);
        }
      }),
    );
    await sleep(3000);
    const restartAt = Date.now() - started;
    cluster.restart();
    const restartedAt = Date.now() - started;
    log(`pg_ctl restart -m fast: ${restartedAt - restartAt} ms`);
    await sleep(8000);
    stop = true;
    await load;
    const ok = (x: Answer) => x.status >= 200 && x.status < 300;
    const failures = answers.filter((x) => !ok(x));
    const firstOkAfter = answers.filter((x) => ok(x) && x.t >= restartedAt).sort((x, y) => x.t - y.t)[0];
    const statuses: Record<string, number> = {};
    for (const x of failures) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
    const lastSecond = answers.filter((x) => x.t >= restartedAt + 5000);

    // pg-boss after the restart: a due disappearing message is purged by the app's worker.
    const [alice, bob] = ids;
    const sent = await fetch(`http://127.0.0.1:${a.port}/api/messages`, {
      method: 'POST',
      headers: { cookie: cookie(alice), 'content-type': 'application/json' },
      body: JSON.stringify({
        senderId: alice,
        receiverId: bob,
        clientId: crypto.randomUUID(),
        messageType: 'text',
        content: 'gone soon',
        isDisappearing: true,
      }),
    });
    const messageId = sent.ok ? ((await sent.json()) as { id: number }).id : null;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`update messages set created_at = now() - interval '8 days' where id = $1`, [messageId]);
    await c.query(`insert into pgboss.job (name, data) values ('messaging.purge', $1)`, [{ messageId }]);
    let purgedAfterMs = -1;
    const t0 = Date.now();
    while (Date.now() - t0 < 30_000) {
      const { rows } = await c.query<{ purged_at: Date | null }>('select purged_at from messages where id = $1', [
        messageId,
      ]);
      if (rows[0]?.purged_at) {
        purgedAfterMs = Date.now() - t0;
        break;
      }
      await sleep(200);
    }
    await c.end();

    results.postgres = {
      requests: answers.length,
      failed: failures.length,
      failedStatuses: statuses,
      failedNotJson: failures.filter((x) => !x.json).length,
      slowestMs: Math.max(...answers.map((x) => x.ms)),
      restartMs: restartedAt - restartAt,
      firstSuccessAfterRestartMs: firstOkAfter ? firstOkAfter.t - restartedAt : null,
      failuresInLast3s: lastSecond.filter((x) => !ok(x)).length,
      sampleFailure: failures[0]?.body ?? null,
      processAlive: a.child.exitCode === null && !a.child.signalCode,
      jobAfterRestartMs: purgedAfterMs,
    };
    log(JSON.stringify(results.postgres));
    assert(a.child.exitCode === null && !a.child.signalCode, 'the app process is alive');
    assert(
      failures.every((x) => x.status === 503 && x.json),
      'every failed request answered 503 with a JSON body (no reset, no hang)',
    );
    assert(
      answers.every((x) => x.ms <= boundMs),
      `no request took longer than ${boundMs} ms`,
    );
    assert(lastSecond.length > 0 && lastSecond.every(ok), 'from 5 s after the restart on, every request succeeds');
    assert(purgedAfterMs >= 0, 'pg-boss works after the restart (a due purge job ran)');
  } finally {
    if (a) await stopInstance(a);
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A job on an instance killed mid-job (ADR 112). Instance A alone takes a due stories.expire job whose
 * DELETE waits on a row lock the drill holds (a slow job, made slow by its data); instance B starts;
 * A gets SIGKILL; the lock is released. pg-boss marks the job failed by timeout after its expiry
 * (60 s) at the next maintenance (every 20 s) and B runs it again: the story is deleted once.
 */
async function jobsDrill(): Promise<void> {
  const pgPort = Number(process.env.DRILL_JOBS_PG_PORT ?? 5446);
  const cluster = privatePostgres(pgPort, 'pgjobs');
  cluster.init();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database drill');
  // A backend whose client died while it waits (here: on a lock) ends within 1 s instead of finishing
  // the dead instance's statement later (PostgreSQL 14+; recommended for production too, ADR 112).
  await admin.query(`alter system set client_connection_check_interval = '1s'`);
  await admin.query('select pg_reload_conf()');
  await admin.end();
  const url = withDatabase(cluster.url, 'drill');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-drill-'));
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, REDIS_URL: '' };
  let a: Instance | null = null;
  let b: Instance | null = null;
  const c = new pg.Client({ connectionString: url });
  const locker = new pg.Client({ connectionString: url });
  try {
    // Both instances up before the job exists (an instance start takes longer than the expiry on this machine).
    const first = await startInstance(basePort + 6, env);
    const second = await startInstance(basePort + 7, env);
    await c.connect();
    await locker.connect();
    const [member] = await seedMembers(url, 1);
    const { rows: storyRows } = await c.query<{ id: number }>(
      `insert into stories (user_id, grid_type, media_type, text_content, background_color, text_color,
         moderation_status, created_at, expires_at)
       values ($1, 'chat', 'text', 'drill story', '#000000', '#ffffff', 'approved',
         now() - interval '25 hours', now() - interval '1 hour') returning id`,
      [member],
    );
    const storyId = storyRows[0]!.id;
    const queue = (
      await c.query<{ expire_seconds: number }>(`select expire_seconds from pgboss.queue where name = 'stories.expire'`)
    ).rows[0];
    assert(queue?.expire_seconds === 60, `stories.expire queue has its own expiry (${queue?.expire_seconds} s)`);
    await locker.query('begin');
    await locker.query('select id from stories where id = $1 for update', [storyId]);
    // The job as the app sends it (its expiry and retries come from the queue, as in boss.send).
    const { rows: jobRows } = await c.query<{ id: string }>(
      `insert into pgboss.job (name, data, expire_in, retry_limit, retry_delay, retry_backoff, policy)
       select name, $1::jsonb, expire_seconds * interval '1s', retry_limit, retry_delay, retry_backoff, policy
       from pgboss.queue where name = 'stories.expire' returning id`,
      [JSON.stringify({ storyId })],
    );
    const jobId = jobRows[0]!.id;
    const job = async () =>
      (
        await c.query<{ state: string; retry_count: number; started_on: Date; output: unknown; completed_on: Date }>(
          `select state, retry_count, started_on, completed_on, output from pgboss.job where id = $1
           union all select state, retry_count, started_on, completed_on, output from pgboss.archive where id = $1`,
          [jobId],
        )
      ).rows[0];
    const waiting = async () =>
      Number(
        (
          await c.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = 'drill'`,
          )
        ).rows[0]!.n,
      );
    let holder = 0;
    for (let i = 0; i < 100 && !holder; i++) {
      const { rows } = await c.query<{ port: number }>(
        `select client_port as port from pg_stat_activity where wait_event_type = 'Lock' and datname = 'drill'`,
      );
      if ((await job())?.state === 'active' && rows.length === 1) {
        // The instance whose connection waits: the process that owns the client end of that TCP connection.
        const ss = spawnSync('ss', ['-tnpH', 'state', 'established', `( sport = :${rows[0]!.port} )`], {
          encoding: 'utf8',
        }).stdout;
        holder = Number(/pid=(\d+)/.exec(ss)?.[1] ?? 0);
      }
      if (!holder) await sleep(200);
    }
    assert(holder > 0, 'an instance took the job and its DELETE waits on the story row (the job is active)');
    [a, b] = holder === first.child.pid ? [first, second] : [second, first];
    assert(a.child.pid === holder, `the job runs on the instance on port ${a.port} (pid ${holder}); B is ${b.port}`);
    const startedOn = (await job())!.started_on.getTime();
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await a.exited;
    let orphanGone = false;
    for (let i = 0; i < 50 && !orphanGone; i++) {
      orphanGone = (await waiting()) === 0;
      if (!orphanGone) await sleep(100);
    }
    log(
      `A's waiting statement ended ${Date.now() - killedAt} ms after SIGKILL (${orphanGone ? 'gone' : 'still there'})`,
    );
    await locker.query('rollback');
    const stillThere = Number(
      (await c.query('select count(*)::int as n from stories where id = $1', [storyId])).rows[0].n,
    );
    assert(stillThere === 1, "the killed instance's run deleted nothing (its transaction never committed)");
    const boundMs = (60 + 20 + 2 * 5 + 2 + 10) * 1000; // expiry + maintenance + retry delay (backoff) + poll + slack
    let done = await job();
    while (done?.state !== 'completed' && Date.now() - startedOn < boundMs + 60_000) {
      await sleep(250);
      done = await job();
    }
    const completedAt = Date.now();
    const recoveryFromStart = completedAt - startedOn;
    const recoveryFromKill = completedAt - killedAt;
    log(`job completed ${recoveryFromStart} ms after it started on A, ${recoveryFromKill} ms after SIGKILL`);
    results.jobs = {
      expireSeconds: 60,
      maintenanceSeconds: 20,
      recoveryFromJobStartMs: recoveryFromStart,
      recoveryFromKillMs: recoveryFromKill,
      retryCount: done?.retry_count,
      output: done?.output,
    };
    assert(done?.state === 'completed', 'instance B completed the job');
    assert(recoveryFromStart <= boundMs, `within expiry + maintenance + retry delay + polling (${boundMs} ms)`);
    assert(done.retry_count === 1, 'one job, run twice in all (once on A, killed; once on B)');
    const jobsForStory = Number(
      (
        await c.query(
          `select count(*)::int as n from (select data from pgboss.job where name = 'stories.expire'
           union all select data from pgboss.archive where name = 'stories.expire') j
           where (data->>'storyId')::int = $1`,
          [storyId],
        )
      ).rows[0].n,
    );
    assert(jobsForStory === 1, 'no second job was made for the story');
    assert(JSON.stringify(done.output) === JSON.stringify({ deleted: 1 }), "B's run deleted the story (deleted: 1)");
    const left = Number((await c.query('select count(*)::int as n from stories where id = $1', [storyId])).rows[0].n);
    assert(left === 0, 'the story is gone');
    assert(b.child.exitCode === null, 'instance B is still serving');
  } finally {
    await locker.end().catch(() => undefined);
    await c.end().catch(() => undefined);
    for (const i of [a, b]) if (i) await stopInstance(i);
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const which = process.argv[2] ?? 'all';
const drills: Record<string, () => Promise<void>> = {
  kill: killDrill,
  redis: redisDrill,
  disk: diskDrill,
  postgres: postgresDrill,
  jobs: jobsDrill,
};
let failedAny = false;
for (const [name, run] of Object.entries(drills)) {
  if (which !== 'all' && which !== name) continue;
  log(`--- ${name}`);
  try {
    await run();
  } catch (error) {
    failedAny = true;
    log(`${name}: ${(error as Error).message}`);
  }
}
log(`results ${JSON.stringify(results)}`);
process.exit(failedAny ? 1 : 0);
