import {
  GENDER_CHANGE_MESSAGE,
  type DiscoveryFiltersBody,
  type NsfwPreferences,
  type UpdateDiscoverySettingsBody,
  type UpdateProfileBody,
  type UpdateVibesBody,
} from '#contracts';
import type { AppContext } from '#server/context';
import { createBatchLoader, pairKey, pairsOf } from '#db/batch';
import { badRequest, conflict, notFound } from '#http/errors';
import type { Principal } from '#http/session';
import { RESERVED_NAME_MESSAGE, isReservedName, nameSkeleton } from '#modules/accounts';
import { placeTypedLocation, recordPositionMove, visibleDistanceMiles, worldGazetteer } from '#modules/geo';
import type { GuardianService } from '#modules/guardian';
import type { ModerationAdapter, ModerationQueue } from '#modules/moderation';
import { assertOwner, mayChangeGender, mayViewMember } from './profiles.policy';
import {
  presentDiscoverySettings,
  presentNsfwPreferences,
  presentOwnProfile,
  presentPublicProfile,
  presentVibes,
} from './profiles.presenter';
import * as repo from './profiles.repository';
import * as blocks from '#modules/blocks';

const NOT_FOUND = 'Profile not found';
const MODERATED_FIELDS = { displayName: 'Display name', bio: 'Bio' } as const;

export function createProfilesService(ctx: AppContext, guardian: GuardianService, moderation: ModerationQueue) {
  const { db } = ctx.database;

  // Profile reads arriving in the same event-loop turn share one query (docs/PERFORMANCE.md, reads).
  const loadProfile = createBatchLoader(
    async (ids: number[]) => new Map((await repo.findProfiles(db, ids)).map((row) => [row.profile.userId, row])),
  );
  /** A copy per caller: the presenters must never see another request's edits. */
  const readProfile = async (userId: number) => {
    const row = await loadProfile(userId);
    return row && { ...row, profile: { ...row.profile }, account: { ...row.account } };
  };

  // Another member's profile: block check, couldMeet and viewer position of a turn's pairs in one statement.
  const loadPairFacts = createBatchLoader(
    async (keys: string[]) =>
      new Map((await repo.pairFacts(db, pairsOf(keys))).map((f) => [pairKey(f.viewer, f.target), f])),
  );
  const loadVibes = createBatchLoader(
    async (ids: number[]) => new Map((await repo.findVibesOf(db, ids)).map((row) => [row.userId, row])),
  );
  // GET /api/blocks (Settings → Blocked): one statement for a turn's members.
  const loadBlockList = createBatchLoader((ids: number[]) => blocks.listBlocksOf(db, ids));

  async function ownProfile(userId: number) {
    const row = await readProfile(userId);
    if (!row) throw notFound(NOT_FOUND);
    return presentOwnProfile(row);
  }

  /** The one visibility rule (ADR 118) over this turn's batched pair facts. */
  async function mayView(actor: Principal, userId: number): Promise<boolean> {
    if (actor.id === userId) return true;
    const facts = await loadPairFacts(pairKey(actor.id, userId));
    return !!facts && mayViewMember(actor, userId, facts);
  }

  return {
    /**
     * May this member see that one (profile, photo list, photo files)? Other modules ask this rather
     * than repeat the rule (photos, ADR 118); the answer for "no" is always a 404.
     */
    mayView,

    /** Own profile in full; anyone else's as the public view; blocked either way, unknown or suspended → 404. */
    async getProfile(actor: Principal, userId: number) {
      if (actor.id === userId) return ownProfile(userId);
      // The visibility facts (block, suspension, couldMeet) and the viewer's position travel together in
      // one batched statement (ADRs 106, 116, 118), beside the batched read of the target's row.
      const [row, facts] = await Promise.all([readProfile(userId), loadPairFacts(pairKey(actor.id, userId))]);
      if (!row || !facts || !mayViewMember(actor, userId, facts)) throw notFound(NOT_FOUND);
      const from = { latitude: facts.viewerLatitude, longitude: facts.viewerLongitude };
      const distance = visibleDistanceMiles(from, row.profile);
      return presentPublicProfile(row, distance);
    },

    async updateProfile(actor: Principal, userId: number, body: UpdateProfileBody) {
      assertOwner(actor.id, userId, 'profile');
      const current = await repo.findProfile(db, userId);
      if (!current) throw notFound(NOT_FOUND);
      const p = current.profile;
      if (body.gender !== undefined && !mayChangeGender(p.gender, body.gender)) throw badRequest(GENDER_CHANGE_MESSAGE);
      if (body.displayName !== undefined && nameSkeleton(body.displayName) !== nameSkeleton(p.displayName)) {
        if (actor.role === 'member' && isReservedName(body.displayName)) throw badRequest(RESERVED_NAME_MESSAGE);
        if (await repo.displayNameTakenByOther(db, nameSkeleton(body.displayName), userId))
          throw conflict('This display name is already taken');
      }

      // Profile text passes Guardian when it changes: BLOCK refuses, REVIEW saves and queues.
      const sender = (await guardian.senderSignals(userId)) ?? undefined;
      const toReview: Array<{
        field: keyof typeof MODERATED_FIELDS;
        text: string;
        verdict: ReturnType<GuardianService['moderateText']>;
      }> = [];
      for (const field of Object.keys(MODERATED_FIELDS) as Array<keyof typeof MODERATED_FIELDS>) {
        const text = body[field];
        if (text === undefined || text === p[field] || text === '') continue;
        const verdict = guardian.moderateText(text, { surface: 'profile', sender });
        if (verdict.decision === 'BLOCK') {
          await moderation.recordBlocked({
            contentType: 'profile',
            contentId: `profile:${userId}:${field}`,
            content: text,
            userId,
            verdict,
          });
          throw badRequest(
            `${MODERATED_FIELDS[field]} blocked by Guardian AI: please remove inappropriate content and try again.`,
          );
        }
        if (verdict.decision === 'REVIEW') toReview.push({ field, text, verdict });
      }

      const { latitude, longitude, ...fields } = body;
      const patch: Parameters<typeof repo.updateProfile>[2] = { ...fields };
      if (latitude !== undefined && longitude !== undefined) {
        await recordPositionMove(db, userId, p, { latitude, longitude });
        patch.latitude = latitude;
        patch.longitude = longitude;
        if (fields.location === undefined) {
          const place = worldGazetteer().reverse(latitude, longitude);
          if (!place) throw badRequest('Could not determine your location. Please enter manually.');
          patch.location = place.location;
        }
      } else if (fields.location !== undefined && (fields.location !== p.location || p.latitude === null)) {
        // Typed text alone: place it (issue 14), so a member is never left with a name and no
        // position (an empty Discover). Unknown or ambiguous text is a 400 naming location.
        const place = placeTypedLocation(fields.location);
        // A typed place moves the member as far as coordinates do: the same jump limit (ADR 214).
        await recordPositionMove(db, userId, p, place);
        patch.latitude = place.latitude;
        patch.longitude = place.longitude;
      }
      if (Object.keys(patch).length > 0) await repo.updateProfile(db, userId, patch);
      for (const item of toReview) {
        await moderation.enqueue({
          subject: { type: 'profile_text', id: userId, field: item.field },
          userId,
          text: item.text,
          reason: `${MODERATED_FIELDS[item.field]} flagged by Guardian AI for review`,
          verdict: item.verdict,
        });
      }
      return ownProfile(userId);
    },

    async getVibes(actor: Principal, userId: number) {
      assertOwner(actor.id, userId, 'vibes');
      const row = await loadVibes(userId);
      return presentVibes(row && { ...row });
    },

    async updateVibes(actor: Principal, userId: number, body: UpdateVibesBody) {
      assertOwner(actor.id, userId, 'vibes');
      return presentVibes(await repo.updateVibes(db, userId, body));
    },

    async getDiscoverySettings(actor: Principal, userId: number) {
      assertOwner(actor.id, userId, 'discovery settings');
      const row =
        (await repo.findDiscoverySettings(db, userId)) ?? (await repo.updateDiscoverySettings(db, userId, {}));
      return presentDiscoverySettings(row);
    },

    async updateDiscoverySettings(
      actor: Principal,
      userId: number,
      body: UpdateDiscoverySettingsBody | DiscoveryFiltersBody,
    ) {
      assertOwner(actor.id, userId, 'discovery settings');
      const current = await repo.findDiscoverySettings(db, userId);
      const patch = body as UpdateDiscoverySettingsBody;
      // A PATCH of one end of the age range must still leave a valid range.
      const ageMin = patch.ageMin ?? current?.ageMin ?? 18;
      const ageMax = patch.ageMax ?? current?.ageMax ?? 65;
      if (ageMin > ageMax) throw badRequest('Minimum age must not exceed maximum age');
      return presentDiscoverySettings(await repo.updateDiscoverySettings(db, userId, body));
    },

    async getNsfwPreferences(actor: Principal, userId: number) {
      assertOwner(actor.id, userId, 'NSFW preferences');
      const row =
        (await repo.findNsfwPreferences(db, userId)) ??
        (await repo.putNsfwPreferences(db, userId, {
          receiveTextNSFW: true,
          receiveImageNSFW: false,
          warnBeforeNSFW: true,
          blurNSFWContent: true,
        }));
      return presentNsfwPreferences(row);
    },

    async putNsfwPreferences(actor: Principal, userId: number, body: NsfwPreferences) {
      assertOwner(actor.id, userId, 'NSFW preferences');
      return presentNsfwPreferences(await repo.putNsfwPreferences(db, userId, body));
    },

    async block(actor: Principal, userId: number) {
      if (actor.id === userId) throw badRequest('You cannot block yourself');
      if (!(await repo.userExists(db, userId))) throw notFound('Member not found');
      await blocks.insertBlock(db, actor.id, userId);
      return { ok: true as const };
    },

    async unblock(actor: Principal, userId: number) {
      if (!(await blocks.deleteBlock(db, actor.id, userId))) throw notFound('You have not blocked this member');
      return { ok: true as const };
    },

    async listBlocks(actor: Principal) {
      const rows = (await loadBlockList(actor.id)) ?? [];
      return rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() }));
    },

    /**
     * profile_text requests: a rejected text leaves the public profile (a bio empties, a display
     * name becomes neutral) unless the member has already replaced it; approval leaves it shown.
     */
    moderationAdapter: {
      async apply(tx, request, decision) {
        if (decision !== 'rejected') return;
        const field = request.subjectField === 'displayName' ? 'displayName' : 'bio';
        const row = await repo.findProfile(tx, request.subjectId);
        if (!row || row.profile[field] !== request.contentText) return;
        await repo.updateProfile(
          tx,
          request.subjectId,
          field === 'bio' ? { bio: '' } : { displayName: `Member ${request.subjectId}` },
        );
      },
      async locate(request) {
        const row = await repo.findProfile(db, request.subjectId);
        if (!row) return { type: 'gone' as const, note: 'The account has been deleted.' };
        const field = request.subjectField === 'displayName' ? 'displayName' : 'bio';
        return {
          type: 'profile_text' as const,
          field,
          text: request.contentText ?? row.profile[field],
          author: { id: request.subjectId, displayName: row.profile.displayName },
        };
      },
    } satisfies ModerationAdapter<'profile_text'>,
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
