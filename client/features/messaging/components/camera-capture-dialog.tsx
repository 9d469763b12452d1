import { useEffect, useRef, useState } from 'react';
import { Camera, RotateCcw, Send } from 'lucide-react';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { Dialog } from '#ui/dialog';

export const CAMERA_ERROR = 'Could not access camera. Please check permissions.';
/** Spec 02 §9: JPEG at 0.6 quality, requested at about 640x480. */
export const CAPTURE_QUALITY = 0.6;
export const CAPTURE_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
  audio: false,
};

interface CameraCaptureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onError: (message: string) => void;
  /** Uploads and sends the photo; the dialog closes when it resolves. */
  onSend: (photo: Blob) => Promise<void>;
  sending: boolean;
}

/** Photo capture (spec 02 §4): the camera opens, then capture, then send or retake, or cancel. */
export function CameraCaptureDialog({ open, onOpenChange, onError, onSend, sending }: CameraCaptureDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);

  const stopCamera = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setReady(false);
  };

  const clearPhoto = () =>
    setPhoto((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return null;
    });

  // The camera runs only while the dialog is open and no still is being previewed.
  const live = open && !photo;
  useEffect(() => {
    if (!live) return undefined;
    let cancelled = false;
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('unsupported');
        const stream = await navigator.mediaDevices.getUserMedia(CAPTURE_CONSTRAINTS);
        if (cancelled) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          await videoRef.current.play().catch(() => undefined);
        }
        setReady(true);
      } catch {
        if (cancelled) return;
        onError(CAMERA_ERROR);
        onOpenChange(false);
      }
    })();
    return () => {
      cancelled = true;
      stopCamera();
    };
  }, [live, onError, onOpenChange]);

  const close = (next: boolean) => {
    if (!next) {
      stopCamera();
      clearPhoto();
    }
    onOpenChange(next);
  };

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          onError(CAMERA_ERROR);
          return;
        }
        setPhoto({ blob, url: URL.createObjectURL(blob) });
      },
      'image/jpeg',
      CAPTURE_QUALITY,
    );
  };

  const send = async () => {
    if (!photo) return;
    try {
      await onSend(photo.blob);
      close(false);
    } catch {
      // The caller showed the toast; the still stays so the member can try again.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Take a photo"
      size="lg"
      description="The photo is checked by Guardian before it is delivered."
    >
      <div className="space-y-4">
        <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-ink">
          {photo ? (
            <img src={photo.url} alt="Captured photo preview" className="size-full object-contain" />
          ) : (
            <>
              <video ref={videoRef} playsInline muted aria-label="Camera preview" className="size-full object-cover" />
              {!ready && (
                <div className="absolute inset-0 flex items-center justify-center text-white">
                  <Spinner className="size-6" />
                  <span className="sr-only">Opening the camera...</span>
                </div>
              )}
            </>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          {photo ? (
            <>
              <Button variant="secondary" onClick={clearPhoto} disabled={sending}>
                <RotateCcw aria-hidden className="size-4" />
                Retake
              </Button>
              <Button onClick={send} disabled={sending}>
                {sending ? <Spinner /> : <Send aria-hidden className="size-4" />}
                {sending ? 'Sending...' : 'Send photo'}
              </Button>
            </>
          ) : (
            <Button onClick={capture} disabled={!ready}>
              <Camera aria-hidden className="size-4" />
              Capture
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
