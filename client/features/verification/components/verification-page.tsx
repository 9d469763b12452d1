import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Camera, Clock, RotateCcw, TriangleAlert } from 'lucide-react';
import type { VerificationStatus } from '#contracts';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useSubmitSelfie, useVerification } from '../api/verification';

const MAX_SELFIE_BYTES = 10 * 1024 * 1024;
const PILL = 'inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 font-semibold';
// The file input is visually hidden inside this label: the whole 44 px button opens the camera.
const CAMERA_BUTTON = [
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border border-line bg-surface px-4',
  'text-sm font-semibold text-ink focus-within:ring-3 focus-within:ring-brand-violet-strong active:bg-violet-100',
].join(' ');

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/**
 * /verification: the member takes a selfie in the pose the app shows (the phone's front camera opens
 * through capture="user"), uploads it, and follows the moderator's decision: none → pending →
 * approved (Verified) or rejected (with the moderator's reason, and a new pose to retry with).
 */
export function VerificationPage() {
  const query = useVerification();
  return (
    <PageShell title="Verify your profile" backTo="/settings">
      <div className="mx-auto max-w-xl">
        {query.isPending ? (
          <div className="flex justify-center p-10" role="status" aria-label="Loading verification">
            <Spinner />
          </div>
        ) : query.isError ? (
          <LoadError
            title="Could not load your verification"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <VerificationCard status={query.data} />
        )}
      </div>
    </PageShell>
  );
}

function VerificationCard({ status }: { status: VerificationStatus }) {
  const [retrying, setRetrying] = useState(false);
  if (status.isVerified || status.status === 'approved') return <VerifiedCard decidedAt={status.decidedAt} />;
  if (status.status === 'pending') return <PendingCard status={status} />;
  if (status.status === 'rejected' && !retrying) {
    return <RejectedCard status={status} onRetry={() => setRetrying(true)} />;
  }
  return <SelfieForm status={status} />;
}

function VerifiedCard({ decidedAt }: { decidedAt: string | null }) {
  return (
    <Card>
      <CardHeader>
        <p className={`${PILL} bg-safe-soft text-safe-strong`}>
          <BadgeCheck aria-hidden className="size-5" /> Verified
        </p>
        <CardTitle>Your profile is verified</CardTitle>
        <CardDescription>
          A moderator compared your selfie with your profile photos{decidedAt ? ` on ${formatDate(decidedAt)}` : ''}.
          Members see the Verified badge on your profile and card.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="secondary">
          <Link to="/profile">See your profile</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function PendingCard({ status }: { status: VerificationStatus }) {
  return (
    <Card>
      <CardHeader>
        <p className={`${PILL} bg-pending-soft text-pending-strong`}>
          <Clock aria-hidden className="size-5" /> Pending review
        </p>
        <CardTitle>Your selfie is with our moderators</CardTitle>
        <CardDescription>
          Sent {formatDate(status.submittedAt)}. A moderator compares it with your profile photos; this page shows the
          decision as soon as it is made.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function RejectedCard({ status, onRetry }: { status: VerificationStatus; onRetry: () => void }) {
  return (
    <Card>
      <CardHeader>
        <p className={`${PILL} bg-danger-soft text-danger-strong`}>
          <TriangleAlert aria-hidden className="size-5" /> Not approved
        </p>
        <CardTitle>Your selfie was not approved</CardTitle>
        <CardDescription>Decided {formatDate(status.decidedAt)}.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-xl border border-line p-3">
          <p className="text-sm font-semibold text-ink">Moderator&apos;s reason</p>
          <p className="text-sm text-ink-muted">{status.note?.trim() || 'No reason was given.'}</p>
        </div>
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden className="size-4" /> Try again
        </Button>
      </CardContent>
    </Card>
  );
}

function SelfieForm({ status }: { status: VerificationStatus }) {
  const submit = useSubmitSelfie();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setError(null);
    if (picked && !picked.type.startsWith('image/') && picked.type !== '') {
      setError('Please choose a photo (JPEG, PNG, WebP or HEIC).');
      return;
    }
    if (picked && picked.size > MAX_SELFIE_BYTES) {
      setError('That photo is larger than 10 MB.');
      return;
    }
    setFile(picked);
    if (!picked) setPreview(null);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    submit.mutate(file, {
      onSuccess: () =>
        toast({ title: 'Selfie sent', description: 'A moderator will review it soon.', variant: 'success' }),
      onError: (e) => setError(e.message),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Get the Verified badge</CardTitle>
        <CardDescription>
          Take a selfie in the pose below. A moderator compares it with your profile photos; only staff ever see it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={send}>
          <div className="rounded-xl bg-violet-50 p-4">
            <p className="text-sm font-semibold text-ink">Your pose</p>
            <p className="text-lg font-bold text-brand-violet-strong" data-testid="verification-pose">
              {status.pose.instruction}
            </p>
          </div>
          <label className={CAMERA_BUTTON}>
            <Camera aria-hidden className="size-4" />
            {file ? 'Retake selfie' : 'Take selfie'}
            <input
              type="file"
              accept="image/*"
              capture="user"
              className="sr-only"
              aria-label="Selfie photo"
              onChange={choose}
            />
          </label>
          {preview && (
            <img
              src={preview}
              alt="Your selfie"
              className="mx-auto max-h-80 rounded-xl border border-line object-contain"
            />
          )}
          {error && (
            <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger-strong">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={!file || submit.isPending}>
            {submit.isPending ? <Spinner /> : <BadgeCheck aria-hidden className="size-4" />}
            {submit.isPending ? 'Sending...' : 'Send for verification'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
