import { VERIFICATION_POSES, type AccountExport } from '#contracts';
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
    moderationRequests: data.moderationRequests.map((r) => presentModerationRequest(r, data.reportCategories)),
    trainingSamples: data.trainingSamples.map(plain),
    messages: data.messages.map(plain),
    taps: data.taps.map(plain),
    stories: data.stories.map((s) => plain(without(s, ['mediaKey']))),
    safety: Object.fromEntries(Object.entries(data.safety).map(([k, rows]) => [k, (rows as Row[]).map(plain)])),
    reportsFiled: {
      memberReports: data.memberReportsFiled.map(plain),
      messageReports: data.messageReportsFiled.map((r) => plain({ ...r, status: r.status ?? 'pending' })),
    },
    verificationRequests: data.verificationRequests.map((v) =>
      plain({ ...without(v, ['storageKey']), pose: poseInstruction(v.poseId) }),
    ),
    trustEvents: data.trustEvents.map((t) => plain(without(t, ['userId']))),
    // Which staff member acted is staff data; the member gets the what, why and when.
    suspensions: data.suspensions.map((s) => plain(without(s, ['createdBy', 'liftedBy']))),
  };
}

const poseInstruction = (poseId: string) => VERIFICATION_POSES.find((p) => p.id === poseId)?.instruction ?? poseId;

/**
 * Review requests about the member. A report against them says that it happened, its category
 * and the outcome; it never names the reporter or carries the reporter's own words, and the
 * reviewing moderator is not named (staff data).
 */
function presentModerationRequest(r: MemberData['moderationRequests'][number], categories: Map<number, string>): Row {
  const base = without(r, ['reporterId', 'reviewerId']);
  if (r.reporterId === null) return plain(base);
  // The stored reason holds the reporter's details or the conversation transcript with their name.
  const category = categories.get(r.id) ?? 'a reason not recorded';
  const what = r.subjectType === 'member_report' ? 'Member' : 'Message';
  return plain({
    ...without(base, ['reviewNotes', ...(r.subjectType === 'member_report' ? ['contentText'] : [])]),
    reportedByAnotherMember: true,
    reason: `${what} reported for ${category}`,
  });
}
