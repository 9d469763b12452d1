import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationEndpoints, type VerificationStatus } from '#contracts';
import { callEndpoint, endpointKey } from '#lib/call-endpoint';
import { sessionKeys } from '#features/auth';
import { uploadPhotoFile } from '#features/profiles';

/** The verification resource's key (ADR 093): GET /api/verification → ['/api/verification']. */
export const verificationKeys = {
  status: endpointKey(verificationEndpoints.status),
};

export const verificationQueries = {
  /** GET /api/verification: the member's own status and the pose to use for the next selfie. */
  status: () =>
    queryOptions({
      queryKey: verificationKeys.status,
      queryFn: (): Promise<VerificationStatus> => callEndpoint(verificationEndpoints.status, {}),
    }),
};

export function useVerification() {
  return useQuery({
    ...verificationQueries.status(),
    // A moderator decides while the member waits: look again now and then while pending.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 30_000 : false),
  });
}

/**
 * The selfie takes the photo pipeline's first two steps (one-time upload URL, checked and re-encoded
 * file), then POST /api/verification {photoURL} turns it into a private verification request.
 */
export async function submitSelfie(file: File): Promise<VerificationStatus> {
  const photoURL = await uploadPhotoFile(file, (status) => `Upload failed (${status})`);
  return callEndpoint(verificationEndpoints.submit, { body: { photoURL } });
}

export function useSubmitSelfie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSelfie,
    onSuccess: async (status) => {
      queryClient.setQueryData(verificationKeys.status, status);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
}
