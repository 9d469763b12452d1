import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

// Pages reached from here (the chat) measure elements; jsdom has no ResizeObserver.
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

const other = {
  view: 'public',
  id: 12,
  displayName: 'Riley',
  age: 31,
  gender: 'non-binary',
  sexualIdentity: 'queer',
  interestedIn: ['anyone'],
  bio: 'Sunsets and synths.',
  location: 'Austin, Texas',
  height: null,
  bodyType: null,
  relationshipStatus: null,
  languages: [],
  interests: ['music'],
  foodPreferences: [],
  profilePictureUrl: null,
  isVerified: true,
  trustScore: 88,
  isOnline: true,
  vibes: { romantic: 40, dominance: 70, social: 55 },
  discoveryPreferences: {
    appearInHookup: false,
    appearInDate: true,
    appearInChat: true,
    ageMin: 25,
    ageMax: 40,
    maxDistance: 30,
  },
  distance: 4,
  isBlockedByMe: false,
};

const signedIn = {
  'GET /api/auth/user': () => json(200, testUser),
  'GET /api/photos/12': () => json(200, []),
};

describe('profile view', { timeout: 30_000 }, () => {
  it("shows another member's profile with real age, trust score, Energy bar and discovery preferences", async () => {
    mockApi({ ...signedIn, 'GET /api/profile/12': () => json(200, other) });
    renderApp('/user/12');
    expect(await screen.findByRole('heading', { name: 'Riley, 31' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('88/100')).toBeInTheDocument();
    expect(screen.getByText('Sunsets and synths.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Energy 70%' })).toBeInTheDocument();
    expect(screen.getByText('25-40')).toBeInTheDocument();
    expect(screen.getByText('30 miles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('Send Message opens the chat in the inbox; a failed like shows Could not like', async () => {
    mockApi({
      ...signedIn,
      'GET /api/profile/12': () => json(200, other),
      'POST /api/taps': () => json(429, { message: 'Too many taps today' }),
    });
    const { router } = renderApp('/user/12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Could not like')).toBeInTheDocument();
    expect(screen.getByText('Too many taps today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // /inbox?chat={id} opens that conversation (the inbox forwards to /chat/{id}).
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toMatch(/^\/(inbox\?chat=12|chat\/12)$/),
    );
  });

  it('reports the member from their profile with the same reasons as the chat (POST /api/member-reports)', async () => {
    const reports: unknown[] = [];
    mockApi({
      ...signedIn,
      'GET /api/profile/12': () => json(200, other),
      'POST /api/member-reports': (body) => {
        reports.push(body);
        return json(201, { id: 3, reportedUserId: 12, reason: 'underage', createdAt: '2026-11-23T20:00:00.000Z' });
      },
    });
    renderApp('/user/12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Riley' });
    for (const label of ['Harassment or threats', 'Fake profile', 'Underage', 'Scam or money request'])
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Underage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(reports).toEqual([{ reportedUserId: 12, reason: 'underage' }]);
  });

  it('blocks from the profile after a confirmation and goes back to Discover', async () => {
    const blocked: unknown[] = [];
    mockApi({
      ...signedIn,
      'GET /api/profile/12': () => json(200, other),
      'POST /api/blocks': (body) => {
        blocked.push(body);
        return json(201, { ok: true });
      },
    });
    const { router } = renderApp('/user/12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Riley?' });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(blocked).toEqual([{ userId: 12 }]);
    expect((await screen.findAllByText('Riley blocked')).length).toBeGreaterThan(0);
  });

  it('shows the own profile without Like or Send Message', async () => {
    mockApi({
      'GET /api/auth/user': () => json(200, testUser),
      'GET /api/photos/7': () => json(200, []),
      'GET /api/profile/7': () =>
        json(200, {
          ...other,
          view: 'own',
          id: 7,
          displayName: 'Demo Member',
          distance: undefined,
          isBlockedByMe: undefined,
          email: 'demo@vibeline.app',
          dateOfBirth: '1996-05-01',
          latitude: null,
          longitude: null,
          twoFactorEnabled: false,
          role: 'member',
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
    });
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Demo Member, 31' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/settings');

    // Preview (issue 14 §7): the same page as others get it, read-only, with a way back to editing.
    await userEvent.setup().click(screen.getByRole('link', { name: 'Preview' }));
    expect(router.state.location.search).toBe('?preview=1');
    expect(await screen.findByText('This is how other members see your profile.', { exact: false })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Profile preview', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Demo Member, 31' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Edit profile' })).toHaveLength(1);
  });

  it('shows Loading profile... and then Profile not found', async () => {
    // The answer waits until the loading state has been seen, so the test does not race it.
    let answer: (response: Response) => void = () => {};
    mockApi({
      ...signedIn,
      'GET /api/profile/12': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/user/12');
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    answer(json(404, { message: 'Profile not found' }));
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText("This user profile doesn't exist or has been removed.")).toBeInTheDocument();
  });
});
