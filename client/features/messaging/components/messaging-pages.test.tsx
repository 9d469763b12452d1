import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation, Message } from '#contracts/messaging';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';
import { LONG_PRESS_MS } from '../hooks/use-long-press';

// Whole-app renders with dialogs take several seconds each on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

// The pages open /ws; jsdom gets a socket that never connects, so the 5-second polling applies.
class ClosedSocket extends EventTarget {
  readyState = 0;
  send() {}
  close() {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', ClosedSocket);
  // Radix Switch measures its thumb; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const me = testUser.id;
const other = { id: 12, displayName: 'Riley Chen', profilePictureUrl: null, isOnline: true };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 1,
  otherUser: other,
  lastMessage: {
    id: 3,
    content: 'See you tonight?',
    messageType: 'text',
    senderId: other.id,
    createdAt: minutesAgo(5.5),
    contentWithheld: false,
    blurred: false,
    nsfwWarning: false,
  },
  lastActivity: minutesAgo(5.5),
  unreadCount: 2,
  vibeType: 'date',
  ...overrides,
});

const message = (overrides: Partial<Message> = {}): Message => ({
  id: 1,
  clientId: crypto.randomUUID(),
  senderId: other.id,
  receiverId: me,
  messageType: 'text',
  content: 'Hello there',
  createdAt: minutesAgo(3),
  isDisappearing: false,
  photoData: null,
  photoId: null,
  photoUrl: null,
  voiceUrl: null,
  voiceMessageDuration: null,
  locationLatitude: null,
  locationLongitude: null,
  locationName: null,
  isLocationPrecise: false,
  moderationStatus: 'approved',
  readAt: null,
  isRevealed: false,
  revealedAt: null,
  contentWithheld: false,
  contentPurged: false,
  nsfwWarning: false,
  blurred: false,
  reportedByMe: false,
  guardianNote: null,
  ...overrides,
});

const publicProfile = {
  view: 'public',
  id: other.id,
  displayName: other.displayName,
  age: 31,
  gender: 'woman',
  sexualIdentity: null,
  interestedIn: [],
  bio: '',
  location: 'Brooklyn, NY',
  height: null,
  bodyType: null,
  relationshipStatus: null,
  languages: [],
  interests: [],
  foodPreferences: [],
  profilePictureUrl: null,
  isVerified: true,
  trustScore: 80,
  isOnline: true,
  vibes: { romantic: 50, dominance: 50, social: 50 },
  discoveryPreferences: {
    appearInHookup: true,
    appearInDate: true,
    appearInChat: true,
    ageMin: 18,
    ageMax: 99,
    maxDistance: 25,
  },
  distance: 3,
  isBlockedByMe: false,
};

/** The member themself (GET /api/profile/{me}): their vibes feed the chat header's compatibility. */
const { distance: _distance, isBlockedByMe: _blocked, ...common } = publicProfile;
const ownProfile = {
  ...common,
  view: 'own',
  id: me,
  displayName: testUser.displayName,
  vibes: { romantic: 80, dominance: 30, social: 60 },
  email: testUser.email,
  dateOfBirth: '1997-01-01',
  latitude: null,
  longitude: null,
  twoFactorEnabled: false,
  role: 'member',
  createdAt: testUser.createdAt,
};

const signedIn = { 'GET /api/auth/user': () => json(200, { user: testUser }) };
const messagesPath = `GET /api/messages?otherUserId=${other.id}&limit=50`;

function chatApi(
  extra: Record<string, (body: unknown) => Response | Promise<Response>> = {},
  messages: Message[] = [message()],
) {
  return mockApi({
    ...signedIn,
    [`GET /api/profile/${other.id}`]: () => json(200, publicProfile),
    [`GET /api/profile/${me}`]: () => json(200, ownProfile),
    [`GET /api/taps/${me}/sent`]: () => json(200, { userIds: [] }),
    [messagesPath]: () => json(200, messages),
    'POST /api/messages/read': () => json(200, { ok: true, updated: 1 }),
    ...extra,
  });
}

describe('Inbox', () => {
  it('lists conversations with count, name, last message, unread badge and relative time', async () => {
    mockApi({ ...signedIn, 'GET /api/conversations': () => json(200, [conversation()]) });
    renderApp('/inbox');
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument();
    const row = await screen.findByRole('link', { name: /Riley Chen/ });
    expect(row).toHaveAttribute('href', `/chat/${other.id}`);
    expect(within(row).getByText('See you tonight?')).toBeInTheDocument();
    expect(within(row).getByText('5m ago')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('conversation-count')).toHaveTextContent('1 conversation');
    for (const chip of ['All', 'Dating', 'Hookup', 'Chat'])
      expect(screen.getByRole('button', { name: chip })).toBeInTheDocument();
  });

  it('asks the server for a vibe type when a chip is chosen, and shows the empty state', async () => {
    const fetchMock = mockApi({
      ...signedIn,
      'GET /api/conversations': () => json(200, [conversation()]),
      'GET /api/conversations?vibeType=hookup': () => json(200, []),
    });
    renderApp('/inbox');
    await screen.findByRole('link', { name: /Riley Chen/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hookup' }));
    expect(await screen.findByText('No conversations found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hookup' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/conversations?vibeType=hookup', expect.anything());
  });

  it('blurs a flagged last message in the preview as the chat does, and names the flag in words', async () => {
    mockApi({
      ...signedIn,
      'GET /api/conversations': () =>
        json(200, [
          conversation({
            lastMessage: {
              ...conversation().lastMessage!,
              content: 'Something explicit',
              blurred: true,
              nsfwWarning: true,
            },
          }),
        ]),
    });
    renderApp('/inbox');
    const row = await screen.findByRole('link', { name: /Riley Chen/ });
    expect(within(row).getByText('Flagged')).toBeInTheDocument();
    expect(within(row).getByTestId('blurred-preview')).toHaveClass('blur-sm');
    expect(within(row).getByTestId('blurred-preview')).toHaveAttribute('aria-hidden', 'true');
    expect(row).toHaveAccessibleName(/content hidden/);
  });

  it('opens the conversation named by ?chat=', async () => {
    chatApi();
    const { router } = renderApp(`/inbox?chat=${other.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${other.id}`));
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
  });
});

describe('Chat', () => {
  it('shows the conversation with moderation badges, View Profile and marks it read', async () => {
    const fetchMock = chatApi({}, [
      message({ id: 1, content: 'Hello there' }),
      message({ id: 2, senderId: me, receiverId: other.id, content: 'Hi!', moderationStatus: 'pending' }),
    ]);
    renderApp(`/chat/${other.id}`);
    expect(await screen.findByRole('heading', { name: 'Riley Chen', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moderation: Approved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moderation: Pending review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/user/${other.id}`);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/messages/read', expect.objectContaining({ method: 'POST' })),
    );
    // Once: the messages now count as read here, so the chat does not ask again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/messages/read')).toHaveLength(1);
  });

  it('shows Chat Not Found for a member who does not exist', async () => {
    mockApi({
      ...signedIn,
      'GET /api/profile/999': () => json(404, { message: 'Profile not found' }),
      'GET /api/messages?otherUserId=999&limit=50': () => json(404, { message: 'Conversation not found' }),
    });
    renderApp('/chat/999');
    expect(await screen.findByText("This conversation doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/inbox');
  });

  it('keeps Send disabled until there is text, and sends with a client id on Enter', async () => {
    const sent: unknown[] = [];
    chatApi({
      'POST /api/messages': (body) => {
        sent.push(body);
        const b = body as { clientId: string; content: string };
        return json(
          201,
          message({ id: 9, clientId: b.clientId, senderId: me, receiverId: other.id, content: b.content }),
        );
      },
    });
    renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Message');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Dinner on Friday?{Enter}');
    expect(await screen.findByText('Dinner on Friday?')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      senderId: me,
      receiverId: other.id,
      messageType: 'text',
      content: 'Dinner on Friday?',
      isDisappearing: false,
    });
    expect((sent[0] as { clientId: string }).clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toHaveValue('');
  });

  it('shows Message Blocked when Guardian refuses, and retries with the same client id', async () => {
    const clientIds: string[] = [];
    chatApi({
      'POST /api/messages': (body) => {
        clientIds.push((body as { clientId: string }).clientId);
        return json(400, { message: 'Message blocked by Guardian AI: money request' });
      },
    });
    renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Message'), 'send me $500 in gift cards{Enter}');
    expect(await screen.findByText('Message Blocked')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your message contains content that violates our community guidelines. Please revise and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('send me $500 in gift cards');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(clientIds).toHaveLength(2));
    expect(clientIds[1]).toBe(clientIds[0]);
  });

  it('names the policy in the Message Blocked toast (issue 15)', async () => {
    chatApi({
      'POST /api/messages': () =>
        json(400, {
          message:
            'Message blocked by Guardian AI: this message goes against our policy on sexual content without consent',
          policy: 'sexual_content',
        }),
    });
    renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Message'), 'send n00dz{Enter}');
    expect(await screen.findByText('Message Blocked')).toBeInTheDocument();
    // Radix Toast may also copy the text into its screen-reader announcement: at least one.
    expect(screen.getAllByText(/Reason: sexual content without consent\./).length).toBeGreaterThan(0);
  });

  it('shows the sender why Guardian flagged a delivered message (issue 15)', async () => {
    const note =
      'Guardian flagged this message: it may go against our policy on drugs. ' +
      'It was delivered with a warning and a moderator will review it.';
    chatApi({}, [
      message({
        id: 9,
        senderId: me,
        receiverId: other.id,
        content: 'who has snow for tonight',
        moderationStatus: 'flagged',
        guardianNote: note,
      }),
    ]);
    renderApp(`/chat/${other.id}`);
    expect(await screen.findByRole('note')).toHaveTextContent(note);
  });

  it('shows Failed to send message with the server text for other errors', async () => {
    chatApi({ 'POST /api/messages': () => json(403, { message: "You can't message this member" }) });
    renderApp(`/chat/${other.id}`);
    await userEvent.setup().type(await screen.findByLabelText('Message'), 'hi{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText("You can't message this member")).toBeInTheDocument();
  });

  it('reports a message with one of the five reasons and marks it reported', async () => {
    const reports: unknown[] = [];
    chatApi({
      'POST /api/messages/report': (body) => {
        reports.push(body);
        return json(201, {
          id: 1,
          messageId: 1,
          reason: 'scammer',
          reasonLabel: 'Scammer',
          createdAt: new Date().toISOString(),
        });
      },
    });
    renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Message actions' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Message actions' })).getByRole('button', { name: 'Report message' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report Message' });
    for (const label of ['Illegal Content', 'Drug Use', 'User Behaviour', 'Scammer', 'Unsolicited NSFW']) {
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('train the Guardian AI');
    expect(dialog).toHaveTextContent('reviewed by our moderators');
    expect(dialog).toHaveTextContent('False reports may lead to account penalties.');
    const submit = within(dialog).getByRole('button', { name: 'Report Message' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Scammer' }));
    await user.click(submit);
    expect(await screen.findByText('Message Reported')).toBeInTheDocument();
    expect(screen.getByText('Reported for Scammer. The message has been sent to moderation.')).toBeInTheDocument();
    expect(reports).toEqual([{ messageId: 1, reason: 'scammer' }]);
    expect(screen.queryByRole('dialog', { name: 'Report Message' })).not.toBeInTheDocument();
    expect(screen.getByText('Reported')).toBeInTheDocument();
    // The menu now says it was reported instead of offering it again.
    await user.click(screen.getByRole('button', { name: 'Message actions' }));
    const menu = screen.getByRole('dialog', { name: 'Message actions' });
    expect(within(menu).queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Reported' })).toBeDisabled();
  });

  it('shows Report Failed when the report cannot be submitted', async () => {
    chatApi({ 'POST /api/messages/report': () => json(500, { message: 'boom' }) });
    renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Message actions' }));
    await user.click(screen.getByRole('button', { name: 'Report message' }));
    await user.click(await screen.findByRole('radio', { name: 'Drug Use' }));
    await user.click(screen.getByRole('button', { name: 'Report Message' }));
    expect(await screen.findByText('Report Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not submit report. Please try again.')).toBeInTheDocument();
  });

  it('hides a message from this view with the spec toast', async () => {
    chatApi({ 'POST /api/messages/1/hide': () => json(200, { ok: true }) });
    renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    await screen.findByText('Hello there');
    await user.click(screen.getByRole('button', { name: 'Message actions' }));
    await user.click(screen.getByRole('button', { name: 'Hide message' }));
    expect(await screen.findByText('Message hidden')).toBeInTheDocument();
    expect(screen.getByText('Message removed from your view but preserved on server')).toBeInTheDocument();
    expect(screen.queryByText('Hello there')).not.toBeInTheDocument();
  });

  it('reveals a disappearing photo on click', async () => {
    const withheld = message({ id: 4, messageType: 'photo', content: '', isDisappearing: true, contentWithheld: true });
    chatApi(
      {
        'POST /api/messages/4/reveal': () =>
          json(200, {
            ...withheld,
            content: 'Photo shared',
            photoUrl: '/api/messages/media/abcdefghijklmnop',
            contentWithheld: false,
            isRevealed: true,
          }),
      },
      [withheld],
    );
    renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Click to reveal/ }));
    expect(await screen.findByText('Photo revealed')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Shared photo' })).toBeInTheDocument();
    expect(screen.getByText('Revealed')).toBeInTheDocument();
  });

  it('blurs flagged content for a member who asked for it, with a control to show it', async () => {
    chatApi({}, [
      message({ id: 6, content: 'Something explicit', moderationStatus: 'flagged', blurred: true, nsfwWarning: true }),
      message({
        id: 7,
        messageType: 'photo',
        content: 'Photo shared',
        moderationStatus: 'pending',
        photoUrl: '/api/messages/media/abcdefghijklmnopq',
      }),
      message({ id: 8, messageType: 'photo', content: 'Photo shared', photoId: 41 }),
    ]);
    renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    expect(await screen.findByText('Guardian flagged this message')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moderation: Flagged' })).toBeInTheDocument();
    expect(screen.getByText('PENDING REVIEW')).toBeInTheDocument();
    expect(screen.getByText('Photo from gallery (ID: 41)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show flagged content' }));
    expect(screen.queryByRole('button', { name: 'Show flagged content' })).not.toBeInTheDocument();
    expect(screen.getByText('Something explicit')).toBeVisible();
  });

  it('shows a location with 4-decimal coordinates and the Exact / Area label', async () => {
    chatApi({}, [
      message({
        id: 5,
        messageType: 'location',
        content: 'Location shared',
        locationLatitude: 40.712776,
        locationLongitude: -74.005974,
        locationName: 'Current location',
        isLocationPrecise: false,
      }),
    ]);
    renderApp(`/chat/${other.id}`);
    expect(await screen.findByText('40.7128, -74.0060')).toBeInTheDocument();
    expect(screen.getByText('Area')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Shared location/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Shared Location' });
    expect(within(dialog).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute('target', '_blank');
  });
});

describe('Chat menu (issue 14)', () => {
  it(
    'reports the member from the ⋯ menu with a reason (POST ' + '/api/member-reports), showing a server refusal inline',
    async () => {
      const reports: unknown[] = [];
      let answer = json(201, {
        id: 5,
        reportedUserId: other.id,
        reason: 'scam',
        createdAt: '2026-11-23T20:00:00.000Z',
      });
      chatApi({
        'POST /api/member-reports': (body) => {
          reports.push(body);
          return answer;
        },
      });
      renderApp(`/chat/${other.id}`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: `More actions for ${other.displayName}` }));
      await user.click(screen.getByRole('button', { name: 'Report member' }));
      const dialog = await screen.findByRole('dialog', { name: `Report ${other.displayName}` });
      expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeDisabled();
      for (const label of ['Harassment or threats', 'Fake profile', 'Underage', 'Scam or money request']) {
        expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
      }
      await user.click(within(dialog).getByRole('radio', { name: 'Scam or money request' }));
      await user.type(within(dialog).getByLabelText('Details (optional)'), 'Asked for gift cards');

      answer = json(409, { message: 'You already reported this member' });
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already reported this member');

      answer = json(201, { id: 5, reportedUserId: other.id, reason: 'scam', createdAt: '2026-11-23T20:00:00.000Z' });
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(await screen.findByText('Report sent')).toBeInTheDocument();
      expect(reports.at(-1)).toEqual({ reportedUserId: other.id, reason: 'scam', details: 'Asked for gift cards' });
    },
  );

  it("shows both members' compatibility and a Like button in the header", async () => {
    const taps: unknown[] = [];
    let liked: number[] = [];
    chatApi({
      [`GET /api/taps/${me}/sent`]: () => json(200, { userIds: liked }),
      'POST /api/taps': (body) => {
        taps.push(body);
        liked = [other.id];
        return json(201, {
          id: 9,
          senderId: me,
          receiverId: other.id,
          tapType: 'heart',
          createdAt: new Date().toISOString(),
          sender: { id: me, displayName: testUser.displayName, profilePictureUrl: null },
          matched: false,
        });
      },
    });
    renderApp(`/chat/${other.id}`);
    // Vibes 80/30/60 against 50/50/50, no interests: the discovery card's formula gives 55.
    const compatibility = await screen.findByTestId('chat-compatibility');
    expect(compatibility).toHaveTextContent('55% compatible');
    expect(compatibility).toHaveTextContent('Great chemistry potential');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Like ${other.displayName}` }));
    expect(taps).toEqual([{ senderId: me, receiverId: other.id, tapType: 'heart' }]);
    expect(await screen.findByRole('button', { name: `You liked ${other.displayName}` })).toBeDisabled();
  });

  it('opens the message menu with a long press on the bubble, and with a right click', async () => {
    chatApi();
    renderApp(`/chat/${other.id}`);
    const bubble = (await screen.findByText('Hello there')).closest('[data-testid="message"] > div')!;
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    expect(
      await screen.findByRole('dialog', { name: 'Message actions' }, { timeout: LONG_PRESS_MS + 1000 }),
    ).toBeInTheDocument();
    fireEvent.pointerUp(bubble, { pointerType: 'touch' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Message actions' })).not.toBeInTheDocument());

    // A finger that moves is scrolling: no menu.
    fireEvent.pointerDown(bubble, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(bubble, { pointerType: 'touch', clientX: 10, clientY: 60 });
    await new Promise((resolve) => setTimeout(resolve, LONG_PRESS_MS + 100));
    expect(screen.queryByRole('dialog', { name: 'Message actions' })).not.toBeInTheDocument();

    fireEvent.contextMenu(bubble);
    expect(await screen.findByRole('dialog', { name: 'Message actions' })).toBeInTheDocument();
  });

  it('blocks from the ⋯ menu after a confirmation and goes back to the inbox with a toast', async () => {
    const blocked: unknown[] = [];
    chatApi({
      'POST /api/blocks': (body) => {
        blocked.push(body);
        return json(201, { ok: true });
      },
      'GET /api/conversations': () => json(200, []),
    });
    const { router } = renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `More actions for ${other.displayName}` }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Block ${other.displayName}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(blocked).toEqual([{ userId: other.id }]);
    expect(await screen.findByText(`${other.displayName} blocked`)).toBeInTheDocument();
    expect(screen.getAllByText(/You can unblock them in Settings/).length).toBeGreaterThan(0);
  });

  it('unmatches after a confirmation and goes back to the inbox', async () => {
    const deleted: string[] = [];
    chatApi({
      [`DELETE /api/conversations/${other.id}`]: () => {
        deleted.push('yes');
        return new Response(null, { status: 204 });
      },
      'GET /api/conversations': () => json(200, []),
    });
    const { router } = renderApp(`/chat/${other.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `More actions for ${other.displayName}` }));
    await user.click(screen.getByRole('button', { name: 'Unmatch' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Unmatch ${other.displayName}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: `More actions for ${other.displayName}` }));
    await user.click(screen.getByRole('button', { name: 'Unmatch' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: `Unmatch ${other.displayName}?` })).getByRole('button', {
        name: 'Unmatch',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(deleted).toEqual(['yes']);
    expect(await screen.findByText('Unmatched')).toBeInTheDocument();
  });
});
