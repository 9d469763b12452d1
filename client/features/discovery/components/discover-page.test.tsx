import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { distanceDisplay, type DiscoverySettings, type ProfileCard } from '#contracts';
import { TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';
import { activeFilterCount, toggleFilterValue } from './filter-model';

const settings: DiscoverySettings = {
  userId: testUser.id,
  appearInHookup: false,
  appearInDate: true,
  appearInChat: false,
  ageMin: 21,
  ageMax: 40,
  maxDistance: 25,
  enableNsfwContent: false,
  heightFilter: [],
  bodyTypeFilter: [],
  relationshipStatusFilter: [],
  languageFilter: [],
};

const card = (id: number, overrides: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  displayName: `Member ${id}`,
  age: 30,
  profilePictureUrl: null,
  isVerified: false,
  isOnline: false,
  distance: 4,
  height: "5'8",
  bodyType: 'athletic',
  relationshipStatus: 'single',
  location: 'Brooklyn, NY',
  interests: ['hiking', 'coffee'],
  foodPreferences: ['sushi'],
  vibes: { romantic: 60, dominance: 40, social: 55 },
  compatibility: {
    score: 88,
    vibeScore: 90,
    sharedInterestPercent: 80,
    hearts: '❤️❤️❤️❤️❤️',
    summary: 'Perfect energy match!',
  },
  sharedInterests: ['hiking', 'coffee'],
  sharedFoods: ['sushi'],
  ...overrides,
});

const page = (cards: ProfileCard[], nextCursor?: string) =>
  new Response(JSON.stringify(cards), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...(nextCursor ? { 'X-Next-Cursor': nextCursor } : {}) },
  });

const base = {
  'GET /api/auth/user': () => json(200, testUser),
  'GET /api/taps/7': () => json(200, []),
  'GET /api/discovery-settings/7': () => json(200, settings),
  'GET /api/stories/ring?vibeType=date': () => json(200, []),
  'GET /api/stories/ring?vibeType=hookup': () => json(200, []),
};

beforeEach(() => {
  localStorage.setItem(TOUR_COMPLETED_KEY, 'true');
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('distance display (spec §9)', () => {
  it('says the miles, then the travel time they stand for: walking up to a mile, driving beyond (decision 28)', () => {
    expect(distanceDisplay(1)).toMatchObject({ text: '1 mile · 20 min walk', dot: 'green' });
    expect(distanceDisplay(4)).toMatchObject({ text: '4 miles · 15 min drive', dot: 'green' });
    expect(distanceDisplay(15)).toMatchObject({ text: '15 miles · 35 min drive', dot: 'yellow' });
    expect(distanceDisplay(25)).toMatchObject({ text: '25 miles · 55 min drive', dot: 'yellow' });
    expect(distanceDisplay(40)).toMatchObject({ text: '40 miles · 85 min drive', dot: 'orange' });
    expect(distanceDisplay(null)).toMatchObject({ dot: 'grey' });
  });
});

describe('filter chips', () => {
  it('toggle a value in and out of its list and count active filters', () => {
    expect(toggleFilterValue([], 'slim')).toEqual(['slim']);
    expect(toggleFilterValue(['slim', 'curvy'], 'slim')).toEqual(['curvy']);
    expect(activeFilterCount({ ...settings, bodyTypeFilter: ['slim'], languageFilter: ['English', 'French'] })).toBe(3);
  });
});

// The machine is shared: give the page tests room.
describe('Discover page', { timeout: 30_000 }, () => {
  it('shows 8 skeleton cards, then cards with badges, travel time and shared interests', async () => {
    let answer!: (r: Response) => void;
    mockApi({
      ...base,
      'GET /api/discovery/7/date': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/');
    const loading = await screen.findByLabelText('Loading profiles');
    expect(loading.children).toHaveLength(8);
    answer(page([card(1, { isVerified: true, isOnline: true, displayName: 'Ava' }), card(2, { distance: null })]));

    const ava = (await screen.findByRole('link', { name: 'Ava, 30' })).closest('article')!;
    expect(screen.getByRole('link', { name: 'Ava, 30' })).toHaveAttribute('href', '/user/1');
    expect(within(ava).getByText('Verified')).toBeInTheDocument();
    expect(within(ava).getByText('Online')).toBeInTheDocument();
    expect(within(ava).getByText('4 miles · 15 min drive')).toBeInTheDocument();
    expect(within(ava).getByText('Perfect energy match!')).toBeInTheDocument();
    expect(within(ava).getByRole('list', { name: 'Shared interests' })).toHaveTextContent('hiking');
    expect(screen.getByText('Distance unknown')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Date' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Age: 21-40')).toBeInTheDocument();
    expect(screen.getByText('Distance: 25 mi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open messages' })).toHaveAttribute('href', '/inbox');
  });

  it('loads the next page with the cursor from X-Next-Cursor', async () => {
    const fetchMock = mockApi({
      ...base,
      'GET /api/discovery/7/date': () => page([card(1)], 'abc123'),
      'GET /api/discovery/7/date?cursor=abc123': () => page([card(2)]),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load More Profiles' }));
    expect(await screen.findByRole('link', { name: 'Member 2, 30' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Member 1, 30' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Profiles' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/discovery/7/date?cursor=abc123')).toBe(true);
  });

  it('shows the empty state and refetches the grid for another vibe type', async () => {
    const fetchMock = mockApi({
      ...base,
      'GET /api/discovery/7/date': () => page([]),
      'GET /api/discovery/7/hookup': () => page([card(3, { displayName: 'Kai' })]),
    });
    renderApp('/');
    const user = userEvent.setup();
    expect(await screen.findByText('No profiles found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or check back later for new matches!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([p]) => p === '/api/discovery/7/date')).toHaveLength(2));

    await user.click(screen.getByRole('radio', { name: 'Hookup' }));
    expect(await screen.findByRole('link', { name: 'Kai, 30' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hookup' })).toHaveAttribute('aria-checked', 'true');
  });

  it('saves a filter chip at once (poly as polyamorous), counts it, and clears all', async () => {
    const puts: unknown[] = [];
    let saved = settings;
    mockApi({
      ...base,
      'GET /api/discovery/7/date': () => page([card(1)]),
      'PUT /api/discovery-settings/7': (body) => {
        puts.push(body);
        saved = { ...saved, ...(body as Partial<DiscoverySettings>) };
        return json(200, saved);
      },
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Profile Filters' }));
    const poly = await screen.findByRole('button', { name: 'poly' });
    expect(poly).toHaveAttribute('aria-pressed', 'false');
    await user.click(poly);
    await waitFor(() => expect(screen.getByRole('button', { name: 'poly' })).toHaveAttribute('aria-pressed', 'true'));
    expect(puts).toEqual([{ relationshipStatusFilter: ['polyamorous'] }]);
    expect(screen.getByRole('button', { name: 'Profile Filters (1 active)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profile Filters (2 active)' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profile Filters' })).toBeInTheDocument());
    expect(puts.at(-1)).toEqual({
      heightFilter: [],
      bodyTypeFilter: [],
      relationshipStatusFilter: [],
      languageFilter: [],
    });
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it(
    'sends a Like, disables Likes while it is in flight, ' + 'confirms, and then shows Liked (one name for the action)',
    async () => {
      let answer!: (r: Response) => void;
      const bodies: unknown[] = [];
      mockApi({
        ...base,
        'GET /api/discovery/7/date': () => page([card(1, { displayName: 'Ava' }), card(2, { displayName: 'Ben' })]),
        'POST /api/taps': (body) => {
          bodies.push(body);
          sent = [1];
          return new Promise<Response>((resolve) => {
            answer = resolve;
          });
        },
        'GET /api/taps/7/sent': () => json(200, { userIds: sent }),
      });
      let sent: number[] = [];
      renderApp('/');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Like Ava' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Like Ben' })).toBeDisabled());
      expect(bodies).toEqual([{ senderId: 7, receiverId: 1, tapType: 'heart' }]);
      answer(
        json(201, {
          id: 1,
          senderId: 7,
          receiverId: 1,
          tapType: 'heart',
          createdAt: '2026-01-01T00:00:00.000Z',
          sender: { id: 7, displayName: 'Demo Member', profilePictureUrl: null },
          matched: false,
        }),
      );
      expect(await screen.findByText('Liked!')).toBeInTheDocument();
      expect(screen.getByText('You liked Ava. If they like you back, it’s a match.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Like Ben' })).toBeEnabled());
      expect(await screen.findByRole('button', { name: 'You liked Ava' })).toBeDisabled();
    },
  );

  it('shows Could not like with the server message', async () => {
    mockApi({
      ...base,
      'GET /api/discovery/7/date': () => page([card(1, { displayName: 'Ava' })]),
      'POST /api/taps': () => json(429, { message: 'Daily tap limit reached' }),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Like Ava' }));
    expect(await screen.findByText('Could not like')).toBeInTheDocument();
    expect(screen.getByText('Daily tap limit reached')).toBeInTheDocument();
  });
});
