import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './fixtures';

async function runPreset(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  const result = page.getByTestId('guardian-result');
  await expect(result).toBeVisible();
  return result;
}

test('a signed-out visitor tries the three Guardian examples against the real engine', async ({ page }, testInfo) => {
  await page.goto('/Guardian');
  await expect(page.getByRole('heading', { name: 'Guardian', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Analyze', exact: true })).toBeDisabled();
  await expect(page.getByTestId('trust-value')).toHaveText('50 · Moderate');
  await screenshot(page, testInfo, 'guardian-empty');

  const safe = await runPreset(page, 'Safe example');
  await expect(page.getByTestId('trust-value')).toHaveText('75 · High');
  await expect(safe.getByText('ALLOW', { exact: true })).toBeVisible();
  await expect(safe.getByText('Allowed', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'guardian-allow');

  const borderline = await runPreset(page, 'Borderline example');
  await expect(page.getByTestId('trust-value')).toHaveText('25 · Low');
  await expect(borderline.getByText(/^(REVIEW|BLOCK)$/)).toBeVisible();
  await expect(borderline.getByRole('list', { name: 'Policy tags' })).toContainText('off_platform');
  await screenshot(page, testInfo, 'guardian-borderline');

  const harmful = await runPreset(page, 'Harmful example');
  await expect(page.getByTestId('trust-value')).toHaveText('50 · Moderate');
  await expect(harmful.getByText('BLOCK', { exact: true })).toBeVisible();
  await expect(harmful.getByRole('list', { name: 'Policy tags' })).toContainText('extortion');
  await expect(harmful.getByRole('meter', { name: 'Risk score' })).toHaveAttribute(
    'aria-valuenow',
    /^(7\d|8\d|9\d|100)$/,
  );
  await screenshot(page, testInfo, 'guardian-block');

  // Typing over an example with only spaces leaves nothing to analyse.
  await page.getByLabel('Message to analyze').fill('   ');
  await expect(page.getByRole('button', { name: 'Analyze', exact: true })).toBeDisabled();
});
