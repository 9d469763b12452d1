import type { AccountExport } from '../../../contracts';
import type { MemberData } from './account-data.repository';

type Row = Record<string, unknown>;
const plain = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
const without = (row: Row, keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));

/**
 * The export file: the member's data as stored, minus secrets that would be dangerous in a
 * download (the password hash, session token hashes, internal storage keys).
 */
export function presentExport(data: MemberData): AccountExport {
  return {
    exportedAt: new Date().toISOString(),
    account: plain(without(data.account, ['passwordHash'])),
    profile: data.profile && plain(data.profile),
    vibes: data.vibes && plain(data.vibes),
    discoverySettings: data.discoverySettings && plain(data.discoverySettings),
    nsfwPreferences: data.nsfwPreferences && plain(data.nsfwPreferences),
    photos: data.photos.map((p) =>
      plain({ ...without(p, ['storageKey', 'thumbnailKey']), url: `/api/photos/${p.id}/file` }),
    ),
    photoShares: data.photoShares.map(plain),
    blocks: data.blocks.map(plain),
    sessions: data.sessions.map((s) => plain(without(s, ['id']))),
    moderationRequests: data.moderationRequests.map(plain),
    trainingSamples: data.trainingSamples.map(plain),
    messages: data.messages.map(plain),
    taps: data.taps.map(plain),
    stories: data.stories.map((s) => plain(without(s, ['mediaKey']))),
    safety: Object.fromEntries(Object.entries(data.safety).map(([k, rows]) => [k, (rows as Row[]).map(plain)])),
  };
}
