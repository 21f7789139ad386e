import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useAccountT } from '../i18n.ts';

/** Loading placeholder of a customer-area panel, announced once as "Loading…". */
export function PanelSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useAccountT();
  return (
    <Stack spacing={1.5} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} variant="rounded" height={i === 0 ? 32 : 56} />
      ))}
    </Stack>
  );
}

/** A request failed: its message and a way to try again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useAccountT();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
