import { afterEach, describe, expect, it } from 'vitest';
import { buildOpenApi } from '#contracts/openapi';
import { startTestApp, type TestApp } from '#test/support';

let current: TestApp | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('GET /api/docs', () => {
  it(
    'serves the OpenAPI document generated from the endpoint objects outside production',
    { timeout: 120_000 },
    async () => {
      current = await startTestApp();
      const res = await current.agent().get('/api/docs');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
      expect(res.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/taps/{userId}': { get: {} } } });
    },
  );

  it('does not exist in production', { timeout: 120_000 }, async () => {
    current = await startTestApp({ env: 'production' });
    const res = await current.agent().get('/api/docs');
    expect(res.statusCode).toBe(404);
  });
});
