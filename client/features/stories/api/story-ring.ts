import { queryOptions, useQuery } from '@tanstack/react-query';
import { storyEndpoints, type StoryRingResponse, type VibeType } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';

/**
 * The story ring's keys (ADR 095), derived from the endpoint's path. Spec: the ring's query key
 * carries the vibe type as an extra part; `all` refreshes every ring (the profiles/settings block
 * flows match on `/api/stories/ring` too).
 */
export const storyRingKeys = {
  all: [storyEndpoints.ring.path] as const,
  ofType: (vibeType: VibeType) => [...storyRingKeys.all, vibeType] as const,
};
export const storyRingQueryKey = storyRingKeys.ofType;

/** GET /api/stories/ring?vibeType= — one entry per member with unexpired stories, own first. */
export function getStoryRing(vibeType: VibeType): Promise<StoryRingResponse> {
  return callEndpoint(storyEndpoints.ring, { query: { vibeType } });
}

export const storyRingQueries = {
  ofType: (vibeType: VibeType) =>
    queryOptions({ queryKey: storyRingKeys.ofType(vibeType), queryFn: () => getStoryRing(vibeType) }),
};

export function useStoryRing(vibeType: VibeType, enabled = true) {
  return useQuery({ ...storyRingQueries.ofType(vibeType), enabled });
}
