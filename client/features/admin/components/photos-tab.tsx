import { Check, X } from 'lucide-react';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useState } from 'react';
import { reviewToast, useReviewRequest } from '../api/moderation-queue';
import { usePhotoQueue, useReviewPhoto } from '../api/photo-queue';
import { useVerificationQueue } from '../api/verification-queue';
import { VerificationCompare } from './moderation-context';
import { Badge, EmptyState, messageOf, Section } from './staff-ui';
import { clsx } from 'clsx';

export function PhotosTab() {
  return (
    <div className="space-y-6">
      <PhotoQueue />
      <VerificationQueue />
    </div>
  );
}

/** The photo review queue (decision 24): uploads Guardian could not clear wait here as Pending. */
function PhotoQueue() {
  const queue = usePhotoQueue();
  const review = useReviewPhoto();
  if (queue.isPending)
    return (
      <p className="flex items-center gap-2 text-ink-muted">
        <Spinner /> Loading photos...
      </p>
    );
  if (queue.isError)
    return (
      <LoadError title="Could not load the photo queue" error={queue.error} onRetry={() => void queue.refetch()} />
    );
  const decide = (id: number, decision: 'approved' | 'rejected') =>
    review.mutate(
      { id, decision },
      {
        onSuccess: () =>
          toast({ title: decision === 'approved' ? 'Photo approved' : 'Photo rejected', variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Review failed', description: messageOf(error, 'Please try again'), variant: 'destructive' }),
      },
    );
  return (
    <Section
      title={`Photo review (${queue.data.length})`}
      description="Approved photos become visible; rejected ones stay hidden from everyone but their owner."
    >
      {queue.data.length === 0 ? (
        <EmptyState>No photos wait for review.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {queue.data.map((item) => (
            <li
              key={item.id}
              className="space-y-2 rounded-xl border border-line p-3"
              aria-label={`Photo ${item.id} by ${item.user.displayName}`}
            >
              <img
                src={item.url}
                alt={`Photo by ${item.user.displayName}`}
                className="aspect-square w-full rounded-lg bg-canvas object-contain"
              />
              <div className="flex flex-wrap items-center gap-1.5 text-sm">
                <span className="font-semibold text-ink">{item.user.displayName}</span>
                <span className="text-xs text-ink-muted">#{item.user.id}</span>
                <Badge tone={item.isPublic ? 'info' : 'neutral'}>{item.isPublic ? 'Public' : 'Private'}</Badge>
                <Badge tone="fair">{item.moderationStatus}</Badge>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Button disabled={review.isPending} onClick={() => decide(item.id, 'approved')}>
                  <Check aria-hidden className="size-4" /> Approve
                </Button>
                <Button variant="danger" disabled={review.isPending} onClick={() => decide(item.id, 'rejected')}>
                  <X aria-hidden className="size-4" /> Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * Member verification: the selfie in the pose the app asked for, beside the profile photos.
 * Approving sets the Verified badge; decisions go through the one review endpoint.
 */
function VerificationQueue() {
  const queue = useVerificationQueue();
  const review = useReviewRequest();
  const [notes, setNotes] = useState<Record<number, string>>({});
  if (queue.isPending)
    return (
      <p className="flex items-center gap-2 text-ink-muted">
        <Spinner /> Loading verifications...
      </p>
    );
  if (queue.isError)
    return (
      <LoadError
        title="Could not load the verification queue"
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  return (
    <Section
      title={`Verification (${queue.data.length})`}
      description="Approve only when the selfie shows the asked pose and the same person as the profile photos."
    >
      {queue.data.length === 0 ? (
        <EmptyState>No verification requests wait.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {queue.data.map(
            (item) =>
              item.context.type === 'verification' && (
                <li
                  key={item.id}
                  className="space-y-3 rounded-xl border border-line p-3"
                  aria-label={`Verification of ${item.context.member.displayName}`}
                >
                  <p className="font-semibold text-ink">
                    {item.context.member.displayName}{' '}
                    <span className="text-xs font-normal text-ink-muted">#{item.context.member.id}</span>
                  </p>
                  <VerificationCompare
                    selfieUrl={item.context.selfieUrl}
                    pose={item.context.pose.instruction}
                    photos={item.context.profilePhotoUrls}
                  />
                  <label className="block text-sm font-medium text-ink">
                    Note to the member (shown on rejection)
                    <textarea
                      value={notes[item.id] ?? ''}
                      onChange={(e) => setNotes((all) => ({ ...all, [item.id]: e.target.value }))}
                      rows={2}
                      maxLength={1000}
                      className={clsx(
                        'mt-1.5 block w-full rounded-xl border border-line bg-surface px-3.5',
                        'py-2.5 text-base text-ink',
                      )}
                    />
                  </label>
                  <div className="grid grid-cols-2 gap-2">
                    {(['approved', 'rejected'] as const).map((decision) => (
                      <Button
                        key={decision}
                        variant={decision === 'approved' ? 'primary' : 'danger'}
                        disabled={review.isPending}
                        onClick={() =>
                          review.mutate(
                            { id: item.id, decision, notes: notes[item.id] ?? '' },
                            {
                              onSuccess: (answer) => {
                                toast({ title: reviewToast(answer.decision), variant: 'success' });
                                void queue.refetch();
                              },
                              onError: (error) =>
                                toast({
                                  title: 'Review failed',
                                  description: messageOf(error, 'Please try again'),
                                  variant: 'destructive',
                                }),
                            },
                          )
                        }
                      >
                        {decision === 'approved' ? (
                          <>
                            <Check aria-hidden className="size-4" /> Verify
                          </>
                        ) : (
                          <>
                            <X aria-hidden className="size-4" /> Reject
                          </>
                        )}
                      </Button>
                    ))}
                  </div>
                </li>
              ),
          )}
        </ul>
      )}
    </Section>
  );
}
