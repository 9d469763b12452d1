import { expect as baseExpect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { screenshot, signUpMember } from './fixtures';

/** Issue 14, safety by touch: the chat's message menu, the header's menu, Like and compatibility. */
interface Member {
  id: number;
  displayName: string;
}

// Each test drives two members through several screens; on a shared, loaded machine that takes minutes.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const TOUR_FLAG = 'vibeline-onboarding-completed';
/** A touch tap on the phone project, a click on desktop. */
const press = (target: Locator, testInfo: TestInfo) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const conversation = (page: Page) => page.getByRole('list', { name: /^Conversation with/ });

/** A new member (own browser context, signed in by the registration cookie) who likes `likes`. */
async function partnerWhoLikes(browser: Browser, testInfo: TestInfo, firstName: string, likes: number) {
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
      email: `safety.${stamp}@example.test`,
      password: 'Vibeline-member-2026',
      displayName: `${firstName} ${stamp.slice(-6)}`,
      dateOfBirth: '1993-08-02',
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
  return { page, member };
}

/** A member of this test's own (ADR 207), signed in on `page`: its likes, reports and blocks are seen by no other. */
function signInMember(page: Page): Promise<Member> {
  return signUpMember(page, 'Harper');
}

async function say(from: Page, senderId: number, receiverId: number, content: string) {
  const sent = await from.request.post('/api/messages', {
    data: { senderId, receiverId, messageType: 'text', content },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** A real long press by touch (Chrome DevTools touch events): finger down, rest, finger up. */
async function longPress(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(800);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('like back from Likes, chat from the match, and see Like and compatibility in the chat header', async ({
  page,
  browser,
}, testInfo) => {
  const me = await signInMember(page);
  const { page: partnerPage, member: partner } = await partnerWhoLikes(browser, testInfo, 'Robin', me.id);

  await page.goto('/likes');
  const row = page.getByRole('list', { name: 'Likes' }).getByRole('listitem').filter({ hasText: partner.displayName });
  await expect(row).toContainText('Liked you');
  await press(row.getByRole('button', { name: `Like ${partner.displayName}` }), testInfo);

  // A like back is a match, announced live; its button opens the chat.
  const match = page.getByRole('dialog', { name: 'It’s a match!' });
  await expect(match).toContainText(partner.displayName);
  await press(match.getByRole('link', { name: 'Send a message' }), testInfo);
  await expect(page).toHaveURL(new RegExp(`/chat/${partner.id}$`));

  // The header: Like shows it was sent; compatibility is the discovery card's figure.
  await expect(page.getByRole('button', { name: `You liked ${partner.displayName}` })).toBeDisabled();
  await expect(page.getByTestId('chat-compatibility')).toContainText(/\d+% compatible · \S/);

  const hello = `Hi Robin, glad we matched (${testInfo.project.name})`;
  await page.getByLabel('Message', { exact: true }).fill(hello);
  await press(page.getByRole('button', { name: 'Send message' }), testInfo);
  await expect(conversation(page).getByText(hello)).toBeVisible();
  await screenshot(page, testInfo, 'chat-header-like-compatibility');
  await partnerPage.context().close();
});

test('report a message by touch from its ⋯ menu (and a long press opens the same menu)', async ({
  page,
  browser,
}, testInfo) => {
  const me = await signInMember(page);
  const { page: partnerPage, member: partner } = await partnerWhoLikes(browser, testInfo, 'Sasha', me.id);
  // Enough ordinary conversation to fill more than a phone screen, then the message to report.
  const chatter = [
    'Hey! I saw you like hiking too. Which trails around here do you actually enjoy the most?',
    'I went up Bear Mountain last weekend and the view from the top was completely worth the climb.',
    'Do you prefer early mornings or sleeping in on a Saturday? I am more of a slow breakfast person.',
    'My friends say I make the best pancakes in Brooklyn, which is probably an exaggeration honestly.',
    'Have you been to the new bookshop on Atlantic Avenue? They have a little cafe in the back room.',
    'I am reading a novel about a lighthouse keeper right now and I cannot put it down at night.',
    'What kind of music do you listen to when you cook? I always end up with old soul records on.',
    'Anyway, tell me something about you that is not on your profile, I am curious what you say.',
  ];
  for (const line of chatter) await say(partnerPage, partner.id, me.id, line);
  const toReport = 'Are you free on Friday evening? I know a quiet place.';
  await say(partnerPage, partner.id, me.id, toReport);

  await page.goto(`/chat/${partner.id}`);
  const bubble = conversation(page).getByRole('listitem').filter({ hasText: toReport });
  // The chat opens at the newest message.
  await expect(bubble).toBeInViewport();
  // The reader's own scroll up is kept (a jump up they did not make while the chat opens is not: unit-tested).
  await page.mouse.wheel(0, -5000);
  await expect(conversation(page).getByText(chatter[0]!)).toBeInViewport();
  await expect(bubble).not.toBeInViewport();
  await bubble.scrollIntoViewIfNeeded();

  if (testInfo.project.use.hasTouch) {
    await longPress(page, bubble.getByText(toReport));
    const menu = page.getByRole('dialog', { name: 'Message actions' });
    await expect(menu.getByRole('button', { name: 'Report message' })).toBeVisible();
    await press(menu.getByRole('button', { name: 'Close' }), testInfo);
    await expect(menu).toBeHidden();
  }

  const menuButton = bubble.getByRole('button', { name: 'Message actions' });
  await expect(menuButton).toBeVisible();
  const size = (await menuButton.boundingBox())!;
  expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
  await press(menuButton, testInfo);
  const menu = page.getByRole('dialog', { name: 'Message actions' });
  await screenshot(page, testInfo, 'chat-message-menu');
  await press(menu.getByRole('button', { name: 'Report message' }), testInfo);

  const report = page.getByRole('dialog', { name: 'Report Message' });
  await press(report.getByText('User Behaviour', { exact: true }), testInfo);
  await press(report.getByRole('button', { name: 'Report Message' }), testInfo);
  await expect(toasts(page).getByText('Message Reported', { exact: true })).toBeVisible();
  await expect(bubble.getByText('Reported', { exact: true })).toBeVisible();
  await partnerPage.context().close();
});

test('block from the chat menu goes back to the inbox with a toast', async ({ page, browser }, testInfo) => {
  const me = await signInMember(page);
  const { page: partnerPage, member: partner } = await partnerWhoLikes(browser, testInfo, 'Quinn', me.id);
  await say(partnerPage, partner.id, me.id, 'hey you, answer me');

  await page.goto('/inbox');
  await expect(page.getByRole('link', { name: new RegExp(partner.displayName) })).toBeVisible();
  await page.goto(`/chat/${partner.id}`);
  await press(page.getByRole('button', { name: `More actions for ${partner.displayName}` }), testInfo);
  const menu = page.getByRole('dialog', { name: partner.displayName });
  await expect(menu.getByRole('button', { name: 'Report member' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Unmatch' })).toBeVisible();
  await press(menu.getByRole('button', { name: 'Block' }), testInfo);
  const confirm = page.getByRole('alertdialog', { name: `Block ${partner.displayName}?` });
  await press(confirm.getByRole('button', { name: 'Block' }), testInfo);

  await expect(page).toHaveURL(/\/inbox$/);
  await expect(toasts(page).getByText(`${partner.displayName} blocked`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(partner.displayName) })).toHaveCount(0);
  await screenshot(page, testInfo, 'chat-blocked-back-to-inbox');
  await partnerPage.context().close();
});
