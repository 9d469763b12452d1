import { z } from 'zod';
import { defineEndpoint, rawResponse } from './endpoint';

/** One message of the local outbox (e-mail and SMS that would have been sent; development only). */
export const outboxMessage = z.object({
  id: z.string(),
  kind: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/** Development-only tools (ADR 072): absent in production, answer only this machine's loopback socket. */
export const devEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'The local outbox, newest first',
    access: 'development',
    responses: { 200: z.array(outboxMessage) },
  }),
  outboxPage: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'The local outbox as a page',
    access: 'development',
    responses: { 200: rawResponse('text/html', 'The outbox page') },
  }),
};

/** The health check (load balancers; ADR 072). */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.string(), reachable: z.boolean() }),
});
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the app and its database answer (503 when the database does not)',
    access: 'public',
    responses: { 200: healthResponse, 503: healthResponse },
  }),
};
