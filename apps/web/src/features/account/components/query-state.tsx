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
