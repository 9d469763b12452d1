import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  uploadFileResponse,
  uploadUrlResponse,
  verificationStatus,
  verificationSubmitBody,
  type VerificationStatus,
} from '#contracts';
import { api, ApiError } from '#lib/api-client';
import { sessionQueryKey } from '#features/auth';

export const verificationQueryKey = ['/api/verification'] as const;

/** GET /api/verification: the member's own status and the pose to use for the next selfie. */
export async function getVerification(): Promise<VerificationStatus> {
  return verificationStatus.parse(await api.get('/api/verification'));
}

export function useVerification() {
  return useQuery({
    queryKey: verificationQueryKey,
    queryFn: getVerification,
    // A moderator decides while the member waits: look again now and then while pending.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 30_000 : false),
  });
}

/** Sends the raw file to the one-time upload URL (not JSON, so not through the JSON api client). */
async function putFile(uploadURL: string, file: File): Promise<string> {
  const response = await fetch(uploadURL, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Upload failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return uploadFileResponse.parse(body).photoURL;
}

/**
 * The selfie takes the photo pipeline's first two steps (one-time upload URL, checked and re-encoded
 * file), then POST /api/verification {photoURL} turns it into a private verification request.
 */
export async function submitSelfie(file: File): Promise<VerificationStatus> {
  const { uploadURL } = uploadUrlResponse.parse(await api.post('/api/photos/upload'));
  const photoURL = await putFile(uploadURL, file);
  return verificationStatus.parse(await api.post('/api/verification', verificationSubmitBody.parse({ photoURL })));
}

export function useSubmitSelfie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSelfie,
    onSuccess: async (status) => {
      queryClient.setQueryData(verificationQueryKey, status);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
