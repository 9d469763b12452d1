import { Hand } from 'lucide-react';
import type { TapType } from '../../../../contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useSendTap, useTapInFlight } from '../api/send-tap';

interface TapButtonProps {
  senderId: number;
  receiver: { id: number; displayName: string };
  tapType?: TapType;
}

/** The card's tap button (spec: a wave; disabled while any tap is in flight; the spec's toasts). */
export function TapButton({ senderId, receiver, tapType = 'wave' }: TapButtonProps) {
  const send = useSendTap();
  const inFlight = useTapInFlight();

  const onTap = () => {
    if (inFlight) return;
    send.mutate(
      { senderId, receiverId: receiver.id, tapType },
      {
        onSuccess: () => toast({ title: 'Tap sent!', description: `You tapped ${receiver.displayName}`, variant: 'success' }),
        onError: (error) => toast({ title: 'Failed to send tap', description: error.message || 'Please try again', variant: 'destructive' }),
      },
    );
  };

  return (
    <Button variant="secondary" className="w-full" onClick={onTap} disabled={inFlight} aria-label={`Tap ${receiver.displayName}`}>
      {send.isPending ? <Spinner /> : <Hand aria-hidden className="size-4" />}
      {send.isPending ? 'Sending...' : 'Tap'}
    </Button>
  );
}
