import { Crosshair, MapPinned } from 'lucide-react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';

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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share your location?"
      description={
        'This member will see where you are on a map. Share your exact spot, or only the ' +
        'area around you (about 1 km). Only share your location with people you trust.'
      }
    >
      <div className="grid gap-2">
        <Button onClick={() => choose(true)}>
          <Crosshair aria-hidden className="size-4" />
          Share exact location
        </Button>
        <Button variant="secondary" onClick={() => choose(false)}>
          <MapPinned aria-hidden className="size-4" />
          Share approximate area
        </Button>
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
