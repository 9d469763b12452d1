import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { STORY_VIDEO_MAX_BYTES, storyEndpoints, type StoryRingResponse } from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { byUserOrIp, limit } from '#http/rate-limit';
import { authenticated, requireUser } from '#http/session';
import type { StoriesService } from './stories.service';

export function registerStoryRoutes(app: FastifyInstance, ctx: AppContext, service: StoriesService): void {
  const guard = { preHandler: authenticated };
  const scale = ctx.config.rateLimitScale;

  // Raw media bodies are parsed on this route only (30 MB ceiling; per-kind caps after sniffing).
  app.register(async (scope) => {
    scope.addContentTypeParser(
      /^(image\/[a-z0-9.+-]+|video\/(mp4|webm)|application\/octet-stream)$/i,
      { parseAs: 'buffer', bodyLimit: STORY_VIDEO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({ message: 'Story media must be 30 MB or smaller' });
      throw error;
    });
    route(
      scope,
      storyEndpoints.uploadMedia,
      { ...guard, bodyLimit: STORY_VIDEO_MAX_BYTES, config: limit(30, '1 hour', scale, byUserOrIp) },
      async ({ body }, request, reply) => {
        const result = await service.uploadMedia(requireUser(request).id, body);
        reply.code(201);
        return result;
      },
    );
  });

  route(
    app,
    storyEndpoints.create,
    { ...guard, config: limit(20, '1 hour', scale, byUserOrIp) },
    async ({ body }, request, reply) => {
      const user = requireUser(request);
      const story = await service.create(user.id, body);
      reply.code(201);
      return story;
    },
  );

  route(
    app,
    storyEndpoints.delete,
    { ...guard, config: limit(60, '1 hour', scale, byUserOrIp) },
    async ({ params }, request, reply) => {
      await service.remove(requireUser(request), params.id);
      return reply.code(204).send();
    },
  );

  // Spec: "vibe type as extra key" — the default query joins key parts with /, so both forms work.
  const ring = async (request: FastifyRequest, vibeType: StoryRingResponse[number]['gridType'] | undefined) =>
    service.ring(requireUser(request).id, vibeType);
  route(app, storyEndpoints.ring, guard, async ({ query }, request) => ring(request, query.vibeType));
  route(app, storyEndpoints.ringOfType, guard, async ({ params }, request) => ring(request, params.vibeType));

  route(app, storyEndpoints.media, guard, async ({ params }, request, reply) => {
    const media = await service.readMedia(requireUser(request), params.file);
    reply.header('Cache-Control', 'private, max-age=3600').type(media.contentType);
    return reply.send(media.data);
  });
}
