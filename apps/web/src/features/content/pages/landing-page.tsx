import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FrontContentBlock } from '@shop/shared';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useSiteName } from '../../site/site-name.ts';
import { useContentBlocks } from '../api/content-blocks.ts';
import { CmsHtml } from '../components/cms-html.tsx';
import { ArticleSkeleton } from '../components/content-state.tsx';
import { CoverImage } from '../components/cover-image.tsx';
import { textOf } from '../components/format.ts';
import { useContentT } from '../i18n.ts';

/** The placement whose blocks compose this page (settings → dynamic content). */
export const LANDING_PLACEMENT = 'landing-page-1';

function Hero({ block }: { block: FrontContentBlock }) {
  return (
    <Box
      component="header"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: block.image ? '1.1fr 1fr' : '1fr' },
        py: { xs: 3, md: 6 },
      }}
    >
      <Box>
        <Typography
          id="landing-title"
          variant="h2"
          component="h1"
          sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}
        >
          {block.title}
        </Typography>
        <CmsHtml
          html={block.html}
          sx={{
            fontSize: '1.15rem',
            '& a': {
              display: 'inline-block',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              px: 3,
              py: 1.25,
              borderRadius: 1,
              fontWeight: 700,
              textDecoration: 'none',
              mt: 1,
            },
            '& a:hover, & a:focus-visible': { bgcolor: 'primary.dark' },
          }}
        />
      </Box>
      <CoverImage src={block.image} sx={{ aspectRatio: '4 / 3', borderRadius: 3, boxShadow: 3 }} />
    </Box>
  );
}

function Section({ block, flip }: { block: FrontContentBlock; flip: boolean }) {
  const id = `landing-${block.key}`;
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 5 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: block.image ? '1fr 1fr' : '1fr' },
        py: { xs: 3, md: 5 },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <CoverImage
        src={block.image}
        lazy
        sx={{ aspectRatio: '4 / 3', borderRadius: 2, order: { md: flip ? 2 : 0 } }}
      />
      <Box sx={block.image ? undefined : { textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
        <Typography id={id} variant="h4" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
          {block.title}
        </Typography>
        <CmsHtml html={block.html} sx={{ '& li::marker': { color: 'primary.main', fontWeight: 700 } }} />
      </Box>
    </Box>
  );
}

/**
 * `/landing-page-1` (ADR 0026): a campaign page without the shop's header and footer, composed
 * from the dynamic content blocks placed on `landing-page-1`, in their order: the first is the
 * hero, the others alternate their image side. The admin changes it without a release.
 */
export function LandingPage() {
  const t = useContentT();
  const lang = useLanguage();
  const siteName = useSiteName();
  const { data: blocks, error, isPending, refetch } = useContentBlocks(lang, LANDING_PLACEMENT);
  const [hero, ...sections] = blocks ?? [];

  return (
    <Box aria-labelledby={hero ? 'landing-title' : undefined}>
      <PageMeta
        title={hero?.title ?? t('landing.title')}
        description={hero ? textOf(hero.html) : t('landing.description')}
        image={hero?.image ?? sections.find((s) => s.image)?.image}
        canonical="/landing-page-1"
      />
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ fontWeight: 800, color: 'text.primary', textDecoration: 'none' }}
        >
          {siteName}
        </Typography>
        <Button component={RouterLink} to="/products" variant="outlined" size="small">
          {t('landing.browse')}
        </Button>
      </Stack>
      {isPending ? <ArticleSkeleton /> : null}
      {error ? <RetryAlert sx={{ my: 3 }} error={error} onRetry={() => void refetch()} /> : null}
      {blocks && !hero ? (
        <Box sx={{ py: 8, textAlign: 'center' }}>
          <Typography id="landing-title" variant="h4" component="h1" gutterBottom>
            {t('landing.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('landing.empty')}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/">
            {t('landing.home')}
          </Button>
        </Box>
      ) : null}
      {hero ? <Hero block={hero} /> : null}
      {sections.map((block, i) => (
        <Section key={block.key} block={block} flip={i % 2 === 1} />
      ))}
      {hero ? (
        <Box
          component="footer"
          sx={{ borderTop: 1, borderColor: 'divider', pt: 3, mt: 2, textAlign: 'center' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('landing.footer', { name: siteName, year: new Date().getFullYear() })}{' '}
            <TextLink to="/contact">{t('landing.contact')}</TextLink>
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
