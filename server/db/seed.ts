import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from './schema';
import { buildMember, insertMember, renderAvatar, saveAvatar, seededRandom } from './factories';

/** Accounts printed on start so a newcomer can sign in straight away. */
export const DEMO_ACCOUNTS = {
  member: { email: 'demo@vibeline.app', password: 'Vibeline-demo-2026', displayName: 'Demo Member' },
  moderator: { email: 'moderator@vibeline.app', password: 'Vibeline-mod-2026', displayName: 'Mod Morgan' },
  admin: { email: 'admin@vibeline.app', password: 'Vibeline-admin-2026', displayName: 'Admin Alex' },
} as const;
export const DEMO_MEMBER_PASSWORD = 'Vibeline-member-2026';
export const DEMO_MEMBER_COUNT = 160;

export async function isDatabaseEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** First-start demo data: staff accounts, a demo member, and members around three cities. */
export async function seedDemoData(ctx: AppContext): Promise<{ members: number }> {
  const { db } = ctx.database;
  const rng = seededRandom(20261122);
  const mediaDir = path.join(ctx.config.dataDir, 'media');

  const staff = [
    buildMember(rng, { ...DEMO_ACCOUNTS.member, role: 'member', location: 'Brooklyn, NY', latitude: 40.6782, longitude: -73.9442, dateOfBirth: '1995-06-15' }),
    buildMember(rng, { ...DEMO_ACCOUNTS.moderator, role: 'moderator', location: 'Manhattan, NY' }),
    buildMember(rng, { ...DEMO_ACCOUNTS.admin, role: 'admin', location: 'Manhattan, NY' }),
  ];
  for (const spec of staff) {
    spec.account.profile.profilePictureUrl = await saveAvatar(mediaDir, `staff-${spec.role}`, await renderAvatar(rng));
    // The demo member appears in every grid so a newcomer sees all three at work.
    if (spec.role === 'member') Object.assign(spec.account.discovery, { appearInHookup: true, appearInDate: true, appearInChat: true, ageMin: 18, ageMax: 65, maxDistance: 25 });
    await insertMember(db, spec);
  }

  const used = new Set<string>();
  let count = 0;
  while (count < DEMO_MEMBER_COUNT) {
    const spec = buildMember(rng, { password: DEMO_MEMBER_PASSWORD });
    const base = spec.account.profile.displayName.replace(/\.\d+$/, '');
    let name = base;
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base.split(' ')[0]} ${base.split(' ')[1][0]}${i}`;
    used.add(name.toLowerCase());
    spec.account.profile.displayName = name;
    spec.email = spec.account.email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/\.$/, '')}@members.vibeline.test`;
    spec.account.profile.profilePictureUrl = rng.chance(0.9) ? await saveAvatar(mediaDir, `member-${count + 1}`, await renderAvatar(rng)) : null;
    await insertMember(db, spec);
    count += 1;
  }
  return { members: count + staff.length };
}
