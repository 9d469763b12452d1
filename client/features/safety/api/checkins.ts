import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safetyEndpoints, type SafetyCheckin } from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';

/** The check-ins resource's keys (ADR 095): `['/api/safety-checkins', userId]`. */
export const checkinKeys = {
  all: [resourceKey(safetyEndpoints.checkins)] as const,
  ofMember: (userId: number) => [...checkinKeys.all, userId] as const,
};
export const checkinsQueryKey = checkinKeys.ofMember;

/** GET /api/safety-checkins/{userId}: one check-in per meet. */
export const checkinQueries = {
  ofMember: (userId: number) =>
    queryOptions({
      queryKey: checkinKeys.ofMember(userId),
      queryFn: () => callEndpoint(safetyEndpoints.checkins, { params: { userId } }),
    }),
};

/** `follow`: refetch every minute (the check-ins tab: a check-in turns due and may escalate while it is open). */
export function useCheckins(userId: number, options: { follow?: boolean } = {}) {
  return useQuery({ ...checkinQueries.ofMember(userId), refetchInterval: options.follow ? 60_000 : false });
}

/** POST /api/safety-checkins/{id}/safe: "I'm safe". */
export function markSafe(id: number): Promise<SafetyCheckin> {
  return callEndpoint(safetyEndpoints.markSafe, { params: { id } });
}

export function useMarkSafe(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSafe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinKeys.ofMember(userId) }),
  });
}
