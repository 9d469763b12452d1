import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Message } from '#contracts/messaging';
import { ApiError } from '#lib/api-client';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { useMessagingSocket } from '../hooks/use-messaging-socket';
import { sendMessage } from './send-message';

/** A socket that opens at once, records what the client sends, and lets the test answer. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: Array<{ type: string; message?: { clientId: string } }> = [];
  constructor() {
    super();
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  answer(event: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

const other = 12;
const stored = (clientId: string): Message => ({
  id: 41,
  clientId,
  senderId: testUser.id,
  receiverId: other,
  messageType: 'text',
  content: 'Hi!',
  createdAt: new Date().toISOString(),
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
});

describe('sendMessage over the chat socket', () => {
  let unmount: () => void;

  beforeEach(async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const hook = renderHook(() => useMessagingSocket(testUser.id), { wrapper });
    unmount = hook.unmount;
    await waitFor(() => expect(hook.result.current).toBe('open'));
  });
  afterEach(() => {
    unmount();
    vi.useRealTimers();
  });

  const body = () => ({
    senderId: testUser.id,
    receiverId: other,
    clientId: crypto.randomUUID(),
    messageType: 'text' as const,
    content: 'Hi!',
  });

  it('sends a message.send frame and resolves with the acknowledged message, without an HTTP request', async () => {
    const fetchMock = mockApi({});
    const b = body();
    const sending = sendMessage(b);
    const socket = FakeSocket.last!;
    expect(socket.sent.at(-1)).toMatchObject({ type: 'message.send', message: { clientId: b.clientId } });
    socket.answer({ type: 'message.ack', clientId: b.clientId, created: true, message: stored(b.clientId) });
    await expect(sending).resolves.toMatchObject({ id: 41, clientId: b.clientId });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects with the same ApiError POST would give when the server refuses the send', async () => {
    mockApi({});
    const b = body();
    const sending = sendMessage(b);
    FakeSocket.last!.answer({
      type: 'message.error',
      clientId: b.clientId,
      status: 400,
      message: 'Message blocked by Guardian AI: threatening language',
    });
    const error = await sending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Message blocked by Guardian AI: threatening language' });
  });

  it('posts the same send (same clientId) when the socket drops before answering', async () => {
    const posted: unknown[] = [];
    const b = body();
    mockApi({
      'POST /api/messages': (sent) => {
        posted.push(sent);
        return json(201, stored(b.clientId));
      },
    });
    const sending = sendMessage(b);
    FakeSocket.last!.close();
    await expect(sending).resolves.toMatchObject({ clientId: b.clientId });
    expect(posted).toEqual([expect.objectContaining({ clientId: b.clientId, content: 'Hi!' })]);
  });
});
