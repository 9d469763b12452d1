import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import clsx from 'clsx';
import type { MessageModerationStatus } from '#contracts/messaging';
import { Dialog } from '#ui/dialog';

interface PhotoContentProps {
  url: string | null;
  photoId: number | null;
  moderationStatus: MessageModerationStatus;
}

const OVERLAYS: Partial<Record<MessageModerationStatus, string>> = {
  flagged: 'FLAGGED CONTENT',
  pending: 'PENDING REVIEW',
};

function ImageNotFound() {
  return (
    <div
      className={clsx(
        'flex h-40 w-56 max-w-full flex-col items-center justify-center gap-2',
        'rounded-xl bg-violet-50 text-ink-muted',
      )}
    >
      <ImageOff aria-hidden className="size-7" />
      <span className="text-sm font-medium">Image Not Found</span>
    </div>
  );
}

/** A photo bubble (spec 02 "Photo"): label, image (click to enlarge), moderation overlay, gallery note. */
export function PhotoContent({ url, photoId, moderationStatus }: PhotoContentProps) {
  const [broken, setBroken] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  const overlay = OVERLAYS[moderationStatus];

  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium">Photo shared</p>
      {url && !broken ? (
        <button
          type="button"
          onClick={() => setEnlarged(true)}
          aria-label="Enlarge photo"
          className="relative block overflow-hidden rounded-xl"
        >
          <img
            src={url}
            alt="Shared photo"
            loading="lazy"
            onError={() => setBroken(true)}
            className={clsx('max-h-64 w-56 max-w-full object-cover', overlay && 'opacity-80')}
          />
          {overlay && (
            <span
              className={clsx(
                'absolute inset-x-0 bottom-0 px-2 py-1 text-center text-xs font-bold tracking-wide text-white',
                moderationStatus === 'flagged' ? 'bg-danger-strong' : 'bg-pending-strong',
              )}
            >
              {overlay}
            </span>
          )}
        </button>
      ) : url || photoId === null ? (
        <ImageNotFound />
      ) : null}
      {photoId !== null && !url && <p className="text-xs opacity-80">Photo from gallery (ID: {photoId})</p>}

      {url && (
        <Dialog open={enlarged} onOpenChange={setEnlarged} title="Photo shared" size="full">
          {broken ? (
            <ImageNotFound />
          ) : (
            <img
              src={url}
              alt="Shared photo, full screen"
              onError={() => setBroken(true)}
              className="max-h-full max-w-full object-contain"
            />
          )}
        </Dialog>
      )}
    </div>
  );
}
