import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
