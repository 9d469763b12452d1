import { expect as baseExpect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { screenshot, signUpMember } from './fixtures';

/**
 * Issue 14 §7 on a phone: a toast never covers a button (ADR 090). Real toasts on Discover, the chat,
 * the inbox and Settings; each time, every control a member could tap is checked against the toast's box.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const TOUR_FLAG = 'vibeline-onboarding-completed';
const OPEN_TOAST = '[aria-label^="Notifications"] li[data-state="open"]';

interface Member {
  id: number;
  displayName: string;
}

interface Coverage {
  toast: { top: number; bottom: number; left: number; right: number };
  checked: number;
  covered: string[];
}

/**
 * Every visible `button, a, input, textarea, select, [role=button]` outside the toast: its box clipped to
 * the viewport and to its scrolling ancestors. Where that box meets the toast's box, points of the overlap
 * are hit-tested with the toast hidden: a control found there is one the toast covers (a control that sits
 * under the sticky header or the tab bar is not found, so it is not counted as covered by the toast).
 */
function measureCoverage(selector: string): Coverage {
  const toast = document.querySelector(selector)!;
  const band = toast.closest('ol')!;
  const t = toast.getBoundingClientRect();
  const clipped = (el: Element) => {
    const r = el.getBoundingClientRect();
    let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    const clipTo = (c: { left: number; top: number; right: number; bottom: number }) => {
      box = {
        left: Math.max(box.left, c.left),
        top: Math.max(box.top, c.top),
        right: Math.min(box.right, c.right),
        bottom: Math.min(box.bottom, c.bottom),
      };
    };
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clipTo(p.getBoundingClientRect());
    }
    clipTo({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
    return box;
  };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;

  const controls = [...document.querySelectorAll('button, a[href], input, textarea, select, [role="button"]')].filter(
    (el) => !toast.contains(el) && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
  );
  let checked = 0;
  const covered: string[] = [];
  band.style.visibility = 'hidden';
  try {
    for (const el of controls) {
      const box = clipped(el);
      // Empty once clipped (scrolled away), or a screen-reader-only 1 px control: nothing to tap.
      if (box.right - box.left < 2 || box.bottom - box.top < 2) continue;
      checked += 1;
      const overlap = {
        left: Math.max(box.left, t.left),
        top: Math.max(box.top, t.top),
        right: Math.min(box.right, t.right),
        bottom: Math.min(box.bottom, t.bottom),
      };
      if (overlap.right <= overlap.left || overlap.bottom <= overlap.top) continue;
      let found = false;
      for (let i = 0; i < 5 && !found; i += 1) {
        for (let j = 0; j < 5 && !found; j += 1) {
          const x = overlap.left + ((overlap.right - overlap.left) * (i + 0.5)) / 5;
          const y = overlap.top + ((overlap.bottom - overlap.top) * (j + 0.5)) / 5;
          const hit = document.elementFromPoint(x, y);
          found = Boolean(hit && (hit === el || el.contains(hit)));
        }
      }
      if (found) covered.push(name(el));
    }
  } finally {
    band.style.visibility = '';
  }
  return { toast: { top: t.top, bottom: t.bottom, left: t.left, right: t.right }, checked, covered };
}

/** Waits for `title`'s toast to settle (slid in, pinned to the header), then asserts it covers no control. */
async function expectToastCoversNothing(page: Page, testInfo: TestInfo, title: string, shot: string) {
  const toast = page.locator(OPEN_TOAST).filter({ hasText: title });
  await expect(toast).toBeVisible();
  // Radix pauses a toast's 5 s timer while the window is blurred: the toast holds still while it is measured.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  // Settled: no slide-in running, and the band already pinned to the header's top edge. The toast follows a scroll on
  // the next frame (useToastRoom listens for 'scroll'), so right after a scrollTo it can still sit where the page was.
  await page.waitForFunction((selector) => {
    const li = document.querySelector(selector);
    const band = li?.closest('ol');
    const header = document.querySelector('#root header');
    if (!li || !band || !header) return false;
    const pinned = Math.abs(band.getBoundingClientRect().top - Math.max(0, header.getBoundingClientRect().top)) < 1;
    return pinned && li.getAnimations().every((a) => a.playState !== 'running');
  }, OPEN_TOAST);
  const coverage = await page.evaluate(measureCoverage, OPEN_TOAST);
  expect(coverage.covered, `${title}: controls under the toast ${JSON.stringify(coverage.toast)}`).toEqual([]);
  // The check looked at a real screen full of controls, not an empty one.
  expect(coverage.checked).toBeGreaterThanOrEqual(4);
  await screenshot(page, testInfo, `toast-${shot}`);
  return coverage;
}

/** A new member who likes `likes` and writes `messages` lines to them, so that member has a chat to open. */
async function newPartner(browser: Browser, testInfo: TestInfo, likes: number, firstName = 'Sasha', messages = 8) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: `toast.${stamp}@example.test`,
      password: 'Vibeline-member-2026',
      displayName: `${firstName} ${stamp.slice(-6)}`,
      dateOfBirth: '1993-06-02',
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
  for (let i = 1; i <= messages; i += 1) {
    const sent = await page.request.post('/api/messages', {
      data: { senderId: member.id, receiverId: likes, messageType: 'text', content: `Message ${i} from ${firstName}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  return { context, member };
}

test('toasts on Discover, the chat, the inbox and Settings cover no control on a phone', async ({
  page,
  browser,
}, testInfo) => {
  await page.addInitScript((flag) => localStorage.setItem(flag, 'true'), TOUR_FLAG);

  // (b) Discover: Like a card further down the grid, then look again at the top of the page.
  // A member of this test's own (ADR 207), shaped like the seed's demo member: its likes and blocks are seen by no
  // other test. Two earlier chats keep its inbox a real one when the blocked chat leaves it.
  const me = await signUpMember(page, 'Toni');
  for (const firstName of ['Robin', 'Kai'])
    await (await newPartner(browser, testInfo, me.id, firstName, 2)).context.close();
  await expect(page.locator(OPEN_TOAST)).toHaveCount(0, { timeout: 15_000 });
  // Someone who has not liked this member: a like back would be a match, announced without a toast.
  const likers = ((await (await page.request.get(`/api/taps/${me.id}`)).json()) as { sender: Member }[]).map(
    (t) => `Like ${t.sender.displayName}`,
  );
  const likeButtons = page.getByRole('list', { name: 'Profiles' }).getByRole('button', { name: /^Like / });
  await expect(likeButtons.first()).toBeVisible();
  const labels = await likeButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const candidates = labels.filter((label) => !likers.includes(label));
  // Further down the grid when there is a choice, so Discover is measured scrolled.
  const like = page.getByRole('button', { name: candidates[Math.min(2, candidates.length - 1)], exact: true });
  await like.scrollIntoViewIfNeeded();
  await like.tap();
  await page.waitForFunction(() => window.scrollY > 100);
  await expectToastCoversNothing(page, testInfo, 'Liked!', 'discover-scrolled');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectToastCoversNothing(page, testInfo, 'Liked!', 'discover-top');

  // Dismissed by touch: the Close target is at least 44 px, and the header gives its room back.
  const close = page.locator(OPEN_TOAST).getByRole('button', { name: 'Close' });
  const closeBox = (await close.boundingBox())!;
  expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
  await close.tap();
  await expect(page.locator(OPEN_TOAST)).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--toast-inset')))
    .toBe('');

  const { context: partnerContext, member: partner } = await newPartner(browser, testInfo, me.id);

  // (a) The chat, opened at the newest message with the composer in view: hide a message.
  await page.goto(`/chat/${partner.id}`);
  const newest = page.getByRole('listitem').filter({ hasText: 'Message 8 from Sasha' });
  await expect(newest).toBeInViewport();
  await newest.getByRole('button', { name: 'Message actions' }).tap();
  await page.getByRole('dialog', { name: 'Message actions' }).getByRole('button', { name: 'Hide message' }).tap();
  const chat = await expectToastCoversNothing(page, testInfo, 'Message hidden', 'chat');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport();
  expect(chat.toast.top).toBeGreaterThanOrEqual(0);

  // (c) The inbox: blocking from the chat menu takes the member back there with a toast.
  await page.getByRole('button', { name: `More actions for ${partner.displayName}` }).tap();
  await page.getByRole('dialog', { name: partner.displayName }).getByRole('button', { name: 'Block' }).tap();
  await page
    .getByRole('alertdialog', { name: `Block ${partner.displayName}?` })
    .getByRole('button', { name: 'Block' })
    .tap();
  await expect(page).toHaveURL(/\/inbox$/);
  await expectToastCoversNothing(page, testInfo, `${partner.displayName} blocked`, 'inbox');

  // (d) Settings → Blocked: Unblock.
  await page.goto('/settings/blocked');
  await page.getByRole('button', { name: `Unblock ${partner.displayName}` }).tap();
  await expectToastCoversNothing(page, testInfo, `${partner.displayName} unblocked`, 'settings');
  await partnerContext.close();
});
