import { vi } from 'vitest';

type Handler = (body: unknown) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a table of `'METHOD /path'` handlers; anything else answers 404 JSON.
 * Returns the mock so tests can inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const handler = handlers[`${method} ${path}`];
    if (!handler) return json(404, { message: `No mock for ${method} ${path}` });
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The member the auth endpoints return in tests. */
export const testUser = {
  id: 7,
  email: 'demo@vibeline.app',
  displayName: 'Demo Member',
  profilePictureUrl: null,
  location: 'Brooklyn, NY',
  role: 'member' as const,
  age: 29,
  isVerified: true,
  trustScore: 80,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
