import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from '#features/auth';
import { AdminPage, AdvancedGuardianPage, AiTrainingPage, ModerationFeedbackPage } from '#features/admin';
import { GuardianDemoPage } from '#features/guardian-demo';
import { DeviceLocationButton } from '#features/location';
import { RegistrationWizard } from '#features/onboarding';
import { ProfilePage } from '#features/profiles';
import { SettingsPage } from '#features/settings';
import { LikesPage } from '#features/taps';
import { VerificationPage } from '#features/verification';
import { ChatPage, InboxPage } from '#features/messaging';
import { EmergencyViewerPage, SafetyPage, StopMessagesPage } from '#features/safety';
import { HomeRoute } from './home-route';
import { NotFoundPage } from './not-found-page';
import { RequireAuth, RequireStaff } from './route-guards';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** The whole route table (spec 01 §2 and 02 §2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRoute /> },

      // Open to everyone: the Guardian demo, and the alert link a worried friend receives.
      { path: 'Guardian', element: <GuardianDemoPage /> },
      { path: 'emergency-viewer/:alertId', element: <EmergencyViewerPage /> },
      // The stop link in every message to an emergency contact (ADR 216).
      { path: 'stop/:token', element: <StopMessagesPage /> },
      // Signed out, the page itself says to log in (spec 02 §2).
      { path: 'safety', element: <SafetyPage /> },
      // Links from e-mails (issue 10, issue 14 §6): they work signed in or out.
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },

      // The wizard sends a signed-in member home itself, except right after sign-up: its photo step
      // needs the new session (issue 14, ADR 039).
      { path: 'onboarding', element: <RegistrationWizard /> },

      {
        element: <RequireAuth />,
        children: [
          { path: 'profile/:userId?', element: <ProfilePage /> },
          { path: 'user/:userId', element: <ProfilePage /> },
          { path: 'chat/:userId', element: <ChatPage /> },
          { path: 'settings/:section?', element: <SettingsPage LocationButton={DeviceLocationButton} /> },
          { path: 'inbox', element: <InboxPage /> },
          { path: 'likes', element: <LikesPage /> },
          { path: 'verification', element: <VerificationPage /> },
          {
            element: <RequireStaff />,
            children: [
              { path: 'admin', element: <AdminPage /> },
              { path: 'advanced-ai', element: <AdvancedGuardianPage /> },
              { path: 'advanced-guardian-ai', element: <AdvancedGuardianPage /> },
              { path: 'ai-training', element: <AiTrainingPage /> },
              { path: 'moderation-feedback', element: <ModerationFeedbackPage /> },
            ],
          },
        ],
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
