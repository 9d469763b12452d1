// The auth feature's public surface: the app imports only from here.
export { AuthProvider } from './components/auth-provider';
export { LandingPage } from './components/landing-page';
export { takeHandedOverPassword, type OnboardingRouteState } from './components/login-form';
export { useAuth, type AuthContextValue } from './hooks/use-auth';
// The session resource (ADR 093): its key for features that update or refresh the signed-in member,
// the local sign-out, and the registration call the onboarding wizard makes.
export {
  clearSession,
  registerBody,
  sessionKeys,
  sessionQueryKey,
  sessionQueries,
  useRegisterMutation,
} from './api/auth';
export {
  ForgotPasswordPage,
  ResetPasswordPage,
  VerifyEmailBanner,
  VerifyEmailPage,
} from './components/account-recovery-pages';
