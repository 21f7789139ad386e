import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

/*
 * The footer sits below the fold on every page: its code (company block, menus, links) loads in
 * its own chunk once the visitor scrolls near it, so it is no part of a page's first load (ADR
 * 0037; a short page shows it at once). Until then nothing is drawn there, and nothing above it
 * moves.
 */
const StoreFooterBody = lazy(() => import('./store-footer-body.tsx'));

/** The storefront footer (store-footer-body.tsx). */
export function StoreFooter() {
  const anchor = useRef<HTMLDivElement>(null);
  // Some way ahead of the visitor: at the very end of a page the empty anchor can sit a fraction
  // of a pixel below the viewport (the page's height is not a whole number of pixels, scrolling
  // is), where a zero margin never sees it and the footer would never come.
  const near = useNearViewport(anchor, '400px');
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
