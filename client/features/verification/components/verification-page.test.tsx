import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { VerificationStatus } from '#contracts';
import { createQueryClient } from '#lib/query-client';
import { json, mockApi } from '#client-test/mock-api';
import { VerificationPage } from './verification-page';

const base: VerificationStatus = {
  status: 'none',
  isVerified: false,
  pose: { id: 'thumbs_up', instruction: 'Give a thumbs up next to your face' },
  submittedAt: null,
  decidedAt: null,
  note: null,
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <VerificationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** mockApi reads JSON bodies; the upload PUT carries the raw file, answered here and recorded. */
function mockUpload(answer: () => Response) {
  const puts: unknown[] = [];
  const api = vi.mocked(fetch);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      puts.push(init.body);
      return Promise.resolve(answer());
    }
    return api(input, init);
  });
  return puts;
}

const selfie = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'selfie.jpg', { type: 'image/jpeg' });

describe('Verification screen', () => {
  it('shows the pose, opens the front camera, uploads the selfie and shows Pending review', async () => {
    const pending: VerificationStatus = { ...base, status: 'pending', submittedAt: '2026-11-23T10:00:00.000Z' };
    let uploaded: unknown;
    mockApi({
      'GET /api/verification': () => json(200, base),
      'POST /api/photos/upload': () => json(200, { uploadURL: '/api/photos/upload/tok1' }),
      'POST /api/verification': (body) => {
        uploaded = body;
        return json(201, pending);
      },
    });
    const puts = mockUpload(() => json(200, { ok: true, photoURL: '/api/photos/upload/tok1' }));
    renderPage();
    expect(await screen.findByText('Give a thumbs up next to your face')).toBeInTheDocument();
    const input = screen.getByLabelText('Selfie photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'user');
    const send = screen.getByRole('button', { name: 'Send for verification' });
    expect(send).toBeDisabled();

    const user = userEvent.setup();
    await user.upload(input, selfie());
    expect(screen.getByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(uploaded).toEqual({ photoURL: '/api/photos/upload/tok1' });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toBeInstanceOf(File);
  });

  it('shows the server refusal and keeps the form', async () => {
    mockApi({
      'GET /api/verification': () => json(200, base),
      'POST /api/photos/upload': () => json(200, { uploadURL: '/api/photos/upload/tok2' }),
    });
    mockUpload(() => json(400, { message: 'File is not a supported image' }));
    renderPage();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Selfie photo'), selfie());
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File is not a supported image');
    expect(screen.getByRole('button', { name: 'Send for verification' })).toBeEnabled();
  });

  it('shows a rejection with the reason, and Try again offers the new pose', async () => {
    mockApi({
      'GET /api/verification': () =>
        json(200, {
          ...base,
          status: 'rejected',
          pose: { id: 'touch_nose', instruction: 'Touch your nose with your index finger' },
          submittedAt: '2026-11-23T10:00:00.000Z',
          decidedAt: '2026-11-23T11:00:00.000Z',
          note: 'Your face is not visible',
        }),
    });
    renderPage();
    expect(await screen.findByText('Not approved')).toBeInTheDocument();
    expect(screen.getByText('Your face is not visible')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Touch your nose with your index finger')).toBeInTheDocument();
    expect(screen.getByLabelText('Selfie photo')).toBeInTheDocument();
  });

  it('shows the Verified badge once approved', async () => {
    mockApi({
      'GET /api/verification': () =>
        json(200, { ...base, status: 'approved', isVerified: true, decidedAt: '2026-11-23T11:00:00.000Z' }),
    });
    renderPage();
    expect(await screen.findByText('Your profile is verified')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByLabelText('Selfie photo')).not.toBeInTheDocument();
  });
});
