import { useQuery } from '@tanstack/react-query';
import { storyRingResponse, type StoryRingResponse, type VibeType } from '#contracts';
import { api } from '#lib/api-client';

/** Spec: the ring's query key carries the vibe type as an extra part. */
export const storyRingQueryKey = (vibeType: VibeType) => ['/api/stories/ring', vibeType] as const;

/** GET /api/stories/ring?vibeType= — one entry per member with unexpired stories, own first. */
export async function getStoryRing(vibeType: VibeType): Promise<StoryRingResponse> {
  return storyRingResponse.parse(await api.get(`/api/stories/ring?${new URLSearchParams({ vibeType })}`));
}

export function useStoryRing(vibeType: VibeType, enabled = true) {
  return useQuery({ queryKey: storyRingQueryKey(vibeType), queryFn: () => getStoryRing(vibeType), enabled });
}
