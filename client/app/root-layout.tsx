import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { LoadingScreen } from '#layout/loading-screen';
import { VerifyEmailBanner, useAuth } from '#features/auth';
import { MatchAnnouncer } from '#features/messaging';
import { SafetyNotices } from '#features/safety';
import { showsTabBar, TabBar } from './tab-bar';

/**
 * Scroll positions are kept per history entry; a fresh page load's first entry always has the key "default",
 * so without the path a fresh load of one page would restore the position saved when leaving another.
 */
const scrollRestorationKey = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

/** Holds every route back until the session check on start has answered. */
export function RootLayout() {
  const { isLoading, isAuthenticated, user } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <LoadingScreen />;
  return (
    <>
      {pathname !== '/verify-email' && <VerifyEmailBanner />}
      <Outlet />
      {isAuthenticated && showsTabBar(pathname) && <TabBar />}
      {user && <SafetyNotices userId={user.id} />}
      {/* Matches are announced live wherever the member is (issue 14). */}
      {isAuthenticated && <MatchAnnouncer />}
      <ScrollRestoration getKey={scrollRestorationKey} />
    </>
  );
}
