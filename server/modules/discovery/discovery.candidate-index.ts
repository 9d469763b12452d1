import { LANGUAGE_FILTER, type VibeType } from '#contracts';
import type { DatabaseHandle } from '#db/client';
import { cellsAround, miles } from './discovery.geo';
import type { ActiveFilters } from './discovery.policy';

/**
 * In-memory copy of `discovery_candidates`, held by each app process, that discovery filters and
 * ranks on (docs/PERFORMANCE.md, "Design for scale").
 *
 * Why: ranking by compatibility has to score every eligible member in the radius. In a dense metro
 * that is tens of thousands of rows per request; PostgreSQL's index-only scan spends ~0.3 µs per
 * index entry before any scoring (12–25 ms per request in Los Angeles at 1,000,000 members), while
 * a columnar scan over typed arrays does the same filtering and scoring in about a millisecond.
 *
 * The table stays the source of truth. Triggers keep it in step with profiles, vibes, settings and
 * suspensions, stamp each write with its transaction id and leave a tombstone on delete (migrations
 * 0005, 0010). `sync()` reads only rows stamped at or after the previous snapshot's xmin (every
 * transaction older than that had committed or aborted before the previous read, so nothing is
 * skipped; rows read twice are simply applied twice). Discovery calls `sync()` before each search,
 * concurrent callers share one query, so a member always sees their own and everyone's committed
 * changes. Any number of app processes can each hold an index: no process-to-process messages.
 */

const GRID_INDEX: Record<VibeType, number> = { hookup: 0, date: 1, chat: 2 };
const GRIDS = 3;
const GENDER_SLOTS = 8;
/** Members are listed per (lookup cell, grid, gender): a search visits only the grid and genders it asks for. */
const bucketKey = (cell: number, grid: number, gender: number) =>
  (cell * GRIDS + grid) * GENDER_SLOTS + (gender & (GENDER_SLOTS - 1));
/** Bit per LANGUAGE_FILTER entry: the language filter only ever asks about these. */
const languageMask = (languages: readonly string[]) =>
  languages.reduce((mask, l) => {
    const i = (LANGUAGE_FILTER as readonly string[]).indexOf(l);
    return i < 0 ? mask : mask | (1 << i);
  }, 0);
const DAY_MS = 86_400_000;
const INITIAL_CAPACITY = 1024;
const LOAD_CHUNK = 20_000;
const EARTH_DIAMETER_MILES = 7917.6;
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_DIAMETER_MILES) / 360;
const toRadians = (deg: number) => (deg * Math.PI) / 180;
/**
 * The haversine term h for a distance of r whole miles: d = D·asin(√h) ≤ r ⟺ h ≤ sin²(r/D). Used
 * only to reject clear misses without asin/sqrt; anything near the edge gets the exact miles().
 */
const H_AT_MILES = Array.from(
  { length: 1 << 15 },
  (_, r) => Math.sin(Math.min(r / EARTH_DIAMETER_MILES, Math.PI / 2)) ** 2 * (1 + 1e-9),
);

/** A row as read from discovery_candidates. */
export interface CandidateRow {
  user_id: number;
  gender: number;
  seeks: number;
  birth_date: string;
  age_min: number;
  age_max: number;
  max_distance: number;
  appear_in_hookup: boolean;
  appear_in_date: boolean;
  appear_in_chat: boolean;
  suspended_until: Date | string | null;
  cell: number | null;
  lat_snap: number | null;
  lng_snap: number | null;
  romantic: number;
  dominance: number;
  social: number;
  interests_mask: number;
  interests_count: number;
  height_in: number | null;
  body_type: string | null;
  relationship_status: string | null;
  languages: string[];
}

const COLUMNS = `d.user_id, d.gender, d.seeks, d.birth_date::text AS birth_date, d.age_min, d.age_max, d.max_distance,
  d.appear_in_hookup, d.appear_in_date, d.appear_in_chat, d.suspended_until, d.cell, d.lat_snap, d.lng_snap,
  d.romantic, d.dominance, d.social, d.interests_mask, d.interests_count, d.height_in, d.body_type,
  d.relationship_status, d.languages`;

/** Who is searching and what they accept (both sides' rules are applied per candidate). */
export interface CandidateSearch {
  viewerId: number;
  vibeType: VibeType;
  /** Bit per GENDERS index the viewer wants; the viewer's own gender bit must be in the candidate's seeks. */
  wantedGenders: number;
  viewerGenderBit: number;
  viewerAge: number;
  /** Birth dates strictly after `bornAfter` and on or before `bornUntil` (ISO dates). */
  bornAfter: string;
  bornUntil: string;
  latSnap: number;
  lngSnap: number;
  maxDistance: number;
  romantic: number;
  dominance: number;
  social: number;
  interestsMask: number;
  interestsCount: number;
  blocked: readonly number[];
  filters: ActiveFilters;
  after: { score: number; id: number } | null;
  limit: number;
  now: Date;
}

export interface CandidateHit {
  id: number;
  score: number;
  miles: number;
  romantic: number;
  dominance: number;
  social: number;
}

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The spec's compatibility in integers, exactly as computeCompatibility rounds it:
 * round(0.7·vibe + 0.3·shared%) with vibe = 0.4·romantic closeness + 0.4·dominance complementarity
 * + 0.2·social closeness and shared% = overlap / larger list × 100.
 */
export function rankingScore(
  viewerRomantic: number,
  viewerDominance: number,
  viewerSocial: number,
  viewerInterestsMask: number,
  viewerInterestsCount: number,
  romantic: number,
  dominance: number,
  social: number,
  interestsMask: number,
  interestsCount: number,
): number {
  // Positional numbers, no objects: this runs for every eligible member in the radius.
  const vibeX10 =
    4 * (100 - Math.abs(viewerRomantic - romantic)) +
    4 * (100 - Math.abs(100 - viewerDominance - dominance)) +
    2 * (100 - Math.abs(viewerSocial - social));
  const overlap = popcount(viewerInterestsMask & interestsMask);
  const larger = Math.max(viewerInterestsCount, interestsCount, 1);
  return Math.floor((2 * (7 * vibeX10 * larger + 3000 * overlap) + 100 * larger) / (200 * larger));
}

/** Growable columnar store: one slot per member, typed arrays per column. */
class Columns {
  capacity = 0;
  userId = new Int32Array(0);
  gender = new Int8Array(0);
  seeks = new Int32Array(0);
  birthDay = new Int32Array(0);
  ageMin = new Int16Array(0);
  ageMax = new Int16Array(0);
  maxDistance = new Int16Array(0);
  grids = new Uint8Array(0);
  suspendedUntil = new Float64Array(0);
  cell = new Int32Array(0);
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  /** cos(latitude) of the snapped position, for the haversine. */
  cosLat = new Float64Array(0);
  romantic = new Int16Array(0);
  dominance = new Int16Array(0);
  social = new Int16Array(0);
  interestsMask = new Int32Array(0);
  interestsCount = new Int16Array(0);
  heightIn = new Int16Array(0);
  bodyType = new Int16Array(0);
  relationship = new Int16Array(0);
  languages = new Int32Array(0);

  grow(min: number): void {
    if (min <= this.capacity) return;
    const next = Math.max(min, this.capacity * 2, INITIAL_CAPACITY);
    const resize = <T extends Int8Array | Uint8Array | Int16Array | Int32Array | Float64Array>(
      a: T,
      make: (n: number) => T,
    ): T => {
      const b = make(next);
      b.set(a);
      return b;
    };
    this.userId = resize(this.userId, (n) => new Int32Array(n));
    this.gender = resize(this.gender, (n) => new Int8Array(n));
    this.seeks = resize(this.seeks, (n) => new Int32Array(n));
    this.birthDay = resize(this.birthDay, (n) => new Int32Array(n));
    this.ageMin = resize(this.ageMin, (n) => new Int16Array(n));
    this.ageMax = resize(this.ageMax, (n) => new Int16Array(n));
    this.maxDistance = resize(this.maxDistance, (n) => new Int16Array(n));
    this.grids = resize(this.grids, (n) => new Uint8Array(n));
    this.suspendedUntil = resize(this.suspendedUntil, (n) => new Float64Array(n));
    this.cell = resize(this.cell, (n) => new Int32Array(n));
    this.lat = resize(this.lat, (n) => new Float64Array(n));
    this.lng = resize(this.lng, (n) => new Float64Array(n));
    this.cosLat = resize(this.cosLat, (n) => new Float64Array(n));
    this.romantic = resize(this.romantic, (n) => new Int16Array(n));
    this.dominance = resize(this.dominance, (n) => new Int16Array(n));
    this.social = resize(this.social, (n) => new Int16Array(n));
    this.interestsMask = resize(this.interestsMask, (n) => new Int32Array(n));
    this.interestsCount = resize(this.interestsCount, (n) => new Int16Array(n));
    this.heightIn = resize(this.heightIn, (n) => new Int16Array(n));
    this.bodyType = resize(this.bodyType, (n) => new Int16Array(n));
    this.relationship = resize(this.relationship, (n) => new Int16Array(n));
    this.languages = resize(this.languages, (n) => new Int32Array(n));
    this.capacity = next;
  }

  /** A copy holding slots `order[0..]` at positions 0.. (used to lay members out by place). */
  permuted(order: Int32Array): Columns {
    const out = new Columns();
    out.grow(order.length);
    const keys = [
      'userId',
      'gender',
      'seeks',
      'birthDay',
      'ageMin',
      'ageMax',
      'maxDistance',
      'grids',
      'suspendedUntil',
      'cell',
      'lat',
      'lng',
      'cosLat',
      'romantic',
      'dominance',
      'social',
      'interestsMask',
      'interestsCount',
      'heightIn',
      'bodyType',
      'relationship',
      'languages',
    ] as const;
    for (const key of keys) {
      const from = this[key];
      const to = out[key];
      for (let i = 0; i < order.length; i++) to[i] = from[order[i]];
    }
    return out;
  }
}

/** Keeps the `limit` best hits: highest score first, then lowest id (the page order). */
class TopHits {
  private heap: CandidateHit[] = [];
  constructor(private readonly limit: number) {}

  /** a ranks below b in the page order. */
  private static worse(a: CandidateHit, b: CandidateHit): boolean {
    return a.score < b.score || (a.score === b.score && a.id > b.id);
  }

  /** Would a hit with this score and id make the page? (Avoids building objects for losers.) */
  admits(score: number, id: number): boolean {
    if (this.heap.length < this.limit) return true;
    const top = this.heap[0];
    return score > top.score || (score === top.score && id < top.id);
  }

  push(hit: CandidateHit): void {
    const h = this.heap;
    if (h.length < this.limit) {
      h.push(hit);
      let i = h.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!TopHits.worse(h[i], h[p])) break;
        [h[i], h[p]] = [h[p], h[i]];
        i = p;
      }
      return;
    }
    h[0] = hit;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < h.length && TopHits.worse(h[l], h[w])) w = l;
      if (r < h.length && TopHits.worse(h[r], h[w])) w = r;
      if (w === i) break;
      [h[i], h[w]] = [h[w], h[i]];
      i = w;
    }
  }

  sorted(): CandidateHit[] {
    return [...this.heap].sort((a, b) => b.score - a.score || a.id - b.id);
  }
}

export class CandidateIndex {
  private cols = new Columns();
  private readonly slotOf = new Map<number, number>();
  private readonly buckets = new Map<number, number[]>();
  private readonly freeSlots: number[] = [];
  private used = 0;
  /** Dictionary codes for body type / relationship text (-1 = not set). */
  private readonly codes = new Map<string, number>();
  /** xmin of the last snapshot read; null until the first full load. */
  private xmin: bigint | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly database: DatabaseHandle) {}

  get size(): number {
    return this.slotOf.size;
  }

  /**
   * Brings the index up to date with every transaction committed before the call. Concurrent
   * callers share one read; a caller arriving while a read is in flight waits for the next one
   * (the one in flight may have started before the caller's own write committed).
   */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.readChanges().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    if (!this.queued) {
      this.queued = this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.sync();
        });
    }
    return this.queued;
  }

  private async readChanges(): Promise<void> {
    if (this.xmin === null) return this.loadAll();
    const result = await this.database.executeSql(
      `WITH snap AS (SELECT (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint AS xmin),
            gone AS (SELECT array_agg(user_id) AS ids FROM discovery_candidate_removals WHERE changed_xid >= $1)
       SELECT snap.xmin::text AS snapshot_xmin, gone.ids AS removed, ${COLUMNS}
       FROM snap CROSS JOIN gone LEFT JOIN discovery_candidates d ON d.changed_xid >= $1`,
      [this.xmin.toString()],
    );
    const rows = result.rows as Array<CandidateRow & { snapshot_xmin: string; removed: number[] | null }>;
    for (const row of rows) if (row.user_id !== null) this.upsert(row);
    for (const id of rows[0]?.removed ?? []) this.remove(Number(id));
    if (rows[0]) this.xmin = BigInt(rows[0].snapshot_xmin);
  }

  /**
   * First read, in primary-key chunks so a large table never sits in memory twice. The snapshot
   * xmin is taken before the first chunk: anything written while chunks are read is stamped at or
   * after it and is read again by the next sync().
   */
  private async loadAll(): Promise<void> {
    const snap = await this.database.executeSql(`SELECT (pg_snapshot_xmin(pg_current_snapshot())::text) AS xmin`);
    const startXmin = BigInt((snap.rows[0] as { xmin: string }).xmin);
    let after = 0;
    for (;;) {
      const chunk = await this.database.executeSql(
        `SELECT ${COLUMNS} FROM discovery_candidates d WHERE d.user_id > $1 ORDER BY d.user_id LIMIT ${LOAD_CHUNK}`,
        [after],
      );
      const rows = chunk.rows as unknown as CandidateRow[];
      for (const row of rows) this.upsert(row);
      if (rows.length < LOAD_CHUNK) break;
      after = Number(rows[rows.length - 1].user_id);
    }
    this.layOutByPlace();
    this.xmin = startXmin;
    // Tombstones written during the load.
    await this.readChanges();
  }

  /**
   * Renumbers slots so that members of one cell and gender sit next to each other in every column:
   * a search then reads memory in order instead of jumping across a million-slot array (≈4× faster
   * at 1,000,000 members). Done once after the first load; later changes keep their slots.
   */
  private layOutByPlace(): void {
    const c = this.cols;
    const live = Int32Array.from(this.slotOf.values());
    live.sort((a, b) => c.cell[a] - c.cell[b] || c.gender[a] - c.gender[b] || c.userId[a] - c.userId[b]);
    this.cols = c.permuted(live);
    this.slotOf.clear();
    this.buckets.clear();
    this.freeSlots.length = 0;
    this.used = live.length;
    for (let slot = 0; slot < live.length; slot++) {
      this.slotOf.set(this.cols.userId[slot], slot);
      this.attach(slot);
    }
  }

  private code(value: string | null): number {
    if (value === null) return -1;
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.codes.size;
      this.codes.set(value, c);
    }
    return c;
  }

  /** The member lists a slot belongs in: one per grid it appears in, under its cell and gender. */
  private bucketsOf(slot: number): number[] {
    const c = this.cols;
    const keys: number[] = [];
    if (c.cell[slot] < 0) return keys;
    for (let grid = 0; grid < GRIDS; grid++) {
      if ((c.grids[slot] & (1 << grid)) !== 0) keys.push(bucketKey(c.cell[slot], grid, c.gender[slot]));
    }
    return keys;
  }

  private attach(slot: number): void {
    for (const key of this.bucketsOf(slot)) {
      const list = this.buckets.get(key);
      if (list) list.push(slot);
      else this.buckets.set(key, [slot]);
    }
  }

  /** Undoes attach(); must run before the slot's cell, grids or gender change. */
  private detach(slot: number): void {
    for (const key of this.bucketsOf(slot)) {
      const list = this.buckets.get(key);
      if (!list) continue;
      const at = list.indexOf(slot);
      if (at >= 0) {
        list[at] = list[list.length - 1];
        list.pop();
      }
      if (list.length === 0) this.buckets.delete(key);
    }
  }

  upsert(row: CandidateRow): void {
    const id = Number(row.user_id);
    let slot = this.slotOf.get(id);
    const c = this.cols;
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.used++;
      c.grow(slot + 1);
      c.cell[slot] = -1;
      this.slotOf.set(id, slot);
    } else {
      this.detach(slot);
    }
    c.userId[slot] = id;
    c.gender[slot] = Number(row.gender);
    c.seeks[slot] = Number(row.seeks);
    c.birthDay[slot] = dayNumber(row.birth_date);
    c.ageMin[slot] = Number(row.age_min);
    c.ageMax[slot] = Number(row.age_max);
    c.maxDistance[slot] = Number(row.max_distance);
    c.grids[slot] = (row.appear_in_hookup ? 1 : 0) | (row.appear_in_date ? 2 : 0) | (row.appear_in_chat ? 4 : 0);
    c.suspendedUntil[slot] = row.suspended_until ? new Date(row.suspended_until).getTime() : 0;
    const positioned = row.cell !== null && row.lat_snap !== null && row.lng_snap !== null;
    c.cell[slot] = positioned ? Number(row.cell) : -1;
    c.lat[slot] = positioned ? Number(row.lat_snap) : 0;
    c.lng[slot] = positioned ? Number(row.lng_snap) : 0;
    c.cosLat[slot] = Math.cos(toRadians(c.lat[slot]));
    c.romantic[slot] = Number(row.romantic);
    c.dominance[slot] = Number(row.dominance);
    c.social[slot] = Number(row.social);
    c.interestsMask[slot] = Number(row.interests_mask) | 0;
    c.interestsCount[slot] = Number(row.interests_count);
    c.heightIn[slot] = row.height_in === null ? -1 : Number(row.height_in);
    c.bodyType[slot] = this.code(row.body_type);
    c.relationship[slot] = this.code(row.relationship_status);
    c.languages[slot] = languageMask(row.languages ?? []);
    this.attach(slot);
  }

  remove(userId: number): void {
    const slot = this.slotOf.get(userId);
    if (slot === undefined) return;
    this.detach(slot);
    this.cols.cell[slot] = -1;
    this.cols.grids[slot] = 0;
    this.slotOf.delete(userId);
    this.freeSlots.push(slot);
  }

  /**
   * One page of candidates, best first: decision 15's rules for both sides, the viewer's filter
   * lists, the cursor, then the top `limit` by (score desc, id asc). Distances are between snapped
   * positions only (decision 10).
   */
  search(q: CandidateSearch): CandidateHit[] {
    const grid = GRID_INDEX[q.vibeType];
    const genders: number[] = [];
    for (let g = 0; g < GENDER_SLOTS; g++) if ((q.wantedGenders & (1 << g)) !== 0) genders.push(g);
    const bornAfter = dayNumber(q.bornAfter);
    const bornUntil = dayNumber(q.bornUntil);
    const nowMs = q.now.getTime();
    const blocked = q.blocked.length ? new Set(q.blocked) : null;
    const f = q.filters;
    const heights = f.heights ? new Set(f.heights) : null;
    const codeSet = (values: readonly string[] | null) =>
      values ? new Set(values.map((v) => this.codes.get(v) ?? -2)) : null;
    const bodyTypes = codeSet(f.bodyTypes);
    const relationships = codeSet(f.relationships);
    const languages = f.languages ? languageMask(f.languages) : 0;
    const top = new TopHits(q.limit);

    for (const cell of cellsAround(q.latSnap, q.lngSnap, q.maxDistance)) {
      for (const gender of genders) {
        const slots = this.buckets.get(bucketKey(cell, grid, gender));
        if (slots)
          this.scan(slots, q, bornAfter, bornUntil, nowMs, blocked, heights, bodyTypes, relationships, languages, top);
      }
    }
    return top.sorted();
  }

  // One bucket's members through decision 15's remaining rules; kept monomorphic and allocation-free for the hot loop.
  private scan(
    slots: number[],
    q: CandidateSearch,
    bornAfter: number,
    bornUntil: number,
    nowMs: number,
    blocked: Set<number> | null,
    heights: Set<number> | null,
    bodyTypes: Set<number> | null,
    relationships: Set<number> | null,
    languages: number,
    top: TopHits,
  ): void {
    const c = this.cols;
    const after = q.after;
    const viewerCosLat = Math.cos(toRadians(q.latSnap));
    for (let k = 0; k < slots.length; k++) {
      const s = slots[k];
      if ((c.seeks[s] & q.viewerGenderBit) === 0) continue;
      const born = c.birthDay[s];
      if (born <= bornAfter || born > bornUntil) continue;
      if (c.ageMin[s] > q.viewerAge || (c.ageMax[s] < q.viewerAge && c.ageMax[s] < 99)) continue;
      if (c.suspendedUntil[s] > nowMs) continue;
      const id = c.userId[s];
      if (id === q.viewerId) continue;
      const reach = Math.min(q.maxDistance, c.maxDistance[s]);
      // Great-circle distance is never less than the latitude difference: a cheap first cut.
      if (Math.abs(c.lat[s] - q.latSnap) * MILES_PER_DEGREE_LAT > reach + 1e-9) continue;
      const sinLat = Math.sin(toRadians(c.lat[s] - q.latSnap) / 2);
      const sinLng = Math.sin(toRadians(c.lng[s] - q.lngSnap) / 2);
      if (sinLat * sinLat + viewerCosLat * c.cosLat[s] * sinLng * sinLng > H_AT_MILES[reach]) continue;
      if (blocked !== null && blocked.has(id)) continue;
      if (heights !== null && !heights.has(c.heightIn[s])) continue;
      if (bodyTypes !== null && !bodyTypes.has(c.bodyType[s])) continue;
      if (relationships !== null && !relationships.has(c.relationship[s])) continue;
      if (languages !== 0 && (c.languages[s] & languages) === 0) continue;
      const score = rankingScore(
        q.romantic,
        q.dominance,
        q.social,
        q.interestsMask,
        q.interestsCount,
        c.romantic[s],
        c.dominance[s],
        c.social[s],
        c.interestsMask[s],
        c.interestsCount[s],
      );
      if (after !== null && !(score < after.score || (score === after.score && id > after.id))) continue;
      if (!top.admits(score, id)) continue;
      // The exact formula shared with everything else (discovery.geo.ts), for the edge and the card.
      const distance = miles(q.latSnap, q.lngSnap, c.lat[s], c.lng[s]);
      if (distance > reach) continue;
      top.push({ id, score, miles: distance, romantic: c.romantic[s], dominance: c.dominance[s], social: c.social[s] });
    }
  }
}
