import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { criminalityReport, moderationFeedbackResponse, type ModerationFeedbackBody } from '#contracts';
import { api } from '#lib/api-client';

const reportsKey = ['/api/admin/criminality-reports'] as const;

/** POST /api/admin/moderation-feedback: the moderator is the session; any criminality flag opens a report. */
export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ModerationFeedbackBody) =>
      moderationFeedbackResponse.parse(await api.post('/api/admin/moderation-feedback', body)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reportsKey });
      void client.invalidateQueries({ queryKey: ['/api/admin/moderation-stats'] });
    },
  });
}

export function useCriminalityReports(status: 'open' | 'all') {
  return useQuery({
    queryKey: [...reportsKey, status],
    queryFn: async () => z.array(criminalityReport).parse(await api.get(`${reportsKey[0]}?status=${status}`)),
  });
}

export function useFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, notes }: { id: number; notes: string }) =>
      criminalityReport.parse(
        await api.post(`${reportsKey[0]}/${id}/follow-up`, notes.trim() ? { notes: notes.trim() } : {}),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reportsKey });
      void client.invalidateQueries({ queryKey: ['/api/admin/moderation-stats'] });
    },
  });
}
