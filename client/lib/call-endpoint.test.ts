import { afterEach, describe, expect, it, vi } from 'vitest';
import { tapEndpoints } from '#contracts';
import { callEndpoint, endpointKey, endpointUrl, resourceKey } from './call-endpoint';

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const tap = {
  id: 1,
  senderId: 2,
  receiverId: 3,
  tapType: 'heart',
  createdAt: '2026-01-01T00:00:00.000Z',
  sender: { id: 2, displayName: 'Ana', profilePictureUrl: null },
  matched: false,
};

describe('query keys (ADR 093)', () => {
  it('start with the resource and put each parameter value in its place', () => {
    expect(resourceKey(tapEndpoints.sent)).toBe('/api/taps');
    expect(endpointKey(tapEndpoints.sent, { userId: 7 })).toEqual(['/api/taps', 7, 'sent']);
    expect(endpointKey(tapEndpoints.received, { userId: 7 })).toEqual(['/api/taps', 7]);
    expect(endpointKey(tapEndpoints.send)).toEqual(['/api/taps']);
    expect(endpointKey({ path: '/api/discovery/:userId/:vibeType' }, { userId: 7, vibeType: 'date' })).toEqual([
      '/api/discovery',
      7,
      'date',
    ]);
    expect(endpointKey({ path: '/api/users/:userId/nsfw-preferences' }, { userId: 7 }).join('/')).toBe(
      '/api/users/7/nsfw-preferences',
    );
    expect(() => endpointKey(tapEndpoints.sent, {})).toThrow('missing path parameter :userId');
  });
});

describe('callEndpoint', () => {
  it('fills path parameters and the query string', () => {
    expect(endpointUrl('/api/taps/:userId/sent', { userId: 7 })).toBe('/api/taps/7/sent');
    expect(endpointUrl('/api/x/:id', { id: 'a/b' }, { q: 'é', none: undefined })).toBe('/api/x/a%2Fb?q=%C3%A9');
    expect(() => endpointUrl('/api/x/:id', {})).toThrow('missing path parameter id');
  });

  it("sends the body with the endpoint's method and parses the declared answer", async () => {
    const fetchMock = stubFetch(tap, 201);
    const body = { senderId: 2, receiverId: 3, tapType: 'heart' as const };
    await expect(callEndpoint(tapEndpoints.send, { body })).resolves.toEqual(tap);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/taps');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('refuses a body its schema refuses before sending anything', async () => {
    const fetchMock = stubFetch(tap);
    const body = { senderId: 2, receiverId: 3, tapType: 'poke' } as unknown as {
      senderId: number;
      receiverId: number;
      tapType: 'heart';
    };
    await expect(callEndpoint(tapEndpoints.send, { body })).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails loudly when the answer drifts from its contract', async () => {
    stubFetch({ userIds: ['7'] });
    await expect(callEndpoint(tapEndpoints.sent, { params: { userId: 1 } })).rejects.toThrow();
  });
});
