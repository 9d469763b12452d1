import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import type { AppContext } from '#server/context';
import { profiles, users } from '#db/schema';
import {
  buildMember,
  buildTextStory,
  insertConversation,
  insertMember,
  insertMemberPhoto,
  insertStory,
  insertTap,
  renderAvatar,
  renderPhoto,
  saveAvatar,
  seededRandom,
  type Random,
} from './factories';

import { DEMO_ACCOUNTS, DEMO_MEMBER_DISCOVERY, DEMO_MEMBER_PROFILE, type DemoPasswords } from './demo-accounts';

export { DEMO_ACCOUNTS } from './demo-accounts';
export const DEMO_MEMBER_COUNT = 160;

export async function isDatabaseEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** First-start demo data: staff accounts, a demo member, and members around three cities. */
export async function seedDemoData(ctx: AppContext, passwords: DemoPasswords): Promise<{ members: number }> {
  const { db } = ctx.database;
  const rng = seededRandom(20261122);
  const mediaDir = path.join(ctx.config.dataDir, 'media');

  const staff = [
    buildMember(rng, {
      ...DEMO_ACCOUNTS.member,
      password: passwords.member,
      role: 'member',
      ...DEMO_MEMBER_PROFILE,
    }),
    buildMember(rng, {
      ...DEMO_ACCOUNTS.moderator,
      password: passwords.moderator,
      role: 'moderator',
      location: 'Manhattan, NY',
    }),
    buildMember(rng, { ...DEMO_ACCOUNTS.admin, password: passwords.admin, role: 'admin', location: 'Manhattan, NY' }),
  ];
  for (const spec of staff) {
    spec.account.profile.profilePictureUrl = await saveAvatar(mediaDir, `staff-${spec.role}`, await renderAvatar(rng));
    // The demo member appears in every grid so a newcomer sees all three at work.
    if (spec.role === 'member')
      Object.assign(spec.account.discovery, {
        appearInHookup: true,
        appearInDate: true,
        appearInChat: true,
        ...DEMO_MEMBER_DISCOVERY,
      });
    await insertMember(db, spec);
  }

  const used = new Set<string>();
  let count = 0;
  while (count < DEMO_MEMBER_COUNT) {
    // Most members live around New York and many are open to anyone, so the demo member (Brooklyn)
    // sees full grids; the rest spread over Los Angeles and Chicago.
    const nearDemo = count < 100;
    const spec = buildMember(rng, {
      password: passwords.others,
      ...(nearDemo ? { city: 0, ...(rng.chance(0.5) ? { interestedIn: ['anyone'] } : {}) } : {}),
    });
    const base = spec.account.profile.displayName.replace(/\.\d+$/, '');
    let name = base;
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base.split(' ')[0]} ${base.split(' ')[1][0]}${i}`;
    used.add(name.toLowerCase());
    spec.account.profile.displayName = name;
    spec.email = spec.account.email = `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/\.$/, '')}@members.vibeline.test`;
    spec.account.profile.profilePictureUrl = rng.chance(0.9)
      ? await saveAvatar(mediaDir, `member-${count + 1}`, await renderAvatar(rng))
      : null;
    await insertMember(db, spec);
    count += 1;
  }
  await seedPhotos(ctx, rng);
  await seedTapsAndStories(ctx, rng);
  await seedConversations(ctx);
  return { members: count + staff.length };
}

/**
 * Photos go through the photos module like uploads do: each generated avatar becomes an approved
 * public photo (and the profile picture), and the demo member gets a private gallery and one
 * photo still waiting for review, so the settings screen shows every state.
 */
async function seedPhotos(ctx: AppContext, rng: Random): Promise<void> {
  const { db } = ctx.database;
  const withAvatars = await db
    .select({ userId: profiles.userId, url: profiles.profilePictureUrl })
    .from(profiles)
    .where(like(profiles.profilePictureUrl, '/media/avatars/%'));
  for (const { userId, url } of withAvatars) {
    const image = await fs.readFile(path.join(ctx.config.dataDir, url!.slice(1)));
    await insertMemberPhoto(db, ctx.storage, userId, {
      image,
      photoType: 'profile',
      moderationStatus: 'approved',
      asProfilePicture: true,
    });
  }
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
  if (!demo) return;
  await insertMemberPhoto(db, ctx.storage, demo.id, {
    image: await renderAvatar(rng),
    photoType: 'profile',
    moderationStatus: 'pending',
  });
  for (let i = 0; i < 3; i++) {
    await insertMemberPhoto(db, ctx.storage, demo.id, {
      image: await renderPhoto(rng, { width: 600, height: 800 }),
      photoType: 'private',
      moderationStatus: 'approved',
    });
  }
}

/**
 * Taps and stories so the header badge, the story ring and the viewer have something to show:
 * the demo member has received waves and hearts from New York members, and a dozen New York
 * members (and the demo member) have posted text stories in different grids. Stories live 24 hours.
 */
async function seedTapsAndStories(ctx: AppContext, rng: Random): Promise<void> {
  const { db } = ctx.database;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
  if (!demo) return;
  const nearby = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(
      sql`${profiles.latitude} between 40.5 and 40.95 and ${profiles.longitude} between -74.3 and -73.7
      and ${profiles.userId} <> ${demo.id}`,
    )
    .orderBy(profiles.userId);
  for (const [i, member] of nearby.slice(0, 7).entries()) {
    await insertTap(db, {
      senderId: member.id,
      receiverId: demo.id,
      tapType: i % 3 === 0 ? 'heart' : 'wave',
      createdAt: new Date(Date.now() - (i + 1) * 47 * 60_000),
    });
  }
  for (const member of nearby.slice(3, 15)) {
    for (let k = rng.int(1, 2); k > 0; k--) await insertStory(db, buildTextStory(rng, member.id));
  }
  await insertStory(
    db,
    buildTextStory(rng, demo.id, {
      gridType: 'date',
      textContent: 'New in Brooklyn, show me your favourite coffee spot ☕',
    }),
  );
}

/**
 * Conversations (issue 6): the demo member chats with six New York members across the three
 * grids: unread messages, a shared area location, an unrevealed disappearing message and a
 * finished exchange, so the inbox, its filters and the chat screen all have something to show.
 */
async function seedConversations(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
  if (!demo) return;
  const people = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(
      sql`${profiles.latitude} between 40.5 and 40.95 and ${profiles.longitude} between -74.3 and -73.7
      and ${profiles.userId} <> ${demo.id}
      and ${profiles.userId} in (select id from users where role = 'member')`,
    )
    .orderBy(sql`${profiles.userId} desc`)
    .limit(6);
  const scripts: Array<{
    vibeType: 'hookup' | 'date' | 'chat';
    lines: Parameters<typeof insertConversation>[1]['lines'];
  }> = [
    {
      vibeType: 'date',
      lines: [
        { from: 'b', content: 'Hey! I saw you like museum dates too 🙂', minutesAgo: 190, read: true },
        { from: 'a', content: 'Guilty! The Met on a rainy Sunday is my favourite thing.', minutesAgo: 185, read: true },
        { from: 'b', content: 'Same. Have you seen the new photography exhibit?', minutesAgo: 12 },
        { from: 'b', content: 'We could go this weekend if you are free', minutesAgo: 11 },
      ],
    },
    {
      vibeType: 'hookup',
      lines: [
        { from: 'a', content: 'Drinks tonight?', minutesAgo: 95, read: true },
        { from: 'b', content: 'Yes! I am around here', minutesAgo: 80, read: true },
        {
          from: 'b',
          content: 'Location shared',
          minutesAgo: 79,
          location: { latitude: 40.68, longitude: -73.97, name: 'Prospect Heights' },
        },
      ],
    },
    {
      vibeType: 'chat',
      lines: [
        { from: 'b', content: 'Any good podcast recommendations?', minutesAgo: 60 * 26, read: true },
        { from: 'a', content: 'Try "Song Exploder", it is short and brilliant', minutesAgo: 60 * 25, read: true },
        { from: 'b', content: 'Listened to two episodes already, thank you!', minutesAgo: 60 * 24, read: true },
        { from: 'a', content: 'Told you 😄', minutesAgo: 60 * 23, read: true },
      ],
    },
    {
      vibeType: 'date',
      lines: [{ from: 'b', content: 'Hi Demo, love your story about coffee spots ☕', minutesAgo: 3 }],
    },
    {
      vibeType: 'chat',
      lines: [
        { from: 'a', content: 'How was the concert?', minutesAgo: 300, read: true },
        { from: 'b', content: 'Amazing. Here is a secret only for you…', minutesAgo: 40, isDisappearing: true },
      ],
    },
    {
      vibeType: 'date',
      lines: [
        { from: 'b', content: 'Thanks for a lovely evening!', minutesAgo: 60 * 24 * 3, read: true },
        { from: 'a', content: 'Thank you! Let us do it again soon.', minutesAgo: 60 * 24 * 3 - 20, read: true },
      ],
    },
  ];
  for (const [i, person] of people.entries()) {
    await insertConversation(db, { a: demo.id, b: person.id, ...scripts[i % scripts.length] });
  }
}
