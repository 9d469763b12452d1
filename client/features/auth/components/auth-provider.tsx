import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginBody, SessionUser } from '#contracts';
import {
  clearSession,
  sessionKeys,
  useLoginMutation,
  useLogoutMutation,
  useResendTwoFactorMutation,
  useSession,
  useVerifyTwoFactorMutation,
} from '../api/auth';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';
import { useSignOutWhenSessionEnds } from '../hooks/use-session-end';

/**
 * Owns the session: the signed-in user is the cached answer of GET /api/auth/user (null when
 * signed out), so every screen reads one source; the pending two-factor step is local state.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [twoFactor, setTwoFactor] = useState<{ email: string | null } | null>(null);

  const loginMutation = useLoginMutation();
  const verifyMutation = useVerifyTwoFactorMutation();
  const resendMutation = useResendTwoFactorMutation();
  const logoutMutation = useLogoutMutation();
  const { mutateAsync: loginAsync } = loginMutation;
  const { mutateAsync: verifyAsync } = verifyMutation;
  const { mutateAsync: logoutAsync } = logoutMutation;

  const signIn = useCallback(
    (user: SessionUser) => {
      queryClient.setQueryData(sessionKeys.user, user);
      setTwoFactor(null);
    },
    [queryClient],
  );

  const applyAuthResponse = useCallback(
    (response: AuthResponse, email?: string) => {
      if ('user' in response) signIn(response.user);
      else setTwoFactor({ email: response.email ?? email ?? null });
    },
    [signIn],
  );

  const login = useCallback(
    async (body: LoginBody) => {
      const response = await loginAsync(body);
      applyAuthResponse(response, body.email);
      return response;
    },
    [loginAsync, applyAuthResponse],
  );

  const verifyTwoFactor = useCallback(
    async (verificationCode: string) => {
      const user = await verifyAsync({ verificationCode });
      signIn(user);
      return user;
    },
    [verifyAsync, signIn],
  );

  const logout = useCallback(async () => {
    try {
      await logoutAsync();
    } catch (error) {
      console.error('Logout failed', error);
    }
    setTwoFactor(null);
    // Nothing of the previous member's data may outlive the session.
    clearSession(queryClient);
  }, [logoutAsync, queryClient]);

  const user = session.data ?? null;
  useSignOutWhenSessionEnds(queryClient, user !== null);
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading: session.isPending,
      requireTwoFA: twoFactor !== null,
      twoFactorEmail: twoFactor?.email ?? null,
      login,
      applyAuthResponse,
      verifyTwoFactor,
      resendTwoFactor: resendMutation.mutateAsync,
      cancelTwoFactor: () => setTwoFactor(null),
      logout,
      isLoggingIn: loginMutation.isPending,
      isVerifying: verifyMutation.isPending,
      isResending: resendMutation.isPending,
      isLoggingOut: logoutMutation.isPending,
    }),
    [
      user,
      session.isPending,
      twoFactor,
      login,
      applyAuthResponse,
      verifyTwoFactor,
      resendMutation.mutateAsync,
      resendMutation.isPending,
      logout,
      loginMutation.isPending,
      verifyMutation.isPending,
      logoutMutation.isPending,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
