/** Discovery: the three grids, ranked by compatibility, with location privacy (decisions 10, 14, 15). */
export { createDiscoveryService, type DiscoveryService } from './discovery.service';
export { registerDiscoveryRoutes } from './discovery.routes';
export { candidateQueryFor } from './discovery.service';
export { candidatesQuery, findViewer } from './discovery.repository';
