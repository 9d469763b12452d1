import { describe, expect, it } from 'vitest';
import { INTERESTS, computeCompatibility } from '#contracts';
import { seededRandom } from '#seed/factories';
import type { DatabaseHandle } from '#db/client';
import { CandidateIndex, rankingScore, type CandidateRow, type CandidateSearch } from './discovery.candidate-index';
import { cellId, miles, snapLat, snapLng } from './discovery.geo';

// Same bits as SQL discovery_interests_mask (migration 0005): one per INTERESTS entry.
const maskOf = (interests: readonly string[]) =>
  interests.reduce((m, i) => m | (1 << (INTERESTS as readonly string[]).indexOf(i)), 0);

describe('rankingScore (the candidate index ranks by it)', () => {
  it('equals the spec compatibility score computeCompatibility shows on the card', () => {
    const rng = seededRandom(11);
    for (let n = 0; n < 5000; n++) {
      const a = { romantic: rng.int(0, 100), dominance: rng.int(0, 100), social: rng.int(0, 100) };
      const b = { romantic: rng.int(0, 100), dominance: rng.int(0, 100), social: rng.int(0, 100) };
      const ia = rng.some(INTERESTS, 0, 8);
      const ib = rng.some(INTERESTS, 0, 8);
      const expected = computeCompatibility({ vibes: a, interests: ia }, { vibes: b, interests: ib }).score;
      const got = rankingScore(
        a.romantic,
        a.dominance,
        a.social,
        maskOf(ia),
        ia.length,
        b.romantic,
        b.dominance,
        b.social,
        maskOf(ib),
        ib.length,
      );
      expect(got, JSON.stringify({ a, b, ia, ib })).toBe(expected);
    }
  });
});

describe('CandidateIndex.search against a plain reference', () => {
  const DAY = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const now = new Date('2026-11-22T12:00:00Z');
  const BODY = ['slim', 'average', 'athletic', 'curvy'];
  const REL = ['single', 'polyamorous', 'open'];

  function randomRow(rng: ReturnType<typeof seededRandom>, id: number): CandidateRow {
    const centre = rng.pick([
      [40.75, -73.99],
      [34.05, -118.24],
      [40.9, -74.2],
    ] as const);
    const lat = snapLat(centre[0] + (rng.next() - 0.5) * 0.8);
    const lng = snapLng(lat, centre[1] + (rng.next() - 0.5) * 0.8);
    const interests = rng.some(INTERESTS, 0, 6);
    return {
      user_id: id,
      gender: rng.int(0, 6),
      seeks: rng.chance(0.2) ? 127 : rng.int(1, 127),
      birth_date: iso(now.getTime() - rng.int(18 * 365, 70 * 365) * DAY),
      age_min: rng.int(18, 40),
      age_max: rng.chance(0.2) ? 99 : rng.int(30, 80),
      max_distance: rng.int(5, 60),
      appear_in_hookup: rng.chance(0.4),
      appear_in_date: rng.chance(0.7),
      appear_in_chat: rng.chance(0.4),
      suspended_until: rng.chance(0.05)
        ? new Date(now.getTime() + DAY)
        : rng.chance(0.05)
          ? new Date(now.getTime() - DAY)
          : null,
      cell: rng.chance(0.03) ? null : cellId(lat, lng),
      lat_snap: lat,
      lng_snap: lng,
      romantic: rng.int(0, 100),
      dominance: rng.int(0, 100),
      social: rng.int(0, 100),
      interests_mask: maskOf(interests),
      interests_count: interests.length + (rng.chance(0.2) ? 1 : 0),
      height_in: rng.chance(0.1) ? null : rng.int(58, 80),
      body_type: rng.chance(0.1) ? null : rng.pick(BODY),
      relationship_status: rng.pick(REL),
      languages: rng.some(['English', 'Spanish', 'French', 'Italian'], 1, 2),
    };
  }

  /** Decision 15 spelled out row by row: the rules the index must give the same answer as. */
  function reference(rows: Map<number, CandidateRow>, q: CandidateSearch): Array<{ id: number; score: number }> {
    const grid = { hookup: 'appear_in_hookup', date: 'appear_in_date', chat: 'appear_in_chat' } as const;
    const out: Array<{ id: number; score: number }> = [];
    for (const r of rows.values()) {
      if (!r[grid[q.vibeType]] || r.cell === null) continue;
      if (!(q.wantedGenders & (1 << r.gender)) || !(r.seeks & q.viewerGenderBit)) continue;
      if (!(r.birth_date > q.bornAfter && r.birth_date <= q.bornUntil)) continue;
      if (r.age_min > q.viewerAge || (r.age_max < q.viewerAge && r.age_max < 99)) continue;
      if (r.suspended_until && new Date(r.suspended_until) > q.now) continue;
      if (r.user_id === q.viewerId || q.blocked.includes(r.user_id)) continue;
      if (miles(q.latSnap, q.lngSnap, r.lat_snap!, r.lng_snap!) > Math.min(q.maxDistance, r.max_distance)) continue;
      const f = q.filters;
      if (f.heights && !f.heights.includes(r.height_in ?? -1)) continue;
      if (f.bodyTypes && !f.bodyTypes.includes(r.body_type ?? '')) continue;
      if (f.relationships && !f.relationships.includes(r.relationship_status ?? '')) continue;
      if (f.languages && !r.languages.some((l) => f.languages!.includes(l))) continue;
      const score = rankingScore(
        q.romantic,
        q.dominance,
        q.social,
        q.interestsMask,
        q.interestsCount,
        r.romantic,
        r.dominance,
        r.social,
        r.interests_mask,
        r.interests_count,
      );
      if (q.after && !(score < q.after.score || (score === q.after.score && r.user_id > q.after.id))) continue;
      out.push({ id: r.user_id, score });
    }
    return out.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, q.limit);
  }

  it('gives the same page as the reference for random members, viewers, filters, cursors and changes', () => {
    const rng = seededRandom(5);
    const rows = new Map<number, CandidateRow>();
    const index = new CandidateIndex(null as unknown as DatabaseHandle); // search and upsert never touch the database
    for (let id = 1; id <= 3000; id++) {
      const r = randomRow(rng, id);
      rows.set(id, r);
      index.upsert(r);
    }
    let compared = 0;
    for (let round = 0; round < 300; round++) {
      // Members move, change settings, leave.
      for (let k = 0; k < 20; k++) {
        const id = rng.int(1, 3200);
        if (rng.chance(0.1)) {
          rows.delete(id);
          index.remove(id);
        } else {
          const r = randomRow(rng, id);
          rows.set(id, r);
          index.upsert(r);
        }
      }
      const v = randomRow(rng, 100_000);
      const viewerAge = rng.int(18, 70);
      const q: CandidateSearch = {
        viewerId: rng.int(1, 3000),
        vibeType: rng.pick(['hookup', 'date', 'chat'] as const),
        wantedGenders: v.seeks,
        viewerGenderBit: 1 << v.gender,
        viewerAge,
        bornAfter: rng.chance(0.3) ? '0001-01-01' : iso(now.getTime() - rng.int(40, 80) * 365 * DAY),
        bornUntil: iso(now.getTime() - rng.int(18, 35) * 365 * DAY),
        latSnap: v.lat_snap!,
        lngSnap: v.lng_snap!,
        maxDistance: rng.int(5, 60),
        romantic: v.romantic,
        dominance: v.dominance,
        social: v.social,
        interestsMask: v.interests_mask,
        interestsCount: v.interests_count,
        blocked: Array.from({ length: rng.int(0, 30) }, () => rng.int(1, 3000)),
        filters: {
          heights: rng.chance(0.3) ? Array.from({ length: 6 }, () => rng.int(58, 80)) : null,
          bodyTypes: rng.chance(0.3) ? rng.some(BODY, 1, 2) : null,
          relationships: rng.chance(0.3) ? rng.some(REL, 1, 2) : null,
          languages: rng.chance(0.3) ? rng.some(['English', 'Spanish', 'French'], 1, 2) : null,
        },
        after: null,
        limit: rng.int(5, 40),
        now,
      };
      const expected = reference(rows, q);
      expect(index.search(q).map((h) => ({ id: h.id, score: h.score }))).toEqual(expected);
      // And the next page after the last card.
      const last = expected.at(-1);
      if (last) {
        const next = { ...q, after: { score: last.score, id: last.id } };
        expect(index.search(next).map((h) => ({ id: h.id, score: h.score }))).toEqual(reference(rows, next));
      }
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(1000); // the random viewers really found people
  });
});
