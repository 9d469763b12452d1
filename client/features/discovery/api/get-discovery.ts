import { useInfiniteQuery } from '@tanstack/react-query';
import { discoveryResponse, NEXT_CURSOR_HEADER, type ProfileCard, type VibeType } from '#contracts';
import { ApiError } from '#lib/api-client';

export interface DiscoveryPage {
  cards: ProfileCard[];
  /** Opaque cursor of the next page (the X-Next-Cursor header); null on the last page. */
  nextCursor: string | null;
}

export const discoveryQueryKey = (userId: number, vibeType: VibeType) => ['/api/discovery', userId, vibeType] as const;

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message)
      return body.message;
  } catch {
    // Not JSON: fall through to the spec's generic "status: body" message.
  }
  return `${response.status}: ${text || response.statusText}`;
}

/**
 * GET /api/discovery/{userId}/{vibeType}?cursor= — one page of cards. Fetched directly (not via the
 * shared api client) because the next page's cursor travels in a response header (decision 14).
 */
export async function getDiscoveryPage(userId: number, vibeType: VibeType, cursor?: string): Promise<DiscoveryPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  const response = await fetch(`/api/discovery/${userId}/${vibeType}${query}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  return {
    cards: discoveryResponse.parse(await response.json()),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

/** The grid's pages; Load More Profiles calls fetchNextPage. */
export function useDiscovery(userId: number, vibeType: VibeType) {
  return useInfiniteQuery({
    queryKey: discoveryQueryKey(userId, vibeType),
    queryFn: ({ pageParam }) => getDiscoveryPage(userId, vibeType, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
