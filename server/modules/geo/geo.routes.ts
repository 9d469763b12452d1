import type { FastifyInstance } from 'fastify';
import { forwardGeocodeQuery, reverseGeocodeQuery, type ForwardGeocodeResponse, type ReverseGeocodeResponse } from '../../../contracts';
import type { AppContext } from '../../context';
import { notFound, parse } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import { authenticated } from '../../http/session';
import { worldGazetteer } from './geo.gazetteer';
import { findPlaces } from './geo.service';

export function registerGeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Signed-in only: the settings location button and auto-location on sign-in call it.
  app.get('/api/geo/reverse', { preHandler: authenticated }, async (request): Promise<ReverseGeocodeResponse> => {
    const { latitude, longitude } = parse(reverseGeocodeQuery, request.query);
    const result = worldGazetteer().reverse(latitude, longitude);
    if (!result) throw notFound('Could not determine your location. Please enter manually.');
    return result;
  });

  // Anyone: the sign-up wizard places a typed city before the account exists. Public data; rate
  // limited like any lookup so it cannot be used to load the server.
  app.get('/api/geo/forward', { config: limit(120, '1 minute', ctx.config.rateLimitScale) }, async (request): Promise<ForwardGeocodeResponse> => {
    const { location } = parse(forwardGeocodeQuery, request.query);
    return { places: findPlaces(location) };
  });
}
