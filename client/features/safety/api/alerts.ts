import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  alertLocationBody,
  emergencyAlert,
  emergencyAlertBody,
  type AlertLocationBody,
  type EmergencyAlert,
} from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/emergency-alerts/{userId}: the member's alerts, newest first, with who was notified. */
export const alertsQueryKey = (userId: number) => ['/api/emergency-alerts', userId] as const;

export function useAlerts(userId: number) {
  return useQuery({
    queryKey: alertsQueryKey(userId),
    queryFn: async () => z.array(emergencyAlert).parse(await api.get(`/api/emergency-alerts/${userId}`)),
    // While a notification is still being sent, follow it until it is sent or failed.
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.notified.some((n) => n.status === 'pending')) ? 3000 : false,
  });
}

/** POST /api/emergency-alerts. */
export function useSendAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof emergencyAlertBody>): Promise<EmergencyAlert> =>
      emergencyAlert.parse(await api.post('/api/emergency-alerts', emergencyAlertBody.parse(body))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey(userId) }),
  });
}

/** PATCH /api/emergency-alerts/{id}/location. */
export async function sendAlertLocation(id: number, body: AlertLocationBody): Promise<EmergencyAlert> {
  return emergencyAlert.parse(await api.patch(`/api/emergency-alerts/${id}/location`, alertLocationBody.parse(body)));
}

/** POST /api/emergency-alerts/{id}/end. */
export function useEndAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<EmergencyAlert> =>
      emergencyAlert.parse(await api.post(`/api/emergency-alerts/${id}/end`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey(userId) }),
  });
}
