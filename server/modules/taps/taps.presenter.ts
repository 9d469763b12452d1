import type { Tap } from '#contracts';
import type { TapRow } from './taps.repository';

export function presentTap(row: TapRow): Tap {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    tapType: row.tapType,
    createdAt: new Date(row.createdAt).toISOString(),
    sender: { id: row.senderId, displayName: row.senderName, profilePictureUrl: row.senderPicture },
    matched: row.matched,
  };
}
