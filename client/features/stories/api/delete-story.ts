import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyEndpoints, storyIdParams } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { storyRingKeys } from './story-ring';

/** DELETE /api/stories/{id} → 204 (the owner's own story; docs/decisions/003). */
export async function deleteStory(id: number): Promise<void> {
  await callEndpoint(storyEndpoints.delete, { params: storyIdParams.parse({ id }) });
}

/** Deletes a story, then refreshes every ring so its bubble updates. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyRingKeys.all }),
  });
}
