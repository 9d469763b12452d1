import { ownProfile, updateProfileBody, type OwnProfile } from '#contracts';
import { api } from '#lib/api-client';

export interface DeviceLocation {
  location: string;
  latitude: number;
  longitude: number;
}

/** PATCH /api/profile/{userId} with the place name and the device coordinates (owner only). */
export async function saveLocation(userId: number, place: DeviceLocation): Promise<OwnProfile> {
  return ownProfile.parse(await api.patch(`/api/profile/${userId}`, updateProfileBody.parse(place)));
}
