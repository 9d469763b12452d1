import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

const signedOut = { 'GET /api/auth/user': () => json(401, { message: 'Not authenticated' }) };
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([p]) => p === path)?.[1]?.body));

describe('password reset and e-mail verification pages', () => {
  it(
    'Forgot password? on the sign-in card leads to a form ' + 'whose answer never says whether the account exists',
    async () => {
      // The server's answer as declared (authEndpoints.forgotPassword): the client parses it.
      const answer = { ok: true, message: 'If an account exists for that address, we have sent it a link.' };
      const fetchMock = mockApi({ ...signedOut, 'POST /api/auth/forgot-password': () => json(200, answer) });
      const { router } = renderApp('/');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
      expect(router.state.location.pathname).toBe('/forgot-password');
      await user.type(screen.getByLabelText('Email'), 'Someone@Example.com');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByText(/If an account exists for that address/)).toBeInTheDocument();
      expect(bodyOf(fetchMock, '/api/auth/forgot-password')).toEqual({ email: 'someone@example.com' });
    },
  );

  it('the reset link page checks the password first, then posts the token and confirms', async () => {
    const fetchMock = mockApi({ ...signedOut, 'POST /api/auth/reset-password': () => json(200, { ok: true }) });
    renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Fresh-harbour-77');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/every device has been signed out/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/reset-password')).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      password: 'Fresh-harbour-77',
    });
  });

  it('a used or expired reset link says so and offers a new one', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/reset-password': () =>
        json(400, { message: 'token: This reset link is invalid, expired or already used. Request a new one.' }),
    });
    renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Fresh-harbour-77');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This reset link is invalid, expired or already used. Request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('the verification link verifies once on opening', async () => {
    const fetchMock = mockApi({
      ...signedOut,
      'POST /api/auth/verify-email': () => json(200, { ok: true, emailVerified: true }),
    });
    renderApp('/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(await screen.findByText(/your e-mail address is verified/)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([p]) => p === '/api/auth/verify-email')).toHaveLength(1));
  });

  it('an unverified member sees the banner, and can ask for a new link', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(200, { ...testUser, emailVerified: false }),
      'POST /api/auth/resend-verification': () => json(200, { ok: true }),
    });
    renderApp('/verify-email');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(`We sent a new link to ${testUser.email}.`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([p]) => p === '/api/auth/resend-verification')).toBe(true);
  });
});
