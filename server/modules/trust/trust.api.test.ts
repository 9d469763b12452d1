/** The one trust writer (ADR 075): clamped, atomic, and every change in the member's history. */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client';
import { trustEvents, users } from '#db/schema';
import { buildMember, insertMember, seededRandom } from '#seed/factories';
import { freshDatabase } from '#test/support';
import { changeTrust } from './index';

let handle: DatabaseHandle;
const db = () => handle.db;
const rng = seededRandom(75);
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function member(trust: number, role: 'member' | 'admin' = 'member'): Promise<number> {
  const id = await insertMember(db(), buildMember(rng, { role }));
  await db().update(users).set({ trustScore: trust }).where(eq(users.id, id));
  return id;
}
const trustOf = async (id: number) =>
  (await db().select({ t: users.trustScore }).from(users).where(eq(users.id, id)))[0]!.t;
const historyOf = (id: number) =>
  db().select().from(trustEvents).where(eq(trustEvents.userId, id)).orderBy(asc(trustEvents.id));

describe('changeTrust', () => {
  it('adds a delta clamped to 0..100 and records the change asked for', async () => {
    const id = await member(95);
    expect(await changeTrust(db(), { userId: id, delta: 10, source: 'moderation', reason: 'upheld' })).toEqual([
      { userId: id, trustScore: 100 },
    ]);
    await changeTrust(db(), { userId: id, delta: -150, source: 'false_report', reason: 'many' });
    expect(await trustOf(id)).toBe(0);
    expect(await historyOf(id)).toMatchObject([
      { delta: 10, trustScore: 100, source: 'moderation', reason: 'upheld' },
      { delta: -150, trustScore: 0, source: 'false_report', reason: 'many' },
    ]);
  });

  it('Guardian drops only lower (never raise) and appear in the history with the step taken', async () => {
    const id = await member(50);
    await changeTrust(db(), { userId: id, to: 38, onlyLower: true, source: 'guardian', reason: 'Guardian blocked' });
    expect(await changeTrust(db(), { userId: id, to: 60, onlyLower: true, source: 'guardian', reason: 'x' })).toEqual(
      [],
    );
    expect(await trustOf(id)).toBe(38);
    expect(await historyOf(id)).toMatchObject([
      { delta: -12, trustScore: 38, source: 'guardian', reason: 'Guardian blocked' },
    ]);
  });

  it('concurrent changes do not lose each other (no read-modify-write)', async () => {
    const id = await member(50);
    await Promise.all(
      Array.from({ length: 5 }, () => changeTrust(db(), { userId: id, delta: -3, source: 'moderation', reason: 'r' })),
    );
    expect(await trustOf(id)).toBe(35);
    expect(await historyOf(id)).toHaveLength(5);
  });

  it(
    'a reset of every member changes members only, ' + 'one history row each; an unknown member changes nobody',
    async () => {
      const a = await member(10);
      const staff = await member(70, 'admin');
      const changed = await changeTrust(db(), { userId: null, to: 50, source: 'reset', reason: 'reset all' });
      expect(changed.map((c) => c.userId)).toContain(a);
      expect(changed.map((c) => c.userId)).not.toContain(staff);
      expect(await trustOf(a)).toBe(50);
      expect(await trustOf(staff)).toBe(70);
      expect((await historyOf(a)).at(-1)).toMatchObject({ delta: 40, trustScore: 50, source: 'reset' });
      expect(await changeTrust(db(), { userId: 99_999_999, delta: 5, source: 'moderation', reason: 'r' })).toEqual([]);
    },
  );
});
