import { useState } from 'react';
import { CheckCircle2, Clock, ImagePlus, Star, Trash2, XCircle } from 'lucide-react';
import type { Photo, PhotoType } from '#contracts';
import { Button } from '#ui/button';
import { toast } from '#ui/use-toast';
import { useDeletePhoto, useSetProfilePicture } from '#features/profiles';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { PhotoUploadDialog } from './photo-upload-dialog';
import { SettingsCard } from './settings-card';
import { clsx } from 'clsx';

function StatusBadge({ status }: { status: Photo['moderationStatus'] }) {
  if (status === 'approved') {
    return (
      <span
        className={clsx(
          'inline-flex items-center gap-1 rounded-full bg-safe-soft px-2 py-0.5',
          'text-xs font-semibold text-safe-strong',
        )}
      >
        <CheckCircle2 aria-hidden className="size-3.5" />
        Approved
      </span>
    );
  }
  if (status === 'rejected') {
    return (
      <span
        className={clsx(
          'inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5',
          'text-xs font-semibold text-danger-strong',
        )}
      >
        <XCircle aria-hidden className="size-3.5" />
        Rejected
      </span>
    );
  }
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full bg-pending-soft px-2 py-0.5',
        'text-xs font-semibold text-pending-strong',
      )}
    >
      <Clock aria-hidden className="size-3.5" />
      Pending Review
    </span>
  );
}

interface PhotoGalleryProps {
  title: string;
  description: string;
  userId: number;
  photoType: PhotoType;
  photos: Photo[] | undefined;
  isLoading: boolean;
  cap: number;
  profilePictureUrl: string | null;
}

/** One gallery (public profile pictures or the private gallery) with its Add Photo tile. */
export function PhotoGallery({
  title,
  description,
  userId,
  photoType,
  photos,
  isLoading,
  cap,
  profilePictureUrl,
}: PhotoGalleryProps) {
  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<Photo | null>(null);
  const remove = useDeletePhoto(userId);
  const makeMain = useSetProfilePicture(userId);
  const mine = (photos ?? []).filter((photo) => photo.photoType === photoType);
  const full = mine.length >= cap;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      setToDelete(null);
      toast({ title: 'Photo deleted' });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Please try again',
        variant: 'destructive',
      });
    }
  };

  const setMain = async (photo: Photo) => {
    try {
      await makeMain.mutateAsync(photo.id);
      toast({ title: 'Profile picture updated', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : 'Please try again',
        variant: 'destructive',
      });
    }
  };

  return (
    <SettingsCard title={title} description={`${description} ${mine.length}/${cap}`}>
      {isLoading ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="aspect-square animate-pulse rounded-xl bg-violet-50" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {mine.map((photo) => {
            const pending = photo.moderationStatus === 'pending';
            const isMain = profilePictureUrl !== null && profilePictureUrl === photo.url;
            return (
              <li key={photo.id} className="relative overflow-hidden rounded-xl border border-line bg-canvas">
                <img src={photo.thumbnailUrl} alt={`${title} photo`} className="aspect-square w-full object-cover" />
                {pending && (
                  <div
                    aria-hidden
                    className={clsx(
                      'absolute inset-0 flex items-center justify-center bg-ink/45 text-sm',
                      'font-extrabold tracking-widest text-white',
                    )}
                  >
                    PENDING
                  </div>
                )}
                <div className="absolute left-2 top-2">
                  <StatusBadge status={photo.moderationStatus} />
                </div>
                <div className="absolute bottom-1 right-1 flex gap-1">
                  {photoType === 'profile' && photo.moderationStatus === 'approved' && (
                    <Button
                      variant="secondary"
                      size="icon"
                      aria-label={isMain ? 'Current profile picture' : 'Use as profile picture'}
                      aria-pressed={isMain}
                      disabled={isMain || makeMain.isPending}
                      onClick={() => setMain(photo)}
                      className="bg-surface/90"
                    >
                      <Star aria-hidden className={isMain ? 'size-4 fill-pending text-pending-strong' : 'size-4'} />
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="icon"
                    aria-label="Delete photo"
                    onClick={() => setToDelete(photo)}
                    className="bg-surface/90 text-danger-strong"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
          {!full && (
            <li>
              <button
                type="button"
                onClick={() => setUploadOpen(true)}
                className={clsx(
                  'flex aspect-square w-full flex-col items-center justify-center gap-2',
                  'rounded-xl border-2 border-dashed border-line text-ink-muted',
                  'hover:border-brand-violet hover:text-brand-violet-strong',
                )}
              >
                <ImagePlus aria-hidden className="size-7" />
                <span className="text-sm font-semibold">Add Photo</span>
              </button>
            </li>
          )}
        </ul>
      )}
      <PhotoUploadDialog userId={userId} photoType={photoType} open={uploadOpen} onOpenChange={setUploadOpen} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Are you sure you want to delete this photo?"
        description="It is removed for good, together with its files."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </SettingsCard>
  );
}
