/** localStorage flag set once the onboarding tour was finished or skipped (spec 01 §2). */
export const TOUR_COMPLETED_KEY = 'vibeline-onboarding-completed';
/** Window event asking the tour to open again. */
export const OPEN_TOUR_EVENT = 'vibeline:open-tour';

export function reopenTour() {
  try {
    localStorage.removeItem(TOUR_COMPLETED_KEY);
  } catch {
    // Storage can be unavailable (private mode); the event still reopens the tour.
  }
  window.dispatchEvent(new Event(OPEN_TOUR_EVENT));
}
