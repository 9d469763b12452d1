import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  BODY_TYPES,
  FOOD_PREFERENCES,
  GENDERS,
  HEIGHTS,
  INTERESTS,
  LANGUAGES,
  RELATIONSHIP_STATUSES,
  SEXUAL_IDENTITIES,
  STORY_BACKGROUND_COLORS,
  STORY_STICKERS,
  STORY_TTL_MS,
  type Role,
} from '#contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client';
import { profiles } from '#db/schema';
import type { FileStorage } from '#platform/storage';
import { photoFileUrl, storePhoto } from '#modules/photos';
import { insertAccount, type NewAccount } from '../modules/accounts/accounts.repository';
import { hashPassword } from '#platform/passwords';
import { stories } from '../modules/stories/stories.schema';
import { taps } from '../modules/taps/taps.schema';
import { conversations, messages } from '../modules/messaging/messaging.schema';

/**
 * The one factory module: the demo seed and the tests build members here, so what a newcomer
 * sees and what tests exercise are the same shapes.
 */

/** Deterministic pseudo-random numbers (mulberry32), so the demo data is the same every time. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    some: <T>(items: readonly T[], min: number, max: number): T[] => {
      const n = min + Math.floor(next() * (max - min + 1));
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const CITIES = [
  {
    name: 'New York',
    region: 'NY',
    lat: 40.7128,
    lng: -74.006,
    areas: ['Brooklyn, NY', 'Manhattan, NY', 'Queens, NY', 'Jersey City, NJ', 'Hoboken, NJ'],
  },
  {
    name: 'Los Angeles',
    region: 'CA',
    lat: 34.0522,
    lng: -118.2437,
    areas: ['Los Angeles, CA', 'Santa Monica, CA', 'Pasadena, CA', 'Long Beach, CA', 'Burbank, CA'],
  },
  {
    name: 'Chicago',
    region: 'IL',
    lat: 41.8781,
    lng: -87.6298,
    areas: ['Chicago, IL', 'Evanston, IL', 'Oak Park, IL', 'Cicero, IL'],
  },
] as const;

const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Mia',
  'Noah',
  'Zoe',
  'Eli',
  'Luna',
  'Kai',
  'Nora',
  'Leo',
  'Ivy',
  'Milo',
  'Aria',
  'Ezra',
  'Maya',
  'Jude',
  'Isla',
  'Rowan',
  'Layla',
  'Theo',
  'Sofia',
  'Omar',
  'Chloe',
  'Mateo',
  'Hana',
  'Felix',
  'Rosa',
  'Jonah',
  'Priya',
  'Sam',
  'Alex',
  'Jordan',
  'Riley',
  'Quinn',
  'Dev',
  'Amara',
  'Nico',
  'Sasha',
  'Tariq',
  'Elena',
  'Marcus',
  'Yara',
  'Finn',
  'Lena',
  'Andre',
  'Keira',
  'Rafael',
  'Tess',
  'Idris',
  'Camila',
  'Oscar',
  'Noor',
  'Jasper',
  'Freya',
  'Malik',
  'Beatriz',
  'Ren',
  'Ines',
];
const BIOS = [
  'Coffee first, then adventures.',
  'Weekend hiker, weekday coder.',
  'Looking for someone to try every taco spot with.',
  'Bookshop wanderer and amateur chef.',
  'Dancing badly but enthusiastically.',
  'Dog person, open to cat negotiations.',
  'Sunset chaser. Ask me about my film camera.',
  'New in town and keen to explore.',
  'Gym in the morning, wine at night.',
  'Museum dates are underrated.',
  'Learning Spanish one podcast at a time.',
  'Here for good conversation and good food.',
];

export interface MemberSpec {
  email: string;
  password: string;
  role: Role;
  twoFactorEnabled: boolean;
  account: Omit<NewAccount, 'passwordHash'>;
}

/** A plausible adult member; anything can be overridden. */
export function buildMember(
  rng: Random,
  overrides: {
    email?: string;
    password?: string;
    displayName?: string;
    role?: Role;
    twoFactorEnabled?: boolean;
    location?: string;
    dateOfBirth?: string;
    gender?: string;
    latitude?: number;
    longitude?: number;
    profilePictureUrl?: string | null;
    /** Index into CITIES; random when omitted. */
    city?: number;
    interestedIn?: string[];
    /** Seeded and test members have verified their e-mail unless a test says otherwise. */
    emailVerified?: boolean;
  } = {},
): MemberSpec {
  const city = overrides.city !== undefined ? CITIES[overrides.city] : rng.pick(CITIES);
  const n = rng.int(1000, 999999);
  const displayName =
    overrides.displayName ?? `${rng.pick(FIRST_NAMES)} ${String.fromCharCode(65 + rng.int(0, 25))}.${n}`;
  const age = rng.int(19, 58);
  const year = new Date().getUTCFullYear() - age;
  const dateOfBirth =
    overrides.dateOfBirth ??
    `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const gender = overrides.gender ?? rng.pick(['man', 'woman', 'man', 'woman', 'non-binary', ...GENDERS] as const);
  const interestedIn =
    overrides.interestedIn ?? (rng.chance(0.2) ? ['anyone'] : rng.some(['man', 'woman', 'non-binary'] as const, 1, 2));
  const appearInHookup = rng.chance(0.35);
  const appearInChat = rng.chance(0.4);
  const appearInDate = rng.chance(0.75) || (!appearInHookup && !appearInChat);
  const ageMin = Math.max(18, age - rng.int(3, 12));
  const email = (
    overrides.email ?? `${displayName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@members.vibeline.test`
  ).toLowerCase();
  const role = overrides.role ?? 'member';
  const twoFactorEnabled = overrides.twoFactorEnabled ?? false;
  return {
    email,
    password: overrides.password ?? 'Vibeline-member-2026',
    role,
    twoFactorEnabled,
    account: {
      email,
      role,
      twoFactorEnabled,
      isVerified: rng.chance(0.6),
      emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
      trustScore: rng.int(35, 95),
      profile: {
        displayName,
        dateOfBirth,
        gender,
        sexualIdentity: rng.pick(SEXUAL_IDENTITIES),
        interestedIn,
        bio: rng.pick(BIOS),
        location: overrides.location ?? rng.pick(city.areas),
        // Spread members over ~15 km around the city centre.
        latitude: overrides.latitude ?? city.lat + (rng.next() - 0.5) * 0.25,
        longitude: overrides.longitude ?? city.lng + (rng.next() - 0.5) * 0.3,
        height: rng.pick(HEIGHTS),
        bodyType: rng.pick(BODY_TYPES),
        relationshipStatus: rng.pick(RELATIONSHIP_STATUSES),
        languages: [
          'English',
          ...rng.some(
            LANGUAGES.filter((l) => l !== 'English'),
            0,
            2,
          ),
        ],
        interests: rng.some(INTERESTS, 3, 7),
        foodPreferences: rng.some(FOOD_PREFERENCES, 2, 5),
        profilePictureUrl: overrides.profilePictureUrl ?? null,
      },
      vibes: { romantic: rng.int(0, 100), dominance: rng.int(0, 100), social: rng.int(0, 100) },
      discovery: {
        appearInHookup,
        appearInDate,
        appearInChat,
        ageMin,
        ageMax: Math.min(99, age + rng.int(5, 15)),
        maxDistance: rng.pick([10, 15, 25, 25, 40, 60]),
        enableNsfwContent: appearInHookup && rng.chance(0.5),
      },
    },
  };
}

const hashCache = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; members sharing a demo password share one hash computation. */
const cachedHash = (password: string) => {
  if (!hashCache.has(password)) hashCache.set(password, hashPassword(password));
  return hashCache.get(password)!;
};

export async function insertMember(db: Database, spec: MemberSpec): Promise<number> {
  return insertAccount(db, { ...spec.account, passwordHash: await cachedHash(spec.password) });
}

/** A generated avatar: a brand-coloured gradient with a simple abstract face, no fonts needed. */
export async function renderAvatar(rng: Random): Promise<Buffer> {
  const hues = [
    [139, 92, 246],
    [236, 72, 153],
    [239, 68, 68],
    [16, 185, 129],
    [245, 158, 11],
    [59, 130, 246],
  ];
  const a = rng.pick(hues);
  const b = rng.pick(hues.filter((h) => h !== a));
  const skin = rng.pick(['#f5d0b5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a1665e']);
  const hair = rng.pick(['#2d1b10', '#6b3e26', '#d6b370', '#1c1c1c', '#a0522d', '#e8e8e8']);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${a})"/>` +
    `<stop offset="1" stop-color="rgb(${b})"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <ellipse cx="200" cy="390" rx="${rng.int(120, 150)}" ry="110" fill="rgba(255,255,255,0.85)"/>
  <circle cx="200" cy="${rng.int(175, 190)}" r="${rng.int(80, 92)}" fill="${skin}"/>
  <path d="M110 ${rng.int(150, 170)} Q200 ${rng.int(60, 90)} 290 ${rng.int(150, 170)}` +
    ` Q250 ${rng.int(100, 120)} 110 ${rng.int(150, 170)}Z" fill="${hair}"/>
  <circle cx="170" cy="185" r="7" fill="#222"/><circle cx="230" cy="185" r="7" fill="#222"/>
  <path d="M170 ${rng.int(220, 226)} Q200 ${rng.int(236, 248)} 230 ${rng.int(220, 226)}" stroke="#222"` +
    ` stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function saveAvatar(mediaDir: string, name: string, image: Buffer): Promise<string> {
  const dir = path.join(mediaDir, 'avatars');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${name}.webp`), image);
  return `/media/avatars/${name}.webp`;
}

/** A photo as a member would upload it: a real JPEG landscape (with optional GPS EXIF, to prove it gets stripped). */
export async function renderPhoto(
  rng: Random,
  options: { gps?: boolean; width?: number; height?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 320;
  const height = options.height ?? 240;
  const sky = rng.pick(['#8B5CF6', '#EC4899', '#F59E0B', '#3B82F6', '#10B981']);
  const hill = rng.pick(['#1e3a2f', '#3f2d56', '#2b3a55', '#4a3222']);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/>` +
    `<stop offset="1" stop-color="#fde68a"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${rng.int(20, 80)}%" cy="${rng.int(20, 45)}%"` +
    ` r="${Math.round(Math.min(width, height) / rng.int(8, 12))}" fill="#fff7ed" opacity="0.9"/>
  <path d="M0 ${height * 0.7} Q${width * 0.3} ${height * 0.5} ${width * 0.55} ${height * 0.68}` +
    ` T${width} ${height * 0.62} V${height} H0Z" fill="${hill}"/>
</svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  return (
    options.gps
      ? image.withExif({
          IFD0: { Make: 'Vibeline Test Camera' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        })
      : image
  ).toBuffer();
}

/** Stores a member's photo through the photos module (re-encoded, under the member's files) with a chosen status. */
export async function insertMemberPhoto(
  db: Database,
  storage: FileStorage,
  userId: number,
  options: {
    image: Buffer;
    photoType?: 'profile' | 'private';
    moderationStatus?: 'pending' | 'approved' | 'rejected';
    asProfilePicture?: boolean;
  },
) {
  const photo = await storePhoto(db, storage, {
    userId,
    image: options.image,
    photoType: options.photoType ?? 'profile',
    moderationStatus: options.moderationStatus ?? 'approved',
  });
  if (options.asProfilePicture) {
    await db
      .update(profiles)
      .set({ profilePictureUrl: photoFileUrl(photo.id) })
      .where(eq(profiles.userId, userId));
  }
  return photo;
}

// Discovery, taps and stories (issue 5)

const STORY_LINES = [
  'Sunset walk along the river tonight 🌅',
  'Found the best tacos in town. Who is in?',
  'Gallery opening this Friday, come say hi',
  'Coffee and a good book kind of morning',
  'Live music in the park later!',
  'Trying a new ramen spot, report to follow',
  'Weekend hike done. Legs: gone.',
  'Looking for a tennis partner this week',
];

/** A text story as the creator would post it (approved, 24 hours to live unless overridden). */
export function buildTextStory(
  rng: Random,
  userId: number,
  overrides: Partial<typeof stories.$inferInsert> = {},
): typeof stories.$inferInsert {
  const now = overrides.createdAt ?? new Date(Date.now() - rng.int(5, 600) * 60_000);
  return {
    userId,
    gridType: rng.pick(['date', 'date', 'hookup', 'chat'] as const),
    mediaType: 'text',
    textContent: rng.pick(STORY_LINES),
    backgroundColor: rng.pick(STORY_BACKGROUND_COLORS),
    textColor: '#FFFFFF',
    filter: 'none',
    stickers: rng.chance(0.6)
      ? [
          {
            id: `s${rng.int(1, 1e6)}`,
            type: rng.pick(STORY_STICKERS),
            x: rng.int(15, 85),
            y: rng.int(15, 85),
            scale: 1 + rng.int(0, 10) / 10,
            rotation: rng.int(-30, 30),
          },
        ]
      : [],
    moderationStatus: 'approved',
    createdAt: now,
    expiresAt: new Date(now.getTime() + STORY_TTL_MS),
    ...overrides,
  };
}

export async function insertStory(db: Database, row: typeof stories.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(stories).values(row).returning({ id: stories.id });
  return inserted.id;
}

export async function insertTap(db: Database, row: typeof taps.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(taps).values(row).returning({ id: taps.id });
  return inserted.id;
}

// Messaging (issue 6)

export interface ChatLine {
  /** Which member sends it: 'a' or 'b' of the conversation. */
  from: 'a' | 'b';
  content: string;
  minutesAgo: number;
  read?: boolean;
  isDisappearing?: boolean;
  location?: { latitude: number; longitude: number; name?: string; precise?: boolean };
}

/** A conversation with its messages, as members would have sent them (approved, oldest first). */
export async function insertConversation(
  db: Database,
  input: { a: number; b: number; vibeType?: 'hookup' | 'date' | 'chat'; lines: ChatLine[] },
): Promise<number> {
  const [low, high] = input.a < input.b ? [input.a, input.b] : [input.b, input.a];
  const lines = [...input.lines].sort((x, y) => y.minutesAgo - x.minutesAgo);
  const at = (line: ChatLine) => new Date(Date.now() - line.minutesAgo * 60_000);
  const [conversation] = await db
    .insert(conversations)
    .values({
      userLowId: low,
      userHighId: high,
      vibeType: input.vibeType ?? 'date',
      startedBy: lines[0]?.from === 'b' ? input.b : input.a,
      lastActivity: lines.length ? at(lines[lines.length - 1]) : new Date(),
    })
    .returning({ id: conversations.id });
  let lastId: number | null = null;
  for (const line of lines) {
    const senderId = line.from === 'a' ? input.a : input.b;
    const receiverId = line.from === 'a' ? input.b : input.a;
    const createdAt = at(line);
    const [row] = await db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId,
        receiverId,
        clientId: crypto.randomUUID(),
        messageType: line.location ? 'location' : 'text',
        content: line.content,
        isDisappearing: line.isDisappearing ?? false,
        locationLatitude: line.location?.latitude ?? null,
        locationLongitude: line.location?.longitude ?? null,
        locationName: line.location ? (line.location.name ?? 'Current location') : null,
        isLocationPrecise: line.location?.precise ?? false,
        moderationStatus: 'approved',
        guardianDecision: 'ALLOW',
        riskScore: 0,
        readAt: line.read ? new Date(createdAt.getTime() + 60_000) : null,
        createdAt,
      })
      .returning({ id: messages.id });
    lastId = row.id;
  }
  if (lastId !== null)
    await db.update(conversations).set({ lastMessageId: lastId }).where(eq(conversations.id, conversation.id));
  return conversation.id;
}
