import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

const hour = 3_600_000;
const meet = (reminderOffset: number) => ({
  id: 4,
  userId: 7,
  chatUserId: null,
  chatUser: null,
  contactId: null,
  meetDate: new Date(Date.now() + hour).toISOString(),
  meetLocation: 'Blue Bottle',
  description: null,
  reminderTime: new Date(Date.now() + reminderOffset).toISOString(),
  safetyNotes: null,
  durationMinutes: 120,
  endsAt: new Date(Date.now() + 3 * hour).toISOString(),
  status: 'planned',
  createdAt: new Date().toISOString(),
});
const api = (meets: unknown[]) => ({
  'GET /api/auth/user': () => json(200, { user: testUser }),
  'GET /api/taps/7': () => json(200, []),
  'GET /api/meet-tracking/7': () => json(200, meets),
  'GET /api/safety-checkins/7': () => json(200, []),
});

// The toast store is one per page, so the test that shows a notice runs last.
describe('in-app safety notices', () => {
  afterEach(() => localStorage.clear());

  it('says nothing before the reminder time', async () => {
    const fetchMock = mockApi(api([meet(30 * 60_000)]));
    renderApp('/settings');
    await screen.findAllByRole('button');
    await expect.poll(() => fetchMock.mock.calls.some(([url]) => String(url) === '/api/meet-tracking/7')).toBe(true);
    // Let the answer reach the notices before checking that they stayed quiet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Meet reminder')).not.toBeInTheDocument();
  });

  it('says nothing about a reminder it has already shown', async () => {
    const due = meet(-60_000);
    localStorage.setItem('vibeline-safety-notices-seen', JSON.stringify([`reminder:4:${due.reminderTime}`]));
    const fetchMock = mockApi(api([due]));
    renderApp('/settings');
    await screen.findAllByRole('button');
    await expect.poll(() => fetchMock.mock.calls.some(([url]) => String(url) === '/api/meet-tracking/7')).toBe(true);
    // Let the answer reach the notices before checking that they stayed quiet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Meet reminder')).not.toBeInTheDocument();
  });

  it('shows the meet reminder once its time has come, and remembers it', async () => {
    const due = meet(-60_000);
    mockApi(api([due]));
    renderApp('/settings');
    expect(await screen.findByText('Meet reminder')).toBeInTheDocument();
    expect(screen.getByText(/Your meet at Blue Bottle is at/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('vibeline-safety-notices-seen')!)).toEqual([
      `reminder:4:${due.reminderTime}`,
    ]);
  });
});
