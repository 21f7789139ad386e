import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { CompanyContact } from '../../../features/site/company-contact.tsx';
import { useFrontSettings } from '../../../features/site/front-settings.ts';
import { PageMeta } from '../../../features/site/page-meta.tsx';
import { useSiteName } from '../../../features/site/site-name.ts';
import { available, useSiteProfile } from '../../../features/site/site-profile.ts';

/** The home page: a welcome with the site's name, the way in, and how to reach the company. */
export function HomePage() {
  const { t } = useTranslation('store');
  const settings = useFrontSettings().data;
  const profile = useSiteProfile().data;
  const fallbackName = useSiteName();
  const name = available(settings?.site_name) ?? fallbackName;

  return (
    <>
      <PageMeta image={settings?.logo ?? undefined} />
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={(theme) => ({
          borderRadius: 3,
          px: { xs: 3, md: 6 },
          py: { xs: 5, md: 8 },
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        })}
      >
        <Typography id="home-title" variant="h1" component="h1" sx={{ color: 'inherit', mb: 2 }}>
          {t('home.welcome', { name })}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.15rem', maxWidth: 640, mb: 4, opacity: 0.95 }}>
          {t('home.tagline')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component={RouterLink}
            to={paths.products}
            variant="contained"
            color="secondary"
            size="large"
            endIcon={
              <ArrowForward
                sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
              />
            }
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
        </Stack>
        <Typography component="p" variant="body2" sx={{ mt: 3, opacity: 0.9 }}>
          {t('home.approvalNote')}
        </Typography>
      </Box>

      {profile ? (
        <Paper
          component="section"
          aria-labelledby="home-contact"
          variant="outlined"
          sx={{ mt: 4, p: { xs: 3, md: 4 } }}
        >
          <Typography id="home-contact" variant="h2" component="h2" gutterBottom>
            {t('home.contactTitle')}
          </Typography>
          <CompanyContact profile={profile} />
        </Paper>
      ) : null}
    </>
  );
}
