import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { safetyCheckin, type SafetyCheckin } from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/safety-checkins/{userId}: one check-in per meet. */
export const checkinsQueryKey = (userId: number) => ['/api/safety-checkins', userId] as const;

/** `follow`: refetch every minute (the check-ins tab: a check-in turns due and may escalate while it is open). */
export function useCheckins(userId: number, options: { follow?: boolean } = {}) {
  return useQuery({
    queryKey: checkinsQueryKey(userId),
    queryFn: async () => z.array(safetyCheckin).parse(await api.get(`/api/safety-checkins/${userId}`)),
    refetchInterval: options.follow ? 60_000 : false,
  });
}

/** POST /api/safety-checkins/{id}/safe: "I'm safe". */
export function useMarkSafe(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<SafetyCheckin> =>
      safetyCheckin.parse(await api.post(`/api/safety-checkins/${id}/safe`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinsQueryKey(userId) }),
  });
}
