import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Locator } from '@playwright/test';
import { DEMO_MODERATOR, screenshot, signInByApi } from './fixtures';

/** Taps on the phone project (touch), clicks on desktop. */
const press = (target: Locator) => (test.info().project.use.hasTouch ? target.tap() : target.click());

/** A real PNG (a colour gradient) built in memory, so the upload passes the server's content sniffing. */
function pngBuffer(width = 64, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = 200 - x;
      row[2 + x * 3] = 90 + y;
      row[3 + x * 3] = 140;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a member sends a verification selfie, a moderator approves it, and the member sees Verified', async ({
  page,
  browser,
}, testInfo) => {
  // Two browser contexts and a staff sign-in with a two-factor code: more than the default minute on a busy machine.
  test.slow();
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    hasTouch: testInfo.project.use.hasTouch,
  });
  const member = await context.newPage();
  await member.addInitScript(() => localStorage.setItem('vibeline-onboarding-completed', 'true'));
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const registered = await member.request.post('/api/auth/register', {
    data: {
      email: `verify.e2e.${stamp}@example.test`,
      password: 'Vibeline-member-2026',
      displayName: `Selfie ${stamp.slice(-6)}`,
      dateOfBirth: '1991-05-14',
      gender: 'woman',
      sexualIdentity: 'straight',
      interestedIn: ['men'],
      location: 'Brooklyn, NY',
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const { user } = (await registered.json()) as { user: { id: number; displayName: string } };

  // Settings → Get verified → the pose, the front camera, the upload.
  await member.goto('/settings');
  await press(member.getByRole('link', { name: 'Get verified' }));
  await expect(member.getByRole('heading', { name: 'Verify your profile' })).toBeVisible();
  const pose = (await member.getByTestId('verification-pose').textContent())?.trim();
  expect(pose).toBeTruthy();
  const input = member.getByLabel('Selfie photo');
  await expect(input).toHaveAttribute('capture', 'user');
  await input.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: pngBuffer() });
  await expect(member.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  const send = member.getByRole('button', { name: 'Send for verification' });
  const box = await send.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await press(send);
  await expect(member.getByText('Pending review')).toBeVisible();
  await screenshot(member, testInfo, 'verification-pending');

  // The moderator compares the selfie (in the asked pose) with the profile and approves.
  await signInByApi(page, DEMO_MODERATOR);
  await page.goto('/admin?tab=photos');
  const item = page.getByRole('listitem', { name: `Verification of ${user.displayName}` });
  await expect(item.getByText(pose!)).toBeVisible();
  await press(item.getByRole('button', { name: 'Verify' }));
  await expect(item).toHaveCount(0);

  await member.reload();
  await expect(member.getByRole('heading', { name: 'Your profile is verified' })).toBeVisible();
  await expect(member.getByText('Verified', { exact: true })).toBeVisible();
  await screenshot(member, testInfo, 'verification-approved');
  await member.goto(`/profile/${user.id}`);
  await expect(member.getByText('Verified', { exact: true }).first()).toBeVisible();
  await context.close();
});
