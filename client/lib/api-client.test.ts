import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { pathQueryFn } from './query-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('sends cookies and a JSON content type, and parses the JSON answer', async () => {
    const fetchMock = stubFetch(
      new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(api.post('/api/auth/login', { email: 'a@b.co', password: 'x' })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it("uses the server's {message} for a failed call", async () => {
    stubFetch(
      new Response('{"message":"Invalid email or password"}', {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await api.post('/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid email or password');
    expect((error as ApiError).status).toBe(401);
  });

  it('falls back to "status: body" when the error has no message', async () => {
    stubFetch(new Response('upstream timed out', { status: 504, headers: { 'Content-Type': 'text/plain' } }));
    await expect(api.get('/api/profile/1')).rejects.toThrow('504: upstream timed out');
  });

  it('says so when HTML comes back instead of JSON', async () => {
    stubFetch(
      new Response('<!DOCTYPE html><html><body>app</body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    await expect(api.get('/api/taps/1')).rejects.toThrow('Server returned HTML instead of JSON. Status: 200');
  });

  it('resolves to undefined for an empty body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/photos/3')).resolves.toBeUndefined();
  });

  it('the default query joins the key parts with "/" into a GET path', async () => {
    const fetchMock = stubFetch(new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await pathQueryFn({ queryKey: ['/api/discovery', 7, 'date'] } as never);
    expect(fetchMock).toHaveBeenCalledWith('/api/discovery/7/date', expect.objectContaining({ method: 'GET' }));
  });
});
