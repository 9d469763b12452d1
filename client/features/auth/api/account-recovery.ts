import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgotPasswordBody, okBody, resetPasswordBody, verifyEmailBody, verifyEmailResponse } from '#contracts';
import { api } from '#lib/api-client';
import { sessionQueryKey } from './get-session';

/** POST /api/auth/forgot-password {email}: the same answer whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<void> {
  await api.post('/api/auth/forgot-password', forgotPasswordBody.parse({ email }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** POST /api/auth/reset-password {token, password}: every session ends, this one too. */
export async function resetPassword(body: { token: string; password: string }): Promise<void> {
  okBody.parse(await api.post('/api/auth/reset-password', resetPasswordBody.parse(body)));
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}

/** POST /api/auth/verify-email {token}: the link from the welcome mail. */
export async function verifyEmail(token: string): Promise<void> {
  verifyEmailResponse.parse(await api.post('/api/auth/verify-email', verifyEmailBody.parse({ token })));
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The server may have ended this session (an ADMIN_EMAILS promotion): ask it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** POST /api/auth/resend-verification (signed in, no body): a fresh link, at most one a minute. */
export async function resendVerification(): Promise<void> {
  okBody.parse(await api.post('/api/auth/resend-verification'));
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
