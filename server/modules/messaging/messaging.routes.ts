import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  MESSAGE_PHOTO_MAX_BYTES,
  VOICE_DURATION_HEADER,
  VOICE_MAX_BYTES,
  VOICE_MAX_SECONDS,
  WS_HEARTBEAT_MS,
  messagingEndpoints,
  messagingSocket,
  SOCKET_CLOSE,
  SOCKET_RELAY_RETRY_AFTER_SECONDS,
  sendMessageBody,
  type GuardianPolicy,
  type ServerEvent,
} from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { AppError, describeZodError } from '#http/errors';
import { byUserOrIp, limit } from '#http/rate-limit';
import { authenticated, requireUser } from '#http/session';
import type { RealtimeHub } from './messaging.realtime';
import type { MessagingService } from './messaging.service';
import { liveSessionIds, touchLastSeen } from '#modules/accounts';

const WS_MAX_FRAMES_PER_HEARTBEAT = 300;
const TYPING_EVERY_MS = 1000;
const HEARTBEAT_SLICE = 250;

/**
 * The `error` frame answering a client frame the contract refuses (ADR 097): it names the field. An unknown
 * or missing `type` (or a frame that is not an object) keeps its old text, "Unknown or invalid event".
 */
function refusedFrame(error: ZodError): Extract<ServerEvent, { type: 'error' }> {
  const first = error.issues[0];
  const unknownKey = first?.code === 'unrecognized_keys' && first.path.length === 0 ? first.keys[0] : undefined;
  if (!first || (!unknownKey && (first.path.length === 0 || first.path[0] === 'type')))
    return { type: 'error', message: 'Unknown or invalid event', field: 'type' };
  const field = unknownKey ?? first.path.map(String).join('.');
  return { type: 'error', message: describeZodError(error), field };
}

export function registerMessagingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: MessagingService,
  hub: RealtimeHub,
): void {
  const guard = { preHandler: authenticated };
  const scale = ctx.config.rateLimitScale;

  route(app, messagingEndpoints.conversations, guard, async ({ query }, request) =>
    service.conversations(requireUser(request), query),
  );

  // Unmatch (issue 14): ends the conversation for both; any signed-in member, for their own pair only.
  route(
    app,
    messagingEndpoints.unmatch,
    { ...guard, config: limit(60, '1 hour', scale, byUserOrIp) },
    async ({ params }, request, reply) => {
      await service.unmatch(requireUser(request), params.otherUserId);
      reply.code(204);
    },
  );

  route(app, messagingEndpoints.list, guard, async ({ query }, request) => service.list(requireUser(request), query));
  route(app, messagingEndpoints.listWith, guard, async ({ params, query }, request) =>
    service.list(requireUser(request), { ...query, otherUserId: params.otherUserId }),
  );

  // Sends: the route limit, plus a per-member cap per minute inside the service.
  route(
    app,
    messagingEndpoints.send,
    { ...guard, config: limit(120, '1 minute', scale, byUserOrIp) },
    async ({ body }, request, reply) => {
      const { message, created } = await service.send(requireUser(request), body);
      reply.code(created ? 201 : 200);
      return message;
    },
  );

  route(
    app,
    messagingEndpoints.markRead,
    { ...guard, config: limit(240, '1 minute', scale, byUserOrIp) },
    async ({ body }, request) => service.markRead(requireUser(request), body.otherUserId, body.userId),
  );

  route(
    app,
    messagingEndpoints.report,
    { ...guard, config: limit(20, '1 hour', scale, byUserOrIp) },
    async ({ body }, request, reply) => {
      reply.code(201);
      return service.report(requireUser(request), body);
    },
  );

  route(app, messagingEndpoints.hide, guard, async ({ params }, request) =>
    service.hide(requireUser(request), params.id),
  );

  route(app, messagingEndpoints.reveal, guard, async ({ params }, request) =>
    service.reveal(requireUser(request), params.id),
  );

  route(app, messagingEndpoints.media, guard, async ({ params }, request, reply) => {
    const { data, mimeType } = await service.mediaFile(requireUser(request), params.file);
    // Private: a shared cache must never hand one member's file to another.
    reply.header('Cache-Control', 'private, no-store').type(mimeType);
    return reply.send(data);
  });

  // Raw uploads are parsed only in this scope; the app's small JSON limit stands everywhere else.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      /^audio\/[a-z0-9.+-]+(;.*)?$/i,
      { parseAs: 'buffer', bodyLimit: VOICE_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
      { parseAs: 'buffer', bodyLimit: MESSAGE_PHOTO_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const voice = request.url.startsWith('/api/messages/voice');
        return reply.code(413).send({
          message: voice
            ? `Voice messages are at most ${VOICE_MAX_BYTES / 1024 / 1024} MB`
            : `Photos are at most ${MESSAGE_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
        });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        return reply.code(415).send({ message: 'Unsupported file type' });
      throw error;
    });
    const uploadLimit = { ...guard, config: limit(60, '1 hour', scale, byUserOrIp) };
    route(
      scope,
      messagingEndpoints.uploadVoice,
      { ...uploadLimit, bodyLimit: VOICE_MAX_BYTES },
      async ({ body }, request, reply) => {
        const claimed = Number(request.headers[VOICE_DURATION_HEADER]);
        const seconds = Number.isFinite(claimed) && claimed >= 0 && claimed <= VOICE_MAX_SECONDS * 10 ? claimed : null;
        reply.code(201);
        return service.uploadVoice(requireUser(request), asBuffer(body), seconds);
      },
    );
    route(
      scope,
      messagingEndpoints.uploadPhoto,
      { ...uploadLimit, bodyLimit: MESSAGE_PHOTO_MAX_BYTES },
      async ({ body }, request, reply) => {
        reply.code(201);
        return service.uploadPhoto(requireUser(request), asBuffer(body));
      },
    );
  });

  registerSocket(app, ctx, service, hub);
}

const asBuffer = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

interface SocketState {
  userId: number;
  sessionId: string;
  alive: boolean;
  frames: number;
  lastTyping: number;
}

/**
 * GET /ws: the session cookie authenticates the upgrade (otherwise 401, no socket). Each socket
 * belongs to one member; the server pings every WS_HEARTBEAT_MS, drops dead sockets, keeps
 * connected members' lastSeenAt fresh and closes sockets whose session ended.
 */
function registerSocket(app: FastifyInstance, ctx: AppContext, service: MessagingService, hub: RealtimeHub): void {
  const { db } = ctx.database;
  const states = new Map<WebSocket, SocketState>();
  const send = (socket: WebSocket, event: ServerEvent) => {
    if (socket.readyState === 1) socket.send(JSON.stringify(event));
  };

  const heartbeat = setInterval(() => {
    void (async () => {
      const now = new Date();
      // In slices, so thousands of pings do not hold up sends and deliveries in one long turn.
      let n = 0;
      for (const [socket, state] of [...states]) {
        if (++n % HEARTBEAT_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
        if (!state.alive) {
          socket.terminate();
          continue;
        }
        state.alive = false;
        state.frames = 0;
        if (socket.readyState === 1) socket.ping();
      }
      const members = [...new Set([...states.values()].map((s) => s.userId))];
      await touchLastSeen(db, members, now);
      const live = await liveSessionIds(db, [...new Set([...states.values()].map((s) => s.sessionId))], now);
      for (const [socket, state] of states)
        if (!live.has(state.sessionId)) socket.close(SOCKET_CLOSE.sessionEnded, 'Session ended');
    })().catch((err) => ctx.log.warn({ err }, 'socket heartbeat failed'));
  }, WS_HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
  });

  const authenticateUpgrade = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (origin) {
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {
        host = null;
      }
      if (host !== request.headers.host) return reply.code(403).send({ message: 'Cross-site socket refused' });
    }
    if (!request.auth?.user || !request.auth.sessionId) return reply.code(401).send({ message: 'Not authenticated' });
    // Redis (the relay between instances) is away: a socket here would miss other instances' events.
    // Refused before the upgrade, so the client's backoff grows while it polls (ADR 111).
    if (!hub.relayUp())
      return reply
        .code(503)
        .header('retry-after', String(SOCKET_RELAY_RETRY_AFTER_SECONDS))
        .send({ message: 'Chat is reconnecting. Please try again.' });
  };

  app.get(
    messagingSocket.path,
    { websocket: true, preValidation: authenticateUpgrade },
    (socket: WebSocket, request: FastifyRequest) => {
      const user = request.auth.user!;
      const state: SocketState = {
        userId: user.id,
        sessionId: request.auth.sessionId!,
        alive: true,
        frames: 0,
        lastTyping: 0,
      };
      states.set(socket, state);
      const first = hub.add(user.id, socket);
      send(socket, { type: 'ready', userId: user.id });
      if (first) {
        const now = new Date();
        void service
          .touch(user.id, now)
          .then(({ presenceHidden, withheldFrom }) =>
            presenceHidden ? undefined : hub.presence(user.id, true, now, withheldFrom),
          )
          .catch((err) => ctx.log.warn({ err }, 'presence update failed'));
      }

      socket.on('pong', () => {
        state.alive = true;
      });
      socket.on('message', (raw) => {
        state.alive = true;
        if (++state.frames > WS_MAX_FRAMES_PER_HEARTBEAT) {
          socket.close(SOCKET_CLOSE.tooManyMessages, 'Too many messages');
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(String(raw));
        } catch {
          send(socket, { type: 'error', message: 'Malformed JSON frame' });
          return;
        }
        const parsed = messagingSocket.clientFrame.safeParse(data);
        if (!parsed.success) {
          const frame = data as { type?: unknown; message?: { clientId?: unknown } } | null;
          if (frame && typeof frame === 'object' && frame.type === 'message.send') {
            // A send the HTTP route would answer 400: the same text, with the clientId when there is one.
            const body = sendMessageBody.safeParse(frame.message);
            const clientId = typeof frame.message?.clientId === 'string' ? frame.message.clientId : null;
            send(socket, {
              type: 'message.error',
              clientId,
              status: 400,
              message: body.success ? 'Unknown or invalid event' : describeZodError(body.error),
            });
            return;
          }
          send(socket, refusedFrame(parsed.error));
          return;
        }
        const event = parsed.data;
        if (event.type === 'message.send') {
          const { clientId } = event.message;
          service.send({ id: user.id }, event.message, { sessionId: state.sessionId, origin: socket }).then(
            ({ message, created }) =>
              send(socket, { type: 'message.ack', clientId: message.clientId, created, message }),
            (err: unknown) => {
              if (err instanceof AppError) {
                send(socket, {
                  type: 'message.error',
                  clientId: clientId ?? null,
                  status: err.statusCode,
                  message: err.message,
                  ...(err.details?.policy ? { policy: err.details.policy as GuardianPolicy } : {}),
                });
                return;
              }
              ctx.log.warn({ err }, 'socket send failed');
              send(socket, {
                type: 'message.error',
                clientId: clientId ?? null,
                status: 500,
                message: 'Something went wrong on our side',
              });
            },
          );
          return;
        }
        void (async () => {
          if (event.type === 'ping') {
            send(socket, { type: 'pong', at: new Date().toISOString() });
          } else if (event.type === 'typing') {
            const now = Date.now();
            if (now - state.lastTyping < TYPING_EVERY_MS) return;
            state.lastTyping = now;
            await service.typing({ id: user.id }, event.toUserId);
          } else {
            const presence = await service.presenceOf(user.id, event.userIds);
            hub.watch(
              socket,
              presence.map((p) => p.userId),
            );
            for (const p of presence) send(socket, { type: 'presence', ...p });
          }
        })().catch((err) => {
          ctx.log.warn({ err }, 'socket event failed');
          send(socket, { type: 'error', message: 'Something went wrong on our side' });
        });
      });
      socket.on('close', () => {
        states.delete(socket);
        if (hub.remove(user.id, socket)) {
          const now = new Date();
          void service
            .touch(user.id, now)
            .then(({ presenceHidden, withheldFrom }) =>
              presenceHidden ? undefined : hub.presence(user.id, false, now, withheldFrom),
            )
            .catch((err) => ctx.log.warn({ err }, 'presence update failed'));
        }
      });
      socket.on('error', (err) => ctx.log.warn({ err }, 'socket error'));
    },
  );
}
