import type { AdminPhotoQueueItem, Photo } from '#contracts';
import type { PhotoRow } from './photos.repository';

/** Files are served by id through the access check; storage keys never leave the server. */
export const photoFileUrl = (id: number) => `/api/photos/${id}/file`;
export const photoThumbnailUrl = (id: number) => `/api/photos/${id}/thumbnail`;

export function presentPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    userId: row.userId,
    url: photoFileUrl(row.id),
    thumbnailUrl: photoThumbnailUrl(row.id),
    moderationStatus: row.moderationStatus,
    isPublic: row.isPublic,
    photoType: row.photoType,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentQueueItem(row: PhotoRow, displayName: string): AdminPhotoQueueItem {
  return { ...presentPhoto(row), user: { id: row.userId, displayName } };
}
