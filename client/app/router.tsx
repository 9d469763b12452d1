import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuardianDemoPage } from '../features/guardian-demo';
import { DeviceLocationButton } from '../features/location';
import { RegistrationWizard } from '../features/onboarding';
import { ProfilePage } from '../features/profiles';
import { SettingsPage } from '../features/settings';
import { LikesPage } from '../features/taps';
import { ChatPage, InboxPage } from '../features/messaging';
import { HomeRoute } from './home-route';
import { NotFoundPage } from './not-found-page';
import { RequireAuth, RequireSignedOut, RequireStaff } from './route-guards';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { UnbuiltPage } from './unbuilt-page';

const page = (path: string, title: string): RouteObject => ({ path, element: <UnbuiltPage title={title} /> });

/** The whole route table (spec 01 §2 and 02 §2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRoute /> },

      // Open to everyone: the Guardian demo, and the alert link a worried friend receives.
      { path: 'Guardian', element: <GuardianDemoPage /> },
      page('emergency-viewer/:alertId', 'Bestie Shield Alert'),

      { element: <RequireSignedOut />, children: [{ path: 'onboarding', element: <RegistrationWizard /> }] },

      {
        element: <RequireAuth />,
        children: [
          { path: 'profile/:userId?', element: <ProfilePage /> },
          { path: 'user/:userId', element: <ProfilePage /> },
          { path: 'chat/:userId', element: <ChatPage /> },
          { path: 'settings', element: <SettingsPage LocationButton={DeviceLocationButton} /> },
          page('safety', 'Bestie Shield'),
          { path: 'inbox', element: <InboxPage /> },
          { path: 'likes', element: <LikesPage /> },
          {
            element: <RequireStaff />,
            children: [
              page('admin', 'Admin Panel'),
              page('advanced-ai', 'Advanced Guardian AI'),
              page('advanced-guardian-ai', 'Advanced Guardian AI'),
              page('ai-training', 'AI Training Center'),
              page('moderation-feedback', 'Human Moderation Feedback'),
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
