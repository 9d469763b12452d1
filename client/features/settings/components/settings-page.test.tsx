import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

// The machine is shared: give async queries and tests room.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const ownProfile = {
  view: 'own',
  id: 7,
  displayName: 'Demo Member',
  age: 29,
  gender: 'woman',
  sexualIdentity: 'bisexual',
  interestedIn: ['men', 'women'],
  bio: 'Hi',
  location: 'Brooklyn, NY',
  height: null,
  bodyType: null,
  relationshipStatus: 'single',
  languages: ['English'],
  interests: ['music'],
  foodPreferences: [],
  profilePictureUrl: null,
  isVerified: true,
  trustScore: 80,
  isOnline: true,
  vibes: { romantic: 60, dominance: 30, social: 70 },
  discoveryPreferences: {
    appearInHookup: false,
    appearInDate: true,
    appearInChat: false,
    ageMin: 21,
    ageMax: 45,
    maxDistance: 25,
  },
  email: 'demo@vibeline.app',
  dateOfBirth: '1996-05-01',
  latitude: 40.6,
  longitude: -73.9,
  twoFactorEnabled: false,
  role: 'member',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const settings = {
  userId: 7,
  appearInHookup: false,
  appearInDate: true,
  appearInChat: false,
  ageMin: 21,
  ageMax: 45,
  maxDistance: 25,
  enableNsfwContent: true,
  heightFilter: [],
  bodyTypeFilter: [],
  relationshipStatusFilter: [],
  languageFilter: [],
};
const prefs = { receiveTextNSFW: true, receiveImageNSFW: true, warnBeforeNSFW: false, blurNSFWContent: false };

function settingsApi(overrides: Record<string, (body: unknown) => Response> = {}) {
  const calls: { key: string; body: unknown }[] = [];
  const record = (key: string, answer: (body: unknown) => Response) => (body: unknown) => {
    calls.push({ key, body });
    return answer(body);
  };
  const fetchMock = mockApi({
    'GET /api/auth/user': () => json(200, testUser),
    'GET /api/profile/7': () => json(200, ownProfile),
    'GET /api/vibes/7': () => json(200, ownProfile.vibes),
    'GET /api/discovery-settings/7': () => json(200, settings),
    'GET /api/users/7/nsfw-preferences': () => json(200, prefs),
    'GET /api/photos/7': () => json(200, []),
    'PATCH /api/discovery-settings/7': record('PATCH settings', (body) =>
      json(200, { ...settings, ...(body as object) }),
    ),
    'PUT /api/users/7/nsfw-preferences': record('PUT prefs', (body) => json(200, body)),
    'PATCH /api/vibes/7': record('PATCH vibes', (body) => json(200, { ...ownProfile.vibes, ...(body as object) })),
    ...Object.fromEntries(Object.entries(overrides).map(([key, answer]) => [key, record(key, answer)])),
  });
  return { calls, fetchMock };
}

describe('profile settings', { timeout: 30_000 }, () => {
  it('splits settings into pages for a phone, each with its sections in the spec order', async () => {
    settingsApi();
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Basic Information' }, { timeout: 15_000 })).toBeInTheDocument();
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings()).toEqual([
      'Basic Information',
      'Languages & Interests',
      'Profile Pictures (Public)',
      'Private Gallery',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Bestie Shield' })).toHaveAttribute('href', '/safety');
    expect(screen.getByRole('link', { name: 'Preview my profile' })).toHaveAttribute('href', '/profile?preview=1');
    expect(screen.getByLabelText('Location')).toHaveAttribute('readonly');
    expect(await screen.findAllByRole('button', { name: 'Add Photo' })).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'Preferences' }));
    expect(router.state.location.pathname).toBe('/settings/preferences');
    expect(await screen.findByRole('heading', { name: 'Personality Vibes' })).toBeInTheDocument();
    expect(headings()).toEqual(['Personality Vibes', 'Discovery Settings', 'Content Controls']);
    expect(screen.getByRole('slider', { name: 'Energy' })).toHaveAttribute('aria-valuetext', '30 · Somewhat Passive');
    expect(screen.getByRole('slider', { name: 'Max distance' })).toHaveAttribute('aria-valuetext', '25 MILES');

    await user.click(within(nav).getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(headings()).toEqual(['Account', 'Password', 'Privacy']);
  });

  it(
    'interested in is a multi-select in the wizard’s words, ' + 'reading the old plural words as the same people',
    async () => {
      const { calls } = settingsApi({
        'PATCH /api/profile/7': (body) => json(200, { ...ownProfile, ...(body as object) }),
      });
      renderApp('/settings');
      const user = userEvent.setup();
      const group = (await screen.findByText('Interested in', { selector: 'legend' })).closest('fieldset')!;
      expect(within(group).getByRole('button', { name: 'Man' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(group).getByRole('button', { name: 'Woman' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(group).getByRole('button', { name: 'Non-binary' })).toHaveAttribute('aria-pressed', 'false');

      await user.click(within(group).getByRole('button', { name: 'Non-binary' }));
      expect(within(group).getByRole('button', { name: 'Non-binary' })).toHaveAttribute('aria-pressed', 'true');
      // Anyone stands alone.
      await user.click(within(group).getByRole('button', { name: 'Anyone' }));
      expect(within(group).getByRole('button', { name: 'Man' })).toHaveAttribute('aria-pressed', 'false');
      await user.click(within(group).getByRole('button', { name: 'Woman' }));
      await user.click(within(group).getByRole('button', { name: 'Non-binary' }));
      expect(within(group).getByRole('button', { name: 'Anyone' })).toHaveAttribute('aria-pressed', 'false');

      await user.click(screen.getAllByRole('button', { name: 'Save All Changes' })[0]);
      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(calls).toEqual([{ key: 'PATCH /api/profile/7', body: { interestedIn: ['woman', 'non-binary'] } }]);
    },
  );

  it(
    'asks before leaving settings with unsaved edits, and keeps the draft between its own pages',
    { timeout: 60_000 },
    async () => {
      settingsApi();
      const { router } = renderApp('/settings/preferences');
      const user = userEvent.setup();
      const romantic = await screen.findByRole('slider', { name: 'Romantic' });
      romantic.focus();
      await user.keyboard('{ArrowLeft}');
      const nav = screen.getByRole('navigation', { name: 'Settings sections' });
      await user.click(within(nav).getByRole('link', { name: 'Account' }));
      await user.click(within(nav).getByRole('link', { name: 'Preferences' }));
      expect(await screen.findByRole('slider', { name: 'Romantic' })).toHaveAttribute('aria-valuenow', '59');

      await user.click(screen.getByRole('link', { name: 'Back to Home' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/settings/preferences');

      await user.click(screen.getByRole('link', { name: 'Back to Home' }));
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
          name: 'Leave',
        }),
      );
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('turning two-factor off asks for the current password and shows the error under that field', async () => {
    const { calls } = settingsApi({
      'GET /api/auth/user': () => json(200, { ...testUser, twoFactorEnabled: true }),
      'PUT /api/account/two-factor': (body) =>
        (body as { currentPassword?: string }).currentPassword === 'Right-password-1'
          ? json(200, { twoFactorEnabled: false })
          : json(400, { message: 'currentPassword: Current password is incorrect' }),
    });
    renderApp('/settings/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off two-factor authentication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Current password is required');
    const puts = () => calls.filter((c) => c.key === 'PUT /api/account/two-factor').map((c) => c.body);
    expect(puts()).toEqual([]);
    await user.type(within(dialog).getByLabelText('Current password'), 'Wrong-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Current password is incorrect$/);
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'Right-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication off')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(puts()).toEqual([
      { enabled: false, currentPassword: 'Wrong-password-1' },
      { enabled: false, currentPassword: 'Right-password-1' },
    ]);
    expect(screen.getByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
  });

  it('lists blocked members with Unblock, and says so when there are none', async () => {
    let blocked = [
      { userId: 12, displayName: 'Jordan K.', profilePictureUrl: null, blockedAt: '2026-11-20T10:00:00.000Z' },
    ];
    const { calls } = settingsApi({
      'GET /api/blocks': () => json(200, blocked),
      'DELETE /api/blocks/12': () => {
        blocked = [];
        return json(200, { ok: true });
      },
    });
    renderApp('/settings/blocked');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    expect(within(list).getByText('Jordan K.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Unblock Jordan K.' }));
    expect(await screen.findByText('Jordan K. unblocked')).toBeInTheDocument();
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('DELETE /api/blocks/12');
  });

  it('turning the NSFW master toggle off resets to Safe Mode and saves', async () => {
    const { calls } = settingsApi();
    renderApp('/settings/preferences');
    const user = userEvent.setup();
    const section = (await screen.findByRole('heading', { name: 'Content Controls' })).closest('section')!;
    expect(await within(section).findByRole('switch', { name: 'Receive NSFW images' })).toBeChecked();

    await user.click(within(section).getByRole('switch', { name: 'Allow NSFW content' }));
    expect(await within(section).findByText('Safe Mode Active')).toBeInTheDocument();
    expect(
      within(section).getByText('Text content allowed, warn senders enabled, images blocked.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('switch', { name: 'Receive NSFW images' })).not.toBeInTheDocument();
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    expect(screen.getByText('Your NSFW content preferences have been saved.')).toBeInTheDocument();
    expect(calls).toEqual([
      { key: 'PATCH settings', body: { enableNsfwContent: false } },
      {
        key: 'PUT prefs',
        body: { receiveTextNSFW: true, receiveImageNSFW: false, warnBeforeNSFW: true, blurNSFWContent: true },
      },
    ]);
  });

  it('shows the spec error when preferences fail to save', async () => {
    settingsApi({ 'PUT /api/users/7/nsfw-preferences': () => json(500, { message: 'boom' }) });
    renderApp('/settings/preferences');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Blur NSFW content' }));
    expect(await screen.findByText('Failed to update preferences. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('Save All Changes sends only what changed, with the spec toast', async () => {
    const { calls } = settingsApi();
    renderApp('/settings/preferences');
    const user = userEvent.setup();
    const romantic = await screen.findByRole('slider', { name: 'Romantic' });
    romantic.focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getAllByRole('button', { name: 'Save All Changes' })[0]);
    expect(await screen.findByText('Vibes updated successfully!')).toBeInTheDocument();
    expect(calls).toEqual([{ key: 'PATCH vibes', body: { romantic: 59 } }]);
  });

  it('explains read-only gender with the profile ID', async () => {
    settingsApi();
    renderApp('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Gender'));
    expect(await screen.findByText('Contact Support to Change Gender')).toBeInTheDocument();
    // Radix also copies the toast's text into a screen-reader announcement.
    expect(screen.getAllByText(/profile ID: 7/)[0]).toBeInTheDocument();
  });
});
