import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints, type Vibes } from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';

export interface ChatPartner {
  id: number;
  displayName: string;
  profilePictureUrl: string | null;
  isOnline: boolean;
  /** For the header's compatibility: the same inputs the discovery card's score uses. */
  vibes: Vibes;
  interests: string[];
}

/**
 * The chat header's view of a profile. The key sits under the profiles feature's `['/api/profile', id]`,
 * so its invalidations (a block, a new position) refresh the header too.
 */
export const chatPartnerKey = (userId: number | null) =>
  [resourceKey(profileEndpoints.get), userId, 'chat-partner'] as const;

/**
 * GET /api/profile/{id}, reduced to what the chat header needs (also read for the member themself,
 * for their vibes). An unknown member (or one on either side of a block) answers 404, which the
 * chat shows as Chat Not Found.
 */
export async function getChatPartner(userId: number): Promise<ChatPartner> {
  const profile = await callEndpoint(profileEndpoints.get, { params: { userId } });
  return {
    id: profile.id,
    displayName: profile.displayName,
    profilePictureUrl: profile.profilePictureUrl,
    isOnline: profile.isOnline,
    vibes: profile.vibes,
    interests: profile.interests,
  };
}

export const chatPartnerQueries = {
  get: (userId: number | null) =>
    queryOptions({ queryKey: chatPartnerKey(userId), queryFn: () => getChatPartner(userId!) }),
};

export function useChatPartner(userId: number | null) {
  return useQuery({ ...chatPartnerQueries.get(userId), enabled: userId !== null });
}
