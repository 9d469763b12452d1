import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#db/schema';
import { PARAM_SAMPLES, ROUTE_ACCESS, type RouteRule } from '#test/route-access';
import { startTestApp, type TestAgent, type TestApp } from '#test/support';
import { routesOf } from './route-table';

/**
 * The authorization matrix (issue 10): every route the app registers × {anonymous, owner, another
 * member, a member the owner blocked, a suspended member, moderator, admin}, against the one-line
 * declarations in server/test/route-access.ts. A route without a declaration fails here.
 */
type Actor = 'anonymous' | 'owner' | 'other' | 'blocked' | 'suspended' | 'moderator' | 'admin';
type Outcome = 'allowed' | 'unauthenticated' | 'denied' | 'forbidden';
const ACTORS: Actor[] = ['anonymous', 'owner', 'other', 'blocked', 'suspended', 'moderator', 'admin'];

function expected(rule: RouteRule, actor: Actor): Outcome {
  const { access } = rule;
  if (access === 'public' || access === 'loopback') return 'allowed';
  if (actor === 'anonymous' || actor === 'suspended') return 'unauthenticated';
  const staff = actor === 'moderator' || actor === 'admin';
  switch (access) {
    case 'session':
      return 'allowed';
    case 'owner':
      return actor === 'owner' || (staff && rule.staff) ? 'allowed' : 'denied';
    case 'moderator':
      return staff ? 'allowed' : 'forbidden';
    case 'admin':
      return actor === 'admin' ? 'allowed' : 'forbidden';
  }
}

function matches(outcome: Outcome, status: number): boolean {
  if (status >= 500) return false;
  switch (outcome) {
    case 'allowed':
      return status !== 401 && status !== 403;
    case 'unauthenticated':
      return status === 401;
    case 'denied':
      return status === 403 || status === 404;
    case 'forbidden':
      return status === 403;
  }
}

let t: TestApp;
const agents = {} as Record<Actor, TestAgent>;
let ownerId = 0;

beforeAll(async () => {
  t = await startTestApp();
  const cast = await t.createCast();
  ownerId = cast.owner.id;
  const blocked = await t.createMember();
  const suspended = await t.createMember();
  Object.assign(agents, {
    anonymous: t.agent(),
    owner: cast.ownerAgent,
    other: cast.otherAgent,
    moderator: cast.modAgent,
    admin: cast.adminAgent,
    blocked: await t.signIn(blocked),
    suspended: await t.signIn(suspended),
  });
  expect((await cast.ownerAgent.post('/api/blocks', { userId: blocked.id })).statusCode).toBe(201);
  // Suspended after signing in: the session they hold must stop working.
  await t.ctx.database.db
    .update(users)
    .set({ suspendedUntil: new Date(Date.now() + 86_400_000), suspensionReason: 'matrix' })
    .where(eq(users.id, suspended.id));
});
afterAll(async () => {
  await t.close();
});

const urlFor = (url: string) =>
  url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    if (!name) return PARAM_SAMPLES['*'];
    if (name === 'userId' || name === 'otherUserId') return String(ownerId);
    return encodeURIComponent(PARAM_SAMPLES[name] ?? '1');
  });

describe('authorization matrix from the route table', () => {
  it(
    'every registered route declares who may call it ' +
      '(server/test/route-access.ts), and every declaration is a real route',
    () => {
      const registered = routesOf(t.app).map((r) => `${r.method} ${r.url}`);
      const missing = registered.filter((key) => !ROUTE_ACCESS[key]);
      expect(
        missing,
        `add one line per route to ROUTE_ACCESS in server/test/route-access.ts:\n${missing.join('\n')}`,
      ).toEqual([]);
      const stale = Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key));
      expect(stale, 'declared routes that no longer exist').toEqual([]);
    },
  );

  it('every route × every actor answers as declared, and never 500', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const { method, url } of routesOf(t.app)) {
      const rule = ROUTE_ACCESS[`${method} ${url}`];
      if (!rule || rule.probe === false) continue;
      for (const actor of ACTORS) {
        const want = expected(rule, actor);
        if (rule.probe === 'deny-only' && want === 'allowed') continue;
        const write = method !== 'GET';
        const res = await agents[actor].request({
          method: method as 'GET',
          url: urlFor(url),
          ...(write ? { payload: (rule.body ?? {}) as object, headers: { 'content-type': 'application/json' } } : {}),
        });
        probes += 1;
        if (!matches(want, res.statusCode))
          failures.push(
            `${method} ${url} as ${actor}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThan(400);
  }, 180_000);
});
