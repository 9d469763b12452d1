import type { FastifyInstance } from 'fastify';

/** One registered route: "METHOD /url" as Fastify spells it (params as :name). */
export interface RouteEntry {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route the app registers (the authorization matrix test reads it, so a route
 * without a declared access rule fails the suite). HEAD routes mirror their GET and are skipped.
 */
export function collectRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  tables.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') list.push({ method, url: route.url });
    }
  });
}

export const routesOf = (app: FastifyInstance): RouteEntry[] => [...(tables.get(app) ?? [])];
