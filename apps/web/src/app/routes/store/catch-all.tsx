import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FrontRoute } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { RouterFallback } from '../../../components/ui/router-fallback.tsx';
import { useFrontSettings } from '../../../features/site/front-settings.ts';
import { PageMeta } from '../../../features/site/page-meta.tsx';

function normalise(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  const trimmed = `/${decoded.replace(/^\/+|\/+$/g, '')}`;
  return trimmed.toLowerCase();
}

/** The run-time route for `pathname` among `additional_front_routes`, if any (SPEC 2). */
export function matchFrontRoute(
  routes: readonly FrontRoute[] | undefined,
  pathname: string,
): FrontRoute | undefined {
  const wanted = normalise(pathname);
  return routes?.find((route) => normalise(route.path) === wanted);
}

/**
 * A CMS page added at run time. Its content endpoint (`/api/front/pages/{pageId}`) comes with a
 * later issue; until then the page says so.
 */
export function CmsPage({ route }: { route: FrontRoute }) {
  const { t } = useTranslation('store');
  return (
    <Box
      component="article"
      aria-labelledby="cms-title"
      sx={{ py: { xs: 3, md: 5 } }}
      data-page-id={route.pageId}
    >
      <PageMeta title={route.title} />
      <Typography id="cms-title" variant="h1" component="h1" gutterBottom>
        {route.title}
      </Typography>
      <Alert severity="info" sx={{ maxWidth: 640 }}>
        <Typography component="p" fontWeight={600}>
          {t('cms.coming')}
        </Typography>
        <Typography component="p" variant="body2">
          {t('cms.comingDetail')}
        </Typography>
      </Alert>
    </Box>
  );
}

/** Every path no fixed route claims: a run-time CMS page, or the not-found page. */
export function CatchAllPage() {
  const { pathname } = useLocation();
  const { data, isPending } = useFrontSettings();
  const route = matchFrontRoute(data?.additional_front_routes, pathname);
  if (route) return <CmsPage route={route} />;
  if (isPending) return <RouterFallback />;
  return <NotFound />;
}
