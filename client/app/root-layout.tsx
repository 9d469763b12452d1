import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { useAuth } from '../features/auth';
import { SafetyNotices } from '../features/safety';

/** Holds every route back until the session check on start has answered. */
export function RootLayout() {
  const { isLoading, user } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return (
    <>
      <Outlet />
      {user && <SafetyNotices userId={user.id} />}
      <ScrollRestoration />
    </>
  );
}
