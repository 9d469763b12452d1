import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';

const contact = {
  id: 3,
  userId: 7,
  name: 'Sam Rivera',
  phoneNumber: '+14155550123',
  relationship: 'Sister',
  email: null,
  isPrimary: true,
  createdAt: '2026-11-23T10:00:00.000Z',
};
const base = {
  'GET /api/auth/user': () => json(200, { user: testUser }),
  'GET /api/taps/7': () => json(200, []),
  'GET /api/meet-tracking/7': () => json(200, []),
  'GET /api/safety-checkins/7': () => json(200, []),
  'GET /api/emergency-alerts/7': () => json(200, []),
  'GET /api/conversations': () => json(200, []),
};

describe('Bestie Shield page', () => {
  it('adds a contact, checked with the shared contract before it is sent', async () => {
    const posts: unknown[] = [];
    let contacts: unknown[] = [];
    mockApi({
      ...base,
      'GET /api/emergency-contacts/7': () => json(200, contacts),
      'POST /api/emergency-contacts': (body) => {
        posts.push(body);
        contacts = [contact];
        return json(201, contact);
      },
    });
    const user = userEvent.setup();
    renderApp('/safety');
    expect(await screen.findByRole('tab', { name: 'Contacts', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Contacts',
      'Meets',
      'Check-ins',
      'Emergency',
    ]);
    await screen.findByText(/No emergency contacts yet/);
    await user.type(screen.getByLabelText('Name'), 'Sam Rivera');
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.type(screen.getByLabelText('Relationship'), 'Sister');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '(415) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          userId: 7,
          name: 'Sam Rivera',
          phoneNumber: '+14155550123',
          relationship: 'Sister',
          email: null,
          isPrimary: true,
        },
      ]),
    );
    expect(await screen.findByText('Primary')).toBeInTheDocument();
  });

  it('a missed check-in with nobody to tell never says contacts were told', async () => {
    const missed = (notified: unknown[]) => ({
      id: 4,
      meetId: 2,
      scheduledTime: '2026-11-23T20:00:00.000Z',
      location: 'Blue Bottle',
      status: 'missed',
      completedAt: null,
      escalatedAt: '2026-11-23T20:15:00.000Z',
      notified,
    });
    mockApi({
      ...base,
      'GET /api/emergency-contacts/7': () => json(200, []),
      'GET /api/safety-checkins/7': () => json(200, [missed([])]),
    });
    renderApp('/safety?tab=checkins');
    expect(await screen.findByText(/no emergency contacts to tell/i)).toBeInTheDocument();
    expect(screen.queryByText(/told your emergency contacts|contacts told/)).not.toBeInTheDocument();
  });

  it('disables the emergency buttons without contacts', async () => {
    mockApi({ ...base, 'GET /api/emergency-contacts/7': () => json(200, []) });
    renderApp('/safety?tab=emergency');
    expect(await screen.findByText(/Add an emergency contact first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Emergency/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Help me get out/ })).toBeDisabled();
  });

  it('sends an alert without location when geolocation is refused, and says who was notified', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail({ code: 1 }) },
    });
    const sent: unknown[] = [];
    let alerts: unknown[] = [];
    const alert = {
      id: 9,
      userId: 7,
      alertType: 'panic',
      severity: 'high',
      status: 'active',
      message: null,
      latitude: null,
      longitude: null,
      lastLocationAt: null,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      endedAt: null,
      notified: [
        { contactName: 'Sam Rivera', channel: 'sms', status: 'sent' },
        // ADR 216: a contact who used the stop link; the member learns why, so they can call instead.
        {
          contactName: 'Jo',
          channel: 'sms',
          status: 'failed',
          reason: 'this contact asked not to get Bestie Shield messages',
        },
      ],
    };
    mockApi({
      ...base,
      'GET /api/emergency-contacts/7': () => json(200, [contact]),
      'GET /api/emergency-alerts/7': () => json(200, alerts),
      'POST /api/emergency-alerts': (body) => {
        sent.push(body);
        alerts = [alert];
        return json(201, alert);
      },
    });
    const user = userEvent.setup();
    renderApp('/safety?tab=emergency');
    await user.click(await screen.findByRole('button', { name: /Emergency/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({ alertType: 'panic', severity: 'high', latitude: null, longitude: null }),
      ]),
    );
    const active = await screen.findByRole('region', { name: 'Active alert' });
    expect(within(active).getByText('Sam Rivera: SMS sent')).toBeInTheDocument();
    expect(
      within(active).getByText('Jo: SMS could not be sent (this contact asked not to get Bestie Shield messages)'),
    ).toBeInTheDocument();
    expect(
      within(active).getByText(
        /Sent without your location: Unable to get your location. Please enable location services./,
      ),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
