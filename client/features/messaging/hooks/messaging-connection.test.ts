import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { MessagingConnection } from './messaging-connection';

/** A socket that opens at once, records what the client sends, and lets the test answer. */
class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  constructor() {
    super();
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  answer(event: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('MessagingConnection: one object, read through subscribe/getSnapshot', () => {
  let connection: MessagingConnection;
  let queryClient: QueryClient;
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    connection = new MessagingConnection();
    queryClient = new QueryClient();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports its status to subscribers and shares one socket between screens', async () => {
    const seen: string[] = [];
    connection.subscribe(() => seen.push(connection.getSnapshot().status));
    const releaseInbox = connection.acquire(queryClient, 7);
    const releaseChat = connection.acquire(queryClient, 7);
    await flush();
    expect(connection.getSnapshot().status).toBe('open');
    expect(seen).toEqual(['connecting', 'open']);
    expect(FakeSocket.all).toHaveLength(1);
    releaseInbox();
    releaseChat();
    expect(connection.getSnapshot().status).toBe('open');
  });

  it('closes a moment after the last screen leaves, and not while another screen arrives in time', async () => {
    vi.useFakeTimers();
    const release = connection.acquire(queryClient, 7);
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    const again = connection.acquire(queryClient, 7);
    await vi.advanceTimersByTimeAsync(5000);
    expect(connection.getSnapshot().status).toBe('open');
    again();
    await vi.advanceTimersByTimeAsync(3000);
    expect(connection.getSnapshot().status).toBe('closed');
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('keeps presence, typing and the latest match in its snapshot (no query cache entries)', async () => {
    connection.acquire(queryClient, 7);
    await flush();
    const socket = FakeSocket.all[0]!;
    const before = connection.getSnapshot();
    socket.answer({ type: 'presence', userId: 12, online: true, lastSeenAt: null });
    socket.answer({ type: 'typing', userId: 12 });
    expect(connection.getSnapshot()).not.toBe(before);
    expect(connection.getSnapshot().presence.get(12)).toBe(true);
    expect(connection.getSnapshot().typingAt.get(12)).toBeGreaterThan(0);
    socket.answer({ type: 'match.new', member: { id: 12, displayName: 'Sam', profilePictureUrl: null } });
    expect(connection.getSnapshot().latestMatch).toMatchObject({ id: 12, displayName: 'Sam' });
    connection.dismissMatch();
    expect(connection.getSnapshot().latestMatch).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('asks for the watched members presence once open, and relays typing', async () => {
    connection.watchPresence([12, 13]);
    connection.acquire(queryClient, 7);
    await flush();
    expect(FakeSocket.all[0]!.sent).toContainEqual({ type: 'presence.watch', userIds: [12, 13] });
    connection.sendTyping(12);
    expect(FakeSocket.all[0]!.sent).toContainEqual({ type: 'typing', toUserId: 12 });
  });

  it('a different member closes the old socket and opens a new one', async () => {
    connection.acquire(queryClient, 7);
    await flush();
    connection.acquire(queryClient, 8);
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.all[0]!.readyState).toBe(3);
    expect(connection.getSnapshot().status).toBe('open');
  });
});
