import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '#app/providers';
import { createQueryClient } from '#lib/query-client';
import { json, mockApi, testUser } from '#client-test/mock-api';
import { PhotoStep } from './photo-step';

configure({ asyncUtilTimeout: 5000 });

const signedIn = { 'GET /api/auth/user': () => json(200, { user: testUser }) };

/** The step as the wizard shows it right after sign-up: signed in, with a Done callback. */
function renderStep() {
  const onDone = vi.fn();
  const router = createMemoryRouter([{ path: '/onboarding', element: <PhotoStep onDone={onDone} /> }], {
    initialEntries: ['/onboarding'],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return onDone;
}

/** mockApi reads JSON bodies; the upload PUT carries the raw file, answered here and recorded. */
function mockUpload() {
  const puts: unknown[] = [];
  const api = vi.mocked(fetch);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      puts.push(init.body);
      return Promise.resolve(json(200, { ok: true, photoURL: '/objects/uploads/p1' }));
    }
    return api(input, init);
  });
  return puts;
}

const portrait = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });

describe('wizard photo step', { timeout: 30_000 }, () => {
  it('uploads the chosen photo as a profile photo and says it shows once checked', async () => {
    let created: unknown;
    mockApi({
      ...signedIn,
      'POST /api/photos/upload': () => json(200, { uploadURL: '/api/photos/upload/tok1' }),
      'POST /api/photos': (body) => {
        created = body;
        return json(201, {
          id: 3,
          userId: 7,
          url: '/objects/uploads/p1',
          thumbnailUrl: '/objects/uploads/p1',
          moderationStatus: 'pending',
          isPublic: true,
          photoType: 'profile',
          width: 10,
          height: 10,
          createdAt: '2026-11-24T00:00:00.000Z',
        });
      },
    });
    const puts = mockUpload();
    const onDone = renderStep();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add a photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use this photo' })).toBeDisabled();
    const file = portrait();
    await user.upload(screen.getByLabelText('Profile photo'), file);
    expect(screen.getByAltText('Selected photo preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));

    expect(await screen.findByText(/We'll show it once it's checked/)).toBeInTheDocument();
    expect(puts).toEqual([file]);
    expect(created).toEqual({ userId: 7, photoURL: '/objects/uploads/p1', isPublic: true, photoType: 'profile' });
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not an image without calling the API', async () => {
    const calls = mockApi(signedIn);
    renderStep();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: 'Add a photo' });
    await user.upload(screen.getByLabelText('Profile photo'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file.');
    expect(screen.getByRole('button', { name: 'Use this photo' })).toBeDisabled();
    expect(calls.mock.calls.some(([input]) => String(input).startsWith('/api/photos'))).toBe(false);
  });

  it('Skip for now continues without uploading', async () => {
    const calls = mockApi(signedIn);
    const onDone = renderStep();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls.mock.calls.some(([input]) => String(input).startsWith('/api/photos'))).toBe(false);
  });
});
