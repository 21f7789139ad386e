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
  const near = useNearViewport(anchor);
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
