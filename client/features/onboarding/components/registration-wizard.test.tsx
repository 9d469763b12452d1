import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { renderApp } from '#client-test/render-app';
import { canAdvance, initialValues } from './wizard-model';

// Radix Slider measures its track; jsdom has no ResizeObserver.
// The machine is shared: give async queries and tests room.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const austin = {
  city: 'Austin',
  principalSubdivision: 'Texas',
  countryCode: 'US',
  location: 'Austin, Texas',
  latitude: 30.27,
  longitude: -97.74,
};
const signedOut = {
  'GET /api/auth/user': () => json(401, { message: 'Not authenticated' }),
  'GET /api/geo/forward?location=Austin%2C+TX': () => json(200, { places: [austin] }),
};

function wizardForm() {
  return screen.getByRole('form');
}

async function fillAccountStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'newcomer@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Bright-days-42');
  await user.type(screen.getByLabelText('Display name'), 'Sunny');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1995-04-12' } });
  await user.type(screen.getByLabelText('Location'), 'Austin, TX');
}

describe('registration wizard gating', { timeout: 30_000 }, () => {
  it(
    'needs email, display name, date of birth and location ' + 'on step 1; gender, identity and one interest on step 2',
    () => {
      const values = initialValues();
      expect(canAdvance(1, values)).toBe(false);
      const step1 = {
        ...values,
        email: 'a@b.co',
        displayName: 'Al',
        dateOfBirth: '1990-01-01',
        location: 'Austin, TX',
      };
      expect(canAdvance(1, step1)).toBe(true);
      expect(canAdvance(1, { ...step1, location: '  ' })).toBe(false);
      expect(canAdvance(2, step1)).toBe(false);
      expect(canAdvance(2, { ...step1, gender: 'woman', sexualIdentity: 'bisexual', interestedIn: [] })).toBe(false);
      expect(canAdvance(2, { ...step1, gender: 'woman', sexualIdentity: 'bisexual', interestedIn: ['man'] })).toBe(
        true,
      );
      for (const step of [3, 4, 5, 6]) expect(canAdvance(step, values)).toBe(true);
    },
  );

  it('uses the spec defaults for discovery, vibes and NSFW preferences', () => {
    const values = initialValues();
    expect(values.discoverySettings).toEqual({
      appearInHookup: false,
      appearInDate: true,
      appearInChat: false,
      ageMin: 18,
      ageMax: 65,
      maxDistance: 25,
    });
    expect(values.vibes).toEqual({ romantic: 50, dominance: 50, social: 50 });
    expect(values.nsfwPreferences).toEqual({
      receiveTextNSFW: true,
      receiveImageNSFW: false,
      warnBeforeNSFW: true,
      blurNSFWContent: true,
    });
  });
});

describe('registration wizard', { timeout: 30_000 }, () => {
  it('Cancel on step 1 goes to /', async () => {
    mockApi(signedOut);
    const { router } = renderApp('/onboarding');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('pre-fills the credentials typed on the landing page, keeping the password out of history state', async () => {
    mockApi(signedOut);
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create an account instead' }));
    await user.type(screen.getByLabelText('Email'), 'new@vibeline.app');
    await user.type(screen.getByLabelText('Password'), 'Sunny-days-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Account' }, { timeout: 5000 });
    expect(screen.getByLabelText('Email')).toHaveValue('new@vibeline.app');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Sunny-days-42');
    expect(JSON.stringify(router.state.location.state)).not.toContain('Sunny-days-42');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Sunny-days-42');
  });

  it(
    'places a typed city, lists the places of an ambiguous ' + 'name, and names an unknown one at the location field',
    async () => {
      mockApi({
        ...signedOut,
        'GET /api/geo/forward?location=Portland': () =>
          json(200, {
            places: [
              {
                city: 'Portland',
                principalSubdivision: 'Oregon',
                countryCode: 'US',
                location: 'Portland, Oregon',
                latitude: 45.5,
                longitude: -122.7,
              },
              {
                city: 'Portland',
                principalSubdivision: 'Maine',
                countryCode: 'US',
                location: 'Portland, Maine',
                latitude: 43.7,
                longitude: -70.3,
              },
            ],
          }),
        'GET /api/geo/forward?location=Qwxz': () => json(400, { message: 'location: we could not find "Qwxz".' }),
      });
      renderApp('/onboarding');
      const user = userEvent.setup();
      await screen.findByRole('heading', { name: 'Account' }, { timeout: 5000 });
      await fillAccountStep(user);
      const location = screen.getByLabelText('Location');
      await user.clear(location);
      await user.type(location, 'Qwxz');
      await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('we could not find "Qwxz".')).toBeInTheDocument();

      await user.clear(location);
      await user.type(location, 'Portland');
      await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
      await user.click(await screen.findByRole('button', { name: 'Portland, Maine' }));
      expect(screen.getByText('Placed at Portland, Maine')).toBeInTheDocument();
      await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    },
  );

  it('keeps the answers (never the password) across a reload', async () => {
    mockApi(signedOut);
    const first = renderApp('/onboarding');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Account' }, { timeout: 5000 });
    await fillAccountStep(user);
    await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Profile' });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Bright-days-42');
    first.unmount();

    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Profile' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(within(wizardForm()).getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Display name')).toHaveValue('Sunny');
    expect(screen.getByLabelText('Location')).toHaveValue('Austin, TX');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  it('walks the six steps, then posts the registration and signs the member in', async () => {
    // A newcomer has never seen the tour (the shared setup marks it seen for other tests).
    localStorage.removeItem('vibeline-onboarding-completed');
    let posted: Record<string, unknown> | undefined;
    mockApi({
      ...signedOut,
      'POST /api/auth/register': (body) => {
        posted = body as Record<string, unknown>;
        return json(201, { user: { ...testUser, displayName: 'Sunny', location: 'Austin, TX' } });
      },
      'GET /api/taps/7': () => json(200, []),
    });
    const { router } = renderApp('/onboarding');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Account' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    const next = () => within(wizardForm()).getByRole('button', { name: 'Next' });
    expect(next()).toBeDisabled();

    await fillAccountStep(user);
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Gender'), 'woman');
    await user.selectOptions(screen.getByLabelText('Sexual identity'), 'bisexual');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Anyone' }));
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(screen.getByRole('heading', { name: 'Identity' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('About you'), 'Coffee first.');
    await user.click(screen.getByRole('button', { name: 'Hiking' }));
    await user.click(next());

    expect(screen.getByRole('heading', { name: 'Vibes' })).toBeInTheDocument();
    const energy = screen.getByRole('slider', { name: 'Energy' });
    energy.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(next());

    expect(screen.getByRole('heading', { name: 'Discovery' })).toBeInTheDocument();
    const ageMax = screen.getByLabelText('Maximum age');
    await user.clear(ageMax);
    expect(ageMax).toHaveValue(65);
    await user.click(screen.getByRole('switch', { name: 'Chat' }));
    await user.click(next());

    expect(screen.getByRole('heading', { name: 'Safety' })).toBeInTheDocument();
    await user.click(within(wizardForm()).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Discovery' })).toBeInTheDocument();
    await user.click(next());
    await user.click(within(wizardForm()).getByRole('button', { name: 'Start Dating' }));

    expect(await screen.findByText('Welcome to Vibeline!')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been created successfully.')).toBeInTheDocument();
    // Signed in, the optional photo step follows; Skip for now goes on to Discover.
    expect(await screen.findByRole('heading', { name: 'Add a photo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(posted).toMatchObject({
      email: 'newcomer@example.com',
      password: 'Bright-days-42',
      displayName: 'Sunny',
      dateOfBirth: '1995-04-12',
      location: 'Austin, TX',
      latitude: 30.27,
      longitude: -97.74,
      gender: 'woman',
      sexualIdentity: 'bisexual',
      interestedIn: ['anyone'],
      bio: 'Coffee first.',
      interests: ['hiking'],
      vibes: { romantic: 50, dominance: 52, social: 50 },
      discoverySettings: {
        appearInHookup: false,
        appearInDate: true,
        appearInChat: true,
        ageMin: 18,
        ageMax: 65,
        maxDistance: 25,
      },
      nsfwPreferences: { receiveTextNSFW: true, receiveImageNSFW: false, warnBeforeNSFW: true, blurNSFWContent: true },
      twoFactorEnabled: false,
    });
    // Signed in on Discover, where the tour greets a newcomer.
    const tour = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(tour).getByText('Step 1 of 6')).toBeInTheDocument();
  }, 30_000);

  it('keeps a too-young date of birth on step 1 with the contract message', async () => {
    mockApi(signedOut);
    renderApp('/onboarding');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Account' }, { timeout: 5000 });
    await fillAccountStep(user);
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: young.toISOString().slice(0, 10) } });
    await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('You must be at least 18 years old to join')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it('comes back to the photo step after a reload once the account exists, with no password stored', async () => {
    let signedIn = false;
    const newcomer = { ...testUser, id: 41, displayName: 'Sunny', location: 'Austin, TX' };
    mockApi({
      ...signedOut,
      'GET /api/auth/user': () => (signedIn ? json(200, newcomer) : json(401, { message: 'Not authenticated' })),
      'POST /api/auth/register': () => {
        signedIn = true;
        return json(201, { user: newcomer });
      },
    });
    const first = renderApp('/onboarding');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Account' }, { timeout: 5000 });
    await fillAccountStep(user);
    await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
    await user.selectOptions(await screen.findByLabelText('Gender'), 'woman');
    await user.selectOptions(screen.getByLabelText('Sexual identity'), 'straight');
    await user.click(screen.getByRole('button', { name: 'Man' }));
    for (let i = 0; i < 4; i += 1) await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
    await user.click(within(wizardForm()).getByRole('button', { name: 'Start Dating' }));
    expect(await screen.findByRole('heading', { name: 'Add a photo' })).toBeInTheDocument();
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain('Bright-days-42');
    expect(stored).not.toContain('newcomer@example.com');
    expect(JSON.stringify(first.router.state.location.state ?? null)).not.toContain('Bright-days-42');
    first.unmount();

    // Reload: the same member is signed in by the cookie, and the optional photo step is offered again.
    const second = renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Add a photo' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await vi.waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    second.unmount();

    // Skipped: a later visit to /onboarding no longer holds the member there.
    const third = renderApp('/onboarding');
    await vi.waitFor(() => expect(third.router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Add a photo' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows Creating... while busy, and a taken display name at the step where it was typed', async () => {
    let answer!: (response: Response) => void;
    mockApi({
      ...signedOut,
      'POST /api/auth/register': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/onboarding');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Account' }, { timeout: 5000 });
    await fillAccountStep(user);
    await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Gender'), 'man');
    await user.selectOptions(screen.getByLabelText('Sexual identity'), 'straight');
    await user.click(screen.getByRole('button', { name: 'Woman' }));
    for (let i = 0; i < 4; i += 1) await user.click(within(wizardForm()).getByRole('button', { name: 'Next' }));
    await user.click(within(wizardForm()).getByRole('button', { name: 'Start Dating' }));

    const busy = await within(wizardForm()).findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    answer(json(409, { message: 'This display name is already taken' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('This display name is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);
});
