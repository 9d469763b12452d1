import {
  GUARDIAN_POLICIES,
  MESSAGE_MEDIA_URL_PREFIX,
  guardianFlaggedNote,
  type Conversation,
  type GuardianPolicy,
  type Message,
} from '#contracts';

const isGuardianPolicy = (p: string | null | undefined): p is GuardianPolicy =>
  !!p && (GUARDIAN_POLICIES as readonly string[]).includes(p);
import { photoFileUrl } from '#modules/photos';
import { isOnline } from '#modules/profiles';
import { isWithheldFrom, receiverMaySeeMedia } from './messaging.policy';
import type { ConversationListRow, MessageRow, NsfwPrefs } from './messaging.repository';

export const mediaUrl = (id: string) => `${MESSAGE_MEDIA_URL_PREFIX}${id}`;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface ViewerFacts {
  viewerId: number;
  /** The viewer's own NSFW preferences (they matter when the viewer is the receiver). */
  prefs: NsfwPrefs;
  reported: boolean;
  now?: number;
}

/** A message as one participant sees it: the receiver gets no withheld content, no pending photo. */
export function presentMessage(m: MessageRow, v: ViewerFacts): Message {
  const now = v.now ?? Date.now();
  const withheld = isWithheldFrom(v.viewerId, m, now);
  const isReceiver = v.viewerId === m.receiverId;
  const mediaVisible = !withheld && (!isReceiver || receiverMaySeeMedia(m));
  const flaggedForMe = isReceiver && m.moderationStatus === 'flagged';
  const photoUrl = m.photoMediaId ? mediaUrl(m.photoMediaId) : m.photoId ? photoFileUrl(m.photoId) : null;
  return {
    id: m.id,
    clientId: m.clientId,
    senderId: m.senderId,
    receiverId: m.receiverId,
    messageType: m.messageType,
    content: withheld ? '' : m.content,
    createdAt: m.createdAt.toISOString(),
    isDisappearing: m.isDisappearing,
    photoData: mediaVisible && m.photoMediaId ? mediaUrl(m.photoMediaId) : null,
    photoId: withheld ? null : m.photoId,
    photoUrl: mediaVisible ? photoUrl : null,
    voiceUrl: !withheld && m.voiceMediaId ? mediaUrl(m.voiceMediaId) : null,
    voiceMessageDuration: m.voiceDuration,
    locationLatitude: withheld ? null : m.locationLatitude,
    locationLongitude: withheld ? null : m.locationLongitude,
    locationName: withheld ? null : m.locationName,
    isLocationPrecise: m.isLocationPrecise,
    moderationStatus: m.moderationStatus,
    readAt: iso(m.readAt),
    isRevealed: !!m.revealedAt,
    revealedAt: iso(m.revealedAt),
    contentWithheld: withheld && !m.purgedAt,
    contentPurged: !!m.purgedAt,
    nsfwWarning: flaggedForMe && v.prefs.warnBeforeNSFW,
    blurred: flaggedForMe && v.prefs.blurNSFWContent,
    reportedByMe: v.reported,
    guardianNote:
      !isReceiver && m.moderationStatus === 'flagged' && isGuardianPolicy(m.guardianPolicy)
        ? guardianFlaggedNote(m.guardianPolicy)
        : null,
  };
}

export function presentConversation(row: ConversationListRow, last: Message | null, now = Date.now()): Conversation {
  const lastSeen = row.lastSeenAt ? new Date(row.lastSeenAt) : null;
  return {
    id: row.id,
    otherUser: {
      id: row.otherId,
      displayName: row.displayName,
      profilePictureUrl: row.profilePictureUrl,
      isOnline: isOnline(lastSeen, now),
    },
    lastMessage: last && {
      id: last.id,
      content: last.content,
      messageType: last.messageType,
      senderId: last.senderId,
      createdAt: last.createdAt,
      contentWithheld: last.contentWithheld,
      blurred: last.blurred,
      nsfwWarning: last.nsfwWarning,
    },
    lastActivity: new Date(row.lastActivity).toISOString(),
    unreadCount: row.unreadCount,
    vibeType: row.vibeType,
  };
}
