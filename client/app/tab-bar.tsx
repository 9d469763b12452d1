import { useEffect, type ComponentType, type SVGProps } from 'react';
import { NavLink } from 'react-router';
import clsx from 'clsx';
import { Heart, MessageCircle, Sparkles, User } from 'lucide-react';
import { useAuth } from '#features/auth';
import { useUnreadCount } from '#features/messaging';
import { useTapCount } from '#features/taps';

/** Pages that show the phone tab bar: the member's main destinations and the pages one tap from them. */
const TAB_BAR_PAGES = [/^\/$/, /^\/likes$/, /^\/inbox$/, /^\/profile\/?$/, /^\/settings(\/|$)/, /^\/safety$/];

export function showsTabBar(pathname: string): boolean {
  return TAB_BAR_PAGES.some((page) => page.test(pathname));
}

function Tab({
  to,
  label,
  icon: Icon,
  badge,
  badgeNoun,
}: {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  badge?: number;
  badgeNoun?: string;
}) {
  return (
    <li className="flex-1">
      <NavLink
        to={to}
        end
        aria-label={badge ? `${label} (${badge} ${badgeNoun})` : label}
        className={({ isActive }) =>
          clsx(
            'relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold transition',
            isActive ? 'text-brand-violet-strong' : 'text-ink-muted',
          )
        }
      >
        <span className="relative">
          <Icon aria-hidden className="size-6" />
          {badge ? (
            <span
              aria-hidden
              className={clsx(
                'absolute -right-3 -top-1.5 inline-flex min-w-5 items-center',
                'justify-center rounded-full bg-danger-strong px-1 text-[11px] font-bold',
                'leading-5 text-white',
              )}
            >
              {badge > 99 ? '99+' : badge}
            </span>
          ) : null}
        </span>
        <span aria-hidden>{label}</span>
      </NavLink>
    </li>
  );
}

/**
 * The phone's bottom tab bar (issue 14 §7): Discover, Likes, Messages with its unread badge, and
 * Profile, in the thumb's reach. From md up the header's navigation does this job. While it shows,
 * --tab-bar-offset tells fixed-bottom elements how much room it takes (toasts sit at the top: ADR 090).
 */
export function TabBar() {
  const { user } = useAuth();
  const likes = useTapCount(user?.id);
  const unread = useUnreadCount(Boolean(user));

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--tab-bar-offset', 'calc(3.5rem + env(safe-area-inset-bottom))');
    return () => {
      root.style.removeProperty('--tab-bar-offset');
    };
  }, []);

  return (
    <>
      {/* Keeps the end of every page scrollable above the bar. */}
      <div aria-hidden className="h-[calc(3.5rem+env(safe-area-inset-bottom))] md:hidden" />
      <nav
        aria-label="Tabs"
        className={clsx(
          'fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95',
          'pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden',
        )}
      >
        <ul className="mx-auto flex max-w-md">
          <Tab to="/" label="Discover" icon={Sparkles} />
          <Tab to="/likes" label="Likes" icon={Heart} badge={likes.data} badgeNoun="likes" />
          <Tab to="/inbox" label="Messages" icon={MessageCircle} badge={unread.data} badgeNoun="unread" />
          <Tab to="/profile" label="Profile" icon={User} />
        </ul>
      </nav>
    </>
  );
}
