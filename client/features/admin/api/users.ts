import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userSearchResult } from '../../../../contracts';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users/search?q=: e-mail, name or id. Runs only for a submitted, non-empty query. */
export function useUserSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['/api/admin/users/search', q],
    enabled: q.length > 0,
    queryFn: async () => z.array(userSearchResult).parse(await api.get(`/api/admin/users/search?q=${encodeURIComponent(q)}`)),
  });
}

/** Spec trust colours: 70 or more green, 40 to 69 yellow, below 40 red. */
export function trustTone(score: number): 'good' | 'fair' | 'poor' {
  if (score >= 70) return 'good';
  if (score >= 40) return 'fair';
  return 'poor';
}

/** POST /api/admin/compliance/export (admin): the member's full data, saved as a JSON file. */
export function useComplianceExport() {
  return useMutation({
    mutationFn: async (userId: number) => {
      const data = await api.post('/api/admin/compliance/export', { userId });
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `vibeline-data-${userId}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return { userId };
    },
  });
}
