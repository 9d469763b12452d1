import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { VerifyEmailBanner, useAuth } from '../features/auth';

/** Holds every route back until the session check on start has answered. */
export function RootLayout() {
  const { isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <LoadingScreen />;
  return (
    <>
      {pathname !== '/verify-email' && <VerifyEmailBanner />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
