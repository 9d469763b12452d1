import { z } from 'zod';
import { idParam, userIdParams } from './common';
import { defineEndpoint } from './endpoint';

/**
 * One name for the action in the UI: a Like (issue 14). A wave (discovery card) and a heart (profile)
 * are two kinds of Like on the wire, kept for clients written from the spec.
 * POST /api/taps {senderId, receiverId, tapType} → 201 the tap with `matched` (true when the other
 * member already liked you: a match, announced live to both). A second Like of the same member is
 * refused with 409 "You already liked {name}". senderId must be the session user.
 * GET /api/taps/{userId} → taps RECEIVED by that member (owner only), newest first, each with
 * `matched`; the header's Likes entry counts them (decision 29).
 * GET /api/taps/{userId}/sent → the ids of members that member liked (owner only): cards and
 * profiles show "Liked" instead of offering the action again.
 */
export const TAP_TYPES = ['wave', 'heart'] as const;
export type TapType = (typeof TAP_TYPES)[number];
export const TAPS_PER_DAY = 100;
export const TAP_REPEAT_WINDOW_MS = 10 * 60 * 1000;
export const TAPS_LIST_MAX = 200;

export const tapBody = z
  .object({
    senderId: idParam,
    receiverId: idParam,
    tapType: z.enum(TAP_TYPES),
  })
  .strict();
export type TapBody = z.infer<typeof tapBody>;

export const tapUser = z.object({
  id: z.number().int(),
  displayName: z.string(),
  profilePictureUrl: z.string().nullable(),
});
export type TapUser = z.infer<typeof tapUser>;

export const tapEntry = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  tapType: z.enum(TAP_TYPES),
  createdAt: z.string(),
  sender: tapUser,
  /** Both members liked each other: a match (issue 14). */
  matched: z.boolean(),
});
export type Tap = z.infer<typeof tapEntry>;

export const tapsResponse = z.array(tapEntry);
export type TapsResponse = z.infer<typeof tapsResponse>;

export const tapSentResponse = tapEntry;
export const sentLikesResponse = z.object({ userIds: z.array(z.number().int()) });
export type SentLikesResponse = z.infer<typeof sentLikesResponse>;

/** The Likes endpoints (ADR 072): the server routes, client calls and OpenAPI document derive from these. */
export const tapEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/taps',
    summary: 'Like a member (a like back is a match); 409 on a repeat',
    access: 'member',
    body: tapBody,
    responses: { 200: tapSentResponse, 201: tapSentResponse },
  }),
  sent: defineEndpoint({
    method: 'GET',
    path: '/api/taps/:userId/sent',
    summary: 'Ids of the members this member liked (owner only)',
    access: 'member',
    params: userIdParams,
    responses: { 200: sentLikesResponse },
  }),
  received: defineEndpoint({
    method: 'GET',
    path: '/api/taps/:userId',
    summary: 'Likes received by this member, newest first (owner only)',
    access: 'member',
    params: userIdParams,
    responses: { 200: tapsResponse },
  }),
};
