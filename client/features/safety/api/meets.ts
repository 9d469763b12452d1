import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { safetyEndpoints, type Meet, type meetBody, type MeetPatchInput } from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';
import { checkinKeys } from './checkins';

/** The meets resource's keys (ADR 095): `['/api/meet-tracking', userId]`. */
export const meetKeys = {
  all: [resourceKey(safetyEndpoints.meets)] as const,
  ofMember: (userId: number) => [...meetKeys.all, userId] as const,
};
export const meetsQueryKey = meetKeys.ofMember;

/** GET /api/meet-tracking/{userId}: the member's meets, soonest first. */
export const meetQueries = {
  ofMember: (userId: number) =>
    queryOptions({
      queryKey: meetKeys.ofMember(userId),
      queryFn: () => callEndpoint(safetyEndpoints.meets, { params: { userId } }),
    }),
};

export function useMeets(userId: number) {
  return useQuery(meetQueries.ofMember(userId));
}

/** Each meet has its check-in: both lists change together. */
function useInvalidateMeets(userId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: meetKeys.ofMember(userId) });
    await queryClient.invalidateQueries({ queryKey: checkinKeys.ofMember(userId) });
  };
}

/** POST /api/meet-tracking. */
export function organizeMeet(body: z.input<typeof meetBody>): Promise<Meet> {
  return callEndpoint(safetyEndpoints.createMeet, { body });
}

/** PATCH /api/meet-tracking/{id}: a status change or a new time. */
export function updateMeet({ id, patch }: { id: number; patch: MeetPatchInput }): Promise<Meet> {
  return callEndpoint(safetyEndpoints.updateMeet, { params: { id }, body: patch });
}

export function useOrganizeMeet(userId: number) {
  return useMutation({ mutationFn: organizeMeet, onSuccess: useInvalidateMeets(userId) });
}

export function useUpdateMeet(userId: number) {
  return useMutation({ mutationFn: updateMeet, onSuccess: useInvalidateMeets(userId) });
}

/**
 * The people a meet can be with (current conversation partners): the messaging feature's
 * conversations query, so GET /api/conversations has one fetcher and one key in the app.
 */
export { useConversationPartners } from '#features/messaging';
