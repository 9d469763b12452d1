import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { Redis } from 'ioredis';
import { JSON_BODY_LIMIT_BYTES, SOCKET_CLOSE, healthEndpoints } from '#contracts';
import type { AppContext } from './context';
import { clientCacheHeaders, registerCompression, REVALIDATE } from '#http/delivery';
import { AppError, isDatabaseUnavailable } from '#http/errors';
import { requestLogger } from '#http/logging';
import { registerCsrfGuard, registerSecurityHeaders } from '#http/security';
import { registerSessionAuth } from '#http/session';
import { collectRoutes } from '#http/route-table';
import { route, validateResponses } from '#http/endpoint';
import { registerApiDocs } from '#http/api-docs';
import { byUserOrIp, limit } from '#http/rate-limit';
import { accountsModule, createSessionStore } from '#modules/accounts';
import { adminModule } from '#modules/admin';
import { devModule } from '#modules/dev';
import { guardianModule } from '#modules/guardian';
import { profilesModule } from '#modules/profiles';
import { photosModule } from '#modules/photos';
import { accountDataModule } from '#modules/account-data';
import { geoModule } from '#modules/geo';
import { discoveryModule } from '#modules/discovery';
import { tapsModule } from '#modules/taps';
import { storiesModule } from '#modules/stories';
import { messagingModule } from '#modules/messaging';
import { safetyModule } from '#modules/safety';
import { failFastOnceReady } from '#platform/pubsub';
import { registerPlannerStatistics } from '#platform/planner-statistics';
import { moderationModule, verificationModule } from '#modules/moderation';

export interface BuildAppOptions {
  /** Folder of the built client (index.html + assets); served when present. */
  clientDir?: string;
}

/** Builds the whole HTTP app around a context. Used by the entry point and by the API tests. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: requestLogger(ctx.log) as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A hop count trusts only the nearest N proxies (the function form of proxy-addr's count).
    trustProxy:
      typeof ctx.config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (ctx.config.trustProxy as number)
        : ctx.config.trustProxy,
  });

  collectRoutes(app);
  if (ctx.config.validateResponses) validateResponses(app);
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError)
      return reply.code(error.statusCode).send({ ...error.details, message: error.message });
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type, rate limit).
      const code = (error as FastifyError).code;
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON body'
          : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send JSON'
              : code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'Request body is empty'
                : status === 429
                  ? 'Too many requests. Please slow down and try again shortly.'
                  : error.message;
      return reply.code(status).send({ message });
    }
    const errno = (error as NodeJS.ErrnoException).code;
    if (errno === 'ENOSPC' || errno === 'EDQUOT') {
      // File storage is full (issue 16): say so plainly; nothing was recorded (files are written first).
      request.log.error({ err: error }, 'file storage full');
      return reply
        .code(507)
        .send({ message: 'Storage is full on our side, so the file was not saved. Please try later.' });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or unreachable (issue 16, ADR 110): the pool reconnects by itself.
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ message: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  await app.register(fastifyCookie);
  await registerCompression(app);
  // Every write is rate limited (decision 7): routes without their own limit get this default.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
    const config = (route.config ?? {}) as { rateLimit?: unknown };
    if (writes && !config.rateLimit)
      route.config = { ...config, ...limit(120, '1 minute', ctx.config.rateLimitScale, byUserOrIp) };
  });
  // With REDIS_URL every instance shares one count; otherwise counts live in this process.
  // While Redis is away the limits are skipped (skipOnError) rather than failing every write with
  // a 500 (issue 16 drill); once connected, a command fails at once while Redis is away.
  const rateLimitRedis = ctx.config.redisUrl
    ? failFastOnceReady(new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 1 }))
    : null;
  rateLimitRedis?.on('error', (err) => ctx.log.warn({ err }, 'redis (rate limits) error'));
  if (rateLimitRedis)
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit();
    });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${ctx.config.redisPrefix}rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  registerSecurityHeaders(app, ctx.config.env === 'production');
  registerCsrfGuard(app);
  registerSessionAuth(app, createSessionStore(ctx.database.db));

  route(app, healthEndpoints.health, {}, async (_input, _request, reply) => {
    let database = false;
    try {
      database = await ctx.database.ping();
    } catch {
      database = false;
    }
    reply.code(database ? 200 : 503);
    return {
      status: database ? ('ok' as const) : ('degraded' as const),
      database: { kind: ctx.database.kind, reachable: database },
    };
  });

  registerApiDocs(app, ctx.config.env === 'production');

  // The modules (ADR 077), in dependency order: each registers its routes, jobs and timers and
  // returns what later modules need. Ended sessions (suspension, logout, password change or reset,
  // deletion) close the member's open sockets at once on every instance, through `sessions`.
  const { sessions } = await accountsModule.register(app, ctx, {});
  await adminModule.register(app, ctx, { sessions });
  const guardian = await guardianModule.register(app, ctx, {});
  const moderation = await moderationModule.register(app, ctx, { guardian });
  const profiles = await profilesModule.register(app, ctx, { guardian, moderation });
  // Photos follow the profiles module's visibility rule (ADR 118): whoever may not see a member gets 404.
  const photos = await photosModule.register(app, ctx, { guardian, moderation, visibility: profiles });
  const verification = await verificationModule.register(app, ctx, { moderation, photos });
  await accountDataModule.register(app, ctx, { sessions });
  await geoModule.register(app, ctx, {});
  await discoveryModule.register(app, ctx, {});
  const stories = await storiesModule.register(app, ctx, { guardian, moderation });
  // Real-time chat (decision 19): frames are small JSON events. Messaging needs the plugin first.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024 },
    // On shutdown every socket gets 1012 (Service Restart), which clients answer by reconnecting.
    preClose(done) {
      for (const client of this.websocketServer.clients)
        client.close(SOCKET_CLOSE.serviceRestart, 'Server restarting: reconnect');
      this.websocketServer.close(() => done());
    },
  });
  const messaging = await messagingModule.register(app, ctx, { guardian, photos, moderation, sessions });
  // One adapter per subject type: leaving one out does not compile (moderation.registry.ts).
  moderation.useAdapters({
    message: messaging.moderationAdapter,
    photo: photos.moderationAdapter,
    story: stories.moderationAdapter,
    profile_text: profiles.moderationAdapter,
    member_report: moderation.memberReportAdapter,
    verification: verification.adapter,
  });
  await tapsModule.register(app, ctx, { messaging, visibility: profiles });
  await safetyModule.register(app, ctx, {});
  // Development helpers (the outbox viewer) exist only outside production.
  if (ctx.config.env !== 'production') await devModule.register(app, ctx, {});

  // PGlite has no autovacuum: the app keeps its planner statistics fresh itself (ADR 124).
  registerPlannerStatistics(app, ctx);
  // Modules have defined their jobs by now; workers run inside this process.
  await ctx.jobs.start();
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
  });

  // Generated demo avatars are public pictures; member uploads get their own guarded routes.
  await app.register(fastifyStatic, {
    root: path.join(ctx.config.dataDir, 'media', 'avatars'),
    prefix: '/media/avatars/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  const clientDir = options.clientDir;
  const indexHtml =
    clientDir && fs.existsSync(path.join(clientDir, 'index.html')) ? path.join(clientDir, 'index.html') : null;
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: clientCacheHeaders(clientDir),
      decorateReply: false,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || url.startsWith('/ws');
    if (!isApi && request.method === 'GET' && indexHtml) {
      // The client router owns every other path (and shows 404 Page Not Found itself).
      reply.header('Cache-Control', REVALIDATE);
      return reply.type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml));
    }
    return reply.code(404).send({ message: 'Not found' });
  });

  return app;
}
