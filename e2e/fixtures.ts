import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
  displayName: string;
}

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

/** Signs in through the real UI, answering the 2FA card from the outbox when it appears. */
export async function login(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  options: { tourSeen?: boolean } = {},
) {
  // The onboarding tour is a modal on first sign-in; specs about other screens start past it.
  if (options.tourSeen !== false)
    await page.addInitScript(() => localStorage.setItem('vibeline-onboarding-completed', 'true'));
  const startedAt = new Date();
  await submitLogin(page, account);
  const logout = page.getByRole('button', { name: 'Logout' });
  const twoFactor = page.getByRole('heading', { name: 'Two-Factor Authentication' });
  await expect(logout.or(twoFactor)).toBeVisible();
  if (await twoFactor.isVisible()) {
    const code = await readLatestCode(page.request, account.email, startedAt);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
  }
  await expect(logout).toBeVisible();
}

/** Saves e2e/.artifacts/screenshots/<project>-<name>.png for reviewers. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/.artifacts/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
}
