import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

/*
 * The footer sits below the fold on every page: its code (company block, menus, links) loads in
 * its own chunk once the visitor scrolls near it, so it is no part of a page's first load (ADR
 * 0037; a short page shows it at once). Until then nothing is drawn there, and nothing above it
 * moves.
 */
const StoreFooterBody = lazy(() => import('./store-footer-body.tsx'));

/**
 * How far below the viewport the footer starts loading: a little ahead, so it is there when
 * scrolled to; and at least a pixel, because a page whose height ends in a fraction of a pixel
 * scrolls no further than the whole pixel above its end, leaving a zero-height anchor there just
 * out of view for good.
 */
export const FOOTER_LEAD = '400px';

/** The storefront footer (store-footer-body.tsx). */
export function StoreFooter() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, FOOTER_LEAD);
  return (
    <>
      <div ref={anchor} />
      {near ? (
        <Suspense fallback={null}>
          <StoreFooterBody />
        </Suspense>
      ) : null}
    </>
  );
}
