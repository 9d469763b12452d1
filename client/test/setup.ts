import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default. The first render of a test file compiles the whole
// app, which on a busy 2-core machine alone can take longer: wait up to 5 s (a pass is still a pass
// on the first try; nothing is retried).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

// Most tests are about other screens: start as a member who has seen the onboarding tour.
// Tour tests clear the flag themselves.
beforeEach(() => {
  localStorage.setItem('vibeline-onboarding-completed', 'true');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
