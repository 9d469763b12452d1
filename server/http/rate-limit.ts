import type { FastifyRequest } from 'fastify';

/** Per-route rate-limit config; `scale` lets test suites lift limits they are not testing. */
export function limit(max: number, timeWindow: string, scale: number, key?: (request: FastifyRequest) => string) {
  return {
    rateLimit: {
      max: max * scale,
      timeWindow,
      ...(key ? { keyGenerator: key } : {}),
    },
  };
}

/** Keys writes by member when signed in, so one busy NAT does not throttle strangers. */
export const byUserOrIp = (request: FastifyRequest) =>
  request.auth?.user ? `u:${request.auth.user.id}` : `ip:${request.ip}`;

/** Anonymous calls (sign-in, reset) by client address: request.ip honours only TRUST_PROXY's proxies. */
export const byIp = (request: FastifyRequest) => `ip:${request.ip}`;
