import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link, useNavigate } from 'react-router';
import clsx from 'clsx';
import { Compass, Heart, LogOut, MapPin, MessageCircle, Settings, Shield } from 'lucide-react';
import { PRODUCT_NAME } from '#contracts';
import { BrandMark } from '#ui/brand-mark';
import { Button } from '#ui/button';
import { Tooltip } from '#ui/tooltip';
import { reopenTour } from '#lib/onboarding-tour';
import { StaffNav } from '#features/admin';
import { useAuth } from '#features/auth';
import { useUnreadCount } from '#features/messaging';
import { useTapCount } from '#features/taps';

function HeaderIconLink({
  to,
  label,
  icon: Icon,
  badge,
  badgeNoun = 'new',
  className,
}: {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  badge?: number;
  badgeNoun?: string;
  className?: string;
}) {
  const shownBadge = badge && badge > 99 ? '99+' : badge;
  return (
    <Tooltip content={label}>
      <Button asChild variant="ghost" size="icon" className={clsx('relative', className)}>
        <Link to={to} aria-label={badge ? `${label} (${badge} ${badgeNoun})` : label}>
          <Icon aria-hidden className="size-5" />
          {badge ? (
            <span
              aria-hidden
              className={clsx(
                'absolute right-0.5 top-0.5 inline-flex min-w-5 items-center',
                'justify-center rounded-full bg-danger-strong px-1 text-[11px] font-bold',
                'leading-5 text-white',
              )}
            >
              {shownBadge}
            </span>
          ) : null}
        </Link>
      </Button>
    </Tooltip>
  );
}

/**
 * The signed-in home header (spec 01 §2 "Home"): product name, location, messages with the tap
 * count, safety, settings, Tour and Logout. `children` fills the header's middle (the vibe-type
 * selector of Discover).
 */
export function AppHeader({ children }: { children?: ReactNode }) {
  const { user, logout, isLoggingOut } = useAuth();
  const navigate = useNavigate();
  // Decision 29: Likes and unread messages are counted apart. A failing call simply shows no badge.
  const likes = useTapCount(user?.id);
  const unread = useUnreadCount(Boolean(user));

  const onLogout = async () => {
    await logout();
    void navigate('/', { replace: true });
  };

  // An open toast on a phone sits in the room --toast-inset adds at the top, never over the page (ADR 090).
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 pt-[var(--toast-inset,0px)] backdrop-blur">
      <div
        className={clsx(
          'mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center',
          'gap-x-2 gap-y-1 px-3 py-2',
          "[grid-template-areas:'brand_nav''slot_account']",
          'sm:grid-cols-[auto_minmax(0,1fr)_auto_auto] sm:px-4',
          "sm:[grid-template-areas:'brand_slot_nav_account']",
        )}
      >
        <div className="flex min-w-0 items-center gap-2 [grid-area:brand]">
          <BrandMark />
          <div className="min-w-0">
            <p className="text-lg font-extrabold leading-tight tracking-tight text-brand-gradient">{PRODUCT_NAME}</p>
            <p className="flex items-center gap-1 truncate text-xs text-ink-muted">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate">{user?.location || 'Location not set'}</span>
            </p>
          </div>
        </div>
        <div className="min-w-0 [grid-area:slot]">{children}</div>
        <nav aria-label="Main" className="flex items-center [grid-area:nav]">
          {/* On phones Likes and Messages live in the bottom tab bar. */}
          <HeaderIconLink
            to="/likes"
            label="Likes"
            icon={Heart}
            badge={likes.data}
            badgeNoun="likes"
            className="max-md:hidden"
          />
          <HeaderIconLink
            to="/inbox"
            label="Messages"
            icon={MessageCircle}
            badge={unread.data}
            badgeNoun="unread"
            className="max-md:hidden"
          />
          <HeaderIconLink to="/safety" label="Safety" icon={Shield} />
          <HeaderIconLink to="/settings" label="Settings" icon={Settings} />
          <StaffNav />
        </nav>
        <div className="flex items-center justify-end gap-1 [grid-area:account]">
          <Button variant="ghost" onClick={reopenTour}>
            <Compass aria-hidden className="size-4" />
            Tour
          </Button>
          <Button variant="secondary" onClick={onLogout} disabled={isLoggingOut}>
            <LogOut aria-hidden className="size-4" />
            {isLoggingOut ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
    </header>
  );
}
