import { z } from 'zod';
import { idParam } from './common';

/**
 * POST /api/taps {senderId, receiverId, tapType} → 201 the tap (200 with the existing tap when the
 * same tap was sent within TAP_REPEAT_WINDOW_MS: no duplicate). senderId must be the session user.
 * GET /api/taps/{userId} → taps RECEIVED by that member (owner only), newest first; its length
 * drives the header badge.
 */
export const TAP_TYPES = ['wave', 'heart'] as const;
export type TapType = (typeof TAP_TYPES)[number];
export const TAPS_PER_DAY = 100;
export const TAP_REPEAT_WINDOW_MS = 10 * 60 * 1000;
export const TAPS_LIST_MAX = 200;

export const tapBody = z.object({
  senderId: idParam,
  receiverId: idParam,
  tapType: z.enum(TAP_TYPES),
}).strict();
export type TapBody = z.infer<typeof tapBody>;

export const tapUser = z.object({ id: z.number().int(), displayName: z.string(), profilePictureUrl: z.string().nullable() });
export type TapUser = z.infer<typeof tapUser>;

export const tapEntry = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  tapType: z.enum(TAP_TYPES),
  createdAt: z.string(),
  sender: tapUser,
});
export type Tap = z.infer<typeof tapEntry>;

export const tapsResponse = z.array(tapEntry);
export type TapsResponse = z.infer<typeof tapsResponse>;

export const tapSentResponse = tapEntry;
