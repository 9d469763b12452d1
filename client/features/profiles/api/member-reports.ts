import { useMutation } from '@tanstack/react-query';
import { memberReportEndpoints, type MemberReportResponse, type ReportMemberBody } from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';

/** POST /api/member-reports: report the person (not one message), from the chat menu or their profile. */
export async function reportMember(body: ReportMemberBody): Promise<MemberReportResponse> {
  return callEndpoint(memberReportEndpoints.report, { body });
}

export function useReportMember() {
  return useMutation({ mutationFn: reportMember });
}
