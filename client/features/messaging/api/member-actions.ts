import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  memberReportResponse,
  reportMemberBody,
  type MemberReportResponse,
  type ReportMemberBody,
} from '../../../../contracts';
import { api } from '../../../lib/api-client';
import { conversationsKey } from './conversations';

/** POST /api/member-reports: report the person (not one message), from the chat menu. */
export async function reportMember(body: ReportMemberBody): Promise<MemberReportResponse> {
  return memberReportResponse.parse(await api.post('/api/member-reports', reportMemberBody.parse(body)));
}

export function useReportMember() {
  return useMutation({ mutationFn: reportMember });
}

/** DELETE /api/conversations/{otherUserId}: unmatch, ending the conversation for both (issue 14). */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: number) => api.delete(`/api/conversations/${otherUserId}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationsKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/taps'] }),
      ]),
  });
}
