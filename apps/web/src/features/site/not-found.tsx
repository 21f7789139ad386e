import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { paths } from '../../config/paths.ts';
import { PageMeta } from './page-meta.tsx';

/** Any unknown path (SPEC 2, 8): a translated heading and a way home. */
export function NotFound({ homeHref = paths.home }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="not-found-title"
      sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}
    >
      <PageMeta title={t('notFound.title')} />
      <Typography
        component="p"
        variant="h2"
        color="text.secondary"
        aria-hidden="true"
        sx={{ fontSize: '4rem' }}
      >
        404
      </Typography>
      <Typography id="not-found-title" variant="h1" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography component="p" sx={{ mb: 3 }}>
        {t('notFound.body')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={homeHref}>
        {t('actions.backHome')}
      </Button>
    </Box>
  );
}
