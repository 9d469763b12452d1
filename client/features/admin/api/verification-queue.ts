import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationEndpoints } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';

/** The selfie verification queue's key (ADR 095): the endpoint's path. */
export const verificationQueueKey = [verificationEndpoints.queue.path] as const;

/** GET /api/admin/verification-requests: pending selfies, oldest first, each with the pose and profile photos. */
export const verificationQueueQueries = {
  pending: () =>
    queryOptions({ queryKey: verificationQueueKey, queryFn: () => callEndpoint(verificationEndpoints.queue, {}) }),
};

export function useVerificationQueue() {
  return useQuery(verificationQueueQueries.pending());
}
