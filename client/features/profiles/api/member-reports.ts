import { useMutation } from '@tanstack/react-query';
import { memberReportResponse, reportMemberBody, type MemberReportResponse, type ReportMemberBody } from '#contracts';
import { api } from '#lib/api-client';

/** POST /api/member-reports: report the person (not one message), from the chat menu or their profile. */
export async function reportMember(body: ReportMemberBody): Promise<MemberReportResponse> {
  return memberReportResponse.parse(await api.post('/api/member-reports', reportMemberBody.parse(body)));
}

export function useReportMember() {
  return useMutation({ mutationFn: reportMember });
}
