import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ForwardArrow } from '../../../components/ui/forward-arrow.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useHomeSlides, useMenus } from '../../../features/home/api.ts';
import { useFrontSettings } from '../../../features/site/front-settings.ts';
import { PageMeta } from '../../../features/site/page-meta.tsx';
import { useSiteName } from '../../../features/site/site-name.ts';

/*
 * The home's slides and menu sections render in lazy chunks (features/home), fetched while the
 * requests run: the first load stays within its budget (ADR 0037). A chunk that fails to load leaves its
 * part out rather than the whole page.
 */
type Sections = Pick<
  typeof import('../../../features/home/home-sections.tsx'),
  'HomeSlides' | 'HomeMenus' | 'HomeContact'
>;
const load = (): Promise<Sections> =>
  import('../../../features/home/home-sections.tsx').catch(
    (): Sections => ({
      HomeSlides: () => null,
      HomeMenus: () => null,
      HomeContact: () => null,
    }),
  );
const HomeSlides = lazy(async () => ({ default: (await load()).HomeSlides }));
const HomeMenus = lazy(async () => ({ default: (await load()).HomeMenus }));
const HomeContact = lazy(async () => ({ default: (await load()).HomeContact }));
const HOME = ['home'] as const;

/** The slides' frame is reserved (1600×600 art) so nothing jumps when they arrive. */
const slideFrame = { aspectRatio: '8 / 3', borderRadius: 3, mb: 3 } as const;

/** The home page: slides, a welcome with the ways in, the home menus, how to reach the company. */
export function HomePage() {
  const { t } = useTranslation('store');
  const settings = useFrontSettings().data;
  const name = useSiteName();
  const slides = useHomeSlides();
  const menus = useMenus(HOME);
  const hasSlides = slides.isPending || Boolean(slides.data?.length);

  return (
    <>
      <PageMeta image={settings?.logo ?? undefined} />
      {hasSlides ? (
        <Suspense fallback={<Box sx={{ ...slideFrame, bgcolor: 'action.hover' }} />}>
          <HomeSlides slides={slides.data} sx={slideFrame} />
        </Suspense>
      ) : null}
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={(theme) => ({
          borderRadius: 3,
          px: { xs: 3, md: 5 },
          py: { xs: 4, md: 5 },
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        })}
      >
        <Typography id="home-title" variant="h1" component="h1" sx={{ color: 'inherit', mb: 1.5 }}>
          {t('home.welcome', { name })}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.1rem', maxWidth: 640, mb: 3, opacity: 0.95 }}>
          {t('home.tagline')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            component={RouterLink}
            to={paths.products}
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<ForwardArrow />}
          >
            {t('home.browse')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.register}
            variant="outlined"
            size="large"
            sx={{ color: 'inherit', borderColor: 'currentColor' }}
          >
            {t('home.register')}
          </Button>
          <Typography component="p" variant="body2" sx={{ opacity: 0.9, maxWidth: 320 }}>
            {t('home.approvalNote')}
          </Typography>
        </Stack>
      </Box>

      <Suspense fallback={menus.isPending ? <Box sx={{ minHeight: 480 }} /> : null}>
        <HomeMenus query={menus} />
      </Suspense>

      <Suspense fallback={null}>
        <HomeContact />
      </Suspense>
    </>
  );
}
