import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  complianceStatus,
  genderChangeResponse,
  memberDetail,
  memberTrustResetResponse,
  staffUserSearchResult,
  suspensionResponse,
  TRUST_EVENT_SOURCE_LABELS,
  trustBand,
  trustEvent,
  userSearchResult,
  type GENDERS,
} from '#contracts';
import { api } from '#lib/api-client';

// The staff fields (role, verified, suspension) are read when the server sends them.
const searchRow = userSearchResult.extend(
  staffUserSearchResult.pick({ role: true, isVerified: true, suspendedUntil: true }).partial().shape,
);
export type SearchRow = z.infer<typeof searchRow>;
const usersKey = '/api/admin/users';

/**
 * GET /api/admin/users?q= (the staff search with role, verification and suspension): e-mail, name or id. Runs
 * only for a submitted, non-empty query.
 */
export function useUserSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [usersKey, 'search', q],
    enabled: q.length > 0,
    queryFn: async () => z.array(searchRow).parse(await api.get(`${usersKey}?q=${encodeURIComponent(q)}`)),
  });
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
  return useQuery({
    queryKey: [usersKey, id],
    enabled: id !== null,
    queryFn: async () => memberDetailView.parse(await api.get(`${usersKey}/${id}`)),
  });
}

function useRefreshMember() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [usersKey] }),
      client.invalidateQueries({ queryKey: ['/api/admin/compliance'] }),
      client.invalidateQueries({ queryKey: ['/api/admin/moderation-logs'] }),
    ]);
}

/** POST /api/admin/users/{id}/suspend {reason, duration days} (admin): their sessions end at once. */
export function useSuspend() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: async ({ id, reason, duration }: { id: number; reason: string; duration: number }) =>
      suspensionResponse.parse(await api.post(`${usersKey}/${id}/suspend`, { reason: reason.trim(), duration })),
    onSuccess: refresh,
  });
}

export function useUnsuspend() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: async ({ id, notes }: { id: number; notes?: string }) =>
      suspensionResponse.parse(
        await api.post(`${usersKey}/${id}/unsuspend`, notes?.trim() ? { notes: notes.trim() } : {}),
      ),
    onSuccess: refresh,
  });
}

export function useMemberTrustReset() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: async ({ id, trustScore, notes }: { id: number; trustScore: number; notes?: string }) =>
      memberTrustResetResponse.parse(
        await api.post(`${usersKey}/${id}/trust-reset`, {
          trustScore,
          ...(notes?.trim() ? { notes: notes.trim() } : {}),
        }),
      ),
    onSuccess: refresh,
  });
}

export function useGenderChange() {
  const refresh = useRefreshMember();
  return useMutation({
    mutationFn: async ({ id, gender, notes }: { id: number; gender: (typeof GENDERS)[number]; notes: string }) =>
      genderChangeResponse.parse(await api.post(`${usersKey}/${id}/gender`, { gender, notes: notes.trim() })),
    onSuccess: refresh,
  });
}

/** GET /api/admin/compliance/{userId} (admin). */
export function useComplianceStatus(userId: number | null) {
  return useQuery({
    queryKey: ['/api/admin/compliance', userId],
    enabled: userId !== null,
    queryFn: async () => complianceStatus.parse(await api.get(`/api/admin/compliance/${userId}`)),
  });
}

/** POST /api/admin/compliance/export (admin): the member's full data, saved as a JSON file. */
export function useComplianceExport() {
  const client = useQueryClient();
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
    onSuccess: ({ userId }) => client.invalidateQueries({ queryKey: ['/api/admin/compliance', userId] }),
  });
}
