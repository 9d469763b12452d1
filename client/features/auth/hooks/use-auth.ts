import { createContext, useContext } from 'react';
import type { AuthResponse, LoginBody, SessionUser } from '#contracts';

/** Spec 01 §4 "Auth": user, isAuthenticated, isLoading, requireTwoFA, plus the actions. */
export interface AuthContextValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  requireTwoFA: boolean;
  /** The address the pending 2FA code went to. */
  twoFactorEmail: string | null;
  login: (body: LoginBody) => Promise<AuthResponse>;
  /** Applies a login or registration answer: signs in, or switches to the 2FA step. */
  applyAuthResponse: (response: AuthResponse, email?: string) => void;
  verifyTwoFactor: (verificationCode: string) => Promise<SessionUser>;
  resendTwoFactor: () => Promise<void>;
  cancelTwoFactor: () => void;
  /** Never rejects: a failed logout call is logged and the member is signed out locally anyway. */
  logout: () => Promise<void>;
  isLoggingIn: boolean;
  isVerifying: boolean;
  isResending: boolean;
  isLoggingOut: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
