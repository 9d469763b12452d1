import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '#test/support';
import { CONFUSABLES, isReservedName, nameSkeleton } from './display-names';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (displayName: string) =>
  t.agent().post('/api/auth/register', {
    email: `n.${Math.random().toString(36).slice(2, 9)}@example.com`,
    password: 'Blue-sky-harbour-9',
    displayName,
    dateOfBirth: '1994-03-09',
    gender: 'woman',
    sexualIdentity: 'bisexual',
    interestedIn: ['man'],
    location: 'Brooklyn, NY',
  });

describe('display names by confusable skeleton (issue 10)', () => {
  it(
    'the SQL function in the migration agrees with nameSkeleton() ' + 'on every table entry and on sample names',
    async () => {
      const samples = [
        'Alex',
        'Аlex',
        'A1ex',
        'ALEX',
        'Mod Morgan',
        'Ｊｏｒｄａｎ',
        "O'Brien-Smith",
        'Zoë',
        'Ιan',
        'Corn Dog',
        'Ivy',
      ];
      for (const [chars] of CONFUSABLES) samples.push(`x${chars}x`);
      for (const name of samples) {
        const [row] = (
          (await t.ctx.database.db.execute(sql`select vibeline_name_skeleton(${name}) as s`)) as unknown as {
            rows: Array<{ s: string }>;
          }
        ).rows;
        expect(row.s, name).toBe(nameSkeleton(name));
      }
    },
  );

  it('folds look-alikes', () => {
    expect(nameSkeleton('Аlex')).toBe(nameSkeleton('Alex')); // Cyrillic А
    expect(nameSkeleton('A1ex')).toBe(nameSkeleton('alex'));
    expect(nameSkeleton('Ｊｏｒｄａｎ')).toBe(nameSkeleton('Jordan'));
    expect(nameSkeleton('Mod.Morgan')).toBe(nameSkeleton('Mod Morgan'));
    expect(nameSkeleton('Dana')).not.toBe(nameSkeleton('Diana'));
  });

  it('reserves staff names, also behind look-alikes, but not ordinary names that contain the letters', () => {
    for (const name of [
      'admin',
      'Admin Alex',
      'Аdmin',
      'The Moderator',
      'Vibeline Team',
      'VIBELlNE',
      'Support',
      'mod',
      'Mod 2',
      'Official Sam',
    ]) {
      expect(isReservedName(name), name).toBe(true);
    }
    for (const name of ['Modesty Blaise', 'Stafford', 'Supportive Sam', 'Teamo', 'Alex Morgan']) {
      expect(isReservedName(name), name).toBe(false);
    }
  });

  it('registration refuses a look-alike of a taken name (409) and a staff name (400 naming the field)', async () => {
    expect((await register('Jordan Lee')).statusCode).toBe(201);
    const cyrillic = await register('Jоrdan Lee'); // Cyrillic о
    expect(cyrillic.statusCode).toBe(409);
    expect(cyrillic.json().message).toBe('This display name is already taken');
    expect((await register('J0rdan.Lee')).statusCode).toBe(409);
    const staff = await register('Vibeline Support');
    expect(staff.statusCode).toBe(400);
    expect(staff.json().message).toMatch(/^displayName: This display name is reserved/);
  });

  it(
    'a member cannot rename themselves to a look-alike or a staff name; ' + "changing their own name's case is fine",
    async () => {
      const taken = await t.createMember({ displayName: 'Riley Quinn' });
      const member = await t.createMember({ displayName: 'Casey Brook' });
      const agent = await t.signIn(member);
      expect(taken.id).toBeGreaterThan(0);
      expect((await agent.patch(`/api/profile/${member.id}`, { displayName: 'RiIey Quinn' })).statusCode).toBe(409);
      expect((await agent.patch(`/api/profile/${member.id}`, { displayName: 'Moderator Casey' })).statusCode).toBe(400);
      expect((await agent.patch(`/api/profile/${member.id}`, { displayName: 'casey brook' })).statusCode).toBe(200);
    },
  );
});
