import { useMutation, useQuery } from '@tanstack/react-query';
import { safetyEndpoints, type StopScope } from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';

/** The stop link a contact receives (ADR 216): `['/api/safety-stop', token]`. */
export function useStopInfo(token: string) {
  return useQuery({
    queryKey: [resourceKey(safetyEndpoints.stopInfo), token] as const,
    queryFn: () => callEndpoint(safetyEndpoints.stopInfo, { params: { token } }),
  });
}

/** POST /api/safety-stop/{token} {scope}: no more Bestie Shield messages to this number or address. */
export function useStopMessages(token: string) {
  return useMutation({
    mutationFn: (scope: StopScope) => callEndpoint(safetyEndpoints.stop, { params: { token }, body: { scope } }),
  });
}
