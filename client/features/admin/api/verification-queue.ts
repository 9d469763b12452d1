import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { verificationQueueItem } from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/admin/verification-requests: pending selfies, oldest first, each with the pose and profile photos. */
export function useVerificationQueue() {
  return useQuery({
    queryKey: ['/api/admin/verification-requests'],
    queryFn: async () => z.array(verificationQueueItem).parse(await api.get('/api/admin/verification-requests')),
  });
}
