import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { safetyEndpoints, type AlertLocationBody, type EmergencyAlert, type emergencyAlertBody } from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';

/** The alerts resource's keys (ADR 095): `['/api/emergency-alerts', userId]`. */
export const alertKeys = {
  all: [resourceKey(safetyEndpoints.alerts)] as const,
  ofMember: (userId: number) => [...alertKeys.all, userId] as const,
};
export const alertsQueryKey = alertKeys.ofMember;

/** GET /api/emergency-alerts/{userId}: the member's alerts, newest first, with who was notified. */
export const alertQueries = {
  ofMember: (userId: number) =>
    queryOptions({
      queryKey: alertKeys.ofMember(userId),
      queryFn: () => callEndpoint(safetyEndpoints.alerts, { params: { userId } }),
    }),
};

export function useAlerts(userId: number) {
  return useQuery({
    ...alertQueries.ofMember(userId),
    // While a notification is still being sent, follow it until it is sent or failed.
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.notified.some((n) => n.status === 'pending')) ? 3000 : false,
  });
}

/** POST /api/emergency-alerts. */
export function sendAlert(body: z.input<typeof emergencyAlertBody>): Promise<EmergencyAlert> {
  return callEndpoint(safetyEndpoints.createAlert, { body });
}

export function useSendAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.ofMember(userId) }),
  });
}

/** PATCH /api/emergency-alerts/{id}/location. */
export function sendAlertLocation(id: number, body: AlertLocationBody): Promise<EmergencyAlert> {
  return callEndpoint(safetyEndpoints.alertLocation, { params: { id }, body });
}

/** POST /api/emergency-alerts/{id}/end. */
export function endAlert(id: number): Promise<EmergencyAlert> {
  return callEndpoint(safetyEndpoints.endAlert, { params: { id } });
}

export function useEndAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.ofMember(userId) }),
  });
}
