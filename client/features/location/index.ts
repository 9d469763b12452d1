// The location feature's public surface: auto-location for the signed-in shell and the settings button.
export { AutoLocation, useAutoLocation } from './hooks/use-auto-location';
export { DeviceLocationButton, type DeviceLocationButtonProps } from './components/device-location-button';
export type { DeviceLocation } from './hooks/device-position';
// The geo resource (ADR 093), also used by the sign-up wizard.
export { findPlaces, reverseGeocode } from './api/geo';
