/** Taps: waves from discovery cards and hearts from the profile Like button. */
export { createTapsService, type TapsService } from './taps.service';
export { registerTapRoutes } from './taps.routes';
export { taps } from './taps.schema';
