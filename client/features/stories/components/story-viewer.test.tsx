import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Story, StoryRingEntry } from '#contracts';
import { TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

const settings = {
  userId: 7,
  appearInHookup: false,
  appearInDate: true,
  appearInChat: false,
  ageMin: 18,
  ageMax: 65,
  maxDistance: 25,
  enableNsfwContent: false,
  heightFilter: [],
  bodyTypeFilter: [],
  relationshipStatusFilter: [],
  languageFilter: [],
};

const story = (id: number, userId: number, name: string): Story => ({
  id,
  userId,
  user: { id: userId, displayName: name, profilePictureUrl: null },
  gridType: 'date',
  mediaType: 'text',
  textContent: `Story ${id} by ${name}`,
  mediaUrl: null,
  backgroundColor: '#8B5CF6',
  textColor: '#FFFFFF',
  filter: 'none',
  stickers: [],
  moderationStatus: 'approved',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
});
const entry = (stories: Story[]): StoryRingEntry => ({
  userId: stories[0]!.userId,
  user: stories[0]!.user,
  gridType: 'date',
  gridTypes: ['date'],
  stories,
});

/** By default the signed-in member (testUser, id 7) has stories 1 and 2, and Zoe (8) has story 3. */
function mockRing(
  onDelete: (id: number) => Response,
  initial = [entry([story(1, 7, 'Demo Member'), story(2, 7, 'Demo Member')]), entry([story(3, 8, 'Zoe')])],
) {
  let ring = initial;
  const deleted: number[] = [];
  const handler = (id: number) => () => {
    const res = onDelete(id);
    if (res.ok) {
      deleted.push(id);
      ring = ring
        .map((e) => ({ ...e, stories: e.stories.filter((s) => s.id !== id) }))
        .filter((e) => e.stories.length > 0);
    }
    return res;
  };
  const fetchMock = mockApi({
    'GET /api/auth/user': () => json(200, testUser),
    'GET /api/taps/7': () => json(200, []),
    'GET /api/discovery-settings/7': () => json(200, settings),
    'GET /api/discovery/7/date': () => json(200, []),
    'GET /api/stories/ring?vibeType=date': () => json(200, ring),
    'DELETE /api/stories/1': handler(1),
    'DELETE /api/stories/2': handler(2),
    'DELETE /api/stories/3': handler(3),
  });
  const ringLoads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/stories/ring?vibeType=date').length;
  return { deleted, ringLoads };
}

const noContent = () => new Response(null, { status: 204 });

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

describe('story viewer: Delete story', () => {
  it("is offered on the member's own stories only", async () => {
    mockRing(noContent);
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /View Demo Member's stories/ }));
    expect(await screen.findByText('Story 1 by Demo Member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete story' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Story 3 by Zoe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete story' })).not.toBeInTheDocument();
  });

  it(
    'asks first; Cancel sends nothing; Delete calls the API, ' + 'toasts, refreshes the ring and shows the next story',
    async () => {
      const api = mockRing(noContent);
      renderApp('/');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /View Demo Member's stories/ }));
      expect(await screen.findByText('Story 1 by Demo Member')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Delete story' }));
      let confirm = await screen.findByRole('alertdialog', { name: 'Delete this story?' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(api.deleted).toEqual([]);

      const loadsBefore = api.ringLoads();
      await user.click(screen.getByRole('button', { name: 'Delete story' }));
      confirm = await screen.findByRole('alertdialog', { name: 'Delete this story?' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Story deleted')).toBeInTheDocument();
      expect(api.deleted).toEqual([1]);
      await waitFor(() => expect(api.ringLoads()).toBeGreaterThan(loadsBefore));
      // The viewer moves on to the member's other story, now the only one.
      expect(await screen.findByText('Story 2 by Demo Member')).toBeInTheDocument();
      expect(screen.queryByText('Story 1 by Demo Member')).not.toBeInTheDocument();
      expect(screen.getByText(/^Story 1 of 1/)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: "Demo Member's story" })).toBeInTheDocument();
    },
  );

  it("moves past the member's last story to the next member's", async () => {
    const api = mockRing(noContent);
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /View Demo Member's stories/ }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Story 2 by Demo Member')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete story' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Story deleted')).toBeInTheDocument();
    expect(api.deleted).toEqual([2]);
    expect(await screen.findByText('Story 3 by Zoe')).toBeInTheDocument();
  });

  it('closes the viewer when the deleted story was the last in the ring', async () => {
    const api = mockRing(noContent, [entry([story(1, 7, 'Demo Member')])]);
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /View Demo Member's stories/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete story' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Story deleted')).toBeInTheDocument();
    expect(api.deleted).toEqual([1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /View Demo Member's stories/ })).not.toBeInTheDocument(),
    );
  });

  it('shows the server message when the delete fails and keeps the story', async () => {
    const api = mockRing(() => json(404, { message: 'Story not found' }));
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /View Demo Member's stories/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete story' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting story')).toBeInTheDocument();
    expect(screen.getByText('Story not found')).toBeInTheDocument();
    expect(api.deleted).toEqual([]);
    expect(screen.getByText('Story 1 by Demo Member')).toBeInTheDocument();
  });
});
