import type { FastifyInstance } from 'fastify';
import { geoEndpoints } from '#contracts';
import type { AppContext } from '#server/context';
import { route } from '#http/endpoint';
import { notFound } from '#http/errors';
import { limit } from '#http/rate-limit';
import { worldGazetteer } from './geo.gazetteer';
import { findPlaces } from './geo.service';

export function registerGeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anyone (issue 14): the sign-up wizard's "Use my location" names the device's position before the
  // account exists. It answers only public gazetteer names, stores nothing, and is rate limited.
  route(app, geoEndpoints.reverse, { config: limit(120, '1 minute', ctx.config.rateLimitScale) }, async ({ query }) => {
    const result = worldGazetteer().reverse(query.latitude, query.longitude);
    if (!result) throw notFound('Could not determine your location. Please enter manually.');
    return result;
  });

  // Anyone: the sign-up wizard places a typed city before the account exists. Public data; rate
  // limited like any lookup so it cannot be used to load the server.
  route(
    app,
    geoEndpoints.forward,
    { config: limit(120, '1 minute', ctx.config.rateLimitScale) },
    async ({ query }) => ({
      places: findPlaces(query.location),
    }),
  );
}
