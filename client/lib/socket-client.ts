import type { ZodType } from 'zod';
import { SOCKET_CLOSE } from '#contracts/messaging';

/** WebSocket.OPEN, spelled out so test doubles need not define the static. */
const OPEN = 1;

/** The window event a SOCKET_CLOSE.sessionEnded close (4401, from the contract) becomes. */
export const SESSION_ENDED_EVENT = 'vibeline:session-ended';

/**
 * After SOCKET_CLOSE.tryAgainLater (1013: the server's relay between instances is away, ADR 111) the
 * socket would miss events, so the client polls and the next try waits at least minDelayMs × 2^this
 * (4 s with the defaults), not at once.
 */
const TRY_AGAIN_LATER_MIN_ATTEMPT = 2;

export type SocketStatus = 'connecting' | 'open' | 'closed';

export interface SocketClientOptions<TEvent> {
  /** Path or absolute ws(s) URL; a path is resolved against the page's origin. */
  url: string;
  /** Every incoming frame is parsed with this schema; frames that do not match are dropped. */
  schema: ZodType<TEvent>;
  onEvent: (event: TEvent) => void;
  onStatusChange?: (status: SocketStatus) => void;
  /** First reconnect delay; doubles on every failed attempt up to maxDelayMs (with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Injected in tests; the browser's WebSocket otherwise. */
  WebSocketImpl?: typeof WebSocket;
}

export interface SocketClient {
  readonly status: SocketStatus;
  /** Sends a JSON frame when connected; answers false (nothing queued) while disconnected. */
  send: (data: unknown) => boolean;
  /** Closes for good: no more reconnects. */
  close: () => void;
}

export function resolveSocketUrl(url: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  if (/^wss?:\/\//.test(url)) return url;
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${url.startsWith('/') ? url : `/${url}`}`;
}

/** Exponential backoff with ±20% jitter, so many clients do not reconnect in lockstep after a restart. */
export function reconnectDelay(attempt: number, minDelayMs: number, maxDelayMs: number, random = Math.random): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(base * (0.8 + random() * 0.4));
}

/**
 * A WebSocket that keeps itself connected: it reconnects with backoff after any close, at once
 * when the browser comes back online or the tab becomes visible, and validates every event with
 * the shared zod contract before handing it on. Callers watch `onStatusChange` to fall back to
 * polling while the socket is down.
 */
export function createSocketClient<TEvent>(options: SocketClientOptions<TEvent>): SocketClient {
  const { schema, onEvent, onStatusChange, minDelayMs = 1000, maxDelayMs = 30_000 } = options;
  const Impl = options.WebSocketImpl ?? WebSocket;
  const url = resolveSocketUrl(options.url);

  let socket: WebSocket | null = null;
  let status: SocketStatus = 'closed';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const setStatus = (next: SocketStatus) => {
    if (status === next) return;
    status = next;
    onStatusChange?.(next);
  };

  const scheduleReconnect = (delay: number) => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, delay);
  };

  const onMessage = (message: MessageEvent) => {
    if (typeof message.data !== 'string') return;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    const parsed = schema.safeParse(data);
    // An event this client version does not know (or a malformed one) is ignored, never thrown.
    if (parsed.success) onEvent(parsed.data);
  };

  function connect() {
    if (stopped || socket) return;
    setStatus('connecting');
    let current: WebSocket;
    try {
      current = new Impl(url);
    } catch {
      setStatus('closed');
      scheduleReconnect(reconnectDelay(attempt++, minDelayMs, maxDelayMs));
      return;
    }
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      setStatus('open');
    });
    current.addEventListener('message', onMessage);
    current.addEventListener('close', (event) => {
      // The server ended this session (logout elsewhere, suspension); the app re-checks it.
      if (event.code === SOCKET_CLOSE.sessionEnded) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      if (socket !== current) return;
      socket = null;
      setStatus('closed');
      // The open that preceded it reset the backoff; "try again later" means later.
      if (event.code === SOCKET_CLOSE.tryAgainLater) attempt = Math.max(attempt, TRY_AGAIN_LATER_MIN_ATTEMPT);
      scheduleReconnect(reconnectDelay(attempt++, minDelayMs, maxDelayMs));
    });
    // 'error' is always followed by 'close', which does the reconnecting.
  }

  const reconnectNow = () => {
    if (stopped || socket) return;
    if (timer) clearTimeout(timer);
    timer = null;
    attempt = 0;
    connect();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') reconnectNow();
  };
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', onVisibility);

  connect();

  return {
    get status() {
      return status;
    },
    send(data) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(data));
      return true;
    },
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      window.removeEventListener('online', reconnectNow);
      document.removeEventListener('visibilitychange', onVisibility);
      const current = socket;
      socket = null;
      current?.close();
      setStatus('closed');
    },
  };
}
