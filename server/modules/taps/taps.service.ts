import { TAPS_LIST_MAX, TAPS_PER_DAY, type Tap, type TapBody } from '#contracts';
import type { AppContext } from '#server/context';
import { createBatchLoader } from '#db/batch';
import { badRequest, conflict, notFound, tooMany } from '#http/errors';
import type { MessagingService } from '#modules/messaging';
import type { ProfilesService } from '#modules/profiles';
import type { Principal } from '#http/session';
import { presentTap } from './taps.presenter';
import * as repo from './taps.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TapsDeps {
  messaging: Pick<MessagingService, 'announceMatch'>;
  /** Who may see whom (profiles, ADR 118): a Like reaches only a member the sender could see (ADR 221). */
  visibility: Pick<ProfilesService, 'mayView'>;
}

export function createTapsService(ctx: AppContext, deps: TapsDeps) {
  const db = ctx.database.db;
  // Lists asked for in the same event-loop turn share one statement (server/db/batch.ts).
  const loadReceived = createBatchLoader((ids: number[]) => repo.listReceivedOfMany(db, ids, TAPS_LIST_MAX));
  const loadSent = createBatchLoader((ids: number[]) => repo.likedIdsOfMany(db, ids));
  return {
    /** Stores a Like; a second Like of the same member is a 409; a Like back is a match, announced to both. */
    async send(sender: Principal, body: TapBody, now = new Date()): Promise<{ tap: Tap; created: boolean }> {
      const senderId = sender.id;
      if (body.receiverId === senderId) throw badRequest('receiverId: you cannot like yourself');
      // Through the UI a Like starts from a card or profile the member sees; any other id (missing, blocked either
      // way, suspended, out of reach) gets the same 404, so POST /api/taps neither opens nor names members (ADR 221).
      const receiver = await repo.memberCard(db, body.receiverId);
      if (!receiver || !(await deps.visibility.mayView(sender, body.receiverId))) throw notFound('Member not found');
      if (await repo.hasLiked(db, senderId, body.receiverId))
        throw conflict(`You already liked ${receiver.displayName}`);
      if ((await repo.countSentSince(db, senderId, new Date(now.getTime() - DAY_MS))) >= TAPS_PER_DAY) {
        throw tooMany(`You can send up to ${TAPS_PER_DAY} likes a day. Please try again tomorrow.`);
      }
      const id = await repo.insertTap(db, {
        senderId,
        receiverId: body.receiverId,
        tapType: body.tapType,
        createdAt: now,
      });
      const tap = presentTap((await repo.findTap(db, id))!);
      if (tap.matched) {
        await deps.messaging.announceMatch(
          { id: senderId, displayName: tap.sender.displayName, profilePictureUrl: tap.sender.profilePictureUrl },
          receiver,
        );
      }
      return { tap, created: true };
    },

    async received(userId: number): Promise<Tap[]> {
      return ((await loadReceived(userId)) ?? []).map(presentTap);
    },

    async sent(userId: number): Promise<number[]> {
      return [...((await loadSent(userId)) ?? [])];
    },
  };
}
export type TapsService = ReturnType<typeof createTapsService>;
