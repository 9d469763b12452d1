import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

// The built client loads only its own files; Leaflet's tiles are the one outside image source.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
  "connect-src 'self'",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * connect-src is our own origin only (issue 10): 'self', plus this host's WebSocket origin spelled
 * out for browsers that do not count ws:/wss: as 'self'. Any host:port the request names is only
 * echoed when it is a plain host name, so a forged Host cannot widen or break the policy.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host))
    return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("connect-src 'self'", `connect-src 'self' ws://${host} wss://${host}`);
}

export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy(request.headers.host));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    // Alert-viewer links carry a secret token: never leak a URL through Referer.
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'geolocation=(self), camera=(self), microphone=(self), payment=()');
    if (production) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated writes: SameSite=Lax cookies, JSON-only bodies (a
 * cross-site form cannot send them without a CORS preflight we never answer), and a same-origin
 * check on the browser's Origin / Sec-Fetch-Site headers.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw forbidden('Cross-site request refused');
      }
      if (host !== request.headers.host) throw forbidden('Cross-site request refused');
    } else if (origin === 'null') {
      throw forbidden('Cross-site request refused');
    }
  });
}
