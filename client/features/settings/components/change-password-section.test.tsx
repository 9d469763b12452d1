import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#lib/query-client';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { ChangePasswordSection } from './change-password-section';

const renderSection = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordSection user={{ ...testUser, emailVerified: true, presenceHidden: false }} />
    </QueryClientProvider>,
  );

describe('Settings → Password', () => {
  it('checks the new password, sends both, and confirms that other devices were signed out', async () => {
    const fetchMock = mockApi({ 'PUT /api/account/password': () => json(200, { ok: true }) });
    renderSection();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Old-harbour-42');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 10 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Fresh-harbour-77');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Other devices have been signed out.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([p]) => p === '/api/account/password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'Old-harbour-42',
      newPassword: 'Fresh-harbour-77',
    });
  });

  it('shows a wrong current password next to that field', async () => {
    mockApi({ 'PUT /api/account/password': () => json(400, { message: 'Current password is incorrect' }) });
    renderSection();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Wrong-harbour-42');
    await user.type(screen.getByLabelText('New password'), 'Fresh-harbour-77');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
