import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountEndpoints,
  PRODUCT_NAME,
  type ChangePasswordBody,
  type SessionUser,
  type TwoFactorBody,
} from '#contracts';
import { callEndpoint } from '#lib/call-endpoint';
import { clearSession, sessionKeys } from '#features/auth';

/** The account resource (/api/account/*, ADR 093): writes only; each answer updates the session copy. */

/**
 * PUT /api/account/two-factor {enabled, currentPassword?} → {twoFactorEnabled}; the session copy follows.
 * Turning it off needs the current password (ADR 216).
 */
export async function setTwoFactor(body: TwoFactorBody): Promise<boolean> {
  return (await callEndpoint(accountEndpoints.twoFactor, { body })).twoFactorEnabled;
}

export function useSetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactor,
    onSuccess: (twoFactorEnabled) =>
      queryClient.setQueryData<SessionUser | null>(sessionKeys.user, (user) =>
        user ? { ...user, twoFactorEnabled } : user,
      ),
  });
}

/** PUT /api/account/presence {hidden} → {presenceHidden}; the session copy follows. */
export async function setPresenceHidden(hidden: boolean): Promise<boolean> {
  return (await callEndpoint(accountEndpoints.presence, { body: { hidden } })).presenceHidden;
}

export function useSetPresenceHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPresenceHidden,
    onSuccess: (presenceHidden) =>
      queryClient.setQueryData<SessionUser | null>(sessionKeys.user, (user) =>
        user ? { ...user, presenceHidden } : user,
      ),
  });
}

/** PUT /api/account/password {currentPassword, newPassword}: every other session ends, this one stays. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await callEndpoint(accountEndpoints.password, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** GET /api/account/export, saved by the browser as a .json file (decision 9). */
export async function downloadMyData(): Promise<void> {
  const data = await callEndpoint(accountEndpoints.export, {});
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${PRODUCT_NAME.toLowerCase()}-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** DELETE /api/account {password}: the server removes everything and ends the session. */
export async function deleteAccount(password: string): Promise<void> {
  await callEndpoint(accountEndpoints.delete, { body: { password } });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => clearSession(queryClient) });
}
