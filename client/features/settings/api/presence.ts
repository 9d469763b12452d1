import { useMutation, useQueryClient } from '@tanstack/react-query';
import { presenceSettingBody, presenceSettingResponse, type SessionUser } from '#contracts';
import { api } from '#lib/api-client';
import { sessionQueryKey } from '#features/auth';

/** PUT /api/account/presence {hidden} → {presenceHidden}; the session copy follows. */
export async function setPresenceHidden(hidden: boolean): Promise<boolean> {
  return presenceSettingResponse.parse(await api.put('/api/account/presence', presenceSettingBody.parse({ hidden })))
    .presenceHidden;
}

export function useSetPresenceHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPresenceHidden,
    onSuccess: (presenceHidden) =>
      queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) =>
        user ? { ...user, presenceHidden } : user,
      ),
  });
}
