import type { FastifyError, FastifyInstance } from 'fastify';
import {
  PHOTO_MAX_BYTES,
  createPhotoBody,
  deletePhotoBody,
  uploadTokenParams,
  idParams,
  photoIdParams,
  photoListQuery,
  reviewPhotoBody,
  userIdParams,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { bodyOrEmpty, parse, parseEmptyBody } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import { authenticated, moderatorOnly, requireUser } from '../../http/session';
import type { PhotosService } from './photos.service';

export function registerPhotoRoutes(app: FastifyInstance, ctx: AppContext, service: PhotosService): void {
  const guard = { preHandler: authenticated };
  const scale = ctx.config.rateLimitScale;

  app.post('/api/photos/upload', { ...guard, config: limit(30, '1 hour', scale) }, async (request) => {
    parseEmptyBody(request.body);
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
    scope.put(
      '/api/photos/upload/:token',
      { ...guard, bodyLimit: PHOTO_MAX_BYTES, config: limit(30, '1 hour', scale) },
      async (request) => {
        return service.receiveUpload(
          requireUser(request),
          parse(uploadTokenParams, request.params).token,
          request.body,
        );
      },
    );
  });

  app.post('/api/photos', guard, async (request, reply) => {
    const body = parse(createPhotoBody, request.body);
    reply.code(201);
    return service.createPhoto(requireUser(request), body);
  });

  app.get('/api/photos/:userId', guard, async (request) => {
    const { userId } = parse(userIdParams, request.params);
    const { photoType } = parse(photoListQuery, request.query);
    return service.listPhotos(requireUser(request), userId, photoType);
  });

  for (const variant of ['file', 'thumbnail'] as const) {
    app.get(`/api/photos/:photoId/${variant}`, guard, async (request, reply) => {
      const { photoId } = parse(photoIdParams, request.params);
      const data = await service.readFile(requireUser(request), photoId, variant);
      // Private: a shared cache must never hand one member's photo to another.
      reply.header('Cache-Control', 'private, max-age=3600').type('image/webp');
      return reply.send(data);
    });
  }

  app.delete('/api/photos/:photoId', guard, async (request) => {
    const { photoId } = parse(photoIdParams, request.params);
    const { userId } = parse(deletePhotoBody, bodyOrEmpty(request.body));
    return service.deletePhoto(requireUser(request), photoId, userId);
  });

  app.put('/api/photos/:photoId/profile-picture', guard, async (request) => {
    const { photoId } = parse(photoIdParams, request.params);
    return service.makeProfilePicture(requireUser(request), photoId);
  });

  // Decision 24: the admin Photos tab is a real moderation queue (moderators and admins).
  app.get('/api/admin/photos', { preHandler: moderatorOnly }, async () => service.pendingQueue());
  app.post('/api/admin/photos/:id/review', { preHandler: moderatorOnly }, async (request) => {
    const { id } = parse(idParams, request.params);
    const { decision } = parse(reviewPhotoBody, request.body);
    return service.review(requireUser(request), id, decision);
  });
}
