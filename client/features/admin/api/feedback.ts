import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints, type ModerationFeedbackBody } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { criminalityReportKeys, moderationStatsKey } from './moderation-keys';

/** POST /api/admin/moderation-feedback: the moderator is the session; any criminality flag opens a report. */
export function submitFeedback(body: ModerationFeedbackBody) {
  return callEndpoint(moderationEndpoints.feedback, { body });
}

/** GET /api/admin/criminality-reports?status= */
export const criminalityReportQueries = {
  ofStatus: (status: 'open' | 'all') =>
    queryOptions({
      queryKey: criminalityReportKeys.ofStatus(status),
      queryFn: () => callEndpoint(moderationEndpoints.criminalityReports, { query: { status } }),
    }),
};

/** POST /api/admin/criminality-reports/{id}/follow-up */
export function followUp({ id, notes }: { id: number; notes: string }) {
  return callEndpoint(moderationEndpoints.followUp, {
    params: { id },
    body: notes.trim() ? { notes: notes.trim() } : {},
  });
}

function useRefreshReports() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: criminalityReportKeys.all });
    void client.invalidateQueries({ queryKey: moderationStatsKey });
  };
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback, onSuccess: useRefreshReports() });
}

export function useCriminalityReports(status: 'open' | 'all') {
  return useQuery(criminalityReportQueries.ofStatus(status));
}

export function useFollowUp() {
  return useMutation({ mutationFn: followUp, onSuccess: useRefreshReports() });
}
