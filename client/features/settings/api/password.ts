import { useMutation } from '@tanstack/react-query';
import { changePasswordBody, okBody, type ChangePasswordBody } from '#contracts';
import { api } from '#lib/api-client';

/** PUT /api/account/password {currentPassword, newPassword}: every other session ends, this one stays. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  okBody.parse(await api.put('/api/account/password', changePasswordBody.parse(body)));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
