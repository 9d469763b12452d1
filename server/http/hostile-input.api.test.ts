import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ROUTE_ACCESS } from '#test/route-access';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';
import { routesOf } from './route-table';

/**
 * Hostile input against every write route (issue 10): wrong content types, invalid UTF-8, deep
 * nesting, prototype keys, huge strings and arrays, and random JSON from fast-check. Every answer
 * is a 4xx with a {message}; never a 500; the database is exactly as before.
 */
let t: TestApp;
let owner: TestAgent;
let admin: TestAgent;
let ownerId = 0;
beforeAll(async () => {
  t = await startTestApp();
  const cast = await t.createCast();
  owner = cast.ownerAgent;
  admin = cast.adminAgent;
  ownerId = cast.owner.id;
});
afterAll(async () => {
  await t.close();
});

const TABLES = [
  'users',
  'profiles',
  'vibes',
  'discovery_settings',
  'nsfw_preferences',
  'blocks',
  'photos',
  'taps',
  'stories',
  'messages',
  'conversations',
  'moderation_requests',
  'guardian_keywords',
  'training_samples',
  'one_time_tokens',
  'location_jumps',
];
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    // A member's last_seen_at moves with every signed-in request: that is presence, not a write.
    const source =
      table === 'users'
        ? '(select id, email, password_hash, role, two_factor_enabled, trust_score, is_verified, suspended_until, ' +
          'email_verified_at, presence_hidden from users)'
        : table;
    const result = await t.ctx.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${source} x`),
    );
    parts.push(`${table}:${(result as unknown as { rows: Array<{ h: string }> }).rows[0].h}`);
  }
  return parts.join(' ');
}

const urlFor = (url: string) =>
  url.replace(/:(\w+)|\*/g, (_w, name?: string) =>
    name === 'userId' || name === 'otherUserId'
      ? String(ownerId)
      : name === 'vibeType'
        ? 'date'
        : name === 'list'
          ? 'banned'
          : '999999',
  );
/** Routes that take any body by design are checked by their own tests. */
const SKIP = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/resend-2fa',
  'POST /api/auth/resend-verification',
  'POST /api/admin/advanced-moderation/train',
]);

const fixed: Array<{ name: string; payload: string | Buffer; type: string }> = [
  { name: 'text/plain', payload: 'hello', type: 'text/plain' },
  { name: 'form', payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  {
    name: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    type: 'application/json',
  },
  { name: 'malformed JSON', payload: '{"a":', type: 'application/json' },
  { name: 'deep nesting', payload: '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}', type: 'application/json' },
  {
    name: 'prototype keys',
    payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}',
    type: 'application/json',
  },
  {
    name: 'huge string',
    payload: JSON.stringify({ content: 'x'.repeat(200_000), displayName: 'y'.repeat(50_000) }),
    type: 'application/json',
  },
  {
    name: 'huge array',
    payload: JSON.stringify({
      userIds: Array.from({ length: 50_000 }, (_, i) => i),
      interests: Array.from({ length: 5000 }, () => 'music'),
    }),
    type: 'application/json',
  },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 1,
      password: [],
      userId: 'one',
      content: { a: 1 },
      latitude: 'north',
      enabled: 'yes',
    }),
    type: 'application/json',
  },
  { name: 'array body', payload: '[1,2,3]', type: 'application/json' },
  { name: 'null body', payload: 'null', type: 'application/json' },
];

describe('hostile input against every write route', () => {
  it('answers 4xx {message}, never 500, and changes nothing', async () => {
    const before = await fingerprint();
    const writes = routesOf(t.app).filter((r) => r.method !== 'GET' && !SKIP.has(`${r.method} ${r.url}`));
    expect(writes.length).toBeGreaterThan(40);
    const random = fc.sample(
      fc.jsonValue({ maxDepth: 4 }).filter((v) => JSON.stringify(v) !== '{}' && v !== null),
      { numRuns: 6, seed: 42 },
    );
    const failures: string[] = [];
    for (const route of writes) {
      const agent =
        ROUTE_ACCESS[`${route.method} ${route.url}`]?.access === 'admin' ||
        ROUTE_ACCESS[`${route.method} ${route.url}`]?.access === 'moderator'
          ? admin
          : owner;
      const cases = [
        ...fixed,
        ...random.map((v, i) => ({ name: `random ${i}`, payload: JSON.stringify(v), type: 'application/json' })),
      ];
      for (const c of cases) {
        const res = await agent.request({
          method: route.method as 'POST',
          url: urlFor(route.url),
          payload: c.payload,
          headers: { 'content-type': c.type },
        });
        let message: unknown;
        try {
          message = res.json().message;
        } catch {
          message = undefined;
        }
        if (res.statusCode < 400 || res.statusCode >= 500 || typeof message !== 'string' || !message) {
          failures.push(`${route.method} ${route.url} [${c.name}] → ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const after = await fingerprint();
    expect(after.split(' ').filter((part) => !before.includes(part))).toEqual([]);
  }, 300_000);
});
