import { expect, test, type Page } from '@playwright/test';
import { TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { screenshot, signUpMember, type Member } from './fixtures';

/**
 * A member of this test's own (ADR 207) who already finished the first-visit tour, shaped like the seed's demo member
 * (Brooklyn, open to anyone, in every grid): its filters, likes and stories are seen by no other test.
 */
async function signIn(page: Page): Promise<Member> {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), TOUR_COMPLETED_KEY);
  return signUpMember(page, 'Devon');
}

const cards = (page: Page) => page.getByRole('list', { name: 'Profiles' }).getByRole('listitem');

test('a member browses Discover: grids, filters, more profiles, a tap and a text story', async ({ page }, testInfo) => {
  await signIn(page);
  await expect(page.getByRole('radio', { name: 'Date' })).toHaveAttribute('aria-checked', 'true');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(/^Age: \d+-\d+$/)).toBeVisible();
  await expect(page.getByText(/^Distance: \d+ mi$/)).toBeVisible();
  await expect(
    cards(page)
      .first()
      .getByText(/min (walk|drive)|Distance unknown/),
  ).toBeVisible();
  await screenshot(page, testInfo, 'discover');

  // Another grid refetches the list.
  const hookup = page.waitForResponse((r) => /\/api\/discovery\/\d+\/hookup/.test(r.url()) && r.ok());
  await page.getByRole('radio', { name: 'Hookup' }).click();
  await hookup;
  await expect(page.getByRole('radio', { name: 'Hookup' })).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/vibe=hookup/);
  await expect(cards(page).first().or(page.getByText('No profiles found'))).toBeVisible();
  await page.getByRole('radio', { name: 'Date' }).click();
  await expect(cards(page).first()).toBeVisible();

  // A filter chip saves at once and counts in the badge; Clear All empties the lists.
  await page.getByRole('button', { name: /^Profile Filters/ }).click();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/discovery-settings/') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'English', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Profile Filters (1 active)' })).toBeVisible();
  await expect(cards(page).first().or(page.getByText('No profiles found'))).toBeVisible();
  await screenshot(page, testInfo, 'discover-filters');
  const cleared = page.waitForResponse(
    (r) => r.url().includes('/api/discovery-settings/') && r.request().method() === 'PUT',
  );
  // Saving filters restarts the grid from its first page.
  const reload = page.waitForResponse((r) => /\/api\/discovery\/\d+\/date$/.test(r.url()) && r.ok());
  await page.getByRole('button', { name: 'Clear All' }).click();
  expect((await cleared).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Profile Filters', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: /^Profile Filters/ }).click();

  // Load More Profiles pages with the X-Next-Cursor of the last page (decision 14).
  const firstPage = await reload;
  await expect(cards(page).first()).toBeVisible();
  const before = await cards(page).count();
  expect(
    firstPage.headers()['x-next-cursor'],
    'a Brooklyn member open to anyone has more than one page of date matches',
  ).toBeTruthy();
  const nextPage = page.waitForResponse((r) => /\/api\/discovery\/\d+\/date\?cursor=/.test(r.url()) && r.ok());
  await page.getByRole('button', { name: 'Load More Profiles' }).click();
  await nextPage;
  await expect.poll(() => cards(page).count()).toBeGreaterThan(before);

  // Like the first member not liked yet (one name for the action, issue 14; a like is once per member); the card
  // then says Liked.
  const unliked = cards(page)
    .filter({ has: page.getByRole('button', { name: /^Like / }) })
    .first();
  const name = (await unliked.getByRole('heading').innerText()).split(',')[0]!.trim();
  const card = cards(page).filter({ hasText: name }).first();
  await card.getByRole('button', { name: `Like ${name}` }).click();
  await expect(page.getByText('Liked!').first()).toBeVisible();
  await expect(card.getByRole('button', { name: `You liked ${name}` })).toBeDisabled();

  // The card opens the member's profile.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await page.goBack();
  await expect(cards(page).first()).toBeVisible();
});

test('a member posts a text story, sees it in the ring and deletes it', async ({ page }, testInfo) => {
  const me = await signIn(page);
  // An earlier story of the member's own, as the seed gives the demo member: the new one is then the last of two.
  const earlier = await page.request.post('/api/stories', {
    data: { mediaType: 'text', textContent: 'Morning run by the river, coffee after' },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: 'Your Story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Story' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Post Story' })).toBeDisabled();
  await expect(dialog.getByText('Text required - Please enter some text for your story.')).toBeVisible();

  // Stories are visible to every member: the text names the project, as the phone and desktop runs may overlap.
  const text = `Sunset walk in Prospect Park tonight, anyone up for it? (${testInfo.project.name})`;
  await dialog.getByLabel('Story text').fill(text);
  await expect(dialog.getByText(`${text.length}/200`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Pink' }).click();
  await dialog.getByRole('button', { name: 'Add sticker ✨' }).click();
  await screenshot(page, testInfo, 'story-creator');
  await dialog.getByRole('button', { name: 'Post Story' }).click();
  await expect(page.getByText('Story created!').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const bubble = page.getByRole('button', { name: new RegExp(`View ${me.displayName}'s stories`) });
  await expect(bubble).toBeVisible();
  await screenshot(page, testInfo, 'story-ring');
  await bubble.click();
  const viewer = page.getByRole('dialog', { name: `${me.displayName}'s story` });
  await expect(viewer.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // The ring lists a member's stories oldest first: the new one is the last of the member's.
  const posted = viewer.getByText(text).or(viewer.getByText('Content Under Review'));
  for (let i = 0; i < 10 && !(await posted.isVisible()); i++)
    await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(posted).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await screenshot(page, testInfo, 'story-viewer');
  // Own stories come first; Next walks on and closes after the last story in the ring.
  const anyViewer = page.getByRole('dialog');
  for (let i = 0; i < 50 && (await anyViewer.count()) > 0; i++)
    await anyViewer.getByRole('button', { name: 'Next' }).click();
  await expect(anyViewer).toHaveCount(0);

  // The member deletes the story they posted (after a confirmation): it leaves the ring.
  const storyIds = async () => {
    const ring = await page.request.get('/api/stories/ring');
    expect(ring.ok()).toBe(true);
    return ((await ring.json()) as Array<{ stories: Array<{ id: number; textContent: string | null }> }>).flatMap(
      (e) => e.stories,
    );
  };
  const postedId = (await storyIds()).find((s) => s.textContent === text)?.id;
  expect(postedId, 'the posted story is in the ring').toBeTruthy();
  await bubble.click();
  for (let i = 0; i < 10 && !(await posted.isVisible()); i++)
    await viewer.getByRole('button', { name: 'Next' }).click();
  await expect(posted).toBeVisible();
  await viewer.getByRole('button', { name: 'Delete story' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this story?' });
  await screenshot(page, testInfo, 'story-delete-confirm');
  const deleted = page.waitForResponse(
    (r) => r.url().endsWith(`/api/stories/${postedId}`) && r.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByText('Story deleted').first()).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(text)).toHaveCount(0);
  expect((await storyIds()).map((s) => s.id)).not.toContain(postedId);
});
