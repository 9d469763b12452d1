// The auth feature's public surface: the app imports only from here.
export { AuthProvider } from './components/auth-provider';
export { LandingPage } from './components/landing-page';
export { takeHandedOverPassword, type OnboardingRouteState } from './components/login-form';
export { useAuth, type AuthContextValue } from './hooks/use-auth';
export { sessionQueryKey } from './api/get-session';
export {
  ForgotPasswordPage,
  ResetPasswordPage,
  VerifyEmailBanner,
  VerifyEmailPage,
} from './components/account-recovery-pages';
