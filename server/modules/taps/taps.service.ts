import { TAPS_LIST_MAX, TAPS_PER_DAY, TAP_REPEAT_WINDOW_MS, type Tap, type TapBody } from '../../../contracts';
import type { AppContext } from '../../context';
import { badRequest, notFound, tooMany } from '../../http/errors';
import { isBlockedEitherWay } from '../profiles';
import { presentTap } from './taps.presenter';
import * as repo from './taps.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createTapsService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    /** Returns the tap and whether it is new; a repeat of the same tap within 10 minutes is not stored twice. */
    async send(senderId: number, body: TapBody, now = new Date()): Promise<{ tap: Tap; created: boolean }> {
      if (body.receiverId === senderId) throw badRequest('You cannot tap yourself');
      // A block hides members from each other (decision 18): same answer as a missing member.
      if (!(await repo.memberExists(db, body.receiverId)) || (await isBlockedEitherWay(db, senderId, body.receiverId))) {
        throw notFound('Member not found');
      }
      const existing = await repo.findRecentSame(db, senderId, body.receiverId, body.tapType, new Date(now.getTime() - TAP_REPEAT_WINDOW_MS));
      if (existing) return { tap: presentTap((await repo.findTap(db, existing))!), created: false };
      if ((await repo.countSentSince(db, senderId, new Date(now.getTime() - DAY_MS))) >= TAPS_PER_DAY) {
        throw tooMany(`You can send up to ${TAPS_PER_DAY} taps a day. Please try again tomorrow.`);
      }
      const id = await repo.insertTap(db, { senderId, receiverId: body.receiverId, tapType: body.tapType, createdAt: now });
      return { tap: presentTap((await repo.findTap(db, id))!), created: true };
    },

    async received(userId: number): Promise<Tap[]> {
      return (await repo.listReceived(db, userId, TAPS_LIST_MAX)).map(presentTap);
    },
  };
}
export type TapsService = ReturnType<typeof createTapsService>;
