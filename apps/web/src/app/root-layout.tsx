import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { SkipLink } from '../components/ui/skip-link.tsx';

/** A new page starts at its top; back and forward leave the browser's own restoration alone. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run once per new pathname
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

/** Above every page: the skip link and the scroll position between pages. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <ScrollToTopOnNavigate />
      <Outlet />
    </>
  );
}
