import { lazy, Suspense } from 'react';

/*
 * The footer sits below the fold on every page: its code (company block, menus, links) loads in
 * its own chunk right after the page's, keeping the storefront's first load within its 170 KB
 * budget (ADR 0022). Until then nothing is drawn there, and nothing above it moves.
 */
const StoreFooterBody = lazy(() => import('./store-footer-body.tsx'));

/** The storefront footer (store-footer-body.tsx). */
export function StoreFooter() {
  return (
    <Suspense fallback={null}>
      <StoreFooterBody />
    </Suspense>
  );
}
