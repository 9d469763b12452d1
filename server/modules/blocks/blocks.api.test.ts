/** The one spelling of "blocked either way" (ADR 075): the TS predicate and the SQL fragments agree. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client';
import { buildMember, insertMember, seededRandom } from '#seed/factories';
import { freshDatabase } from '#test/support';
import {
  blockedAmong,
  blockedEitherWay,
  blockedEitherWayIds,
  blockedEitherWaySql,
  deleteBlock,
  insertBlock,
  isBlockedEitherWay,
  notBlockedEitherWay,
} from './index';

let handle: DatabaseHandle;
const db = () => handle.db;
const rng = seededRandom(76);
let a: number, b: number, c: number;
beforeAll(async () => {
  handle = await freshDatabase();
  [a, b, c] = [
    await insertMember(db(), buildMember(rng)),
    await insertMember(db(), buildMember(rng)),
    await insertMember(db(), buildMember(rng)),
  ];
});
afterAll(async () => {
  await handle?.close();
});

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const inSql = async (x: number, y: number) => {
  const r = await db().execute(
    sql`select ${blockedEitherWay(x, y)} as "blocked", ${notBlockedEitherWay(x, y)} as "notBlocked",
      ${sql.raw(blockedEitherWaySql(String(x), String(y)))} as "text"`,
  );
  return rows<{ blocked: boolean; notBlocked: boolean; text: boolean }>(r)[0];
};

describe('blocked either way', () => {
  it('is symmetric, and every spelling (TS, drizzle, SQL text, id list) gives the same answer', async () => {
    await insertBlock(db(), a, b);
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(await isBlockedEitherWay(db(), x, y)).toBe(true);
      expect(await inSql(x, y)).toEqual({ blocked: true, notBlocked: false, text: true });
    }
    expect(await isBlockedEitherWay(db(), a, c)).toBe(false);
    expect(await inSql(a, c)).toEqual({ blocked: false, notBlocked: true, text: false });
    expect(await isBlockedEitherWay(db(), a, a)).toBe(false);
    const ids = rows<{ id: number }>(await db().execute(sql`${blockedEitherWayIds(b)}`)).map((r) => Number(r.id));
    expect(ids).toEqual([a]);
    expect([...(await blockedAmong(db(), b, [a, c]))]).toEqual([a]);
    expect([...(await blockedAmong(db(), a, [b, c]))]).toEqual([b]);
  });

  it('ends when the block is removed', async () => {
    expect(await deleteBlock(db(), a, b)).toBe(true);
    expect(await deleteBlock(db(), a, b)).toBe(false);
    expect(await isBlockedEitherWay(db(), b, a)).toBe(false);
    expect(await blockedAmong(db(), b, [a])).toEqual(new Set());
  });
});
