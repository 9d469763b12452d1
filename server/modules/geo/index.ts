/** Offline reverse geocoding and privacy-safe distances (decisions 10 and 11). */
export { worldGazetteer, buildGazetteer, approximateDistanceMiles, haversineKm, type Gazetteer, type Place, type ReverseGeocodeResult } from './geo.gazetteer';
export { registerGeoRoutes } from './geo.routes';
