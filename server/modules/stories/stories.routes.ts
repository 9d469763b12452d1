import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  STORY_VIDEO_MAX_BYTES,
  storyBody,
  storyIdParams,
  storyRingParams,
  storyRingQuery,
  type Story,
  type StoryMediaResponse,
  type StoryRingResponse,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { byUserOrIp, limit } from '../../http/rate-limit';
import { authenticated, requireUser } from '../../http/session';
import type { StoriesService } from './stories.service';

const mediaParams = z.object({ file: z.string().max(80) }).strict();

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
    scope.post(
      '/api/stories/media',
      { ...guard, bodyLimit: STORY_VIDEO_MAX_BYTES, config: limit(30, '1 hour', scale, byUserOrIp) },
      async (request, reply): Promise<StoryMediaResponse> => {
        const result = await service.uploadMedia(requireUser(request).id, request.body);
        reply.code(201);
        return result;
      },
    );
  });

  app.post(
    '/api/stories',
    { ...guard, config: limit(20, '1 hour', scale, byUserOrIp) },
    async (request, reply): Promise<Story> => {
      const user = requireUser(request);
      const body = parse(storyBody, request.body);
      const story = await service.create(user.id, body);
      reply.code(201);
      return story;
    },
  );

  app.delete(
    '/api/stories/:id',
    { ...guard, config: limit(60, '1 hour', scale, byUserOrIp) },
    async (request, reply) => {
      const { id } = parse(storyIdParams, request.params);
      await service.remove(requireUser(request), id);
      return reply.code(204).send();
    },
  );

  // Spec: "vibe type as extra key" — the default query joins key parts with /, so both forms work.
  const ring = async (request: FastifyRequest, vibeType: StoryRingResponse[number]['gridType'] | undefined) =>
    service.ring(requireUser(request).id, vibeType);
  app.get('/api/stories/ring', guard, async (request): Promise<StoryRingResponse> =>
    ring(request, parse(storyRingQuery, request.query).vibeType),
  );
  app.get('/api/stories/ring/:vibeType', guard, async (request): Promise<StoryRingResponse> => {
    parse(storyRingQuery, request.query);
    return ring(request, parse(storyRingParams, request.params).vibeType);
  });

  app.get('/media/stories/:file', guard, async (request, reply) => {
    const { file } = parse(mediaParams, request.params);
    const media = await service.readMedia(requireUser(request), file);
    reply.header('Cache-Control', 'private, max-age=3600').type(media.contentType);
    return reply.send(media.data);
  });
}
