import { expect, request, test, type TestInfo } from '@playwright/test';
import {
  DEMO_ADMIN,
  login,
  oneSignInAtATime,
  readLatestCode,
  registerMember,
  screenshot,
  submitLogin,
  type Member,
} from './fixtures';

/**
 * A member of this test's own, registered from a request context apart from the page (the page stays signed out):
 * logging out closes every socket of the member and failed passwords slow the account down, so these tests sign in
 * no member another test uses (ADR 207). Registered in Brooklyn, like the seed's demo member.
 */
async function newAccount(testInfo: TestInfo): Promise<Member> {
  const api = await request.newContext({ baseURL: testInfo.project.use.baseURL });
  const member = await registerMember(api, 'Sam');
  await api.dispose();
  return member;
}

test.describe('sign in and out', () => {
  test('a member signs in, sees the signed-in shell and logs out', async ({ page }, testInfo) => {
    const member = await newAccount(testInfo);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    // Decision 32: no invented statistics on the landing page.
    await expect(page.getByText('Checked before delivery', { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+(\.\d+)?%/)).toHaveCount(0);
    await screenshot(page, testInfo, 'landing');

    await login(page, member);
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText('Vibeline', { exact: true })).toBeVisible();
    await expect(header.getByText('Brooklyn, NY')).toBeVisible();
    // Phones reach Messages from the bottom tab bar (issue 14 §7), laptops from the header.
    const nav = testInfo.project.name === 'phone' ? page.getByRole('navigation', { name: 'Tabs' }) : header;
    await expect(nav.getByRole('link', { name: /^Messages/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible();
    await screenshot(page, testInfo, 'signed-in-shell');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('a wrong password shows Login failed inline (not a toast over the buttons)', async ({ page }, testInfo) => {
    const member = await newAccount(testInfo);
    await submitLogin(page, { email: member.email, password: 'not-the-password-1' });
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed: Invalid email or password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('the admin signs in through the two-factor card', async ({ page }, testInfo) => {
    // The onboarding tour (a modal on first sign-in) is covered in members.spec.ts.
    await page.addInitScript(() => localStorage.setItem('vibeline-onboarding-completed', 'true'));
    // No other staff sign-in between the password and the code: the outbox's newest code is this one (ADR 207).
    await oneSignInAtATime(async () => {
      const startedAt = new Date();
      await submitLogin(page, DEMO_ADMIN);
      await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
      await expect(page.getByText('Check Your Email')).toBeVisible();
      await expect(page.getByText(DEMO_ADMIN.email)).toBeVisible();
      await screenshot(page, testInfo, 'two-factor');

      const code = await readLatestCode(page.request, DEMO_ADMIN.email, startedAt);
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify Code' }).click();
      await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    });

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByText('Access Denied')).toHaveCount(0);
  });

  test('a member is refused the admin pages', async ({ page }, testInfo) => {
    await login(page, await newAccount(testInfo));
    await page.goto('/admin');
    await expect(page.getByText('Administrator privileges required')).toBeVisible();
  });
});

test.describe('routes', () => {
  test('an unknown path shows 404 Page Not Found', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await screenshot(page, testInfo, 'not-found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('the create-account toggle leads to /onboarding', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create an account instead' }).click();
    await page.getByLabel('Email').fill('newcomer@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Sunny-days-42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/onboarding');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  });

  test('the emergency viewer opens without signing in; a link that is not an alert reads not found', async ({
    page,
  }) => {
    await page.goto('/emergency-viewer/some-token');
    await expect(page.getByRole('heading', { name: 'Bestie Shield Alert' })).toBeVisible();
    await expect(page.getByText('Emergency alert not found or expired')).toBeVisible();
  });
});
