import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyIdParams } from '#contracts';
import { api } from '#lib/api-client';

/** DELETE /api/stories/{id} → 204 (the owner's own story; docs/decisions/003). */
export async function deleteStory(id: number): Promise<void> {
  await api.delete(`/api/stories/${storyIdParams.parse({ id }).id}`);
}

/** Deletes a story, then refreshes every ring so its bubble updates. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/stories/ring'] }),
  });
}
