import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

describe('a session the server ends', () => {
  it('signs the open app out when an API call answers 401 (e.g. after a suspension)', async () => {
    let sessionAlive = true;
    mockApi({
      'GET /api/auth/user': () =>
        sessionAlive ? json(200, { user: testUser }) : json(401, { message: 'Not authenticated' }),
      'GET /api/taps/7': () => {
        // The suspension lands while the app is open: this call is the first to meet it.
        sessionAlive = false;
        return json(401, { message: 'Not authenticated' });
      },
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
