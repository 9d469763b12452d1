import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Camera, Clock } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '#ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#ui/card';
import { Spinner } from '#ui/spinner';
import { useAuth } from '#features/auth';
import { useUploadPhoto } from '#features/profiles';
import { photoFileProblem } from '#features/settings';

/**
 * The wizard's optional photo step (issue 14 item 2, ADR 039), shown at /onboarding once the account
 * exists. It comes after the account is created because the photo API needs a signed-in member; the
 * file goes through the same pipeline as Settings (upload URL → PUT → POST /api/photos as a profile
 * photo), so it stays pending until Guardian or a moderator approves it.
 */
export function PhotoStep({ onDone }: { onDone: () => void }) {
  const { user } = useAuth();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPhoto(user?.id ?? 0);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const issue = photoFileProblem(chosen);
    setProblem(issue);
    upload.reset();
    setFile(issue ? null : chosen);
    if (issue) setPreview(null);
  };

  const onUpload = () => {
    if (!file || !user || upload.isPending) return;
    upload.mutate({ file, photoType: 'profile' });
  };

  const done = onDone;
  const uploaded = upload.isSuccess;

  return (
    <div className="mx-auto max-w-2xl">
      <Card>
        <CardHeader>
          <p className="text-sm font-semibold text-brand-violet-strong">Optional</p>
          <CardTitle>Add a photo</CardTitle>
          <CardDescription>
            A photo helps people recognise you. One image, up to 10 MB; location data is removed.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {uploaded ? (
            <div role="status" className="flex items-start gap-3 rounded-xl bg-violet-50 p-4 text-ink">
              <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-violet-strong" />
              <div>
                <p className="font-semibold">Photo received: pending review</p>
                <p className="text-sm text-ink-muted">
                  We&apos;ll show it once it&apos;s checked. You can change it any time in Settings.
                </p>
              </div>
            </div>
          ) : (
            <>
              <label
                htmlFor={inputId}
                className={clsx(
                  'mx-auto flex aspect-square w-full max-w-xs cursor-pointer flex-col items-center',
                  'justify-center gap-2 overflow-hidden rounded-xl border-2 border-dashed',
                  'border-line bg-canvas text-ink-muted',
                )}
              >
                {preview ? (
                  <img src={preview} alt="Selected photo preview" className="size-full object-cover" />
                ) : (
                  <>
                    <Camera aria-hidden className="size-8" />
                    <span className="font-medium">Take or choose a photo</span>
                  </>
                )}
              </label>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                onChange={onChoose}
                className="sr-only"
                aria-label="Profile photo"
              />
              {problem && (
                <p role="alert" className="text-sm font-medium text-danger-strong">
                  {problem}
                </p>
              )}
              {upload.isError && (
                <p role="alert" className="text-sm font-medium text-danger-strong">
                  {upload.error.message || 'The upload failed. Please try again.'}
                </p>
              )}
            </>
          )}
          <div className="flex items-center justify-between gap-3 border-t border-line pt-4">
            {uploaded ? (
              <Button className="min-h-11 w-full" onClick={done}>
                Continue
              </Button>
            ) : (
              <>
                <Button variant="secondary" className="min-h-11" onClick={done} disabled={upload.isPending}>
                  Skip for now
                </Button>
                <Button className="min-h-11" onClick={onUpload} disabled={!file || !user || upload.isPending}>
                  {upload.isPending && <Spinner />}
                  {upload.isPending ? 'Uploading...' : 'Use this photo'}
                </Button>
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
