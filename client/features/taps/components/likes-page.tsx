import { Link } from 'react-router';
import { Heart, MessageCircle } from 'lucide-react';
import { PRODUCT_NAME } from '#contracts';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useAuth } from '#features/auth';
import { useReceivedLikes } from '../api/taps';
import { TapButton } from './tap-button';
import { clsx } from 'clsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** /likes (issue 14): who liked you, newest first; like back to match, or chat once you matched. */
export function LikesPage() {
  const { user } = useAuth();
  const likes = useReceivedLikes(user?.id);
  if (!user) return null;
  return (
    <PageShell title="Likes">
      <title>{`Likes · ${PRODUCT_NAME}`}</title>
      <div className="mx-auto max-w-2xl space-y-3">
        {likes.isPending && (
          <div className="flex justify-center p-8">
            <Spinner />
          </div>
        )}
        {likes.isError && (
          <LoadError title="Likes could not be loaded" error={likes.error} onRetry={() => likes.refetch()} />
        )}
        {likes.data?.length === 0 && (
          <div className="rounded-card border border-dashed border-line bg-surface p-8 text-center">
            <Heart aria-hidden className="mx-auto size-10 text-brand-pink-strong" />
            <h2 className="mt-2 text-lg font-bold text-ink">No likes yet</h2>
            <p className="mt-1 text-sm text-ink-muted">
              When someone likes you, they show up here. Like them back and it’s a match.
            </p>
          </div>
        )}
        {likes.data && likes.data.length > 0 && (
          <ul aria-label="Likes" className="space-y-2">
            {likes.data.map((like) => (
              <li
                key={like.id}
                className="flex items-center gap-3 rounded-card border border-line bg-surface p-3 shadow-card"
              >
                <Link to={`/user/${like.sender.id}`} className="flex min-h-11 min-w-0 flex-1 items-center gap-3">
                  {like.sender.profilePictureUrl ? (
                    <img
                      src={like.sender.profilePictureUrl}
                      alt=""
                      className="size-12 shrink-0 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden
                      className={clsx(
                        'inline-flex size-12 shrink-0 items-center justify-center rounded-full',
                        'bg-brand-gradient-soft font-bold text-brand-violet-strong',
                      )}
                    >
                      {like.sender.displayName.slice(0, 1)}
                    </span>
                  )}
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink">{like.sender.displayName}</span>
                    <span className="block text-xs text-ink-muted">
                      {like.matched ? 'It’s a match' : 'Liked you'} · {when(like.createdAt)}
                    </span>
                  </span>
                </Link>
                {like.matched ? (
                  <Button asChild className="min-h-11 shrink-0">
                    <Link to={`/chat/${like.sender.id}`} aria-label={`Chat with ${like.sender.displayName}`}>
                      <MessageCircle aria-hidden className="size-4" />
                      Chat
                    </Link>
                  </Button>
                ) : (
                  <TapButton senderId={user.id} receiver={like.sender} className="min-h-11 shrink-0" />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
