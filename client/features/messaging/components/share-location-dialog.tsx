import { AlertDialog } from 'radix-ui';
import { Crosshair, MapPinned } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface ShareLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShare: (precise: boolean) => void;
}

/** Spec 02 §4: sharing a location needs a confirmation first, and the member picks exact or area. */
export function ShareLocationDialog({ open, onOpenChange, onShare }: ShareLocationDialogProps) {
  const choose = (precise: boolean) => {
    onOpenChange(false);
    onShare(precise);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-surface p-6 shadow-card">
          <AlertDialog.Title className="text-xl font-bold text-ink">Share your location?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            This member will see where you are on a map. Share your exact spot, or only the area around you (about 1 km).
            Only share your location with people you trust.
          </AlertDialog.Description>
          <div className="mt-6 grid gap-2">
            <Button onClick={() => choose(true)}>
              <Crosshair aria-hidden className="size-4" />
              Share exact location
            </Button>
            <Button variant="secondary" onClick={() => choose(false)}>
              <MapPinned aria-hidden className="size-4" />
              Share approximate area
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">Cancel</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
