import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this distance of the bottom the reader counts as "at the newest message". */
export const NEAR_BOTTOM_PX = 160;

/** Input by which a reader moves the page themselves (a scrollbar drag starts with a pointer press). */
const READER_INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** How long after a conversation first shows its newest message a jump up with no reader input is undone. */
export const OPENING_GUARD_MS = 3000;

const scroller = () => document.scrollingElement ?? document.documentElement;
const distanceFromBottom = () => {
  const el = scroller();
  return el.scrollHeight - el.scrollTop - el.clientHeight;
};
const scrollToBottom = () => {
  const el = scroller();
  el.scrollTop = el.scrollHeight;
};

/**
 * The chat opens at the newest message and follows new ones while the reader is near the bottom;
 * someone reading older messages is left where they are, unless they sent the new message.
 * The page (not an inner box) scrolls, so the window's scroll position is what is kept.
 * Photos, maps and voice players change height after they load: while the reader is at the
 * bottom, a growing conversation keeps them there.
 * Opening: the router's scroll restoration can land after the conversation has scrolled to its newest
 * message (a late commit under load), so a jump up in the first moments after opening, before the
 * reader has touched, scrolled or typed, is undone. It is bounded in time because a screen reader
 * moving through older messages scrolls the page without any touch or key event reaching it.
 */
export function useStickToBottom(conversationKey: number | null, newest: { id: number; mine: boolean } | undefined) {
  const pinned = useRef(true);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const lastId = useRef<number | null>(null);
  /** Until when a jump up with no reader input is undone (0: not opening). */
  const guardUntil = useRef(0);

  // A newly opened conversation starts at its newest message.
  useLayoutEffect(() => {
    pinned.current = true;
    lastId.current = null;
    guardUntil.current = 0;
  }, [conversationKey]);

  useEffect(() => {
    let lastTop = scroller().scrollTop;
    const onReaderInput = () => {
      guardUntil.current = 0;
    };
    // Only the reader scrolling up lets go of the bottom; content growing below them does not.
    const onScroll = () => {
      const top = scroller().scrollTop;
      if (distanceFromBottom() <= NEAR_BOTTOM_PX) pinned.current = true;
      else if (top < lastTop) {
        if (pinned.current && performance.now() < guardUntil.current) {
          scrollToBottom(); // not the reader: the conversation is still opening
          return;
        }
        pinned.current = false;
      }
      lastTop = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of READER_INPUTS) window.addEventListener(type, onReaderInput, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of READER_INPUTS) window.removeEventListener(type, onReaderInput, { capture: true });
    };
  }, []);

  useLayoutEffect(() => {
    if (!newest || newest.id === lastId.current) return;
    const first = lastId.current === null;
    lastId.current = newest.id;
    if (first) guardUntil.current = performance.now() + OPENING_GUARD_MS;
    if (first || pinned.current || newest.mine) {
      pinned.current = true;
      scrollToBottom();
    }
  }, [newest]);

  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (pinned.current) scrollToBottom();
    });
    observer.observe(element);
    // The header (avatar, compatibility) and the composer change height too.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);

  return {
    /** Attach to the element whose height changes as the conversation grows. */
    contentRef: setElement,
    /** Stop following (e.g. the reader asked for earlier messages, which grow the page above them). */
    release: () => {
      pinned.current = false;
    },
  };
}
