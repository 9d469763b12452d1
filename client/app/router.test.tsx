import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

const signedOut = { 'GET /api/auth/user': () => json(401, { message: 'Not authenticated' }) };
const signedIn = (role: 'member' | 'admin' = 'member') => ({
  'GET /api/auth/user': () => json(200, { user: { ...testUser, role } }),
  'GET /api/taps/7': () =>
    json(
      200,
      [1, 2, 3].map((id) => ({
        id,
        senderId: 20 + id,
        receiverId: 7,
        tapType: 'heart',
        createdAt: '2026-01-01T00:00:00.000Z',
        matched: false,
        sender: { id: 20 + id, displayName: `Fan ${id}`, profilePictureUrl: null },
      })),
    ),
  'POST /api/auth/logout': () => json(200, { ok: true }),
});

describe('routes', () => {
  it('shows the Loading screen while the session is checked', async () => {
    mockApi({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each([
    ['signed out', signedOut],
    ['signed in', signedIn()],
  ])('shows 404 Page Not Found for an unknown path (%s)', async (_, api) => {
    mockApi(api);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor on a members-only path to the login screen', async () => {
    mockApi(signedOut);
    const { router } = renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the emergency viewer without login; an unknown link reads not found or expired', async () => {
    mockApi(signedOut);
    renderApp('/emergency-viewer/abc123');
    expect(await screen.findByRole('heading', { name: 'Bestie Shield Alert' })).toBeInTheDocument();
    expect(await screen.findByText('Emergency alert not found or expired')).toBeInTheDocument();
  });

  it("opens a contact's stop link without login; the contact chooses, opening alone stops nothing", async () => {
    const stops: unknown[] = [];
    mockApi({
      ...signedOut,
      'GET /api/safety-stop/7.KzE0MTU1NTUwMTIz.0123456789abcdef0123456789abcdef': () =>
        json(200, { displayName: 'Demo Member' }),
      'POST /api/safety-stop/7.KzE0MTU1NTUwMTIz.0123456789abcdef0123456789abcdef': (body) => {
        stops.push(body);
        return json(200, { ok: true, scope: 'member' });
      },
    });
    renderApp('/stop/7.KzE0MTU1NTUwMTIz.0123456789abcdef0123456789abcdef');
    const user = userEvent.setup();
    expect(await screen.findByText(/added you as an emergency contact/)).toBeInTheDocument();
    expect(stops).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Stop messages from Demo Member' }));
    expect(
      await screen.findByText('You will get no more Bestie Shield messages from this member.'),
    ).toBeInTheDocument();
    expect(stops).toEqual([{ scope: 'member' }]);
  });

  it('asks a visitor on /safety to log in', async () => {
    mockApi(signedOut);
    renderApp('/safety');
    expect(await screen.findByText('Please log in to access safety features')).toBeInTheDocument();
  });

  it('shows Access Denied on admin pages to a member', async () => {
    mockApi(signedIn('member'));
    renderApp('/admin');
    expect(await screen.findByText('Administrator privileges required')).toBeInTheDocument();
  });

  it('lets an admin open the Admin Panel', async () => {
    mockApi(signedIn('admin'));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it(
    'shows the signed-in shell with Likes counted apart ' + 'from unread messages (decision 29), and logs out',
    async () => {
      mockApi(signedIn());
      const { router } = renderApp('/');
      expect(await screen.findByText('Vibeline')).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByText('Brooklyn, NY')).toBeInTheDocument();
      const header = screen.getByRole('banner');
      expect(await within(header).findByRole('link', { name: 'Likes (3 likes)' })).toHaveAttribute('href', '/likes');
      expect(within(header).getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/inbox');
      // Phones get the same destinations in the bottom tab bar (issue 14 §7).
      const tabs = screen.getByRole('navigation', { name: 'Tabs' });
      expect(within(tabs).getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
      expect(await within(tabs).findByRole('link', { name: 'Likes (3 likes)' })).toHaveAttribute('href', '/likes');
      expect(within(tabs).getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/inbox');
      expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('link', { name: 'Safety' })).toHaveAttribute('href', '/safety');
      expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

      await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('accepts the bare user object as the session answer', async () => {
    mockApi({ ...signedIn(), 'GET /api/auth/user': () => json(200, testUser) });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps the header working without a badge when the taps call fails', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/taps/7': () => json(500, { message: 'boom' }),
      'GET /api/auth/user': () => json(200, { user: { ...testUser, location: null } }),
    });
    renderApp('/');
    expect(within(await screen.findByRole('banner')).getByText('Location not set')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Messages' })).toBeInTheDocument(),
    );
  });

  it('the Tour button clears the completed flag and asks the tour to open', async () => {
    mockApi(signedIn());
    localStorage.setItem('vibeline-onboarding-completed', 'true');
    let opened = 0;
    const onOpen = () => {
      opened += 1;
    };
    window.addEventListener('vibeline:open-tour', onOpen);
    renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Tour' }));
    window.removeEventListener('vibeline:open-tour', onOpen);
    expect(localStorage.getItem('vibeline-onboarding-completed')).toBeNull();
    expect(opened).toBe(1);
  });
});
