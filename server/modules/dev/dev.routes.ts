import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Development only: read the local outbox (e-mail and SMS that would have been sent). */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.env === 'production') return;
  app.get('/api/dev/outbox', async () => ctx.outbox.list(200));
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await ctx.outbox.list(200);
    const rows = messages.map((m) => `<article><h2>${escapeHtml(m.subject || '(SMS)')}</h2><p><b>${m.kind}</b> to ${escapeHtml(m.to)} · ${m.createdAt}</p><pre>${escapeHtml(m.text)}</pre></article>`).join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vibeline outbox (development)</title></head><body><h1>Local outbox</h1><p>${messages.length} message(s) in ${escapeHtml(ctx.outbox.dir)}. This page does not exist in production.</p>${rows}</body></html>`;
  });
}
