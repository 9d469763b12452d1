import { queryOptions, useQuery } from '@tanstack/react-query';
import { safetyEndpoints, type ViewerLocationResponse } from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';

/** The public emergency viewer's keys (ADR 095): `['/api/emergency-viewer', token]`. */
export const viewerKeys = {
  alert: (token: string) => [resourceKey(safetyEndpoints.viewer), token] as const,
};

/** GET /api/emergency-viewer/{token}: fetched once (spec 02 §4). The token is encoded by the URL builder. */
export const viewerQueries = {
  alert: (token: string) =>
    queryOptions({
      queryKey: viewerKeys.alert(token),
      queryFn: () => callEndpoint(safetyEndpoints.viewer, { params: { token } }),
    }),
};

export function useViewerAlert(token: string) {
  return useQuery(viewerQueries.alert(token));
}

/** GET /api/emergency-viewer/{token}/location: polled by the viewer every 30 s. */
export function fetchViewerLocation(token: string): Promise<ViewerLocationResponse> {
  return callEndpoint(safetyEndpoints.viewerLocation, { params: { token } });
}
