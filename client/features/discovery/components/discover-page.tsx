import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPin, MessageCircle, RefreshCw, Users } from 'lucide-react';
import { PRODUCT_NAME, type ProfileCard as ProfileCardData, type VibeType } from '#contracts';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { useAuth } from '#features/auth';
import { useDiscovery } from '../api/discovery';
import { useHasPosition, useSaveTypedLocation } from '../api/own-position';
import { TextField } from '#ui/input';
import { useVibeType } from '../hooks/use-vibe-type';
import { FilterBar } from './filter-bar';
import { ProfileCard, ProfileCardSkeleton } from './profile-card';
import { clsx } from 'clsx';

const SKELETON_CARDS = 8;
const gridClass = 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 sm:gap-4';

interface DiscoverPageProps {
  /** The story ring for the selected grid (the stories feature), composed by the app. */
  storyRing?: (vibeType: VibeType) => ReactNode;
  /** Each card's action (the taps feature's tap button), composed by the app. */
  cardAction?: (card: ProfileCardData) => ReactNode;
}

/** Discover (/ when signed in): story ring, filter bar, the grid of profile cards, Load More Profiles. */
export function DiscoverPage({ storyRing, cardAction }: DiscoverPageProps) {
  const { user } = useAuth();
  const [vibeType] = useVibeType();
  if (!user) return null;
  return (
    <section aria-labelledby="discover-title" className="space-y-5 pb-20">
      <title>{`Discover · ${PRODUCT_NAME}`}</title>
      <h1 id="discover-title" className="sr-only">
        Discover
      </h1>
      {storyRing?.(vibeType)}
      <FilterBar userId={user.id} location={user.location} />
      <DiscoveryGrid userId={user.id} vibeType={vibeType} cardAction={cardAction} />
      <Link
        to="/inbox"
        aria-label="Open messages"
        className={clsx(
          // Above the phone tab bar while it shows (--tab-bar-offset), never behind it.
          'fixed bottom-[calc(var(--tab-bar-offset,0px)+1.25rem)] right-5 z-20 inline-flex size-14 items-center',
          'justify-center rounded-full bg-brand-gradient text-white shadow-lg',
          'hover:brightness-110',
        )}
      >
        <MessageCircle aria-hidden className="size-6" />
      </Link>
    </section>
  );
}

function DiscoveryGrid({
  userId,
  vibeType,
  cardAction,
}: {
  userId: number;
  vibeType: VibeType;
  cardAction?: DiscoverPageProps['cardAction'];
}) {
  const discovery = useDiscovery(userId, vibeType);
  const cards = discovery.data?.pages.flatMap((page) => page.cards) ?? [];
  const hasPosition = useHasPosition(userId, discovery.isSuccess && cards.length === 0);

  if (discovery.isPending) {
    return (
      <div className={gridClass} aria-busy="true" aria-label="Loading profiles">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ProfileCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (discovery.isError) {
    return (
      <div role="alert" className="rounded-card border border-danger-strong bg-danger-soft p-6 text-center">
        <p className="font-semibold text-danger-strong">Profiles could not be loaded</p>
        <p className="mt-1 text-sm text-ink">{discovery.error.message}</p>
        <Button variant="secondary" className="mt-4" onClick={() => discovery.refetch()}>
          <RefreshCw aria-hidden className="size-4" /> Refresh
        </Button>
      </div>
    );
  }

  if (cards.length === 0 && hasPosition.data === false) return <PlaceMeCard userId={userId} />;

  if (cards.length === 0) {
    return (
      <div
        className={clsx(
          'flex flex-col items-center gap-3 rounded-card border border-dashed',
          'border-line bg-surface p-10 text-center',
        )}
      >
        <Users aria-hidden className="size-10 text-brand-violet-strong" />
        <h2 className="text-lg font-bold text-ink">No profiles found</h2>
        <p className="max-w-sm text-sm text-ink-muted">
          Try adjusting your filters or check back later for new matches!
        </p>
        <Button variant="secondary" onClick={() => discovery.refetch()} disabled={discovery.isRefetching}>
          <RefreshCw aria-hidden className={discovery.isRefetching ? 'size-4 animate-spin' : 'size-4'} /> Refresh
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <ul className={gridClass} aria-label="Profiles">
        {cards.map((card) => (
          <li key={card.id} className="flex">
            <div className="w-full">
              <ProfileCard card={card} action={cardAction?.(card)} />
            </div>
          </li>
        ))}
      </ul>
      {discovery.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => discovery.fetchNextPage()}
            disabled={discovery.isFetchingNextPage}
          >
            {discovery.isFetchingNextPage ? (
              <>
                <Spinner /> Loading...
              </>
            ) : (
              'Load More Profiles'
            )}
          </Button>
        </div>
      ) : (
        <p className="text-center text-sm text-ink-muted">You’ve seen everyone in this grid for now.</p>
      )}
    </div>
  );
}

/**
 * The fix for a location-caused empty Discover: type a city here (the server places it), or use the device in
 * Settings.
 */
function PlaceMeCard({ userId }: { userId: number }) {
  const [city, setCity] = useState('');
  const save = useSaveTypedLocation(userId);
  return (
    <div
      role="status"
      className={clsx(
        'flex flex-col items-center gap-3 rounded-card border border-dashed',
        'border-line bg-surface p-6 text-center sm:p-10',
      )}
    >
      <MapPin aria-hidden className="size-10 text-brand-violet-strong" />
      <h2 className="text-lg font-bold text-ink">We don’t know where you are yet</h2>
      <p className="max-w-sm text-sm text-ink-muted">
        Discover shows members near you, and they find you by distance too. Set your location and your grids fill up.
      </p>
      <form
        className="flex w-full max-w-sm flex-col gap-2 text-left"
        onSubmit={(event) => {
          event.preventDefault();
          if (city.trim()) save.mutate(city.trim());
        }}
      >
        <TextField
          label="Your city"
          placeholder="City, State (e.g. Chicago, IL)"
          value={city}
          onChange={(e) => setCity(e.target.value)}
          error={save.error ? save.error.message.replace(/^location:\s*/, '') : undefined}
        />
        <Button type="submit" disabled={save.isPending || !city.trim()}>
          {save.isPending && <Spinner />} Save location
        </Button>
      </form>
      <Link
        to="/settings"
        className={clsx(
          'inline-flex min-h-11 items-center gap-1 text-sm font-semibold',
          'text-brand-violet-strong underline-offset-4 hover:underline',
        )}
      >
        Or use your device location in Settings
      </Link>
    </div>
  );
}
