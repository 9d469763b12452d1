import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { discoveryEndpoints, NEXT_CURSOR_HEADER, type ProfileCard, type VibeType } from '#contracts';
import { callEndpointWithHeaders, endpointKey, resourceKey } from '#lib/call-endpoint';

export interface DiscoveryPage {
  cards: ProfileCard[];
  /** Opaque cursor of the next page (the X-Next-Cursor header); null on the last page. */
  nextCursor: string | null;
}

/**
 * The discovery resource's keys (ADR 093): `search(id, vibe)` → ['/api/discovery', id, vibe] is one grid;
 * `member(id)` is the prefix of all of that member's grids (what a settings or position change resets).
 */
export const discoveryKeys = {
  all: [resourceKey(discoveryEndpoints.search)] as const,
  member: (userId: number) => [resourceKey(discoveryEndpoints.search), userId] as const,
  search: (userId: number, vibeType: VibeType) => endpointKey(discoveryEndpoints.search, { userId, vibeType }),
};

/**
 * GET /api/discovery/{userId}/{vibeType}?cursor= — one page of cards; the next page's cursor travels in
 * a response header (decision 14).
 */
export async function getDiscoveryPage(userId: number, vibeType: VibeType, cursor?: string): Promise<DiscoveryPage> {
  const { data, headers } = await callEndpointWithHeaders(discoveryEndpoints.search, {
    params: { userId, vibeType },
    query: { cursor },
  });
  return { cards: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export const discoveryQueries = {
  /** The grid's pages; Load More Profiles calls fetchNextPage. */
  search: (userId: number, vibeType: VibeType) =>
    infiniteQueryOptions({
      queryKey: discoveryKeys.search(userId, vibeType),
      queryFn: ({ pageParam }) => getDiscoveryPage(userId, vibeType, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

export function useDiscovery(userId: number, vibeType: VibeType) {
  return useInfiniteQuery(discoveryQueries.search(userId, vibeType));
}
