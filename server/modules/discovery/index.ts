/** Discovery: the three grids, ranked by compatibility, with location privacy (decisions 10, 14, 15). */
import { defineModule } from '#server/context';
import { registerDiscoveryRoutes } from './discovery.routes';
import { createDiscoveryService } from './discovery.service';

export { createDiscoveryService, type DiscoveryService } from './discovery.service';
export { searchFor } from './discovery.service';
export { findViewer } from './discovery.repository';
export { CandidateIndex, rankingScore } from './discovery.candidate-index';

/**
 * Discovery (ADR 077): the service, its routes and, with background timers on, the index warm-up
 * (a declared start-only timer, ADR 096).
 */
export const discoveryModule = defineModule({
  name: 'discovery',
  async register(app, ctx) {
    const discovery = createDiscoveryService(ctx);
    registerDiscoveryRoutes(app, ctx, discovery);
    return discovery;
  },
  // Load the in-memory candidate index at start so the first search is not the one paying for it.
  timers: (discovery) => [{ name: 'discovery.warm-up', run: () => discovery.warmUp() }],
});
