import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { useAuth } from '../features/auth';
import { MatchAnnouncer } from '../features/messaging';

/** Holds every route back until the session check on start has answered. */
export function RootLayout() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return (
    <>
      <Outlet />
      {/* Matches are announced live wherever the member is (issue 14). */}
      {isAuthenticated && <MatchAnnouncer />}
      <ScrollRestoration />
    </>
  );
}
