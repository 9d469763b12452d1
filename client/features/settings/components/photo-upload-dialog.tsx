import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Dialog } from '#ui/dialog';
import { ImagePlus } from 'lucide-react';
import { PHOTO_MAX_BYTES, type PhotoType } from '#contracts';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useUploadPhoto } from '#features/profiles';
import { clsx } from 'clsx';

/** Spec §5: one image file at a time, at most 10 MB. */
export function photoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file.';
  if (file.size > PHOTO_MAX_BYTES) return 'Photos can be at most 10 MB.';
  return null;
}

interface PhotoUploadDialogProps {
  userId: number;
  photoType: PhotoType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PhotoUploadDialog({ userId, photoType, open, onOpenChange }: PhotoUploadDialogProps) {
  const inputId = useId();
  const upload = useUploadPhoto(userId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const issue = photoFileProblem(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
    if (issue) setPreview(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    try {
      await upload.mutateAsync({ file, photoType });
      toast({
        title: 'Photo uploaded',
        description: 'It shows as Pending Review until it is approved.',
        variant: 'success',
      });
      reset();
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Upload failed',
        description: error instanceof Error && error.message ? error.message : 'Please try again',
        variant: 'destructive',
      });
    }
  };

  const title = photoType === 'profile' ? 'Add a profile picture' : 'Add a private photo';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (upload.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title={title}
      description="One image, up to 10 MB. Location data is removed, and the photo shows once it is approved."
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <label
          htmlFor={inputId}
          className={clsx(
            'flex aspect-square w-full cursor-pointer flex-col items-center',
            'justify-center gap-2 overflow-hidden rounded-xl border-2 border-dashed',
            'border-line bg-canvas text-ink-muted hover:border-brand-violet',
          )}
        >
          {preview ? (
            <img src={preview} alt="Selected photo preview" className="size-full object-cover" />
          ) : (
            <>
              <ImagePlus aria-hidden className="size-8" />
              <span className="font-medium">Choose a photo</span>
            </>
          )}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          onChange={onChoose}
          className="sr-only"
          aria-label="Photo file"
        />
        {problem && (
          <p role="alert" className="text-sm font-medium text-danger-strong">
            {problem}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={!file || upload.isPending}>
          {upload.isPending && <Spinner />}
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </form>
    </Dialog>
  );
}
