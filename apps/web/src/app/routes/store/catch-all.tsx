import { type FrontRoute, normaliseFrontPath } from '@shop/shared';
import { useLocation } from 'react-router';
import { RouterFallback } from '../../../components/ui/router-fallback.tsx';
import { CmsPageView } from '../../../features/content/components/cms-page-view.tsx';
import { useFrontSettings } from '../../../features/site/front-settings.ts';
import { NotFound } from '../../../features/site/not-found.tsx';

/** The run-time route for `pathname` among `additional_front_routes`, if any (SPEC 2). */
export function matchFrontRoute(
  routes: readonly FrontRoute[] | undefined,
  pathname: string,
): FrontRoute | undefined {
  const wanted = normaliseFrontPath(pathname);
  return routes?.find((route) => normaliseFrontPath(route.path) === wanted);
}

/**
 * Every path no fixed route claims: a CMS page whose address is in `additional_front_routes`
 * (read per request by the API, so a page added in the back office is served without a rebuild),
 * or the not-found page. The page's content comes from `/api/front/pages/{url}`, its HTML
 * sanitised by the API and again in the browser (CmsHtml).
 */
export function CatchAllPage() {
  const { pathname } = useLocation();
  const { data, isPending } = useFrontSettings();
  const route = matchFrontRoute(data?.additional_front_routes, pathname);
  if (route) return <CmsPageView key={route.path} url={route.path} />;
  if (isPending) return <RouterFallback />;
  return <NotFound />;
}
