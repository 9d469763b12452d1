import type { EndpointSpec } from '#contracts/endpoint';

/**
 * The first element of every query key of a resource (ADR 095): the endpoint's path up to its first
 * parameter (`/api/profile/:userId` → `/api/profile`), so keys stay the ones other features match on.
 * Candidate for client/lib/call-endpoint.ts once the client API layer (ADR 093) is merged.
 */
export const resourceKey = (endpoint: Pick<EndpointSpec, 'path'>) => endpoint.path.split('/:')[0]!;
