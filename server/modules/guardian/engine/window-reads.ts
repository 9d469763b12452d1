/**
 * What the sliding window (guardian-engine.ts `slidingWindow`, ADR 150) has already read of earlier parts, kept per
 * engine (in memory, whoever sent them) so a new part does not re-read them (ADR 155). Exact by construction: a
 * reading is reused only for the same part texts (compared in full), the same window context (every field the
 * window passes to the detectors, compared field by field) and the same detectors (keyword matcher and text model,
 * compared by identity). A store only: it runs no detector (the caller passes the read); the window code keeps one
 * owner.
 */
import type { ModerationContext } from './types';

/**
 * The only context the window's detectors read (ADR 155): the conversation's consent facts, no history. The
 * sender's signals (trust, messages per minute) change with every send and are the behaviour layer's; the window
 * judges the joined text as one message of this conversation would be judged by its text detectors.
 */
export type WindowContext = Pick<
  ModerationContext,
  'surface' | 'grid' | 'recipient' | 'senderNsfw' | 'recipientHasReplied' | 'recentMessages'
>;

export function windowContext(ctx: ModerationContext): WindowContext {
  const w: WindowContext = { surface: ctx.surface, recentMessages: [] };
  if (ctx.grid !== undefined) w.grid = ctx.grid;
  if (ctx.recipient !== undefined)
    w.recipient = ctx.recipient && {
      receiveTextNSFW: ctx.recipient.receiveTextNSFW,
      receiveImageNSFW: ctx.recipient.receiveImageNSFW,
    };
  if (ctx.senderNsfw !== undefined)
    w.senderNsfw = ctx.senderNsfw && { receiveTextNSFW: ctx.senderNsfw.receiveTextNSFW };
  if (ctx.recipientHasReplied !== undefined) w.recipientHasReplied = ctx.recipientHasReplied;
  return w;
}

/** Two copies of a context's flags (windowContext): equal fields, or the same value when either is not an object. */
function sameFlags<K extends string>(a: unknown, b: unknown, keys: readonly K[]): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  return keys.every((k) => (a as Record<K, unknown>)[k] === (b as Record<K, unknown>)[k]);
}

/** Whether two window contexts read the same (windowContext sets a field only when it is defined). */
function sameContext(a: WindowContext, b: WindowContext): boolean {
  return (
    a.surface === b.surface &&
    a.grid === b.grid &&
    a.recipientHasReplied === b.recipientHasReplied &&
    sameFlags(a.recipient, b.recipient, ['receiveTextNSFW', 'receiveImageNSFW']) &&
    sameFlags(a.senderNsfw, b.senderNsfw, ['receiveTextNSFW'])
  );
}

const sameParts = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((p, i) => p === b[i]);

interface Reading<T> {
  parts: readonly string[];
  ctx: WindowContext;
  read: T;
}

/** Readings kept per engine; bounded (cleared when full), as the engine's normalised-part cache is. */
const LIMIT = 2048;

export class WindowReads<T> {
  /** One part read on its own, by its text. */
  private readonly single = new Map<string, Reading<T>[]>();
  /** A joined window read for one send, by its latest part: the next send's earlier parts, if it follows. */
  private readonly joined = new Map<string, Reading<T>>();
  private detectors: readonly unknown[] = [];

  /** Drops every reading made with other detectors (a new keyword list or text model). */
  use(...detectors: unknown[]): void {
    if (detectors.length === this.detectors.length && detectors.every((d, i) => d === this.detectors[i])) return;
    this.single.clear();
    this.joined.clear();
    this.detectors = detectors;
  }

  /** One earlier part's reading on its own: read once per part text and context. */
  part(text: string, ctx: WindowContext, read: () => T): T {
    let list = this.single.get(text);
    const hit = list?.find((r) => sameContext(r.ctx, ctx));
    if (hit) return hit.read;
    if (!list) {
      if (this.single.size >= LIMIT) this.single.clear();
      this.single.set(text, (list = []));
    }
    const value = read();
    list.push({ parts: [text], ctx, read: value });
    return value;
  }

  /** Keeps the joined reading of a send (its parts, oldest first), for the send that may follow it. */
  remember(parts: readonly string[], ctx: WindowContext, read: T): void {
    if (this.joined.size >= LIMIT) this.joined.clear();
    this.joined.set(parts[parts.length - 1], { parts, ctx, read });
  }

  /** The earlier parts read joined: the previous send's own reading when it was exactly these parts. */
  join(parts: readonly string[], ctx: WindowContext, read: () => T): T {
    const hit = this.joined.get(parts[parts.length - 1]);
    if (hit && sameParts(hit.parts, parts) && sameContext(hit.ctx, ctx)) return hit.read;
    const value = read();
    this.remember(parts, ctx, value);
    return value;
  }
}
