import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORY_MEDIA_REQUIRED, STORY_TEXT_REQUIRED, type Story, type StoryRingEntry } from '#contracts';
import { TOUR_COMPLETED_KEY } from '#lib/onboarding-tour';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';
import { emptyDraft, newSticker, storyDraftProblem } from './story-draft';

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

const story = (id: number, userId: number, name: string, overrides: Partial<Story> = {}): Story => ({
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
  ...overrides,
});
const entry = (stories: Story[]): StoryRingEntry => ({
  userId: stories[0]!.userId,
  user: stories[0]!.user,
  gridType: 'date',
  gridTypes: ['date', 'hookup'],
  stories,
});

const base = {
  'GET /api/auth/user': () => json(200, testUser),
  'GET /api/taps/7': () => json(200, []),
  'GET /api/discovery-settings/7': () => json(200, settings),
  'GET /api/discovery/7/date': () => json(200, []),
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

describe('story validation (spec §5)', () => {
  it('needs non-blank text for a text story and a file for photo or video', () => {
    expect(storyDraftProblem({ ...emptyDraft(), text: '   ' })).toBe(STORY_TEXT_REQUIRED);
    expect(storyDraftProblem({ ...emptyDraft(), text: ' hi ' })).toBeNull();
    expect(storyDraftProblem({ ...emptyDraft(), mediaType: 'photo', text: 'caption' })).toBe(STORY_MEDIA_REQUIRED);
    expect(
      storyDraftProblem({ ...emptyDraft(), mediaType: 'video', file: new File(['x'], 'a.mp4', { type: 'video/mp4' }) }),
    ).toBeNull();
  });

  it('starts with the spec defaults and centred stickers', () => {
    expect(emptyDraft()).toMatchObject({
      gridType: 'date',
      backgroundColor: '#8B5CF6',
      textColor: '#FFFFFF',
      filter: 'none',
      stickers: [],
    });
    expect(newSticker('🔥')).toMatchObject({ type: '🔥', x: 50, y: 50, scale: 1, rotation: 0 });
  });
});

describe('story ring and dialog', () => {
  it('shows 5 skeleton bubbles, then one bubble per member', async () => {
    let answer!: (r: Response) => void;
    mockApi({
      ...base,
      'GET /api/stories/ring?vibeType=date': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/');
    expect(await screen.findAllByTestId('story-skeleton')).toHaveLength(5);
    answer(json(200, [entry([story(1, 7, 'Demo Member')]), entry([story(2, 8, 'Zoe')])]));
    expect(await screen.findByRole('button', { name: /View Zoe's stories/ })).toBeInTheDocument();
    expect(screen.queryAllByTestId('story-skeleton')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Your Story' })).toBeInTheDocument();
  });

  it('validates the creator, counts characters and posts a text story', async () => {
    const posts: unknown[] = [];
    let ring: StoryRingEntry[] = [];
    mockApi({
      ...base,
      'GET /api/stories/ring?vibeType=date': () => json(200, ring),
      'POST /api/stories': (body) => {
        posts.push(body);
        const created = story(5, 7, 'Demo Member', { textContent: 'Coffee later?', moderationStatus: 'approved' });
        ring = [entry([created])];
        return json(201, created);
      },
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Your Story' }));
    const post = await screen.findByRole('button', { name: 'Post Story' });
    expect(post).toBeDisabled();
    expect(screen.getByTestId('story-problem')).toHaveTextContent(STORY_TEXT_REQUIRED);
    expect(screen.getByText('0/200')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Story text'), '   ');
    expect(post).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Photo' }));
    expect(screen.getByTestId('story-problem')).toHaveTextContent(STORY_MEDIA_REQUIRED);
    await user.click(screen.getByRole('radio', { name: 'Text' }));

    await user.clear(screen.getByLabelText('Story text'));
    await user.type(screen.getByLabelText('Story text'), '  Coffee later?  ');
    expect(screen.getByText('17/200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pink' }));
    await user.click(screen.getByRole('button', { name: 'Add sticker 🔥' }));
    expect(screen.getByRole('slider', { name: 'Sticker size' })).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('button', { name: 'Post Story' }));

    expect(await screen.findByText('Story created!')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      gridType: 'date',
      mediaType: 'text',
      textContent: 'Coffee later?',
      backgroundColor: '#EC4899',
      textColor: '#FFFFFF',
      filter: 'none',
      stickers: [{ type: '🔥', x: 50, y: 50, scale: 1, rotation: 0 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /View Demo Member's stories/ })).toBeInTheDocument();
  });

  it('shows Error creating story with the server message', async () => {
    mockApi({
      ...base,
      'GET /api/stories/ring?vibeType=date': () => json(200, []),
      'POST /api/stories': () => json(400, { message: 'Story blocked by Guardian AI' }),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Your Story' }));
    await user.type(await screen.findByLabelText('Story text'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Post Story' }));
    expect(await screen.findByText('Error creating story')).toBeInTheDocument();
    expect(screen.getByText('Story blocked by Guardian AI')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens the viewer at the chosen member, walks forward and closes after the last', async () => {
    mockApi({
      ...base,
      'GET /api/stories/ring?vibeType=date': () =>
        json(200, [
          entry([story(1, 7, 'Demo Member')]),
          entry([story(2, 8, 'Zoe'), story(3, 8, 'Zoe', { moderationStatus: 'flagged', textContent: null })]),
          entry([story(4, 9, 'Liam')]),
        ]),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /View Zoe's stories/ }));
    expect(await screen.findByText('Story 2 by Zoe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Content Under Review')).toBeInTheDocument();
    expect(screen.getByText('This story is being reviewed by our moderation team.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Story 4 by Liam')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /View Demo Member's stories/ }));
    expect(await screen.findByText('Story 1 by Demo Member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
