import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { Check, ImagePlus } from 'lucide-react';
import { NO_PRIVATE_PHOTOS_HINT, NO_PRIVATE_PHOTOS_TITLE } from '#contracts/messaging';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { useShareablePhotos } from '../api/private-photos';
import { Dialog } from '#ui/dialog';

interface SharePhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  myId: number;
  /** The composer's disappearing toggle: the checkbox starts from it. */
  defaultDisappearing: boolean;
  onShare: (photoId: number, isDisappearing: boolean) => Promise<void>;
  sending: boolean;
}

/** Share Photo (spec 02): the member's approved private photos; sharing grants this member access to that one. */
export function SharePhotoDialog({
  open,
  onOpenChange,
  myId,
  defaultDisappearing,
  onShare,
  sending,
}: SharePhotoDialogProps) {
  const photos = useShareablePhotos(myId, open);
  const [selected, setSelected] = useState<number | null>(null);
  const [disappearing, setDisappearing] = useState(defaultDisappearing);

  useEffect(() => {
    if (open) {
      setSelected(null);
      setDisappearing(defaultDisappearing);
    }
  }, [open, defaultDisappearing]);

  const share = async () => {
    if (selected === null) return;
    try {
      await onShare(selected, disappearing);
      onOpenChange(false);
    } catch {
      // The caller showed the toast; keep the choice for another try.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Photo"
      size="lg"
      description="Choose one of your approved private photos."
    >
      <div className="space-y-4">
        {photos.isPending ? (
          <ul aria-label="Loading photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="aspect-square animate-pulse rounded-xl bg-violet-100" />
            ))}
          </ul>
        ) : photos.isError ? (
          <p role="alert" className="rounded-xl bg-danger-soft p-4 text-sm text-danger-strong">
            Could not load your photos. Please try again.
          </p>
        ) : photos.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line p-8 text-center">
            <ImagePlus aria-hidden className="size-8 text-brand-violet-strong" />
            <p className="font-semibold text-ink">{NO_PRIVATE_PHOTOS_TITLE}</p>
            <p className="text-sm text-ink-muted">{NO_PRIVATE_PHOTOS_HINT}</p>
          </div>
        ) : (
          <ul aria-label="Your private photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {photos.data.map((photo) => (
              <li key={photo.id}>
                <button
                  type="button"
                  aria-pressed={selected === photo.id}
                  aria-label={`Private photo ${photo.id}`}
                  onClick={() => setSelected(photo.id)}
                  className={clsx(
                    'relative block aspect-square w-full overflow-hidden rounded-xl border-2',
                    selected === photo.id ? 'border-brand-violet-strong' : 'border-transparent',
                  )}
                >
                  <img src={photo.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
                  {selected === photo.id && (
                    <span className="absolute right-1 top-1 rounded-full bg-brand-violet-strong p-0.5 text-white">
                      <Check aria-hidden className="size-4" />
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}

        <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={disappearing}
            onChange={(event) => setDisappearing(event.target.checked)}
            className="size-5 accent-brand-violet-strong"
          />
          Share as disappearing photo
        </label>

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={share} disabled={selected === null || sending}>
            {sending && <Spinner />}
            {sending ? 'Sharing...' : 'Share Photo'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
