import { LandingPage, useAuth } from '../features/auth';
import { AppHeader } from './app-header';
import { UnbuiltPage } from './unbuilt-page';

/** `/` is Discover for members and the landing / login screen for visitors. */
export function HomeRoute() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <LandingPage />;
  return (
    <div className="min-h-dvh bg-canvas">
      <AppHeader />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <UnbuiltPage title="Discover" withShell={false} />
      </main>
    </div>
  );
}
