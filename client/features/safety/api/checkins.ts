import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { safetyCheckin, type SafetyCheckin } from '../../../../contracts';
import { api } from '../../../lib/api-client';

/** GET /api/safety-checkins/{userId}: one check-in per meet. */
export const checkinsQueryKey = (userId: number) => ['/api/safety-checkins', userId] as const;

export function useCheckins(userId: number) {
  return useQuery({
    queryKey: checkinsQueryKey(userId),
    queryFn: async () => z.array(safetyCheckin).parse(await api.get(`/api/safety-checkins/${userId}`)),
    // A check-in turns due and may escalate while the page is open.
    refetchInterval: 60_000,
  });
}

/** POST /api/safety-checkins/{id}/safe: "I'm safe". */
export function useMarkSafe(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<SafetyCheckin> => safetyCheckin.parse(await api.post(`/api/safety-checkins/${id}/safe`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinsQueryKey(userId) }),
  });
}
