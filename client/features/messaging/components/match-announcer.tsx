import { Link } from 'react-router';
import { Heart, MessageCircle } from 'lucide-react';
import { Button } from '#ui/button';
import { useAuth } from '#features/auth';
import { dismissMatch, useLatestMatch, useMessagingSocket } from '../hooks/use-messaging-socket';
import { Dialog } from '#ui/dialog';

/**
 * Keeps this tab's socket open while signed in and announces a new match the moment it happens,
 * to both members (issue 14): "It's a match!" with the way into the chat.
 */
export function MatchAnnouncer() {
  const { user } = useAuth();
  useMessagingSocket(user?.id ?? null);
  const match = useLatestMatch();
  const close = dismissMatch;
  if (!match) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="It’s a match!"
      description={`You and ${match.displayName} like each other.`}
    >
      <div className="flex flex-col items-center gap-4 text-center">
        {match.profilePictureUrl ? (
          <img src={match.profilePictureUrl} alt="" className="size-24 rounded-full object-cover" />
        ) : (
          <Heart aria-hidden className="size-16 text-brand-pink-strong" />
        )}
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <Button asChild className="min-h-11 flex-1">
            <Link to={`/chat/${match.id}`} onClick={close}>
              <MessageCircle aria-hidden className="size-4" />
              Send a message
            </Link>
          </Button>
          <Button variant="secondary" className="min-h-11 flex-1" onClick={close}>
            Keep browsing
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
