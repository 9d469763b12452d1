import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from './fixtures';

// Issue 14 on a phone: a forgotten password reset from the e-mailed link, by touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const TOUR_FLAG = 'vibeline-onboarding-completed';

function newcomer(tag: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    email: `${tag.toLowerCase()}-${id}@example.com`,
    password: 'Bright-days-42',
    displayName: `${tag}${id}`.slice(0, 30),
  };
}

/** Registers through the API with `request` (whose cookies then hold the new session). */
async function register(request: APIRequestContext, tag: string, extra: Record<string, unknown>) {
  const account = newcomer(tag);
  const response = await request.post('/api/auth/register', {
    data: { ...account, dateOfBirth: '1992-06-14', sexualIdentity: 'straight', location: 'Brooklyn, NY', ...extra },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { user: { id: number } };
  return { ...account, id: body.user.id };
}

async function skipTour(page: Page) {
  await page.addInitScript((flag) => localStorage.setItem(flag, 'true'), TOUR_FLAG);
}

test('a member who forgot their password resets it from the e-mailed link and signs in', async ({
  page,
  playwright,
}, testInfo) => {
  const signUp = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const member = await register(signUp, 'Forgetful', { gender: 'woman', interestedIn: ['man'] });
  await signUp.dispose();
  await skipTour(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).tap();
  await page.getByLabel('Email').fill(member.email);
  const askedAt = Date.now();
  await page.getByRole('button', { name: 'Send reset link' }).tap();

  // The dev outbox ($DATA_DIR/outbox, newest first) holds the mail with the link.
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get('/api/dev/outbox')).json()) as {
          to: string;
          text: string;
          createdAt: string;
        }[];
        const mail = mails.find(
          (m) =>
            m.to === member.email && new Date(m.createdAt).getTime() >= askedAt - 1000 && /reset-password/.test(m.text),
        );
        link = mail?.text.match(/\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      },
      { message: 'a reset link in the outbox', timeout: 15_000 },
    )
    .toBeTruthy();

  await page.goto(link);
  await page.getByLabel('New password').fill('Fresh-start-2026');
  await page.getByRole('button', { name: 'Save new password' }).tap();
  await expect(page.getByText('Sign in with your new password.', { exact: false })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password').fill('Another-one-2026');
  await page.getByRole('button', { name: 'Save new password' }).tap();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await page.goto('/');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Fresh-start-2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
  await screenshot(page, testInfo, 'signed-in-after-reset');
});
