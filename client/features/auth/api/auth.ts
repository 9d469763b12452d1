import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  authEndpoints,
  sessionUser,
  loginBody,
  registerBody,
  verifyTwoFactorBody,
  type AuthResponse,
  type LoginBody,
  type RegisterBody,
  type SessionUser,
  type VerifyTwoFactorBody,
} from '#contracts';
import { ApiError } from '#lib/api-client';
import { callEndpoint, endpointKey } from '#lib/call-endpoint';

export { loginBody, registerBody, verifyTwoFactorBody };

/** The session resource's one key (ADR 093): GET /api/auth/user → ['/api/auth/user']. */
export const sessionKeys = {
  user: endpointKey(authEndpoints.user),
};
/** The same key, under the name other features already import. */
export const sessionQueryKey = sessionKeys.user;

/**
 * GET /api/auth/user answers the user object itself (spec 01 §7) and 401 when signed out; the `{user}`
 * envelope of the sign-in answers is accepted too, so either reading of the spec keeps working.
 */
const currentUser = {
  ...authEndpoints.user,
  responses: { 200: z.union([z.object({ user: sessionUser }).transform((body) => body.user), sessionUser]) },
};

/** The signed-in member, or null when signed out. */
export async function getSession(): Promise<SessionUser | null> {
  try {
    return await callEndpoint(currentUser, {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueries = {
  user: () => queryOptions({ queryKey: sessionKeys.user, queryFn: getSession }),
};

export function useSession() {
  return useQuery(sessionQueries.user());
}

/**
 * The session ended here (sign-out, reset password, account deleted): the session reads null and
 * nothing of the previous member's data outlives it in the cache.
 */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionKeys.user, null);
  forgetMemberData(queryClient);
}

/** Drops every cached query except the session's own. */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.user[0] });
}

/** POST /api/auth/login → `{user}`, or `{requireTwoFA: true, email}` when a code was e-mailed. */
export async function login(body: LoginBody): Promise<AuthResponse> {
  return callEndpoint(authEndpoints.login, { body });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

/** POST /api/auth/register → `{user}` (signed in), or `{requireTwoFA: true, email}` when 2FA was chosen. */
export async function register(body: RegisterBody): Promise<AuthResponse> {
  return callEndpoint(authEndpoints.register, { body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}

/** POST /api/auth/verify-2fa → `{user}`; the pending sign-in lives in the server's cookie. */
export async function verifyTwoFactor(body: VerifyTwoFactorBody): Promise<SessionUser> {
  const answer = await callEndpoint(authEndpoints.verifyTwoFactor, { body });
  if (!('user' in answer)) throw new Error('The server asked for another code instead of signing in');
  return answer.user;
}

export function useVerifyTwoFactorMutation() {
  return useMutation({ mutationFn: verifyTwoFactor });
}

/** POST /api/auth/resend-2fa (no body) → `{ok: true}`; a fresh code goes to the same address. */
export async function resendTwoFactor(): Promise<void> {
  await callEndpoint(authEndpoints.resendTwoFactor, {});
}

export function useResendTwoFactorMutation() {
  return useMutation({ mutationFn: resendTwoFactor });
}

/** POST /api/auth/logout → `{ok: true}`. */
export async function logout(): Promise<void> {
  await callEndpoint(authEndpoints.logout, {});
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}

/** POST /api/auth/forgot-password {email}: the same answer whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<void> {
  await callEndpoint(authEndpoints.forgotPassword, { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** POST /api/auth/reset-password {token, password}: every session ends, this one too. */
export async function resetPassword(body: { token: string; password: string }): Promise<void> {
  await callEndpoint(authEndpoints.resetPassword, { body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => clearSession(queryClient) });
}

/** POST /api/auth/verify-email {token}: the link from the welcome mail. */
export async function verifyEmail(token: string): Promise<void> {
  await callEndpoint(authEndpoints.verifyEmail, { body: { token } });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The server may have ended this session (an ADMIN_EMAILS promotion): ask it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
  });
}

/** POST /api/auth/resend-verification (signed in, no body): a fresh link, at most one a minute. */
export async function resendVerification(): Promise<void> {
  await callEndpoint(authEndpoints.resendVerification, {});
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
