import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';

/**
 * Holds a navigation away from the form while it has unsaved edits (issue 14 §8). Moving between
 * the form's own pages (stay(next) is true) is never held. Reload and closing the tab get the
 * browser's own prompt. Returns the router's blocker: proceed() leaves, reset() stays.
 */
export function useUnsavedChangesGuard(dirty: boolean, stay: (next: Location) => boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty || currentLocation.pathname === nextLocation.pathname) return false;
    return !stay(nextLocation);
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
