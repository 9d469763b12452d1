import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { photoEndpoints, uploadFileResponse, type Photo, type PhotoType } from '#contracts';
import { ApiError } from '#lib/api-client';
import { callEndpoint, endpointKey } from '#lib/call-endpoint';
import { sessionKeys } from '#features/auth';
import { profileKeys } from './profile';

/**
 * The photos resource's keys (ADR 093): `list(id)` → ['/api/photos', id] for the profile view, Settings
 * and the sign-up photo step alike; the chat's private-photo picker keeps its own key below it.
 */
export const photoKeys = {
  list: (userId: number) => endpointKey(photoEndpoints.list, { userId }),
};

/**
 * GET /api/photos/{userId}: the owner sees all their photos, pending ones included; anyone else the
 * approved public ones (and private ones shared with them).
 */
export const photoQueries = {
  list: (userId: number) =>
    queryOptions({
      queryKey: photoKeys.list(userId),
      queryFn: (): Promise<Photo[]> => callEndpoint(photoEndpoints.list, { params: { userId } }),
    }),
};

export function usePhotos(userId: number | null) {
  return useQuery({ ...photoQueries.list(userId ?? 0), enabled: userId !== null });
}

/** What an upload failure says when the server gave no message: Settings shows the status and text. */
export type UploadFailureText = (status: number, text: string) => string;
const statusAndText: UploadFailureText = (status, text) => `${status}: ${text}`;

/**
 * The photo pipeline's first two steps (spec §4), shared by Settings, the sign-up photo step and the
 * verification selfie: POST /api/photos/upload → {uploadURL}, then the raw file is PUT there (not JSON,
 * so not through callEndpoint). Resolves to the checked, re-encoded file's photoURL.
 */
export async function uploadPhotoFile(file: File, failureText: UploadFailureText = statusAndText): Promise<string> {
  const { uploadURL } = await callEndpoint(photoEndpoints.uploadUrl, {});
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
        : failureText(response.status, text);
    throw new ApiError(response.status, message);
  }
  return uploadFileResponse.parse(body).photoURL;
}

/** Uploads the file, then POST /api/photos creates the record (pending until Guardian or a moderator approves). */
export async function uploadPhoto(userId: number, file: File, photoType: PhotoType): Promise<Photo> {
  const photoURL = await uploadPhotoFile(file);
  return callEndpoint(photoEndpoints.create, {
    body: { userId, photoURL, isPublic: photoType === 'profile', photoType },
  });
}

export function useUploadPhoto(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, photoType }: { file: File; photoType: PhotoType }) => uploadPhoto(userId, file, photoType),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.list(userId) }),
  });
}

/** DELETE /api/photos/{photoId} {userId}. */
export async function deletePhoto(userId: number, photoId: number): Promise<void> {
  await callEndpoint(photoEndpoints.delete, { params: { photoId }, body: { userId } });
}

export function useDeletePhoto(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => deletePhoto(userId, photoId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: photoKeys.list(userId) });
      // The deleted photo may have been the profile picture.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });
}

/** PUT /api/photos/{photoId}/profile-picture: an approved public photo becomes the profile picture. */
export async function setProfilePicture(photoId: number): Promise<string> {
  return (await callEndpoint(photoEndpoints.profilePicture, { params: { photoId } })).profilePictureUrl;
}

export function useSetProfilePicture(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfilePicture,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
        queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
      ]),
  });
}
