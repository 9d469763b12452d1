import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from '#contracts/openapi';

/**
 * GET /api/docs: the OpenAPI 3.1 document generated from the endpoint objects (ADR 072), outside
 * production only (in production the path does not exist: 404 like any unknown one). The same
 * document is committed as docs/openapi.json.
 */
export function registerApiDocs(app: FastifyInstance, production: boolean): void {
  if (production) return;
  let document: unknown = null;
  app.get('/api/docs', async (_request, reply) => {
    document ??= buildOpenApi();
    reply.header('Cache-Control', 'no-store');
    return document;
  });
}
