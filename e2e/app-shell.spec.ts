import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from './fixtures';

// Issue 14 on a phone: the tab bar, Settings' Blocked list, the filter chips, and a forgotten password.
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

test('a member blocks someone from their profile, then unblocks them from Settings by touch', async ({
  page,
  playwright,
}, testInfo) => {
  const otherRequest = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await register(otherRequest, 'Blocked', { gender: 'woman', interestedIn: ['man'] });
  await otherRequest.dispose();
  await register(page.request, 'Blocker', { gender: 'man', interestedIn: ['woman'] });
  await skipTour(page);

  await page.goto(`/user/${other.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${other.displayName}, \\d+$`) })).toBeVisible();
  await page.getByRole('button', { name: 'Block', exact: true }).tap();
  const confirm = page.getByRole('alertdialog', { name: `Block ${other.displayName}?` });
  await expect(confirm).toContainText('Settings, under Blocked');
  await confirm.getByRole('button', { name: 'Block', exact: true }).tap();
  await expect(page.getByText(`${other.displayName} blocked`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Discover' }).tap();

  // The phone's tab bar reaches Profile; from there, Settings and its Blocked page.
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs).toBeVisible();
  for (const link of await tabs.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await tabs.getByRole('link', { name: 'Profile' }).tap();
  await page.getByRole('link', { name: 'Edit profile' }).tap();
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Blocked' }).tap();
  await expect(page).toHaveURL('/settings/blocked');
  const list = page.getByRole('list', { name: 'Blocked members' });
  await expect(list.getByText(other.displayName, { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'settings-blocked');

  await list.getByRole('button', { name: `Unblock ${other.displayName}` }).tap();
  const toast = page.getByText(`${other.displayName} unblocked`, { exact: true });
  await expect(toast).toBeVisible();
  // Toasts sit above the tab bar, never over it.
  const toastBox = (await page.getByRole('status').filter({ has: toast }).first().boundingBox())!;
  const tabsBox = (await tabs.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(tabsBox.y + 1);
  await expect(page.getByText('You have not blocked anyone.', { exact: true })).toBeVisible();

  await page.goto(`/user/${other.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^${other.displayName}, \\d+$`) })).toBeVisible();
});

test('leaving Settings with unsaved edits asks first; Discover’s Age chip opens its slider', async ({ page }) => {
  await register(page.request, 'Guarded', { gender: 'man', interestedIn: ['woman'] });
  await skipTour(page);
  await page.goto('/settings');
  await page.getByLabel('Bio').fill('Sunday markets and sea swims.');
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Discover' }).tap();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Cancel' }).tap();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByLabel('Bio')).toHaveValue('Sunday markets and sea swims.');
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Discover' }).tap();
  await dialog.getByRole('button', { name: 'Leave' }).tap();
  await expect(page.getByRole('heading', { name: 'Discover' })).toBeVisible();

  await page.getByRole('button', { name: /^Age: 18-65/ }).tap();
  await expect(page.getByRole('slider', { name: 'Minimum age' })).toBeFocused();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/discovery-settings/') && r.request().method() === 'PATCH',
  );
  await page.keyboard.press('ArrowRight');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: /^Age: 19-65/ })).toBeVisible();
  await page.getByRole('button', { name: /^Distance: / }).tap();
  await expect(page.getByRole('slider', { name: 'Max distance' })).toBeFocused();
});

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
