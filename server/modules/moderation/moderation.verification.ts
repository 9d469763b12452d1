import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { VERIFICATION_POSES, type ModerationRequestDetail, type VerificationStatus } from '#contracts';
import type { AppContext } from '#server/context';
import { users, verificationRequests } from '#db/schema';
import { conflict, notFound } from '#http/errors';
import { setVerified } from '#modules/accounts';
import type { ModerationAdapter } from './moderation.registry';
import { displayNames } from './moderation.repository';
import type { ModerationService } from './moderation.service';

/**
 * What verification needs from the photo pipeline: turn a member's upload URL into a stored file.
 * Declared here (photos satisfies it structurally) so moderation does not depend on photos, which
 * depends on moderation for its review queue.
 */
export interface SelfieUploads {
  takeUpload(actor: { id: number }, photoURL: string): Promise<{ storageKey: string }>;
}

export const selfieUrl = (verificationId: number) => `/api/admin/verification-requests/${verificationId}/selfie`;

/**
 * Member verification: the app assigns a pose (derived from the member and their attempt count,
 * so a retry gets a new one and nobody can pick an old photo that happens to match), the member
 * uploads a selfie through the photo pipeline, a moderator compares it with the profile photos.
 */
export function createVerificationService(
  ctx: AppContext,
  deps: { moderation: ModerationService; photos: SelfieUploads },
) {
  const { db } = ctx.database;

  async function attempts(userId: number) {
    return db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, userId))
      .orderBy(desc(verificationRequests.id));
  }

  function poseFor(userId: number, attempt: number) {
    const digest = crypto.createHmac('sha256', ctx.secret).update(`pose:${userId}:${attempt}`).digest();
    return VERIFICATION_POSES[digest.readUInt32BE(0) % VERIFICATION_POSES.length]!;
  }

  async function profilePhotoUrls(userId: number): Promise<string[]> {
    const rows = await db.execute(
      sql`select id from photos where user_id = ${userId}
        and is_public and moderation_status = 'approved' order by id limit 5`,
    );
    return (rows as unknown as { rows: Array<{ id: number }> }).rows.map((p) => `/api/photos/${p.id}/file`);
  }

  const service = {
    async status(userId: number): Promise<VerificationStatus> {
      const [u] = await db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, userId)).limit(1);
      const all = await attempts(userId);
      const latest = all[0];
      const pending = latest?.status === 'pending';
      const pose = pending
        ? (VERIFICATION_POSES.find((p) => p.id === latest.poseId) ?? poseFor(userId, all.length))
        : poseFor(userId, all.length);
      return {
        status: latest ? latest.status : 'none',
        isVerified: !!u?.isVerified,
        pose: { id: pose.id, instruction: pose.instruction },
        submittedAt: latest?.createdAt.toISOString() ?? null,
        decidedAt: latest?.decidedAt?.toISOString() ?? null,
        note: latest?.status === 'rejected' ? latest.note : null,
      };
    },

    async submit(actor: { id: number }, photoURL: string): Promise<VerificationStatus> {
      const [me] = await db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, actor.id)).limit(1);
      if (me?.isVerified) throw conflict('You are already verified');
      const all = await attempts(actor.id);
      if (all[0]?.status === 'pending') throw conflict('You already have a verification pending');
      const pose = poseFor(actor.id, all.length);
      const { storageKey } = await deps.photos.takeUpload(actor, photoURL);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(verificationRequests)
          .values({ userId: actor.id, poseId: pose.id, storageKey })
          .returning();
        await deps.moderation.enqueueIn(tx, {
          subject: { type: 'verification', id: row!.id },
          userId: actor.id,
          url: selfieUrl(row!.id),
          reason: `Verification selfie: ${pose.instruction}`,
        });
      });
      return service.status(actor.id);
    },

    async selfie(verificationId: number): Promise<Buffer> {
      const [row] = await db
        .select()
        .from(verificationRequests)
        .where(eq(verificationRequests.id, verificationId))
        .limit(1);
      const data = row ? await ctx.storage.get(row.storageKey) : null;
      if (!data) throw notFound('Selfie not found');
      return data;
    },

    async queue(): Promise<ModerationRequestDetail[]> {
      const pending = await deps.moderation.list({ status: 'pending', type: 'verification', limit: 100 });
      return Promise.all(pending.reverse().map((item) => deps.moderation.detail(item.id)));
    },

    /** verification requests: approval sets isVerified; rejection keeps the moderator's note for the member. */
    adapter: {
      async apply(tx, request, decision) {
        const [row] = await tx
          .update(verificationRequests)
          .set({ status: decision, decidedAt: new Date(), note: request.reviewNotes })
          .where(and(eq(verificationRequests.id, request.subjectId), eq(verificationRequests.status, 'pending')))
          .returning();
        if (row && decision === 'approved') await setVerified(tx, row.userId, true);
      },
      async locate(request) {
        const [row] = await db
          .select()
          .from(verificationRequests)
          .where(eq(verificationRequests.id, request.subjectId))
          .limit(1);
        if (!row) return { type: 'gone' as const, note: 'The account has been deleted.' };
        const pose = VERIFICATION_POSES.find((p) => p.id === row.poseId) ?? { id: row.poseId, instruction: row.poseId };
        const names = await displayNames(db, [row.userId]);
        return {
          type: 'verification' as const,
          member: { id: row.userId, displayName: names.get(row.userId) ?? 'Deleted member' },
          pose: { id: pose.id, instruction: pose.instruction },
          selfieUrl: selfieUrl(row.id),
          profilePhotoUrls: await profilePhotoUrls(row.userId),
        };
      },
    } satisfies ModerationAdapter<'verification'>,
  };
  return service;
}
export type VerificationService = ReturnType<typeof createVerificationService>;
