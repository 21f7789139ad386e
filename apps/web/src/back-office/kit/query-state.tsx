import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { NotFound } from '../../features/site/not-found.tsx';
import { isApiError } from '../../lib/api-client.ts';
import '../i18n.ts';

/** A detail screen while its record loads. */
export function LoadingBlock() {
  const { t } = useTranslation('admin');
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('list.loading')} />
    </Box>
  );
}

/** A detail screen whose record could not be read: not found (404), not allowed (403), or retry. */
export function LoadError({
  error,
  onRetry,
  homeHref,
}: {
  error: Error;
  onRetry: () => void;
  homeHref: string;
}) {
  if (isApiError(error) && error.status === 404) return <NotFound homeHref={homeHref} />;
  if (isApiError(error) && error.status === 403) return <Forbidden />;
  return <BackOfficeRetry error={error} onRetry={onRetry} />;
}

/**
 * A detail screen's read: its data once there, else the screen to show meanwhile (loading, or the
 * load error with its way home).
 */
export function loadGate<T>(
  query: Pick<UseQueryResult<T>, 'isPending' | 'error' | 'data' | 'refetch'>,
  homeHref: string,
): { ready: true; data: T } | { ready: false; screen: ReactNode } {
  if (query.error) {
    const { error } = query;
    return {
      ready: false,
      screen: <LoadError error={error} onRetry={() => void query.refetch()} homeHref={homeHref} />,
    };
  }
  if (query.isPending || query.data === undefined) return { ready: false, screen: <LoadingBlock /> };
  return { ready: true, data: query.data };
}

/** The shared retry alert with the back office's "could not load" line above the reason. */
export function BackOfficeRetry({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return <RetryAlert error={error} onRetry={onRetry} title={t('list.loadFailed')} />;
}

/** SPEC 8 "You Are Not Elligible to View This Page." for screens this account may not open. */
export function Forbidden() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <Box component="section" aria-labelledby="forbidden-title" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography id="forbidden-title" variant="h1" component="h1" gutterBottom>
        {t('common:forbidden.title')}
      </Typography>
      <Alert severity="error" sx={{ maxWidth: 640 }}>
        {t('errors:forbidden')}
      </Alert>
    </Box>
  );
}
