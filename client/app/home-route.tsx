import { LandingPage, useAuth } from '#features/auth';
import { DiscoverPage, VibeTypeTabs } from '#features/discovery';
import { AutoLocation } from '#features/location';
import { OnboardingTour } from '#features/onboarding';
import { StoryRing } from '#features/stories';
import { TapButton } from '#features/taps';
import { AppHeader } from './app-header';

/** `/` is Discover for members and the landing / login screen for visitors. */
export function HomeRoute() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated || !user) return <LandingPage />;
  return (
    <div className="min-h-dvh bg-canvas">
      <AppHeader>
        <VibeTypeTabs />
      </AppHeader>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <DiscoverPage
          storyRing={(vibeType) => <StoryRing vibeType={vibeType} />}
          cardAction={(card) => <TapButton senderId={user.id} receiver={card} />}
        />
      </main>
      <OnboardingTour />
      <AutoLocation />
    </div>
  );
}
