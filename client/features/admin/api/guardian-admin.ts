import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  guardianEndpoints,
  keywordsAddedResponse,
  type advancedMetrics,
  type guardianSettings,
  type AdvancedSample,
  type GUARDIAN_LABELS,
  type ModerationTestResult,
} from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { callEndpointAs } from './call-endpoint-as';
import { guardianKeys, staffUserKeys } from './moderation-keys';

// Every answer is checked against the shared contract, so a server change shows up as an error, not as blank fields.
const settingsKey = guardianKeys.settings;

/** Guardian's staff reads (ADR 095): settings, live metrics, training numbers. */
export const guardianQueries = {
  settings: () => queryOptions({ queryKey: settingsKey, queryFn: () => callEndpoint(guardianEndpoints.settings, {}) }),
  metrics: () =>
    queryOptions({ queryKey: guardianKeys.metrics, queryFn: () => callEndpoint(guardianEndpoints.metrics, {}) }),
  trainingMetrics: () =>
    queryOptions({
      queryKey: guardianKeys.trainingMetrics,
      queryFn: () => callEndpoint(guardianEndpoints.trainingMetrics, {}),
    }),
  trainingStats: () =>
    queryOptions({
      queryKey: guardianKeys.trainingStats,
      queryFn: () => callEndpoint(guardianEndpoints.trainingStats, {}),
    }),
};

export type GuardianSettings = z.infer<typeof guardianSettings>;
export type AdvancedMetrics = z.infer<typeof advancedMetrics>;
export type KeywordList = 'banned' | 'nsfw';

export function useGuardianSettings() {
  return useQuery(guardianQueries.settings());
}

export function useAddKeywords(list: KeywordList) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      // Sent as typed: the server splits the text into keywords (keywordBody's transform).
      callEndpointAs(
        guardianEndpoints.addKeywords,
        { params: { list }, body: { keyword: text } },
        keywordsAddedResponse,
      ),
    onSuccess: (result) =>
      client.setQueryData(settingsKey, { bannedKeywords: result.bannedKeywords, nsfwKeywords: result.nsfwKeywords }),
  });
}

export function useRemoveKeyword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ list, keyword }: { list: KeywordList; keyword: string }) =>
      callEndpoint(guardianEndpoints.removeKeyword, { params: { list, keyword } }),
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
              contentType: 'photo' as const,
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
      return callEndpoint(guardianEndpoints.test, { body });
    },
  });
}

export function useResetTrust() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { trustScore: number; userId?: number | null }) =>
      callEndpoint(guardianEndpoints.resetTrust, { body: input }),
    // Search results show trust scores (the staff search's keys: ['/api/admin/users', 'search', q]).
    onSuccess: () => client.invalidateQueries({ queryKey: staffUserKeys.search('').slice(0, 2) }),
  });
}

export function useAdvancedMetrics() {
  return useQuery(guardianQueries.metrics());
}

export function useTrainingMetrics() {
  return useQuery(guardianQueries.trainingMetrics());
}

export function useTrainingStats() {
  return useQuery(guardianQueries.trainingStats());
}

function useRefreshTrainingNumbers() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [guardianKeys.trainingMetrics, guardianKeys.trainingStats, guardianKeys.metrics].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/admin/ai-training/add: the admin panel's simple labelled sample. */
export function useAddTrainingSample() {
  const refresh = useRefreshTrainingNumbers();
  return useMutation({
    mutationFn: (input: { content: string; label: (typeof GUARDIAN_LABELS)[number] }) =>
      callEndpoint(guardianEndpoints.addSample, {
        body: {
          content: input.content.trim(),
          label: input.label,
          contentType: 'message',
        },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/advanced-moderation/upload-training-data: the server checks each item on its own. */
export function useUploadTrainingData() {
  const refresh = useRefreshTrainingNumbers();
  return useMutation({
    mutationFn: (dataset: AdvancedSample[]) =>
      callEndpoint(guardianEndpoints.uploadTrainingData, { body: { dataset } }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/advanced-moderation/train: stores the samples and queues one retrain (202). */
export function useTrain() {
  const refresh = useRefreshTrainingNumbers();
  return useMutation({
    mutationFn: (samples: AdvancedSample[]) =>
      callEndpoint(guardianEndpoints.train, { body: { samples, modelType: 'content_classifier' } }),
    onSuccess: refresh,
  });
}
