import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { DEMO_MEMBER_DISCOVERY, DEMO_MEMBER_PROFILE } from '#seed/demo-accounts';

export interface Account {
  email: string;
  password: string;
  displayName: string;
}

/** Marks the onboarding tour as seen before the app loads (the client's own key), so it does not cover the shell. */
export const skipTour = (page: Page) =>
  page.addInitScript((key) => localStorage.setItem(key, 'true'), TOUR_COMPLETED_KEY);

/**
 * The demo seed's passwords are random per installation: read them from the owner-only file the
 * server wrote into the e2e data folder (scripts/e2e-server.mjs) on first start. Read lazily, when
 * a test signs in, because test files load before the server starts.
 */
export function demoPassword(kind: 'member' | 'moderator' | 'admin' | 'others'): string {
  const file = path.join(process.cwd(), 'e2e', '.artifacts', 'data', 'demo-accounts.txt');
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${kind} `));
  const password = line?.trim().split(/\s+/)[2];
  if (!password) throw new Error(`no ${kind} password in ${file}`);
  return password;
}

/** Seeded by the demo seed (scripts/e2e-server.mjs): a member without 2FA and an admin who always needs it. */
export const DEMO_MEMBER = {
  email: 'demo@vibeline.app',
  get password() {
    return demoPassword('member');
  },
  displayName: 'Demo Member',
  location: 'Brooklyn, NY',
};
export const DEMO_MODERATOR = {
  email: 'moderator@vibeline.app',
  get password() {
    return demoPassword('moderator');
  },
  displayName: 'Mod Morgan',
};
export const DEMO_ADMIN = {
  email: 'admin@vibeline.app',
  get password() {
    return demoPassword('admin');
  },
  displayName: 'Admin',
};

interface OutboxMessage {
  id: number | string;
  kind: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The newest 6-digit code e-mailed to `email` (dev-only GET /api/dev/outbox, newest first).
 * With `since`, only mail written at or after that moment counts, so an older code is never reused.
 */
export async function readLatestCode(request: APIRequestContext, email: string, since?: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        if (!response.ok()) return undefined;
        const messages = (await response.json()) as OutboxMessage[];
        const latest = messages.find(
          (m) =>
            m.kind === 'email' &&
            m.to.toLowerCase() === email.toLowerCase() &&
            (!since || new Date(m.createdAt).getTime() >= since.getTime() - 1000),
        );
        code = latest?.text.match(/\b\d{6}\b/)?.[0];
        return code;
      },
      { message: `a verification code e-mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Fills the login card and submits it; does not wait for the outcome. */
export async function submitLogin(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The data folder of the e2e server (scripts/e2e-server.mjs empties it at every start). */
const DATA_DIR = path.join(process.cwd(), 'e2e', '.artifacts', 'data');
const TWO_FACTOR_LOCK = path.join(DATA_DIR, 'sign-in.lock');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs one sign-in at a time across Playwright's workers (ADR 207). A code e-mail does not say which sign-in asked
 * for it, so two staff sign-ins at once could each read the other's code from the outbox. The lock is a directory
 * (mkdir is atomic) holding the owner's process id; a lock left by a worker that died is taken over.
 */
export async function oneSignInAtATime<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      fs.mkdirSync(TWO_FACTOR_LOCK);
      fs.writeFileSync(path.join(TWO_FACTOR_LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(path.join(TWO_FACTOR_LOCK, 'pid'), { encoding: 'utf8', flag: 'a+' }));
      if (owner && !processAlive(owner)) fs.rmSync(TWO_FACTOR_LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${TWO_FACTOR_LOCK} held by process ${owner} for a minute`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(TWO_FACTOR_LOCK, { recursive: true, force: true });
  }
}

/** Signs in through the real UI, answering the 2FA card from the outbox when it appears. */
export async function login(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  options: { tourSeen?: boolean } = {},
) {
  // The onboarding tour is a modal on first sign-in; specs about other screens start past it.
  if (options.tourSeen !== false) await skipTour(page);
  const logout = page.getByRole('button', { name: 'Logout' });
  await oneSignInAtATime(async () => {
    const startedAt = new Date();
    await submitLogin(page, account);
    const twoFactor = page.getByRole('heading', { name: 'Two-Factor Authentication' });
    await expect(logout.or(twoFactor)).toBeVisible();
    if (await twoFactor.isVisible()) {
      const code = await readLatestCode(page.request, account.email, startedAt);
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify Code' }).click();
    }
    await expect(logout).toBeVisible();
  });
}

/**
 * Signs in through the API (password, then the e-mailed code for staff) in the page's own request context, which
 * shares the browser context's cookies, then opens the app and waits for the signed-in shell: what `login()` ends
 * with, without driving the login card. auth.spec.ts keeps the UI sign-in; every other spec starts here (ADR 207).
 */
export async function signInByApi(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  options: { tourSeen?: boolean } = {},
) {
  if (options.tourSeen !== false) await skipTour(page);
  await oneSignInAtATime(async () => {
    const startedAt = new Date();
    const response = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    if (((await response.json()) as { requireTwoFA?: boolean }).requireTwoFA) {
      const code = await readLatestCode(page.request, account.email, startedAt);
      const verified = await page.request.post('/api/auth/verify-2fa', { data: { verificationCode: code } });
      expect(verified.status(), await verified.text()).toBe(200);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

export interface Member {
  id: number;
  displayName: string;
  email: string;
  password: string;
}

/**
 * A member of one test's own (ADR 207): specs that signed in as the shared demo member and changed it (likes, blocks,
 * chats, stories, filters) would see each other's writes once two workers run them side by side. The profile is the
 * seed's demo member's (server/seed/seed.ts): a woman open to anyone in Brooklyn, looking at ages 18-65 within 25
 * miles, so Discover is as full for it as for the demo member. Unlike the demo member it appears in no grid: a
 * member's own grids do not depend on where it appears, and no other test's member can meet it on Discover (and like
 * it while its own test reads its likes). E-mail and display name are unique per call. Registered through `request`:
 * a page's request signs that page's context in.
 */
export async function registerMember(
  request: APIRequestContext,
  firstName: string,
  data: Record<string, unknown> = {},
): Promise<Member> {
  const tag = crypto.randomInt(0, 1e8).toString().padStart(8, '0');
  const account = {
    email: `${firstName.toLowerCase()}.${tag}.${crypto.randomUUID().slice(0, 8)}@example.test`,
    password: 'Vibeline-member-2026',
    displayName: `${firstName} ${tag}`,
  };
  const response = await request.post('/api/auth/register', {
    data: {
      ...account,
      ...DEMO_MEMBER_PROFILE,
      sexualIdentity: 'straight',
      discoverySettings: { appearInHookup: false, appearInDate: false, appearInChat: false, ...DEMO_MEMBER_DISCOVERY },
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: number; displayName: string } };
  return { ...account, id: user.id, displayName: user.displayName };
}

/** A new member of this test (registerMember) signed in on `page`, past the tour, with the signed-in shell open. */
export async function signUpMember(page: Page, firstName: string): Promise<Member> {
  await skipTour(page);
  const member = await registerMember(page.request, firstName);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return member;
}

/** Saves e2e/.artifacts/screenshots/<project>-<name>.png for reviewers. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/.artifacts/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
}
