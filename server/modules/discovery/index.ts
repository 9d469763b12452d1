/** Discovery: the three grids, ranked by compatibility, with location privacy (decisions 10, 14, 15). */
export { createDiscoveryService, type DiscoveryService } from './discovery.service';
export { registerDiscoveryRoutes } from './discovery.routes';
export { searchFor } from './discovery.service';
export { findViewer } from './discovery.repository';
export { CandidateIndex, rankingScore } from './discovery.candidate-index';
