/**
 * Data for the read-path benchmarks (bench/reads.bench.ts, bench/reads-explain.ts): members with
 * live sessions (token `bench-token-{id}`), then for each measured member three conversations, a
 * Like sent and received, and two emergency contacts, all through the API.
 */
import crypto from 'node:crypto';
import type { DatabaseHandle } from '#db/client';

/** `n` members with profiles and live sessions, inserted set-based; returns their ids in order. */
export async function seedBenchMembers(database: DatabaseHandle, n: number): Promise<number[]> {
  await database.executeSql(`
    insert into users (email, password_hash, trust_score, is_verified, created_at)
      select 'bench-' || g || '@bench.test', 'no-password', 70, true, now() - interval '90 days'
      from generate_series(1, ${n}) g;
    insert into profiles (user_id, display_name, date_of_birth, gender)
      select id, 'Bench ' || id, '1990-01-01', 'woman' from users where email like 'bench-%@bench.test';
    insert into nsfw_preferences (user_id) select id from users where email like 'bench-%@bench.test';
    insert into sessions (id, user_id, state, expires_at)
      select encode(sha256(('bench-token-' || id)::bytea), 'hex'), id, 'active', now() + interval '1 day'
      from users where email like 'bench-%@bench.test';`);
  const { rows } = await database.executeSql(
    `select id from users where email like 'bench-%@bench.test' order by id`,
    [] as unknown[],
  );
  return rows.map((r: { id: number }) => r.id);
}

export type Send = (
  method: string,
  url: string,
  asMember: number,
  body?: unknown,
) => Promise<{ status: number; body: string }>;

/** For the first `members` ids: three conversations, a Like each way, two emergency contacts. */
export async function seedReadData(send: Send, ids: number[], members: number): Promise<void> {
  const check = (what: string, res: { status: number; body: string }) => {
    if (res.status >= 300) throw new Error(`setup ${what}: ${res.status} ${res.body}`);
  };
  for (let lane = 0; lane < members; lane++) {
    const me = ids[lane % ids.length];
    for (let k = 1; k <= 3; k++) {
      const res = await send('POST', '/api/messages', me, {
        senderId: me,
        receiverId: ids[(lane + k) % ids.length],
        clientId: crypto.randomUUID(),
        content: `hello ${k}`,
      });
      check('message', res);
    }
    // A Like from the next member, who just got this member's message and so may see them (ADR 221); it lets this
    // member read that one's profile and photos (the measured "other"). A repeat run may 409.
    const next = ids[(lane + 1) % ids.length];
    await send('POST', '/api/taps', next, { senderId: next, receiverId: me, tapType: 'wave' });
    for (let k = 1; k <= 2; k++) {
      const res = await send('POST', '/api/emergency-contacts', me, {
        userId: me,
        name: `Contact ${k}`,
        phoneNumber: `+1415555012${k}`,
        relationship: 'friend',
        isPrimary: k === 1,
      });
      check('emergency contact', res);
    }
  }
}

/** The measured reads: what a member's app calls on start and per screen. */
export function readCases(me: (lane: number) => number, other: (lane: number) => number) {
  const cases: Array<[string, (lane: number) => string]> = [
    ['GET /api/auth/user', () => '/api/auth/user'],
    ['GET /api/profile/{own id}', (l) => `/api/profile/${me(l)}`],
    ['GET /api/profile/{other id}', (l) => `/api/profile/${other(l)}`],
    ['GET /api/vibes/{own id}', (l) => `/api/vibes/${me(l)}`],
    ['GET /api/photos/{other id}', (l) => `/api/photos/${other(l)}`],
    ['GET /api/conversations', () => '/api/conversations'],
    ['GET /api/messages/{other id}', (l) => `/api/messages/${other(l)}`],
    ['GET /api/taps/{own id}', (l) => `/api/taps/${me(l)}`],
    ['GET /api/taps/{own id}/sent', (l) => `/api/taps/${me(l)}/sent`],
    ['GET /api/stories/ring', () => '/api/stories/ring'],
    ['GET /api/blocks', () => '/api/blocks'],
    ['GET /api/emergency-contacts/{own id}', (l) => `/api/emergency-contacts/${me(l)}`],
    ['GET /api/meet-tracking/{own id}', (l) => `/api/meet-tracking/${me(l)}`],
    ['GET /api/safety-checkins/{own id}', (l) => `/api/safety-checkins/${me(l)}`],
    ['GET /api/emergency-alerts/{own id}', (l) => `/api/emergency-alerts/${me(l)}`],
  ];
  return cases;
}
