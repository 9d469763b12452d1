import { useQuery } from '@tanstack/react-query';

/** GET /api/taps/{userId}: the member's taps; only the count is used here (the messages badge). */
export const tapsQueryKey = (userId: number) => ['/api/taps', userId] as const;

export function useTapCount(userId: number | undefined) {
  return useQuery({
    queryKey: tapsQueryKey(userId ?? 0),
    enabled: userId !== undefined,
    select: (taps: unknown) => (Array.isArray(taps) ? taps.length : 0),
  });
}
