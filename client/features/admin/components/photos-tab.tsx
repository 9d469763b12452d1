import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { usePhotoQueue, useReviewPhoto } from '../api/photo-queue';
import { Badge, EmptyState, messageOf, Section } from './staff-ui';

/** The photo review queue (decision 24): uploads Guardian could not clear wait here as Pending. */
export function PhotosTab() {
  const queue = usePhotoQueue();
  const review = useReviewPhoto();
  if (queue.isPending) return <p className="flex items-center gap-2 text-ink-muted"><Spinner /> Loading photos...</p>;
  if (queue.isError) return <LoadError title="Could not load the photo queue" error={queue.error} onRetry={() => void queue.refetch()} />;
  const decide = (id: number, decision: 'approved' | 'rejected') => review.mutate({ id, decision }, {
    onSuccess: () => toast({ title: decision === 'approved' ? 'Photo approved' : 'Photo rejected', variant: 'success' }),
    onError: (error) => toast({ title: 'Review failed', description: messageOf(error, 'Please try again'), variant: 'destructive' }),
  });
  return (
    <Section title={`Photo review (${queue.data.length})`} description="Approved photos become visible; rejected ones stay hidden from everyone but their owner.">
      {queue.data.length === 0 ? <EmptyState>No photos wait for review.</EmptyState> : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {queue.data.map((item) => (
            <li key={item.id} className="space-y-2 rounded-xl border border-line p-3" aria-label={`Photo ${item.id} by ${item.user.displayName}`}>
              <img src={item.url} alt={`Photo by ${item.user.displayName}`} className="aspect-square w-full rounded-lg bg-canvas object-contain" />
              <div className="flex flex-wrap items-center gap-1.5 text-sm">
                <span className="font-semibold text-ink">{item.user.displayName}</span>
                <span className="text-xs text-ink-muted">#{item.user.id}</span>
                <Badge tone={item.isPublic ? 'info' : 'neutral'}>{item.isPublic ? 'Public' : 'Private'}</Badge>
                <Badge tone="fair">{item.moderationStatus}</Badge>
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Button disabled={review.isPending} onClick={() => decide(item.id, 'approved')}><Check aria-hidden className="size-4" /> Approve</Button>
                <Button variant="danger" disabled={review.isPending} onClick={() => decide(item.id, 'rejected')}><X aria-hidden className="size-4" /> Reject</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
