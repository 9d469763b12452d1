import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SOCKET_CLOSE } from '#contracts/messaging';
import { createSocketClient, reconnectDelay, resolveSocketUrl } from './socket-client';

class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const schema = z.discriminatedUnion('type', [z.object({ type: z.literal('hello'), n: z.number() })]);

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function start(onEvent = vi.fn(), onStatusChange = vi.fn()) {
  const client = createSocketClient({
    url: '/ws',
    schema,
    onEvent,
    onStatusChange,
    minDelayMs: 1000,
    maxDelayMs: 8000,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  });
  return { client, onEvent, onStatusChange };
}

describe('socket client', () => {
  it('resolves a path against the page origin', () => {
    expect(resolveSocketUrl('/ws', { protocol: 'https:', host: 'vibeline.app' })).toBe('wss://vibeline.app/ws');
    expect(resolveSocketUrl('/ws', { protocol: 'http:', host: 'localhost:5000' })).toBe('ws://localhost:5000/ws');
  });

  it('hands on only events that match the contract', () => {
    const { onEvent, client } = start();
    const socket = FakeSocket.instances[0];
    socket.open();
    socket.receive(JSON.stringify({ type: 'hello', n: 1 }));
    socket.receive('not json');
    socket.receive(JSON.stringify({ type: 'hello', n: 'one' }));
    socket.receive(JSON.stringify({ type: 'unknown' }));
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'hello', n: 1 });
    client.close();
  });

  it('reports its status and reconnects with backoff after a drop', () => {
    const { onStatusChange, client } = start();
    expect(onStatusChange).toHaveBeenLastCalledWith('connecting');
    FakeSocket.instances[0].open();
    expect(client.status).toBe('open');
    FakeSocket.instances[0].drop();
    expect(onStatusChange).toHaveBeenLastCalledWith('closed');
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1200);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.instances[1].drop();
    vi.advanceTimersByTime(1500);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.instances[2].open();
    expect(onStatusChange).toHaveBeenLastCalledWith('open');
    client.close();
  });

  it('after a 1013 (relay away) it reports closed, so screens poll, and retries later, not at once', () => {
    const { onStatusChange, client } = start();
    FakeSocket.instances[0].open();
    FakeSocket.instances[0].drop(SOCKET_CLOSE.tryAgainLater);
    expect(onStatusChange).toHaveBeenLastCalledWith('closed');
    // 4 s ± 20% (minDelayMs × 2²), not the 1 s of an ordinary drop.
    vi.advanceTimersByTime(3100);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1800);
    expect(FakeSocket.instances).toHaveLength(2);
    // Refused upgrades while Redis is still away keep backing off (8 s cap here).
    FakeSocket.instances[1].drop();
    vi.advanceTimersByTime(6300);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(3500);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.instances[2].open();
    expect(client.status).toBe('open');
    client.close();
  });

  it('sends JSON only while open and stops reconnecting once closed', () => {
    const { client } = start();
    expect(client.send({ type: 'ping' })).toBe(false);
    FakeSocket.instances[0].open();
    expect(client.send({ type: 'ping' })).toBe(true);
    expect(FakeSocket.instances[0].sent).toEqual(['{"type":"ping"}']);
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.status).toBe('closed');
  });

  it('caps the backoff', () => {
    expect(reconnectDelay(0, 1000, 8000, () => 0.5)).toBe(1000);
    expect(reconnectDelay(2, 1000, 8000, () => 0.5)).toBe(4000);
    expect(reconnectDelay(10, 1000, 8000, () => 0.5)).toBe(8000);
  });
});
