import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys, useAuth } from '#features/auth';
import { profileKeys, updateProfile } from '#features/profiles';
import { AUTO_POSITION_OPTIONS, locateDevice } from './device-position';

/**
 * Spec 01 §4 "Auto-location": a signed-in member without a location is located once (5 s, low
 * accuracy, 5-minute cache), the place is saved to the profile and the cached session and profile
 * refresh. Failures are only logged: the member can still set it from Settings.
 */
export function useAutoLocation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const askedFor = useRef<number | null>(null);
  const userId = user?.id;
  const needsLocation = Boolean(user && !user.location);

  useEffect(() => {
    if (userId === undefined || !needsLocation || askedFor.current === userId) return;
    askedFor.current = userId;
    void (async () => {
      try {
        const place = await locateDevice(AUTO_POSITION_OPTIONS);
        await updateProfile(userId, place);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
          queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
        ]);
      } catch (error) {
        console.warn('Auto-location failed', error);
      }
    })();
  }, [userId, needsLocation, queryClient]);
}

/** Mount point for the hook inside the signed-in shell. */
export function AutoLocation() {
  useAutoLocation();
  return null;
}
