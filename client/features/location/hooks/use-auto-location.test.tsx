import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { AppProviders } from '#app/providers';
import { createQueryClient } from '#lib/query-client';
import { AutoLocation } from './use-auto-location';

function stubGeolocation(
  answer: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void,
) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const savedProfile = {
  view: 'own',
  id: 7,
  displayName: 'Demo Member',
  age: 29,
  gender: 'woman',
  sexualIdentity: null,
  interestedIn: ['men'],
  bio: '',
  location: 'Austin, Texas',
  height: null,
  bodyType: null,
  relationshipStatus: null,
  languages: [],
  interests: [],
  foodPreferences: [],
  profilePictureUrl: null,
  isVerified: false,
  trustScore: 50,
  isOnline: true,
  vibes: { romantic: 50, dominance: 50, social: 50 },
  discoveryPreferences: {
    appearInHookup: false,
    appearInDate: true,
    appearInChat: false,
    ageMin: 18,
    ageMax: 65,
    maxDistance: 25,
  },
  email: 'demo@vibeline.app',
  dateOfBirth: '1996-05-01',
  latitude: 30.27,
  longitude: -97.74,
  twoFactorEnabled: false,
  role: 'member',
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('auto-location', () => {
  it('locates a member without a location once (5 s, low accuracy, 5 min cache) and saves the place', async () => {
    let patched: unknown;
    let sessionCalls = 0;
    mockApi({
      'GET /api/auth/user': () => {
        sessionCalls += 1;
        return json(200, { ...testUser, location: sessionCalls > 1 ? 'Austin, Texas' : null });
      },
      'GET /api/geo/reverse?latitude=30.27&longitude=-97.74': () =>
        json(200, { city: 'Austin', principalSubdivision: 'Texas', countryCode: 'US', location: 'Austin, Texas' }),
      'PATCH /api/profile/7': (body) => {
        patched = body;
        return json(200, savedProfile);
      },
    });
    const geolocation = stubGeolocation((ok) =>
      ok({ coords: { latitude: 30.27, longitude: -97.74 } } as GeolocationPosition),
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AutoLocation />
      </AppProviders>,
    );

    await waitFor(() => expect(sessionCalls).toBe(2));
    expect(geolocation).toHaveBeenCalledTimes(1);
    expect(geolocation.mock.calls[0][2]).toEqual({ enableHighAccuracy: false, timeout: 5000, maximumAge: 300000 });
    expect(patched).toEqual({ location: 'Austin, Texas', latitude: 30.27, longitude: -97.74 });
  });

  it('only logs a failure', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': () => json(200, { ...testUser, location: null }) });
    stubGeolocation((_, fail) =>
      fail({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: 'denied',
      } as GeolocationPositionError),
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AutoLocation />
      </AppProviders>,
    );
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('Auto-location failed', expect.anything()));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  });

  it('leaves a member who has a location alone', async () => {
    mockApi({ 'GET /api/auth/user': () => json(200, testUser) });
    const geolocation = stubGeolocation(() => {});
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AutoLocation />
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(geolocation).not.toHaveBeenCalled();
  });
});
