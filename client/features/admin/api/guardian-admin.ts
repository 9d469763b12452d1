import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  advancedMetrics,
  guardianSettings,
  moderationTestResult,
  trainingMetrics,
  trainingStats,
  type AdvancedSample,
  type GUARDIAN_LABELS,
  type ModerationTestResult,
} from '#contracts';
import { api } from '#lib/api-client';

// Every answer is checked against the shared contract, so a server change shows up as an error, not as blank fields.
const settingsKey = ['/api/admin/guardian-settings'] as const;
const metricsKey = ['/api/admin/advanced-moderation/metrics'] as const;
const trainingMetricsKey = ['/api/admin/ai-training/metrics'] as const;
const trainingStatsKey = ['/api/admin/advanced-moderation/training-stats'] as const;

export type GuardianSettings = z.infer<typeof guardianSettings>;
export type AdvancedMetrics = z.infer<typeof advancedMetrics>;
export type KeywordList = 'banned' | 'nsfw';

export function useGuardianSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => guardianSettings.parse(await api.get(settingsKey[0])),
  });
}

export function useAddKeywords(list: KeywordList) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      guardianSettings
        .extend({ added: z.array(z.string()), skipped: z.number() })
        .parse(await api.post(`/api/admin/keywords/${list}`, { keyword: text })),
    onSuccess: (result) =>
      client.setQueryData(settingsKey, { bannedKeywords: result.bannedKeywords, nsfwKeywords: result.nsfwKeywords }),
  });
}

export function useRemoveKeyword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ list, keyword }: { list: KeywordList; keyword: string }) =>
      guardianSettings.parse(await api.delete(`/api/admin/keywords/${list}/${encodeURIComponent(keyword)}`)),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}

export interface ModerationTestInput {
  contentType: 'message' | 'photo' | 'profile';
  content: string;
  testUserId?: number | null;
  customTrustScore?: number;
}

/** POST /api/admin/advanced-moderation/test: a dry run; nothing is stored. */
export function useModerationTest() {
  return useMutation({
    mutationFn: async (input: ModerationTestInput): Promise<ModerationTestResult> => {
      const body =
        input.contentType === 'photo'
          ? {
              contentType: 'photo',
              url: input.content.trim(),
              testUserId: input.testUserId ?? null,
              customTrustScore: input.customTrustScore,
            }
          : {
              contentType: input.contentType,
              content: input.content,
              testUserId: input.testUserId ?? null,
              customTrustScore: input.customTrustScore,
            };
      return moderationTestResult.parse(await api.post('/api/admin/advanced-moderation/test', body));
    },
  });
}

export function useResetTrust() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { trustScore: number; userId?: number | null }) =>
      z
        .object({ message: z.string(), updated: z.number() })
        .parse(await api.post('/api/admin/trust-score/reset', input)),
    // Search results show trust scores.
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/admin/users/search'] }),
  });
}

export function useAdvancedMetrics() {
  return useQuery({ queryKey: metricsKey, queryFn: async () => advancedMetrics.parse(await api.get(metricsKey[0])) });
}

export function useTrainingMetrics() {
  return useQuery({
    queryKey: trainingMetricsKey,
    queryFn: async () => trainingMetrics.parse(await api.get(trainingMetricsKey[0])),
  });
}

export function useTrainingStats() {
  return useQuery({
    queryKey: trainingStatsKey,
    queryFn: async () => trainingStats.parse(await api.get(trainingStatsKey[0])),
  });
}

function useRefreshTrainingNumbers() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [trainingMetricsKey, trainingStatsKey, metricsKey].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

/** POST /api/admin/ai-training/add: the admin panel's simple labelled sample. */
export function useAddTrainingSample() {
  const refresh = useRefreshTrainingNumbers();
  return useMutation({
    mutationFn: (input: { content: string; label: (typeof GUARDIAN_LABELS)[number] }) =>
      api.post('/api/admin/ai-training/add', {
        content: input.content.trim(),
        label: input.label,
        contentType: 'message',
      }),
    onSuccess: refresh,
  });
}

export const uploadResult = z.object({ totalSamples: z.number(), successCount: z.number(), errorCount: z.number() });

/** POST /api/admin/advanced-moderation/upload-training-data: the server checks each item on its own. */
export function useUploadTrainingData() {
  const refresh = useRefreshTrainingNumbers();
  return useMutation({
    mutationFn: async (dataset: AdvancedSample[]) =>
      uploadResult.parse(await api.post('/api/admin/advanced-moderation/upload-training-data', { dataset })),
    onSuccess: refresh,
  });
}

/** POST /api/admin/advanced-moderation/train: stores the samples and queues one retrain (202). */
export function useTrain() {
  const refresh = useRefreshTrainingNumbers();
  return useMutation({
    mutationFn: async (samples: AdvancedSample[]) =>
      z
        .object({ queued: z.boolean(), jobId: z.string().nullable(), samplesAdded: z.number() })
        .parse(await api.post('/api/admin/advanced-moderation/train', { samples, modelType: 'content_classifier' })),
    onSuccess: refresh,
  });
}
