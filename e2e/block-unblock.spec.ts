import { expect as baseExpect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { screenshot, signUpMember } from './fixtures';

/** Issue 14 §4 on the phone by touch: block a member from the chat menu, then undo it in Settings → Blocked. */
interface Member {
  id: number;
  displayName: string;
}

// Two members and several screens; the machine is shared and loaded.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const TOUR_FLAG = 'vibeline-onboarding-completed';
const press = (target: Locator, testInfo: TestInfo) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A new member (own browser context, signed in by the registration cookie) who likes `likes` and says hello. */
async function newPartner(browser: Browser, testInfo: TestInfo, likes: number) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    hasTouch: testInfo.project.use.hasTouch,
  });
  const page = await context.newPage();
  await page.addInitScript((flag) => localStorage.setItem(flag, 'true'), TOUR_FLAG);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: `unblock.${stamp}@example.test`,
      password: 'Vibeline-member-2026',
      displayName: `Rowan ${stamp.slice(-6)}`,
      dateOfBirth: '1992-03-14',
      gender: 'woman',
      sexualIdentity: 'lesbian',
      // Seeking women in Brooklyn: she and the member (a woman open to anyone) are in each other's Discover range, so
      // her Like reaches the member (a Like needs a member the sender could see, ADR 221).
      interestedIn: ['women'],
      location: 'Brooklyn, NY',
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const member = ((await registered.json()) as { user: Member }).user;
  const like = await page.request.post('/api/taps', {
    data: { senderId: member.id, receiverId: likes, tapType: 'heart' },
  });
  expect(like.status(), await like.text()).toBeLessThan(300);
  const sent = await page.request.post('/api/messages', {
    data: { senderId: member.id, receiverId: likes, messageType: 'text', content: 'hi there, block me if you dare' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { context, member };
}

test('block from the chat menu, then unblock from Settings and see them again', async ({ page, browser }, testInfo) => {
  // A member of this test's own (ADR 207): its blocks and unblocks are seen by no other test.
  const me = await signUpMember(page, 'Blake');
  const { context: partnerContext, member: partner } = await newPartner(browser, testInfo, me.id);

  // Their profile opens before the block.
  await page.goto(`/profile/${partner.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(partner.displayName) })).toBeVisible();

  // Block from the chat's ⋯ menu, by touch.
  await page.goto(`/chat/${partner.id}`);
  await press(page.getByRole('button', { name: `More actions for ${partner.displayName}` }), testInfo);
  const menu = page.getByRole('dialog', { name: partner.displayName });
  await press(menu.getByRole('button', { name: 'Block' }), testInfo);
  const confirm = page.getByRole('alertdialog', { name: `Block ${partner.displayName}?` });
  await press(confirm.getByRole('button', { name: 'Block' }), testInfo);
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(toasts(page).getByText(`${partner.displayName} blocked`, { exact: true })).toBeVisible();

  // Blocked: the profile is gone for the blocker.
  await page.goto(`/profile/${partner.id}`);
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();

  // Settings → Blocked lists them; Unblock by touch.
  await page.goto('/settings');
  await press(page.getByRole('link', { name: 'Blocked' }), testInfo);
  await expect(page).toHaveURL(/\/settings\/blocked$/);
  const unblock = page.getByRole('button', { name: `Unblock ${partner.displayName}` });
  await expect(unblock).toBeVisible();
  const box = (await unblock.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await screenshot(page, testInfo, 'settings-blocked-list');
  await press(unblock, testInfo);
  await expect(toasts(page).getByText(`${partner.displayName} unblocked`, { exact: true })).toBeVisible();
  await expect(unblock).toHaveCount(0);

  // Visible again: their profile opens.
  await page.goto(`/profile/${partner.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(partner.displayName) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toHaveCount(0);
  await partnerContext.close();
});
