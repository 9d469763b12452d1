import { Navigate, Outlet } from 'react-router';
import type { Role } from '#contracts';
import { useAuth } from '#features/auth';
import { AccessDeniedPage } from './access-denied-page';

/** Signed-in-only screens: a visitor goes to / (the login screen). */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to="/" replace />;
}

/** Signed-out-only screens (registration): a member has nothing to do there. */
export function RequireSignedOut() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Navigate to="/" replace /> : <Outlet />;
}

const STAFF_ROLES: readonly Role[] = ['admin', 'moderator'];

/** Admin screens: the server answers 403 to anyone else; the client explains why. */
export function RequireStaff() {
  const { user } = useAuth();
  return user && STAFF_ROLES.includes(user.role) ? <Outlet /> : <AccessDeniedPage />;
}
