import { Check, Heart } from 'lucide-react';
import type { TapType } from '#contracts';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useLikedIds, useSendTap, useTapInFlight } from '../api/taps';

interface TapButtonProps {
  senderId: number;
  receiver: { id: number; displayName: string };
  tapType?: TapType;
  className?: string;
}

/**
 * Like (one name for the action everywhere, issue 14): shows "Liked" once you liked someone, so
 * there is no repeat; a like back is a match (the server announces it to both, live).
 */
export function TapButton({ senderId, receiver, tapType = 'heart', className = 'w-full' }: TapButtonProps) {
  const send = useSendTap();
  const inFlight = useTapInFlight();
  const liked = useLikedIds(senderId).data?.has(receiver.id) ?? false;

  const onLike = () => {
    if (inFlight || liked) return;
    send.mutate(
      { senderId, receiverId: receiver.id, tapType },
      {
        onSuccess: (tap) => {
          if (!tap.matched)
            toast({
              title: 'Liked!',
              description: `You liked ${receiver.displayName}. If they like you back, it’s a match.`,
              variant: 'success',
            });
        },
        onError: (error) =>
          toast({ title: 'Could not like', description: error.message || 'Please try again', variant: 'destructive' }),
      },
    );
  };

  if (liked) {
    return (
      <Button variant="secondary" className={className} disabled aria-label={`You liked ${receiver.displayName}`}>
        <Check aria-hidden className="size-4" /> Liked
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      className={className}
      onClick={onLike}
      disabled={inFlight}
      aria-label={`Like ${receiver.displayName}`}
    >
      {send.isPending ? <Spinner /> : <Heart aria-hidden className="size-4" />}
      {send.isPending ? 'Sending...' : 'Like'}
    </Button>
  );
}
