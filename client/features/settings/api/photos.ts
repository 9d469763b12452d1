import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPhotoBody,
  deletePhotoBody,
  photo,
  photoList,
  profilePictureResponse,
  uploadFileResponse,
  uploadUrlResponse,
  type Photo,
  type PhotoType,
} from '#contracts';
import { api, ApiError } from '#lib/api-client';
import { sessionQueryKey } from '#features/auth';

export const photosQueryKey = (userId: number) => ['/api/photos', userId] as const;

/** GET /api/photos/{userId}: the owner sees all their photos, pending ones included. */
export async function getPhotos(userId: number): Promise<Photo[]> {
  return photoList.parse(await api.get(`/api/photos/${userId}`));
}

export function usePhotos(userId: number) {
  return useQuery({ queryKey: photosQueryKey(userId), queryFn: () => getPhotos(userId) });
}

/** Sends the raw file to the one-time upload URL (not JSON, so not through apiRequest). */
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
        : `${response.status}: ${text}`;
    throw new ApiError(response.status, message);
  }
  return uploadFileResponse.parse(body).photoURL;
}

/**
 * Spec §4 upload sequence: POST /api/photos/upload → {uploadURL}; PUT the file there; then
 * POST /api/photos creates the record (pending until Guardian or a moderator approves it).
 */
export async function uploadPhoto(userId: number, file: File, photoType: PhotoType): Promise<Photo> {
  const { uploadURL } = uploadUrlResponse.parse(await api.post('/api/photos/upload'));
  const photoURL = await putFile(uploadURL, file);
  const body = createPhotoBody.parse({ userId, photoURL, isPublic: photoType === 'profile', photoType });
  return photo.parse(await api.post('/api/photos', body));
}

export function useUploadPhoto(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, photoType }: { file: File; photoType: PhotoType }) => uploadPhoto(userId, file, photoType),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosQueryKey(userId) }),
  });
}

/** DELETE /api/photos/{photoId} {userId}. */
export async function deletePhoto(userId: number, photoId: number): Promise<void> {
  await api.delete(`/api/photos/${photoId}`, deletePhotoBody.parse({ userId }));
}

export function useDeletePhoto(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => deletePhoto(userId, photoId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: photosQueryKey(userId) });
      // The deleted photo may have been the profile picture.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** PUT /api/photos/{photoId}/profile-picture: an approved public photo becomes the profile picture. */
export async function setProfilePicture(photoId: number): Promise<string> {
  return profilePictureResponse.parse(await api.put(`/api/photos/${photoId}/profile-picture`)).profilePictureUrl;
}

export function useSetProfilePicture(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfilePicture,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/profile', userId] }),
      ]),
  });
}
