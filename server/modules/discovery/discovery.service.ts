import { ageOn, type DiscoveryQuery, type ProfileCard, type VibeType } from '../../../contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { cellsAround } from './discovery.geo';
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

/** The repository query for one page (exported for the benchmark's EXPLAIN). */
export function candidateQueryFor(
  viewer: repo.ViewerRow, vibeType: VibeType, query: DiscoveryQuery, after: { score: number; id: number } | null, now: Date,
): repo.CandidateQuery {
  return {
    viewer,
    viewerAge: ageOn(viewer.birthDate, now),
    vibeType,
    genders: gendersInMask(viewer.seeks),
    cells: cellsAround(viewer.latSnap!, viewer.lngSnap!, viewer.maxDistance),
    bornAfter: viewer.ageMax >= 99 ? '0001-01-01' : yearsBefore(now, viewer.ageMax + 1),
    bornUntil: yearsBefore(now, viewer.ageMin),
    filters: activeFilters(viewer),
    after,
    limit: query.limit + 1,
  };
}

export interface DiscoveryPage { cards: ProfileCard[]; nextCursor: string | null }

export function createDiscoveryService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    /**
     * Decision 15: both sides' grids, interests, age ranges and distances; no blocks either way, no
     * suspended accounts, not the viewer. A viewer without a position sees nobody: distance can't
     * be honoured for either side (the filter bar shows Location not set).
     */
    async discover(viewerId: number, vibeType: VibeType, query: DiscoveryQuery, now = new Date()): Promise<DiscoveryPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const viewer = await repo.findViewer(db, viewerId);
      if (!viewer || viewer.cell === null || viewer.latSnap === null || viewer.lngSnap === null) return { cards: [], nextCursor: null };
      if (gendersInMask(viewer.seeks).length === 0) return { cards: [], nextCursor: null };
      const rows = await repo.findCandidates(db, candidateQueryFor(viewer, vibeType, query, after, now));
      const more = rows.length > query.limit;
      const page = more ? rows.slice(0, query.limit) : rows;
      const last = page.at(-1);
      return {
        cards: page.map((row) => presentCard(row, viewer, now)),
        nextCursor: more && last ? encodeCursor(Number(last.score), Number(last.id)) : null,
      };
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
