import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_NAME,
  accountExport,
  deleteAccountBody,
  twoFactorBody,
  twoFactorResponse,
  type SessionUser,
} from '#contracts';
import { api } from '#lib/api-client';
import { sessionQueryKey } from '#features/auth';

/** PUT /api/account/two-factor {enabled} → {twoFactorEnabled}; the session copy follows. */
export async function setTwoFactor(enabled: boolean): Promise<boolean> {
  return twoFactorResponse.parse(await api.put('/api/account/two-factor', twoFactorBody.parse({ enabled })))
    .twoFactorEnabled;
}

export function useSetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTwoFactor,
    onSuccess: (twoFactorEnabled) =>
      queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) =>
        user ? { ...user, twoFactorEnabled } : user,
      ),
  });
}

/** GET /api/account/export, saved by the browser as a .json file (decision 9). */
export async function downloadMyData(): Promise<void> {
  const data = accountExport.parse(await api.get('/api/account/export'));
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
  await api.delete('/api/account', deleteAccountBody.parse({ password }));
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
