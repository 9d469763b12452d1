import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountEndpoints,
  memberDetail,
  staffUserEndpoints,
  staffUserSearchResult,
  TRUST_EVENT_SOURCE_LABELS,
  trustBand,
  trustEvent,
  userSearchResult,
  type GENDERS,
} from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { callEndpointAs } from './call-endpoint-as';
import { auditLogKeys, complianceKeys, staffUserKeys } from './moderation-keys';

// The staff fields (role, verified, suspension) are read when the server sends them.
const searchRow = userSearchResult.extend(
  staffUserSearchResult.pick({ role: true, isVerified: true, suspendedUntil: true }).partial().shape,
);
export type SearchRow = z.infer<typeof searchRow>;

/**
 * GET /api/admin/users?q= (the staff search with role, verification and suspension): e-mail, name or id. Runs
 * only for a submitted, non-empty query.
 */
export function useUserSearch(query: string) {
  const q = query.trim();
  return useQuery({ ...staffUserQueries.search(q), enabled: q.length > 0 });
}

const TONES = { high: 'good', medium: 'fair', low: 'poor' } as const;
/** Spec trust colours (02 §2 users; the bands live in contracts' TRUST_BANDS): green, yellow, red. */
export function trustTone(score: number): 'good' | 'fair' | 'poor' {
  return TONES[trustBand(score)];
}

// A trust source the server adds later still shows (by its own name) instead of failing the whole detail.
const memberDetailView = memberDetail.extend({ trustHistory: z.array(trustEvent.extend({ source: z.string() })) });
export type MemberDetailView = z.infer<typeof memberDetailView>;

/** The trust history's readable source: Guardian (automatic), Moderator decision, False report, Trust reset... */
export function trustSourceLabel(source: string): string {
  const known = TRUST_EVENT_SOURCE_LABELS as Record<string, string>;
  if (known[source]) return known[source];
  const words = source.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** GET /api/admin/users/{id}: reports by and against, decisions, trust history, suspensions. */
export function useMemberDetail(id: number | null) {
  return useQuery({ ...staffUserQueries.detail(id), enabled: id !== null });
}

export const staffUserQueries = {
  search: (q: string) =>
    queryOptions({
      queryKey: staffUserKeys.search(q),
      queryFn: () => callEndpointAs(staffUserEndpoints.list, { query: { q } }, z.array(searchRow)),
    }),
  detail: (id: number | null) =>
    queryOptions({
      queryKey: staffUserKeys.detail(id),
      queryFn: () => callEndpointAs(staffUserEndpoints.detail, { params: { id: id! } }, memberDetailView),
    }),
  /** GET /api/admin/compliance/{userId} (admin). */
  compliance: (userId: number | null) =>
    queryOptions({
      queryKey: complianceKeys.ofMember(userId),
      queryFn: () => callEndpoint(staffUserEndpoints.compliance, { params: { userId: userId! } }),
    }),
};

function useRefreshMember() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: staffUserKeys.all }),
      client.invalidateQueries({ queryKey: complianceKeys.all }),
      client.invalidateQueries({ queryKey: auditLogKeys.all }),
    ]);
}

/** POST /api/admin/users/{id}/suspend {reason, duration days} (admin): their sessions end at once. */
export function useSuspend() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: ({ id, reason, duration }: { id: number; reason: string; duration: number }) =>
      callEndpoint(staffUserEndpoints.suspend, { params: { id }, body: { reason: reason.trim(), duration } }),
    onSuccess: refresh,
  });
}

export function useUnsuspend() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes?: string }) =>
      callEndpoint(staffUserEndpoints.unsuspend, {
        params: { id },
        body: notes?.trim() ? { notes: notes.trim() } : {},
      }),
    onSuccess: refresh,
  });
}

export function useMemberTrustReset() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: ({ id, trustScore, notes }: { id: number; trustScore: number; notes?: string }) =>
      callEndpoint(staffUserEndpoints.trustReset, {
        params: { id },
        body: { trustScore, ...(notes?.trim() ? { notes: notes.trim() } : {}) },
      }),
    onSuccess: refresh,
  });
}

export function useGenderChange() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: ({ id, gender, notes }: { id: number; gender: (typeof GENDERS)[number]; notes: string }) =>
      callEndpoint(staffUserEndpoints.gender, { params: { id }, body: { gender, notes: notes.trim() } }),
    onSuccess: refresh,
  });
}

export function useComplianceStatus(userId: number | null) {
  return useQuery({ ...staffUserQueries.compliance(userId), enabled: userId !== null });
}

/** POST /api/admin/compliance/export (admin): the member's full data, saved as a JSON file. */
export function useComplianceExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => {
      // Saved exactly as the server sent it: no schema strips a field from the member's data file.
      const data = await callEndpointAs(accountEndpoints.complianceExport, { body: { userId } }, z.unknown());
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `vibeline-data-${userId}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return { userId };
    },
    onSuccess: ({ userId }) => client.invalidateQueries({ queryKey: complianceKeys.ofMember(userId) }),
  });
}
