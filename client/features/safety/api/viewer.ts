import { useQuery } from '@tanstack/react-query';
import { viewerAlert, viewerLocationResponse, type ViewerLocationResponse } from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/emergency-viewer/{token}: fetched once (spec 02 §4). */
export function useViewerAlert(token: string) {
  return useQuery({
    queryKey: ['/api/emergency-viewer', token],
    queryFn: async () => viewerAlert.parse(await api.get(`/api/emergency-viewer/${encodeURIComponent(token)}`)),
  });
}

/** GET /api/emergency-viewer/{token}/location: polled by the viewer every 30 s. */
export async function fetchViewerLocation(token: string): Promise<ViewerLocationResponse> {
  return viewerLocationResponse.parse(await api.get(`/api/emergency-viewer/${encodeURIComponent(token)}/location`));
}
