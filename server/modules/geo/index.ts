import { defineModule } from '#server/context';
import { registerGeoRoutes } from './geo.routes';

/** Offline reverse and forward geocoding and privacy-safe distances (decisions 10 and 11, issue 14). */
export {
  worldGazetteer,
  buildGazetteer,
  haversineKm,
  type Gazetteer,
  type Place,
  type ReverseGeocodeResult,
} from './geo.gazetteer';
export { findPlaces, placeTypedLocation, guessPlace } from './geo.service';
/** The one snapping function for every distance a member can see (issue 10, decision 28). */
export {
  PRIVACY_CELL_DEGREES,
  JUMP_KM,
  JUMPS_PER_HOUR,
  KM_PER_MILE,
  miles,
  snapLat,
  snapLng,
  snapPosition,
  visibleDistanceMiles,
  visibleMiles,
} from './location-privacy';
export { recordPositionMove } from './location-jumps';

/** Geo (ADR 077): the place search and geocoding routes. */
export const geoModule = defineModule({
  name: 'geo',
  async register(app, ctx) {
    registerGeoRoutes(app, ctx);
  },
});
