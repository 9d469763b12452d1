import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  Ban,
  BadgeCheck,
  Check,
  Eye,
  Flag,
  Flame,
  Heart,
  MapPin,
  MessageCircle,
  Pencil,
  ShieldCheck,
  User,
} from 'lucide-react';
import { distanceDisplay } from '#contracts';
import { ApiError } from '#lib/api-client';
import { PageShell } from '#layout/page-shell';
import { Button } from '#ui/button';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { useAuth } from '#features/auth';
import { useLikedIds, useSendTap } from '#features/taps';
import { usePhotos } from '../api/photos';
import { useProfile } from '../api/profile';
import { BlockMemberDialog, ReportMemberDialog } from './member-safety-dialogs';
import { Badge, DiscoveryPreferences, Section, VibeBars } from './profile-sections';
import { clsx } from 'clsx';

function label(value: string) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function parseId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : NaN;
}

function NotFound() {
  return (
    <div className="mx-auto max-w-md rounded-card border border-line bg-surface p-8 text-center shadow-card">
      <User aria-hidden className="mx-auto size-10 text-ink-muted" />
      <h2 className="mt-3 text-xl font-bold text-ink">Profile not found</h2>
      <p className="mt-1 text-ink-muted">This user profile doesn't exist or has been removed.</p>
      <Button asChild variant="secondary" className="mt-5">
        <Link to="/">Back to Discover</Link>
      </Button>
    </div>
  );
}

function LoadingProfile() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl space-y-4">
      <div className="flex items-center gap-2 text-ink-muted">
        <Spinner className="size-5 text-brand-violet-strong" />
        <span>Loading profile...</span>
      </div>
      <div className="h-72 animate-pulse rounded-card bg-violet-100" />
      <div className="h-32 animate-pulse rounded-card bg-violet-50" />
    </div>
  );
}

/** /profile/{userId?} (own profile without an id) and /user/{userId} (spec 01 §2 "Profile view"). */
export function ProfilePage() {
  const params = useParams();
  // /profile?preview=1: my own profile exactly as other members see it, without my own controls.
  const preview = useSearchParams()[0].has('preview');
  const navigate = useNavigate();
  const { user } = useAuth();
  const requested = parseId(params.userId);
  const userId = requested === null ? (user?.id ?? null) : Number.isNaN(requested) ? null : requested;
  const profile = useProfile(userId);
  const photos = usePhotos(userId);
  const like = useSendTap();
  const alreadyLiked = useLikedIds(user?.id).data?.has(userId ?? 0) ?? false;
  const [safety, setSafety] = useState<'report' | 'block' | null>(null);
  const safetyProps = (which: 'report' | 'block') => ({
    open: safety === which,
    onOpenChange: (open: boolean) => setSafety(open ? which : null),
  });

  const notFound =
    (requested !== null && Number.isNaN(requested)) ||
    (profile.error instanceof ApiError && profile.error.status === 404);

  let body;
  if (notFound) body = <NotFound />;
  else if (profile.isPending) body = <LoadingProfile />;
  else if (profile.isError) {
    body = (
      <div
        role="alert"
        className="mx-auto max-w-md rounded-card border border-line bg-surface p-8 text-center shadow-card"
      >
        <h2 className="text-xl font-bold text-ink">Could not load this profile</h2>
        <p className="mt-1 text-ink-muted">{profile.error.message}</p>
        <Button variant="secondary" className="mt-5" onClick={() => profile.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const p = profile.data;
    const isOwn = p.view === 'own';
    const previewing = isOwn && preview;
    const gallery = (photos.data ?? []).filter((photo) => photo.isPublic && photo.moderationStatus === 'approved');
    const lookingFor = [
      p.discoveryPreferences.appearInHookup && { key: 'hookup', text: 'Hookup', icon: Flame, tone: 'hookup' as const },
      p.discoveryPreferences.appearInDate && { key: 'date', text: 'Date', icon: Heart, tone: 'date' as const },
      p.discoveryPreferences.appearInChat && { key: 'chat', text: 'Chat', icon: MessageCircle, tone: 'chat' as const },
    ].filter((item) => item !== false);
    const tagGroups = [
      { name: 'Interests', values: p.interests },
      { name: 'Languages', values: p.languages },
      { name: 'Food', values: p.foodPreferences },
    ].filter((group) => group.values.length > 0);

    const onLike = async () => {
      if (!user || isOwn) return;
      try {
        const tap = await like.mutateAsync({ senderId: user.id, receiverId: p.id, tapType: 'heart' });
        // A match is announced by the match dialog (live, to both); otherwise a short confirmation.
        if (!tap.matched)
          toast({
            title: 'Liked!',
            description: `You liked ${p.displayName}. If they like you back, it’s a match.`,
            variant: 'success',
          });
      } catch (error) {
        toast({
          title: 'Could not like',
          description: error instanceof Error && error.message ? error.message : 'Please try again',
          variant: 'destructive',
        });
      }
    };

    body = (
      <>
        {previewing && (
          <div
            role="status"
            className={clsx(
              'mx-auto mb-4 flex max-w-5xl flex-wrap items-center gap-3 rounded-card',
              'border border-brand-violet-strong/30 bg-violet-50 p-4',
            )}
          >
            <Eye aria-hidden className="size-5 shrink-0 text-brand-violet-strong" />
            <p className="min-w-0 flex-1 text-sm text-ink">
              <span className="font-semibold">Preview.</span> This is how other members see your profile.
            </p>
            <Button asChild variant="secondary">
              <Link to="/settings">
                <Pencil aria-hidden className="size-4" />
                Edit profile
              </Link>
            </Button>
          </div>
        )}
        <article className="mx-auto grid max-w-5xl gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-4">
            <div
              className={clsx(
                'relative overflow-hidden rounded-card border border-line',
                'bg-brand-gradient-soft shadow-card',
              )}
            >
              {p.profilePictureUrl ? (
                <img
                  src={p.profilePictureUrl}
                  alt={`${p.displayName}'s profile photo`}
                  className="aspect-[4/5] w-full object-cover"
                />
              ) : (
                <div
                  role="img"
                  aria-label="No profile photo yet"
                  className="flex aspect-[4/5] w-full items-center justify-center"
                >
                  <span aria-hidden className="text-7xl font-extrabold text-brand-violet-strong/60">
                    {p.displayName.charAt(0).toUpperCase()}
                  </span>
                </div>
              )}
              <div className="absolute left-3 top-3 flex flex-wrap gap-2">
                {p.isVerified && (
                  <Badge tone="safe">
                    <BadgeCheck aria-hidden className="size-4" />
                    Verified
                  </Badge>
                )}
                {p.isOnline && (
                  <Badge tone="safe">
                    <span aria-hidden className="size-2 rounded-full bg-safe" />
                    Online
                  </Badge>
                )}
              </div>
            </div>
            {gallery.length > 1 && (
              <ul aria-label="Photos" className="grid grid-cols-4 gap-2">
                {gallery.map((photo) => (
                  <li key={photo.id}>
                    <img
                      src={photo.thumbnailUrl}
                      alt={`Photo of ${p.displayName}`}
                      className="aspect-square w-full rounded-xl object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className="space-y-4">
            <section aria-label="Summary" className="rounded-card border border-line bg-surface p-5 shadow-card">
              <h2 className="text-3xl font-extrabold tracking-tight text-ink">
                {p.displayName}, <span className="font-bold">{p.age}</span>
              </h2>
              <p className="mt-1 flex items-center gap-1 text-ink-muted">
                <MapPin aria-hidden className="size-4" />
                {p.location || 'Location not set'}
                {p.view === 'public' && p.distance !== null && <span> · {distanceDisplay(p.distance).text}</span>}
              </p>
              <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                <div className="rounded-xl bg-canvas p-3">
                  <dt className="text-xs text-ink-muted">Gender</dt>
                  <dd className="font-semibold text-ink">{label(p.gender)}</dd>
                </div>
                <div className="rounded-xl bg-canvas p-3">
                  <dt className="text-xs text-ink-muted">Sexual identity</dt>
                  <dd className="font-semibold text-ink">{p.sexualIdentity ? label(p.sexualIdentity) : 'Not set'}</dd>
                </div>
                <div className="rounded-xl bg-canvas p-3">
                  <dt className="text-xs text-ink-muted">Trust Score</dt>
                  <dd className="flex items-center justify-center gap-1 font-semibold text-ink">
                    <ShieldCheck aria-hidden className="size-4 text-safe-strong" />
                    {p.trustScore}/100
                  </dd>
                </div>
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                {previewing ? null : isOwn ? (
                  <>
                    <Button asChild variant="secondary">
                      <Link to="/settings">
                        <Pencil aria-hidden className="size-4" />
                        Edit profile
                      </Link>
                    </Button>
                    <Button asChild variant="secondary">
                      <Link to="/profile?preview=1">
                        <Eye aria-hidden className="size-4" />
                        Preview
                      </Link>
                    </Button>
                  </>
                ) : (
                  <>
                    {alreadyLiked ? (
                      <Button disabled aria-label={`You liked ${p.displayName}`}>
                        <Check aria-hidden className="size-4" />
                        Liked
                      </Button>
                    ) : (
                      <Button onClick={onLike} disabled={like.isPending || p.view !== 'public' || p.isBlockedByMe}>
                        <Heart aria-hidden className="size-4" />
                        {like.isPending ? 'Sending...' : 'Like'}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      onClick={() => navigate(`/inbox?chat=${p.id}`)}
                      disabled={p.view === 'public' && p.isBlockedByMe}
                    >
                      <MessageCircle aria-hidden className="size-4" />
                      Send Message
                    </Button>
                    {p.view === 'public' && (
                      <>
                        <Button variant="secondary" onClick={() => setSafety('report')}>
                          <Flag aria-hidden className="size-4" />
                          Report
                        </Button>
                        <Button variant="secondary" className="text-danger-strong" onClick={() => setSafety('block')}>
                          <Ban aria-hidden className="size-4" />
                          Block
                        </Button>
                        <ReportMemberDialog member={p} {...safetyProps('report')} />
                        {/* A blocked member's profile is gone for the blocker too: back to Discover. */}
                        <BlockMemberDialog
                          member={p}
                          {...safetyProps('block')}
                          onBlocked={() => void navigate('/', { replace: true })}
                        />
                      </>
                    )}
                  </>
                )}
              </div>
            </section>

            {p.bio && (
              <Section title="About">
                <p className="whitespace-pre-line text-ink">{p.bio}</p>
              </Section>
            )}
            <Section title="Vibe Profile">
              <VibeBars vibes={p.vibes} />
            </Section>
            <Section title="Discovery Preferences">
              <DiscoveryPreferences prefs={p.discoveryPreferences} />
            </Section>
            <Section title="Looking For">
              {lookingFor.length ? (
                <div className="flex flex-wrap gap-2">
                  {lookingFor.map((item) => (
                    <Badge key={item.key} tone={item.tone}>
                      <item.icon aria-hidden className="size-4" />
                      {item.text}
                    </Badge>
                  ))}
                </div>
              ) : (
                <p className="text-sm text-ink-muted">Not appearing in any grid right now.</p>
              )}
              {p.interestedIn.length > 0 && (
                <p className="mt-3 text-sm text-ink-muted">
                  Interested in: <span className="text-ink">{p.interestedIn.map(label).join(', ')}</span>
                </p>
              )}
            </Section>
            {tagGroups.length > 0 && (
              <Section title="Interests">
                <div className="space-y-3">
                  {tagGroups.map((group) => (
                    <div key={group.name}>
                      <h3 className="mb-1.5 text-sm font-medium text-ink-muted">{group.name}</h3>
                      <div className="flex flex-wrap gap-1.5">
                        {group.values.map((v) => (
                          <Badge key={v}>{label(v)}</Badge>
                        ))}
                      </div>
                    </div>
                  ))}
                </div>
              </Section>
            )}
          </div>
        </article>
      </>
    );
  }

  return <PageShell title={preview ? 'Profile preview' : 'Profile'}>{body}</PageShell>;
}
