import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

const signedOut = { 'GET /api/auth/user': () => json(401, { message: 'Not authenticated' }) };

async function fillCredentials(email = 'demo@vibeline.app', password = 'Vibeline-demo-2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('login card', () => {
  it('toggles between the sign-in and create-account wording', async () => {
    mockApi(signedOut);
    renderApp('/');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await user.click(screen.getByRole('button', { name: 'Create an account instead' }));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    mockApi(signedOut);
    renderApp('/');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('ignores a submission while email or password is empty', async () => {
    const fetchMock = mockApi(signedOut);
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await user.type(screen.getByLabelText('Email'), 'demo@vibeline.app');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('shows Processing... while signing in, then the signed-in shell and Welcome back!', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockApi({
      ...signedOut,
      'POST /api/auth/login': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    const loginCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'demo@vibeline.app',
      password: 'Vibeline-demo-2026',
    });

    answer(json(200, { user: testUser }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Brooklyn, NY')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows Login Failed with the server message', async () => {
    mockApi({ ...signedOut, 'POST /api/auth/login': () => json(401, { message: 'Invalid email or password' }) });
    renderApp('/');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // Inline under the fields (a toast would cover the buttons on a phone).
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed: Invalid email or password');
  });

  it('becomes the Two-Factor Authentication card and verifies the code', async () => {
    let verified: unknown;
    mockApi({
      ...signedOut,
      'POST /api/auth/login': () => json(200, { requireTwoFA: true, email: 'admin@vibeline.app' }),
      'POST /api/auth/verify-2fa': (body) => {
        verified = body;
        return json(200, { user: { ...testUser, role: 'admin', displayName: 'Admin' } });
      },
    });
    renderApp('/');
    const user = await fillCredentials('admin@vibeline.app', 'Vibeline-admin-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(screen.getByText('Check Your Email')).toBeInTheDocument();
    expect(screen.getByText('admin@vibeline.app')).toBeInTheDocument();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(verified).toEqual({ verificationCode: '123456' });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows Authentication Failed when the code is refused', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/login': () => json(200, { requireTwoFA: true, email: 'admin@vibeline.app' }),
      'POST /api/auth/verify-2fa': () => json(400, {}),
    });
    renderApp('/');
    const user = await fillCredentials('admin@vibeline.app', 'Vibeline-admin-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
  });

  it('in create-account mode goes to /onboarding with the typed credentials instead of posting', async () => {
    const fetchMock = mockApi(signedOut);
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create an account instead' }));
    await user.type(screen.getByLabelText('Email'), 'new@vibeline.app');
    await user.type(screen.getByLabelText('Password'), 'Sunny-days-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    // The password goes to the wizard in memory, never into history state.
    expect(router.state.location.state).toEqual({ email: 'new@vibeline.app' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
