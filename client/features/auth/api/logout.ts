import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client';

/** POST /api/auth/logout → `{ok: true}`. */
export async function logout(): Promise<void> {
  await api.post('/api/auth/logout');
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
