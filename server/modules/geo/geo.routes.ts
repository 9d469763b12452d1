import type { FastifyInstance } from 'fastify';
import { reverseGeocodeQuery, type ReverseGeocodeResponse } from '../../../contracts';
import { notFound, parse } from '../../http/errors';
import { authenticated } from '../../http/session';
import { worldGazetteer } from './geo.gazetteer';

export function registerGeoRoutes(app: FastifyInstance): void {
  // Signed-in only: the settings location button and auto-location on sign-in call it.
  app.get('/api/geo/reverse', { preHandler: authenticated }, async (request): Promise<ReverseGeocodeResponse> => {
    const { latitude, longitude } = parse(reverseGeocodeQuery, request.query);
    const result = worldGazetteer().reverse(latitude, longitude);
    if (!result) throw notFound('Could not determine your location. Please enter manually.');
    return result;
  });
}
