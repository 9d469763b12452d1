import { ageOn, type DiscoveryQuery, type ProfileCard, type VibeType } from '#contracts';
import type { AppContext } from '#server/context';
import { badRequest } from '#http/errors';
import { CandidateIndex, type CandidateSearch } from './discovery.candidate-index';
import { activeFilters, gendersInMask } from './discovery.policy';
import { presentCard } from './discovery.presenter';
import * as repo from './discovery.repository';

/** Opaque page cursor: the last card's (score, id), base64url. */
export function encodeCursor(score: number, id: number): string {
  return Buffer.from(`${score}:${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { score: number; id: number } {
  const match = /^(\d{1,3}):(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest('Invalid cursor');
  return { score: Number(match[1]), id: Number(match[2]) };
}

/** ISO date `years` before `today` (UTC), the boundary of an age range. */
function yearsBefore(today: Date, years: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** The candidate-index search for one page (exported for the benchmark and tests). */
export function searchFor(
  viewer: repo.ViewerRow,
  vibeType: VibeType,
  query: DiscoveryQuery,
  after: { score: number; id: number } | null,
  now: Date,
): CandidateSearch {
  return {
    viewerId: viewer.userId,
    vibeType,
    wantedGenders: gendersInMask(viewer.seeks).reduce((mask, g) => mask | (1 << g), 0),
    viewerGenderBit: 1 << viewer.gender,
    viewerAge: ageOn(viewer.birthDate, now),
    bornAfter: viewer.ageMax >= 99 ? '0001-01-01' : yearsBefore(now, viewer.ageMax + 1),
    bornUntil: yearsBefore(now, viewer.ageMin),
    latSnap: viewer.latSnap!,
    lngSnap: viewer.lngSnap!,
    maxDistance: viewer.maxDistance,
    romantic: viewer.romantic,
    dominance: viewer.dominance,
    social: viewer.social,
    interestsMask: viewer.interestsMask,
    interestsCount: viewer.interestsCount,
    blocked: viewer.blocked,
    filters: activeFilters(viewer),
    after,
    limit: query.limit + 1,
    now,
  };
}

export interface DiscoveryPage {
  cards: ProfileCard[];
  nextCursor: string | null;
}

export function createDiscoveryService(ctx: AppContext) {
  const db = ctx.database.db;
  const index = new CandidateIndex(ctx.database);
  return {
    /** Loads the candidate index ahead of the first request (app start); errors surface on that request instead. */
    warmUp(): void {
      index.sync().catch(() => undefined);
    },
    /**
     * Decision 15: both sides' grids, interests, age ranges and distances; no blocks either way, no
     * suspended accounts, not the viewer. A viewer without a position sees nobody: distance can't
     * be honoured for either side (the filter bar shows Location not set).
     */
    async discover(
      viewerId: number,
      vibeType: VibeType,
      query: DiscoveryQuery,
      now = new Date(),
    ): Promise<DiscoveryPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const [viewer] = await Promise.all([repo.findViewer(db, viewerId), index.sync()]);
      if (!viewer || viewer.cell === null || viewer.latSnap === null || viewer.lngSnap === null)
        return { cards: [], nextCursor: null };
      if (gendersInMask(viewer.seeks).length === 0) return { cards: [], nextCursor: null };
      const hits = index.search(searchFor(viewer, vibeType, query, after, now));
      const more = hits.length > query.limit;
      const page = more ? hits.slice(0, query.limit) : hits;
      const fields = await repo.findCardFields(
        db,
        page.map((hit) => hit.id),
      );
      const cards: ProfileCard[] = [];
      for (const hit of page) {
        // A member deleted between the index read and this one simply drops out of the page.
        const row = fields.get(hit.id);
        if (row) cards.push(presentCard({ ...row, ...hit }, viewer, now));
      }
      const last = page.at(-1);
      return { cards, nextCursor: more && last ? encodeCursor(last.score, last.id) : null };
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
