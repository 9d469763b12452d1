/** Offline reverse and forward geocoding and privacy-safe distances (decisions 10 and 11, issue 14). */
export { worldGazetteer, buildGazetteer, approximateDistanceMiles, haversineKm, type Gazetteer, type Place, type ReverseGeocodeResult } from './geo.gazetteer';
export { findPlaces, placeTypedLocation, guessPlace } from './geo.service';
export { registerGeoRoutes } from './geo.routes';
