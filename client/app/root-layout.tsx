import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { useAuth } from '../features/auth';

/** Holds every route back until the session check on start has answered. */
export function RootLayout() {
  const { isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
