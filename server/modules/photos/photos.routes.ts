import type { FastifyError, FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES, photoEndpoints } from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { limit } from '#http/rate-limit';
import { authenticated, moderatorOnly, requireUser } from '#http/session';
import type { PhotosService } from './photos.service';

export function registerPhotoRoutes(app: FastifyInstance, ctx: AppContext, service: PhotosService): void {
  const guard = { preHandler: authenticated };
  const scale = ctx.config.rateLimitScale;

  route(app, photoEndpoints.uploadUrl, { ...guard, config: limit(30, '1 hour', scale) }, async (_input, request) => {
    return service.createUploadUrl(requireUser(request));
  });

  // The raw file arrives only here: image bodies up to 10 MB are parsed on this route alone;
  // everywhere else the app's small JSON limit stands.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
      { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({ message: 'Photo must be 10 MB or smaller' });
      throw error;
    });
    route(
      scope,
      photoEndpoints.upload,
      { ...guard, bodyLimit: PHOTO_MAX_BYTES, config: limit(30, '1 hour', scale) },
      async ({ params, body }, request) => service.receiveUpload(requireUser(request), params.token, body),
    );
  });

  route(app, photoEndpoints.create, guard, async ({ body }, request, reply) => {
    reply.code(201);
    return service.createPhoto(requireUser(request), body);
  });

  route(app, photoEndpoints.list, guard, async ({ params, query }, request) =>
    service.listPhotos(requireUser(request), params.userId, query.photoType),
  );

  for (const variant of ['file', 'thumbnail'] as const) {
    route(app, photoEndpoints[variant], guard, async ({ params }, request, reply) => {
      const data = await service.readFile(requireUser(request), params.photoId, variant);
      // Private: a shared cache must never hand one member's photo to another.
      reply.header('Cache-Control', 'private, max-age=3600').type('image/webp');
      return reply.send(data);
    });
  }

  route(app, photoEndpoints.delete, guard, async ({ params, body }, request) =>
    service.deletePhoto(requireUser(request), params.photoId, body.userId),
  );

  route(app, photoEndpoints.profilePicture, guard, async ({ params }, request) =>
    service.makeProfilePicture(requireUser(request), params.photoId),
  );

  // Decision 24: the admin Photos tab is a real moderation queue (moderators and admins).
  route(app, photoEndpoints.queue, { preHandler: moderatorOnly }, async () => service.pendingQueue());
  route(app, photoEndpoints.review, { preHandler: moderatorOnly }, async ({ params, body }, request) =>
    service.review(requireUser(request), params.id, body.decision),
  );
}
