import { createBrowserRouter, type RouteObject } from 'react-router';
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
      page('Guardian', 'Guardian'),
      page('emergency-viewer/:alertId', 'Bestie Shield Alert'),

      { element: <RequireSignedOut />, children: [page('onboarding', 'Welcome')] },

      {
        element: <RequireAuth />,
        children: [
          page('profile/:userId?', 'Profile'),
          page('user/:userId', 'Profile'),
          page('chat/:userId', 'Chat'),
          page('settings', 'Settings'),
          page('safety', 'Bestie Shield'),
          page('inbox', 'Messages'),
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
