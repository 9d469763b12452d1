import type { FastifyInstance } from 'fastify';
import {
  forwardGeocodeQuery,
  reverseGeocodeQuery,
  type ForwardGeocodeResponse,
  type ReverseGeocodeResponse,
} from '../../../contracts';
import type { AppContext } from '../../context';
import { notFound, parse } from '../../http/errors';
import { limit } from '../../http/rate-limit';
import { worldGazetteer } from './geo.gazetteer';
import { findPlaces } from './geo.service';

export function registerGeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anyone (issue 14): the sign-up wizard's "Use my location" names the device's position before the
  // account exists. It answers only public gazetteer names, stores nothing, and is rate limited.
  app.get(
    '/api/geo/reverse',
    { config: limit(120, '1 minute', ctx.config.rateLimitScale) },
    async (request): Promise<ReverseGeocodeResponse> => {
      const { latitude, longitude } = parse(reverseGeocodeQuery, request.query);
      const result = worldGazetteer().reverse(latitude, longitude);
      if (!result) throw notFound('Could not determine your location. Please enter manually.');
      return result;
    },
  );

  // Anyone: the sign-up wizard places a typed city before the account exists. Public data; rate
  // limited like any lookup so it cannot be used to load the server.
  app.get(
    '/api/geo/forward',
    { config: limit(120, '1 minute', ctx.config.rateLimitScale) },
    async (request): Promise<ForwardGeocodeResponse> => {
      const { location } = parse(forwardGeocodeQuery, request.query);
      return { places: findPlaces(location) };
    },
  );
}
