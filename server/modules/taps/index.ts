/** Taps: waves from discovery cards and hearts from the profile Like button. */
import { defineModule } from '#server/context';
import type { MessagingService } from '#modules/messaging';
import { registerTapRoutes } from './taps.routes';
import { createTapsService } from './taps.service';

export { createTapsService, type TapsService } from './taps.service';
export { taps } from './taps.schema';

/** Taps (ADR 077): the service and its routes; a mutual tap announces the match through messaging. */
export const tapsModule = defineModule({
  name: 'taps',
  async register(app, ctx, deps: { messaging: Pick<MessagingService, 'announceMatch'> }) {
    registerTapRoutes(app, ctx, createTapsService(ctx, deps));
  },
});
