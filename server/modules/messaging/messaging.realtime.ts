import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { lastActiveBucket, SOCKET_CLOSE, type ServerEvent } from '#contracts';
import type { PubSub } from '#platform/pubsub';

export interface Delivery {
  userId: number;
  event: ServerEvent;
}

const CHANNEL = 'messaging.events';
type Envelope =
  { o: string; k: 'd'; p: Array<[number, string]> } | { o: string; k: 'p'; u: number; d: string; x?: number[] };

/**
 * Which members are connected to this instance, and fan-out to them. Events for members are
 * delivered to local sockets at once and, with Redis, published for the other instances (which
 * skip what they published themselves). Each event is serialised once per recipient view.
 */
export function createRealtimeHub(pubsub: PubSub, log: Logger) {
  const instanceId = crypto.randomBytes(6).toString('hex');
  const sockets = new Map<number, Set<WebSocket>>();
  const watchers = new Map<number, Set<WebSocket>>();
  const watching = new WeakMap<WebSocket, Set<number>>();
  const ownerOf = new WeakMap<WebSocket, number>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let unlistenAvailability: (() => void) | null = null;
  let outbox: Array<[number, string]> = [];
  let flushing: Promise<void> | null = null;

  function sendLocal(userId: number, data: string, except?: WebSocket): void {
    const set = sockets.get(userId);
    if (!set) return;
    for (const socket of set) if (socket.readyState === 1 && socket !== except) socket.send(data);
  }

  /** To the sockets watching `userId`, but not those of members in `withheld` (a block or an unmatch since). */
  function sendToWatchers(userId: number, data: string, withheld: readonly number[] = []): void {
    const set = watchers.get(userId);
    if (!set) return;
    const skip = new Set(withheld);
    for (const socket of set) if (socket.readyState === 1 && !skip.has(ownerOf.get(socket) ?? 0)) socket.send(data);
  }

  const remote = () => pubsub.kind === 'redis';

  const hub = {
    instanceId,
    /**
     * Whether a socket here hears everything for its member: always on one instance; with Redis, only
     * while the subscriber is up. While it is not, sockets are refused and closed with 1013, so
     * clients poll instead of trusting a socket that misses other instances' events (ADR 111).
     */
    relayUp: () => !remote() || pubsub.available,

    async start(): Promise<void> {
      if (!remote()) return;
      unlistenAvailability = pubsub.onAvailability((up) => {
        if (up) return;
        let closed = 0;
        for (const set of sockets.values())
          for (const socket of set) {
            socket.close(SOCKET_CLOSE.tryAgainLater, 'Chat relay unavailable: poll and reconnect later');
            closed += 1;
          }
        log.warn({ closed }, 'sockets closed with 1013: the Redis subscriber is away');
      });
      unsubscribe = await pubsub.subscribe(CHANNEL, (raw) => {
        let envelope: Envelope;
        try {
          envelope = JSON.parse(raw) as Envelope;
        } catch {
          return;
        }
        if (envelope.o === instanceId) return;
        if (envelope.k === 'd') for (const [userId, data] of envelope.p) sendLocal(userId, data);
        else sendToWatchers(envelope.u, envelope.d, envelope.x);
      });
    },

    /**
     * Local sockets at once (but `except`: the socket that sent the message gets message.ack
     * instead); with Redis, the payloads of every delivery made in this turn of the event loop go
     * out in ONE publish (the envelope already carries a list).
     */
    async deliver(deliveries: Delivery[], opts: { except?: WebSocket } = {}): Promise<void> {
      const payloads: Array<[number, string]> = deliveries.map((d) => [d.userId, JSON.stringify(d.event)]);
      for (const [userId, data] of payloads) sendLocal(userId, data, opts.except);
      if (!remote()) return;
      outbox.push(...payloads);
      if (!flushing) {
        flushing = new Promise<void>((resolve) => {
          setImmediate(() => {
            const batch = outbox;
            outbox = [];
            flushing = null;
            pubsub
              .publish(CHANNEL, JSON.stringify({ o: instanceId, k: 'd', p: batch } satisfies Envelope))
              .catch((err) => log.warn({ err }, 'messaging fan-out publish failed'))
              .finally(resolve);
          });
        });
      }
      await flushing;
    },

    async presence(userId: number, online: boolean, lastSeenAt: Date | null, withheld: number[] = []): Promise<void> {
      // Coarse only (issue 10): watchers learn "online" or "active today", never the exact time.
      const data = JSON.stringify({
        type: 'presence',
        userId,
        online,
        lastActive: lastActiveBucket(lastSeenAt),
        lastSeenAt: null,
      } satisfies ServerEvent);
      sendToWatchers(userId, data, withheld);
      if (remote()) {
        await pubsub
          .publish(
            CHANNEL,
            JSON.stringify({ o: instanceId, k: 'p', u: userId, d: data, x: withheld } satisfies Envelope),
          )
          .catch((err) => log.warn({ err }, 'presence publish failed'));
      }
    },

    /** Adds a socket; true when it is the member's first one on this instance. */
    add(userId: number, socket: WebSocket): boolean {
      ownerOf.set(socket, userId);
      let set = sockets.get(userId);
      const first = !set;
      if (!set) {
        set = new Set();
        sockets.set(userId, set);
      }
      set.add(socket);
      return first;
    },

    /** Removes a socket; true when the member has no socket left on this instance. */
    remove(userId: number, socket: WebSocket): boolean {
      hub.watch(socket, []);
      const set = sockets.get(userId);
      if (!set) return true;
      set.delete(socket);
      if (set.size === 0) {
        sockets.delete(userId);
        return true;
      }
      return false;
    },

    isConnectedHere: (userId: number) => sockets.has(userId),

    /** Replaces the presence watch list of one socket. */
    watch(socket: WebSocket, userIds: number[]): void {
      for (const id of watching.get(socket) ?? []) {
        const set = watchers.get(id);
        set?.delete(socket);
        if (set && set.size === 0) watchers.delete(id);
      }
      const next = new Set(userIds);
      watching.set(socket, next);
      for (const id of next) {
        let set = watchers.get(id);
        if (!set) {
          set = new Set();
          watchers.set(id, set);
        }
        set.add(socket);
      }
    },

    /** Closes every socket of a member on this instance (their sessions ended: suspension). */
    disconnect(userId: number): number {
      const set = sockets.get(userId);
      if (!set) return 0;
      const n = set.size;
      for (const socket of [...set]) socket.close(SOCKET_CLOSE.sessionEnded, 'Session ended');
      return n;
    },

    stats: () => ({ members: sockets.size, sockets: [...sockets.values()].reduce((n, s) => n + s.size, 0) }),

    async close(): Promise<void> {
      for (const set of sockets.values())
        for (const socket of set) socket.close(SOCKET_CLOSE.serviceRestart, 'Server restarting: reconnect');
      sockets.clear();
      watchers.clear();
      unlistenAvailability?.();
      if (unsubscribe) await unsubscribe();
    },
  };
  return hub;
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
