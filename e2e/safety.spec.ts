import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { screenshot } from './fixtures';

const HERE = { latitude: 40.678178, longitude: -73.944158 };
const MOVED = { latitude: 40.6901, longitude: -73.9502 };

/** A fresh member (registered through the API, so the context's cookie signs them in) sharing device location. */
async function newMember(browser: Browser, testInfo: TestInfo): Promise<{ page: Page; displayName: string }> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    hasTouch: testInfo.project.use.hasTouch,
    permissions: ['geolocation'],
    geolocation: HERE,
  });
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), TOUR_COMPLETED_KEY);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const displayName = `Riley ${stamp.slice(-6)}`;
  const response = await page.request.post('/api/auth/register', {
    data: {
      email: `shield.${stamp}@example.test`,
      password: 'Vibeline-member-2026',
      displayName,
      dateOfBirth: '1995-03-02',
      gender: 'woman',
      sexualIdentity: 'straight',
      interestedIn: ['men'],
      location: 'Brooklyn, NY',
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return { page, displayName };
}

/** The alert link texted to `phone`, read from the development outbox. */
async function alertLinkFor(page: Page, phone: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{
          kind: string;
          to: string;
          text: string;
        }>;
        link = messages
          .find((m) => m.kind === 'sms' && m.to === phone)
          ?.text.match(/https?:\/\/\S+\/emergency-viewer\/[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { message: `an alert SMS to ${phone}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname;
}

test('a member adds a contact and sends a panic alert; the contact opens the link and follows the location', async ({
  browser,
}, testInfo) => {
  const { page, displayName } = await newMember(browser, testInfo);
  // Touch on the phone project, a mouse on desktop.
  const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
  // The page refreshes the shared location every 30 s: a controllable clock stands in for the wait.
  await page.clock.install();
  await page.goto('/safety');
  await expect(page.getByRole('tab', { name: 'Contacts', selected: true })).toBeVisible();

  const phone = `+1415555${String(Math.floor(1000 + Math.random() * 8999))}`;
  await page.getByLabel('Name').fill('Sam Rivera');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Relationship').fill('Sister');
  await press(page.getByRole('button', { name: 'Add Contact' }));
  await expect(page.getByText('Primary', { exact: true })).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  await screenshot(page, testInfo, 'safety-contacts');

  await press(page.getByRole('tab', { name: 'Emergency' }));
  const panic = page.getByRole('button', { name: /^Emergency/ });
  await expect(panic).toBeEnabled();
  const box = await panic.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await press(panic);
  const active = page.getByRole('region', { name: 'Active alert' });
  await expect(active.getByText('Emergency alert sent')).toBeVisible();
  await expect(active.getByText('Sam Rivera: SMS sent')).toBeVisible({ timeout: 15_000 });
  await screenshot(page, testInfo, 'safety-alert-sent');

  // The contact: another browser, no account, the link from the SMS.
  const path = await alertLinkFor(page, phone);
  const viewerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    hasTouch: testInfo.project.use.hasTouch,
  });
  const viewer = await viewerContext.newPage();
  await viewer.clock.install();
  await viewer.goto(path);
  await expect(viewer.getByRole('heading', { name: 'Bestie Shield Alert' })).toBeVisible();
  await expect(viewer.getByText(`${displayName}`, { exact: false }).first()).toBeVisible();
  await expect(viewer.getByText('Emergency', { exact: true })).toBeVisible();
  await expect(viewer.getByText(/Received (Just now|\dm ago)/)).toBeVisible();
  await expect(viewer.getByTestId('viewer-coordinates')).toHaveText('40.678178, -73.944158');
  await expect(viewer.getByRole('link', { name: 'Call emergency services (911)' })).toHaveAttribute('href', 'tel:911');
  await expect(viewer.getByRole('link', { name: 'View Location' })).toHaveAttribute('href', /mlat=40\.678178/);
  await expect(viewer.getByText('Privacy Protected')).toBeVisible();
  await screenshot(viewer, testInfo, 'emergency-viewer');

  // The member moves; their open page shares the new position on its next 30-second refresh...
  await page.context().setGeolocation(MOVED);
  // The wait is for the PATCH carrying the new position, not any location PATCH: the page's clock keeps
  // running, so on a slow run its own 30-second timer has fired too, and a refresh it started before the
  // move (old position) can answer after this listener is attached. The forced refresh below always sends
  // the new one; bounded, a refresh that never comes fails here rather than at the test's timeout.
  const shared = page.waitForResponse(
    (r) =>
      r.url().endsWith('/location') &&
      r.request().method() === 'PATCH' &&
      (r.request().postDataJSON() as { latitude?: number } | null)?.latitude === MOVED.latitude,
    { timeout: 15_000 },
  );
  await page.clock.fastForward('00:31');
  expect((await shared).ok()).toBe(true);
  // ...and the viewer shows it after its next 30-second poll.
  await viewer.clock.fastForward('00:31');
  await expect(viewer.getByTestId('viewer-coordinates')).toHaveText('40.690100, -73.950200');

  // Ending the alert retires the link.
  await press(page.getByRole('button', { name: /End alert/ }));
  await expect(active).toBeHidden();
  const fresh = await viewerContext.newPage();
  await fresh.goto(path);
  await expect(fresh.getByText('Emergency alert not found or expired')).toBeVisible();
  await viewerContext.close();
  await page.context().close();
});

test('a member organizes a meet, confirms it, and finds its check-in', async ({ browser }, testInfo) => {
  const { page } = await newMember(browser, testInfo);
  const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
  await page.goto('/safety?tab=meets');
  await expect(page.getByText('No meets planned yet.')).toBeVisible();
  const when = new Date(Date.now() + 26 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`;
  await page.getByLabel('Date and time').fill(`${day}T${pad(when.getHours())}:${pad(when.getMinutes())}`);
  await page.getByLabel('Location').fill('Blue Bottle, Hayes St');
  await page.getByLabel('Expected length').selectOption('90');
  await press(page.getByRole('button', { name: 'Organize Meet' }));
  const meet = page.getByRole('listitem').filter({ hasText: 'Blue Bottle, Hayes St' });
  await expect(meet.getByText('Planned', { exact: true })).toBeVisible();
  await press(meet.getByRole('button', { name: 'Confirm' }));
  await expect(meet.getByText('Confirmed', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'safety-meets');

  await press(page.getByRole('tab', { name: 'Check-ins' }));
  const checkin = page.getByRole('listitem').filter({ hasText: 'Blue Bottle, Hayes St' });
  await expect(checkin.getByText('Scheduled', { exact: true })).toBeVisible();
  await press(checkin.getByRole('button', { name: "I'm safe" }));
  await expect(checkin.getByText('Completed', { exact: true })).toBeVisible();
  await page.context().close();
});

test('signed out, /safety asks to log in', async ({ page }) => {
  await page.goto('/safety');
  await expect(page.getByText('Please log in to access safety features')).toBeVisible();
});
