import { useMutation } from '@tanstack/react-query';
import { okBody } from '#contracts';
import { api } from '#lib/api-client';

/** POST /api/auth/resend-2fa (no body) → `{ok: true}`; a fresh code goes to the same address. */
export async function resendTwoFactor(): Promise<void> {
  okBody.parse(await api.post('/api/auth/resend-2fa'));
}

export function useResendTwoFactorMutation() {
  return useMutation({ mutationFn: resendTwoFactor });
}
