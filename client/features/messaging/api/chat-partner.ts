import { useQuery } from '@tanstack/react-query';
import { profileResponse, type Vibes } from '#contracts';
import { api } from '#lib/api-client';

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
 * GET /api/profile/{id}, reduced to what the chat header needs (also read for the member themself,
 * for their vibes). An unknown member (or one on either side of a block) answers 404, which the
 * chat shows as Chat Not Found.
 */
export async function getChatPartner(userId: number): Promise<ChatPartner> {
  const profile = profileResponse.parse(await api.get(`/api/profile/${userId}`));
  return {
    id: profile.id,
    displayName: profile.displayName,
    profilePictureUrl: profile.profilePictureUrl,
    isOnline: profile.isOnline,
    vibes: profile.vibes,
    interests: profile.interests,
  };
}

export function useChatPartner(userId: number | null) {
  return useQuery({
    queryKey: ['/api/profile', userId, 'chat-partner'],
    queryFn: () => getChatPartner(userId!),
    enabled: userId !== null,
  });
}
