import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { OPENING_GUARD_MS, useStickToBottom } from './use-stick-to-bottom';

/** jsdom has no layout: give the page a height and a scroll position the hook can read and set. */
const page = { top: 0, height: 3000, viewport: 800 };
const el = document.scrollingElement ?? document.documentElement;

function scrollBy(top: number) {
  page.top = top;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
  page.top = 0;
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => page.top,
    set: (value: number) => {
      page.top = Math.min(value, page.height - page.viewport);
    },
  });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => page.height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => page.viewport });
});

afterEach(() => {
  vi.useRealTimers();
  delete (el as unknown as Record<string, unknown>).scrollTop;
  delete (el as unknown as Record<string, unknown>).scrollHeight;
  delete (el as unknown as Record<string, unknown>).clientHeight;
});

const bottom = () => page.height - page.viewport;

describe('useStickToBottom', () => {
  it('opens at the newest message', () => {
    renderHook(() => useStickToBottom(7, { id: 10, mine: false }));
    expect(page.top).toBe(bottom());
  });

  it('undoes a jump to the top that the reader did not make while the chat opens (a late scroll restoration)', () => {
    renderHook(() => useStickToBottom(7, { id: 10, mine: false }));
    scrollBy(0);
    expect(page.top).toBe(bottom());
  });

  it('keeps the reader where they scrolled: touch, wheel or keys are theirs', () => {
    for (const input of ['touchstart', 'wheel', 'keydown', 'pointerdown']) {
      const { unmount } = renderHook(() => useStickToBottom(7, { id: 10, mine: false }));
      window.dispatchEvent(new Event(input));
      scrollBy(200);
      expect(page.top, input).toBe(200);
      unmount();
    }
  });

  it('after the opening moments, a jump up with no touch or key (a screen reader moving back) is kept', () => {
    const { rerender } = renderHook(({ newest }) => useStickToBottom(7, newest), {
      initialProps: { newest: { id: 10, mine: false } },
    });
    vi.advanceTimersByTime(OPENING_GUARD_MS + 1);
    scrollBy(100);
    expect(page.top).toBe(100);
    // Reading older messages: a new one from the partner does not pull the reader down...
    rerender({ newest: { id: 11, mine: false } });
    expect(page.top).toBe(100);
    // ...their own does.
    rerender({ newest: { id: 12, mine: true } });
    expect(page.top).toBe(bottom());
  });
});
