import { WebSocket } from 'ws';
import type { ServerEvent } from '#contracts';
import { SESSION_COOKIE } from '#http/session';
import type { TestAgent } from './support';

/** A real /ws connection for API tests: events are queued until a test asks for them with next(). */
export interface TestSocket {
  socket: WebSocket;
  events: ServerEvent[];
  /** The next event of this type (and match), already received or within timeoutMs. */
  next(type: string, match?: (e: any) => boolean, timeoutMs?: number): Promise<any>;
  close(): void;
}

/** Connects as the agent's signed-in member (or anonymously); rejects with statusCode when the upgrade is refused. */
export async function connectSocket(port: number, agent: TestAgent | null): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  const cookie = agent?.cookie(SESSION_COOKIE);
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
  const events: ServerEvent[] = [];
  const waiters: Array<{ type: string; match?: (e: any) => boolean; resolve: (e: any) => void }> = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as ServerEvent;
    const i = waiters.findIndex((w) => w.type === event.type && (!w.match || w.match(event)));
    if (i >= 0) waiters.splice(i, 1)[0].resolve(event);
    else events.push(event);
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`upgrade refused ${res.statusCode}`), { statusCode: res.statusCode })),
    );
    socket.on('error', reject);
  });
  return {
    socket,
    events,
    next(type, match, timeoutMs = 5000) {
      const i = events.findIndex((e) => e.type === type && (!match || match(e)));
      if (i >= 0) return Promise.resolve(events.splice(i, 1)[0]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          type,
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => socket.close(),
  };
}
