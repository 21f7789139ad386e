import { render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { FOOTER_LEAD, StoreFooter } from './store-footer.tsx';

/**
 * A stand-in IntersectionObserver that decides as Chromium does for a zero-height anchor whose
 * top sits `below` pixels under the viewport's bottom edge: intersecting only when the root's
 * bottom margin reaches it.
 */
function observeAnchorBelowViewport(below: number) {
  const margins: string[] = [];
  class Observer {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options: IntersectionObserverInit = {},
    ) {
      margins.push(options.rootMargin ?? '0px');
    }
    observe(target: Element) {
      const bottom = Number.parseFloat((this.options.rootMargin ?? '0px').split(' ')[2] ?? '0');
      const entry = { isIntersecting: below <= bottom, target } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return margins;
}

describe('StoreFooter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts loading the footer before its anchor reaches the viewport', () => {
    expect(Number.parseFloat(FOOTER_LEAD)).toBeGreaterThanOrEqual(1);
    const margins = observeAnchorBelowViewport(10_000);
    render(<StoreFooter />);
    expect(margins).toEqual([`0px 0px ${FOOTER_LEAD} 0px`]);
  });

  it('loads on a page whose height ends in a fraction of a pixel: scrolled to its end, the anchor stays 0.23px below', () => {
    observeAnchorBelowViewport(0.23);
    const anchor = document.createElement('div');
    const near = (margin?: string) =>
      renderHook(() => useNearViewport({ current: anchor }, margin)).result.current;
    expect(near()).toBe(false);
    expect(near(FOOTER_LEAD)).toBe(true);
  });
});
