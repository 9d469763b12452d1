import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Vite names every built asset under /assets/ after its content hash: a new build means a new URL. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** index.html (and the SPA fallback) must be revalidated so a release reaches every member at once. */
export const REVALIDATE = 'no-cache';
/** API answers are about the signed-in member: no shared or browser cache may keep them. */
export const PRIVATE_ANSWER = 'no-store';
const OTHER_STATIC = 'public, max-age=3600';

/**
 * gzip / brotli for JSON and the client (issue 14). Registered before the routes, because the plugin
 * attaches itself to each route as it is declared. Request bodies are never decompressed: clients
 * send small JSON or multipart uploads, and inflating untrusted bodies would only add a risk.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  // Anything under /api/ that did not choose its own caching is private to the member who asked.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', PRIVATE_ANSWER);
    return payload;
  });
}

/** @fastify/static's setHeaders for the built client folder at clientDir. */
export function clientCacheHeaders(clientDir: string) {
  return (reply: FastifyReply, filePath: string): void => {
    const relative = path.relative(clientDir, filePath).split(path.sep);
    const policy =
      relative.join('/') === 'index.html' ? REVALIDATE : relative[0] === 'assets' ? IMMUTABLE_ASSET : OTHER_STATIC;
    reply.header('Cache-Control', policy);
  };
}
