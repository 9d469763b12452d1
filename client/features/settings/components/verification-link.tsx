import { Link } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { Button } from '#ui/button';

/** Settings' way to the selfie verification screen (/verification); says Verified once it is done. */
export function VerificationLink({ isVerified }: { isVerified: boolean }) {
  return (
    <Button asChild variant="secondary">
      <Link to="/verification">
        <BadgeCheck aria-hidden className={isVerified ? 'size-4 text-safe-strong' : 'size-4'} />
        {isVerified ? 'Verified' : 'Get verified'}
      </Link>
    </Button>
  );
}
