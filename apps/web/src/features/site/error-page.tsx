import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { NotFound } from './not-found.tsx';

/** A lazy chunk of an older build is gone after a deployment: a reload fetches the new one. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload/i.test(
    message,
  );
}

/** The shared error page of every route (SPEC 8 "Route errors render a shared error page"). */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) return <NotFound />;
  const stale = isChunkLoadError(error);
  const detail = isApiError(error) ? error.message : undefined;
  return (
    <Box
      component="section"
      role="alert"
      aria-labelledby="error-page-title"
      sx={{ py: { xs: 4, md: 8 }, px: 2, textAlign: 'center' }}
    >
      <ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography id="error-page-title" variant="h1" component="h1" gutterBottom>
        {t('errorPage.title')}
      </Typography>
      <Typography component="p">{stale ? t('errorPage.newVersion') : t('errorPage.body')}</Typography>
      {detail ? (
        <Typography component="p" color="text.secondary" sx={{ mt: 1 }}>
          {detail}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2} justifyContent="center" sx={{ mt: 3 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
        <Button variant="outlined" href={paths.home}>
          {t('actions.backHome')}
        </Button>
      </Stack>
    </Box>
  );
}
