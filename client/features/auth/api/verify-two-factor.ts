import { useMutation } from '@tanstack/react-query';
import { verifyTwoFactorBody, type SessionUser, type VerifyTwoFactorBody } from '#contracts';
import { api } from '#lib/api-client';
import { sessionResponse } from './get-session';

export { verifyTwoFactorBody };

/** POST /api/auth/verify-2fa → `{user}`; the pending sign-in lives in the server's cookie. */
export async function verifyTwoFactor(body: VerifyTwoFactorBody): Promise<SessionUser> {
  return sessionResponse.parse(await api.post('/api/auth/verify-2fa', body)).user;
}

export function useVerifyTwoFactorMutation() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
