import { useAuth } from '#features/auth';

/**
 * What the signed-in staff member may do, mirroring the server's policies (guardian.policy.ts,
 * admin and photos routes): moderators review, test and search; configuration, training data,
 * trust resets and data exports are admin work. Screens hide what the role may not do, so no
 * button answers 403.
 */
export function useStaffRole() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const isStaff = isAdmin || user?.role === 'moderator';
  return { isAdmin, isStaff, userId: user?.id ?? null };
}
