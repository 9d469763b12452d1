import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { CHAT_REFETCH_MS, SOCKET_CLOSE } from '#contracts/messaging';

/**
 * Redis goes away and comes back (issue 16, ADR 111, ADR 120): the chat falls back to polling and
 * recovers. This spec runs its OWN app (the embedded database in a temporary DATA_DIR, REDIS_URL to a
 * private redis-server it starts, stops and starts again), not the shared e2e server, because it
 * kills that server's Redis. Two members chat on 390 px touch screens.
 */
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6394);
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
/** Socket delivery is near instant; the 5-second polling fallback would miss this window. */
const REAL_TIME_MS = 4000;
/** After a 1013 the client waits ≥ 4 s, and each refused upgrade doubles it (capped at 30 s ± 20%). */
const RECONNECT_MS = 45_000;
const APP_LOG = path.join('e2e', '.artifacts', 'redis-fallback-app.log');

test.describe.configure({ mode: 'serial' });

interface Member {
  id: number;
  displayName: string;
}
interface SocketEntry {
  type: 'open' | 'close' | 'refused';
  code?: number;
  at: number;
}
declare global {
  interface Window {
    __socketLog: SocketEntry[];
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** A private redis-server that keeps nothing on disk. */
async function startRedis(): Promise<ChildProcess> {
  if (await portTaken(REDIS_PORT))
    throw new Error(`port ${REDIS_PORT} is taken: set E2E_REDIS_PORT to a free port for this spec's Redis`);
  const redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitUntil(`redis-server on ${REDIS_PORT}`, () => portTaken(REDIS_PORT), 10_000);
  return redis;
}

async function stopRedis(redis: ChildProcess) {
  // Gone at once, as a crashed or unreachable Redis is: no goodbye to its clients.
  redis.kill('SIGKILL');
  await exited(redis);
  await waitUntil(`redis on ${REDIS_PORT} to be gone`, async () => !(await portTaken(REDIS_PORT)), 10_000);
}

let redis: ChildProcess | null = null;
let app: ChildProcess | null = null;
let baseURL = '';
let dataDir = '';

test.beforeAll(async () => {
  // The desktop project does not run this spec (playwright.config.ts testIgnore).
  if (!hasRedisServer)
    throw new Error('redis-server is not installed (Debian package redis-server): this spec needs it');
  test.setTimeout(240_000);
  redis = await startRedis();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibeline-redis-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '20',
    SEED_DEMO: 'false',
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    REDIS_PREFIX: `e2e-redis-fallback-${port}:`,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  // Its warnings (Redis refused, on purpose) go to a file beside the other artifacts, not the reporter.
  fs.mkdirSync(path.dirname(APP_LOG), { recursive: true });
  const log = fs.openSync(APP_LOG, 'w');
  app = spawn(process.execPath, [path.join(process.cwd(), 'scripts', 'start.mjs')], {
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  await waitUntil(
    `the app on ${baseURL}`,
    async () => (await fetch(`${baseURL}/api/health`)).ok,
    // The client may need a build first (scripts/start.mjs), then migrations on a fresh embedded database.
    200_000,
  );
});

test.afterAll(async () => {
  if (app) {
    app.kill('SIGTERM');
    // Shutdown finishes within 10 s (issue 16); a hang must not hold the run.
    const timer = setTimeout(() => app?.kill('SIGKILL'), 15_000);
    await exited(app);
    clearTimeout(timer);
  }
  if (redis) {
    redis.kill('SIGKILL');
    await exited(redis);
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A member registered through the API in a phone-sized touch context of their own (the cookie signs them in). */
async function phoneMember(
  browser: Browser,
  testInfo: TestInfo,
  spec: { firstName: string; gender: 'man' | 'woman'; interestedIn: string[] },
): Promise<{ page: Page; member: Member }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'true');
    // Every socket's open and close (with its code), for the assertions below.
    window.__socketLog = [];
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        let opened = false;
        this.addEventListener('open', () => {
          opened = true;
          window.__socketLog.push({ type: 'open', at: Date.now() });
        });
        // An upgrade refused with 503 never opens (its close is 1006): logged apart from closes of open sockets.
        this.addEventListener('close', (e) =>
          window.__socketLog.push({ type: opened ? 'close' : 'refused', code: e.code, at: Date.now() }),
        );
      }
    };
  }, TOUR_COMPLETED_KEY);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const response = await page.request.post('/api/auth/register', {
    data: {
      email: `redis.${spec.firstName.toLowerCase()}.${stamp}@example.test`,
      password: 'Vibeline-member-2026',
      displayName: `${spec.firstName} ${stamp.slice(-6)}`,
      dateOfBirth: '1993-03-14',
      gender: spec.gender,
      sexualIdentity: 'straight',
      interestedIn: spec.interestedIn,
      location: 'Brooklyn, NY',
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { user: Member };
  testInfo.annotations.push({ type: 'member', description: `${body.user.displayName} (${body.user.id})` });
  return { page, member: body.user };
}

const socketLog = (page: Page) => page.evaluate(() => window.__socketLog);
const opens = async (page: Page) => (await socketLog(page)).filter((e) => e.type === 'open').length;
const conversation = (page: Page) => page.getByRole('list', { name: /^Conversation with/ });

/** Counts the chat's HTTP reads of the conversation (GET /api/messages?otherUserId=…): polling. */
function countPolls(page: Page) {
  const counter = { n: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/messages') counter.n += 1;
  });
  return counter;
}

async function send(page: Page, text: string) {
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send message' }).tap();
  await expect(conversation(page).getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
}

test('Redis goes away: sockets close with 1013, the chat polls, then real time comes back', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const a = await phoneMember(browser, testInfo, { firstName: 'Rowan', gender: 'man', interestedIn: ['women'] });
  const b = await phoneMember(browser, testInfo, { firstName: 'Quinn', gender: 'woman', interestedIn: ['men'] });
  // Members reach a chat through a like or discovery; profiles answer only members who could meet (issue 10). Both
  // are in Brooklyn, each seeking the other: in each other's Discover range. (B's like alone would let A see B, not
  // B see A: ADR 221.)
  const like = await b.page.request.post('/api/taps', {
    data: { senderId: b.member.id, receiverId: a.member.id, tapType: 'heart' },
  });
  expect(like.status(), await like.text()).toBeLessThan(300);
  const pollsOfB = countPolls(b.page);
  const pollsOfA = countPolls(a.page);

  await b.page.goto(`/chat/${a.member.id}`);
  await a.page.goto(`/chat/${b.member.id}`);
  for (const { page, member } of [a, b]) {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member === a.member ? 'Quinn' : 'Rowan');
    await expect.poll(() => opens(page), { message: 'the chat socket opened' }).toBe(1);
  }

  // 1. Real time through Redis.
  await send(a.page, 'Before the outage');
  await expect(conversation(b.page).getByText('Before the outage')).toBeVisible({ timeout: REAL_TIME_MS });

  // 2. Redis dies: every socket is closed with 1013 (try again later), not left open and deaf.
  await stopRedis(redis!);
  for (const page of [a.page, b.page]) {
    await expect
      .poll(async () => (await socketLog(page)).filter((e) => e.type === 'close').map((e) => e.code), {
        message: 'the socket was closed with 1013',
        timeout: 15_000,
      })
      .toEqual([SOCKET_CLOSE.tryAgainLater]);
  }
  const pollsBefore = pollsOfB.n;

  // 3. While it is away the chat polls: messages sent over HTTP still arrive, both ways.
  await send(a.page, 'Sent while Redis is down');
  await expect(conversation(b.page).getByText('Sent while Redis is down')).toBeVisible({
    timeout: CHAT_REFETCH_MS * 3,
  });
  await send(b.page, 'Got it by polling');
  await expect(conversation(a.page).getByText('Got it by polling')).toBeVisible({ timeout: CHAT_REFETCH_MS * 3 });
  expect(pollsOfB.n, 'the receiver read the conversation over HTTP (polling)').toBeGreaterThan(pollsBefore);
  // No socket came back meanwhile: upgrades are refused with 503 while the relay is away.
  for (const page of [a.page, b.page]) expect(await opens(page)).toBe(1);

  // 4. Redis is back: both sockets reconnect on their own (backoff, no reload) and pushes flow again.
  redis = await startRedis();
  for (const page of [a.page, b.page]) {
    await expect
      .poll(() => opens(page), { message: 'the socket reconnected', timeout: RECONNECT_MS, intervals: [250] })
      .toBe(2);
  }
  // Let the reconnect's catch-up reads settle (no new read for 1.5 s), then prove the next messages come
  // over the socket alone.
  let pollsAfter = { a: -1, b: -1 };
  await expect
    .poll(
      async () => {
        const before = pollsAfter;
        pollsAfter = { a: pollsOfA.n, b: pollsOfB.n };
        return before.a === pollsAfter.a && before.b === pollsAfter.b;
      },
      { message: 'the catch-up reads settled', timeout: 15_000, intervals: [1500] },
    )
    .toBe(true);
  await send(b.page, 'Real time again');
  await expect(conversation(a.page).getByText('Real time again')).toBeVisible({ timeout: REAL_TIME_MS });
  await send(a.page, 'And back');
  await expect(conversation(b.page).getByText('And back')).toBeVisible({ timeout: REAL_TIME_MS });
  expect({ a: pollsOfA.n, b: pollsOfB.n }, 'no polling once the socket is open').toEqual(pollsAfter);
  for (const page of [a.page, b.page]) {
    const log = await socketLog(page);
    expect(log.filter((e) => e.type === 'close').map((e) => e.code)).toEqual([SOCKET_CLOSE.tryAgainLater]);
    const refused = log.filter((e) => e.type === 'refused').length;
    testInfo.annotations.push({ type: 'upgrades refused while Redis was away', description: String(refused) });
  }
  await a.page.screenshot({ path: `e2e/.artifacts/screenshots/${testInfo.project.name}-redis-fallback-chat.png` });

  await a.page.context().close();
  await b.page.context().close();
});
