import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FrontPage } from '@shop/shared';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { useContentBlocks } from '../api/content-blocks.ts';
import { useFrontPage } from '../api/pages.ts';
import { useContentT } from '../i18n.ts';
import { CmsHtml } from './cms-html.tsx';
import { ArticleSkeleton } from './content-state.tsx';
import { CoverImage } from './cover-image.tsx';
import { ARTICLE_DATE, textOf } from './format.ts';

/** The "need help?" card beside a page of the `sidebar` layout. */
function HelpAside() {
  const t = useContentT();
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="cms-aside-title"
      sx={{ p: 3, position: { md: 'sticky' }, top: 96 }}
    >
      <Typography id="cms-aside-title" variant="h6" component="h2" gutterBottom>
        {t('cms.asideTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('cms.asideBody')}
      </Typography>
      <Stack spacing={1}>
        <Button variant="contained" component={RouterLink} to="/form-1">
          {t('cms.asideQuote')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/contact">
          {t('cms.asideContact')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The page's sections: content blocks placed on `page-{id}` (ADR 0021), in their order, after the
 * body. A section that fails to load leaves the page as it is.
 */
function PageSections({ pageId }: { pageId: number }) {
  const lang = useLanguage();
  const { data } = useContentBlocks(lang, `page-${pageId}`);
  if (!data?.length) return null;
  return (
    <Stack spacing={4} sx={{ mt: 4 }}>
      {data.map((block) => (
        <Box component="section" key={block.key} aria-labelledby={`cms-section-${block.key}`}>
          <Typography id={`cms-section-${block.key}`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {block.title}
          </Typography>
          <CoverImage
            src={block.image}
            lazy
            sx={{ display: 'block', maxHeight: 320, borderRadius: 2, mb: 2 }}
          />
          <CmsHtml html={block.html} />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * One CMS page in its layout (SPEC 3 "Page"; ADR 0026): `default` a reading column with the cover
 * image, `full-width` the whole content width, `sidebar` a column with a help card beside it,
 * `landing` a large cover over the text, `legal` a narrow column that shows when it was updated.
 */
export function CmsArticle({ page }: { page: FrontPage }) {
  const t = useContentT();
  const lang = useLanguage();
  const layout = page.layout;
  const wide = layout === 'full-width' || layout === 'sidebar';
  const maxWidth = wide ? 'none' : layout === 'legal' ? 760 : 860;
  const cover =
    layout !== 'legal' ? (
      <CoverImage
        src={page.image}
        sx={{
          display: 'block',
          aspectRatio: layout === 'landing' ? '21 / 9' : '1200 / 630',
          maxHeight: layout === 'landing' ? 420 : 340,
          borderRadius: 2,
          mb: 3,
        }}
      />
    ) : null;
  const body = (
    <Box sx={{ maxWidth, mx: wide ? 0 : 'auto', width: '100%' }}>
      <Typography id="cms-title" variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {page.title}
      </Typography>
      {page.description ? (
        <Typography component="p" variant="h6" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
          {page.description}
        </Typography>
      ) : null}
      {layout === 'legal' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('cms.updated', { date: formatDate(page.date, lang, ARTICLE_DATE) })}
        </Typography>
      ) : null}
      {layout === 'landing' ? null : cover}
      <CmsHtml html={page.html} />
      <PageSections pageId={page.id} />
    </Box>
  );
  return (
    <Box component="article" aria-labelledby="cms-title" data-page-id={page.id} sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta
        title={page.metaTitle || page.title}
        description={page.description || textOf(page.html)}
        image={page.image}
        keywords={page.keywords || undefined}
        canonical={page.path}
      />
      {layout === 'landing' ? cover : null}
      {layout === 'sidebar' ? (
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' } }}>
          {body}
          <HelpAside />
        </Box>
      ) : (
        body
      )}
    </Box>
  );
}

/**
 * A CMS page by its address: `/about-us`, `/services` and every run-time route of
 * `additional_front_routes` (SPEC 2). An inactive or unknown page is the not-found page.
 */
export function CmsPageView({ url }: { url: string }) {
  const { data, error, isPending, refetch } = useFrontPage(url);
  if (isPending) return <ArticleSkeleton />;
  if (error) {
    if (isApiError(error) && error.status === 404) return <NotFound />;
    return <RetryAlert sx={{ my: 3 }} error={error} onRetry={() => void refetch()} />;
  }
  return <CmsArticle page={data} />;
}
