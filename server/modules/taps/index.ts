/** Taps: waves from discovery cards and hearts from the profile Like button. */
import { defineModule } from '#server/context';
import { registerTapRoutes } from './taps.routes';
import { createTapsService, type TapsDeps } from './taps.service';

export { createTapsService, type TapsDeps, type TapsService } from './taps.service';
export { taps } from './taps.schema';

/** Taps (ADR 077): the service and its routes; a mutual tap announces the match through messaging; a tap reaches
 * only a member the sender could see (profiles' visibility rule, ADR 221). */
export const tapsModule = defineModule({
  name: 'taps',
  async register(app, ctx, deps: TapsDeps) {
    registerTapRoutes(app, ctx, createTapsService(ctx, deps));
  },
});
