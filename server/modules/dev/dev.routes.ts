import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '#server/context';
import { devEndpoints } from '#contracts';
import { route } from '#http/endpoint';
import { notFound } from '#http/errors';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** localhost (and *.localhost, which browsers keep on this machine), 127.x.y.z or [::1], with an optional port. */
const LOOPBACK_HOST = /^(?:(?:[a-z0-9-]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The outbox holds every two-factor code and reset link: only this machine may read it. The
 * socket's own peer address decides — never X-Forwarded-For, which a caller writes. The Host must
 * name this machine too: a page whose DNS name is re-pointed at 127.0.0.1 (DNS rebinding) reaches
 * us from loopback with its own name as Host, and its script may read the answer (ADR 214).
 */
export function isLoopbackSocket(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  // A proxy on this machine forwards strangers from loopback: anything relayed is not local.
  if (request.headers['x-forwarded-for'] || request.headers.forwarded || request.headers['x-real-ip']) return false;
  if (!LOOPBACK_HOST.test(request.headers.host ?? '')) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Development only: read the local outbox (e-mail and SMS that would have been sent). */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.env === 'production') return;
  // Anyone else gets the same 404 as an unknown path: the page does not exist for them.
  const loopbackOnly = async (request: FastifyRequest) => {
    if (!isLoopbackSocket(request)) throw notFound();
  };
  route(app, devEndpoints.outbox, { preHandler: loopbackOnly }, async () => ctx.outbox.list(200));
  route(app, devEndpoints.outboxPage, { preHandler: loopbackOnly }, async (_input, _request, reply) => {
    const messages = await ctx.outbox.list(200);
    const rows = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject || '(SMS)')}</h2>` +
          `<p><b>${m.kind}</b> to ${escapeHtml(m.to)} · ${m.createdAt}</p>` +
          `<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return (
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<title>Vibeline outbox (development)</title></head><body><h1>Local outbox</h1>' +
      `<p>${messages.length} message(s) in ${escapeHtml(ctx.outbox.dir)}. ` +
      'This page does not exist in production and answers only this machine.</p>' +
      `${rows}</body></html>`
    );
  });
}
