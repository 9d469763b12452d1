import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { meet, meetBody, meetPatch, type Meet, type MeetPatchInput } from '#contracts';
import { api } from '#lib/api-client';
import { checkinsQueryKey } from './checkins';

/** GET /api/meet-tracking/{userId}: the member's meets, soonest first. */
export const meetsQueryKey = (userId: number) => ['/api/meet-tracking', userId] as const;

export function useMeets(userId: number) {
  return useQuery({
    queryKey: meetsQueryKey(userId),
    queryFn: async () => z.array(meet).parse(await api.get(`/api/meet-tracking/${userId}`)),
  });
}

/** Each meet has its check-in: both lists change together. */
function useInvalidateMeets(userId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: meetsQueryKey(userId) });
    await queryClient.invalidateQueries({ queryKey: checkinsQueryKey(userId) });
  };
}

/** POST /api/meet-tracking. */
export function useOrganizeMeet(userId: number) {
  const invalidate = useInvalidateMeets(userId);
  return useMutation({
    mutationFn: async (body: z.input<typeof meetBody>): Promise<Meet> =>
      meet.parse(await api.post('/api/meet-tracking', meetBody.parse(body))),
    onSuccess: invalidate,
  });
}

/** PATCH /api/meet-tracking/{id}: a status change or a new time. */
export function useUpdateMeet(userId: number) {
  const invalidate = useInvalidateMeets(userId);
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: MeetPatchInput }): Promise<Meet> =>
      meet.parse(await api.patch(`/api/meet-tracking/${id}`, meetPatch.parse(patch))),
    onSuccess: invalidate,
  });
}

const partner = z.object({ otherUser: z.object({ id: z.number().int(), displayName: z.string() }) });

/** GET /api/conversations: the people a meet can be with (current conversation partners). */
export function useConversationPartners() {
  return useQuery({
    queryKey: ['/api/conversations', 'partners'],
    queryFn: async () =>
      z
        .array(partner)
        .parse(await api.get('/api/conversations'))
        .map((c) => c.otherUser),
  });
}
