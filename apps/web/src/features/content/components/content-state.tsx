import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useContentT } from '../i18n.ts';

/** Placeholder of an article while it loads, announced once as "Loading…". */
export function ArticleSkeleton() {
  const t = useContentT();
  return (
    <Stack spacing={2} role="status" aria-label={t('common.loading')} sx={{ py: 3 }}>
      <Skeleton variant="text" sx={{ fontSize: '2.5rem', maxWidth: 480 }} />
      <Skeleton variant="rounded" height={220} />
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} variant="text" />
      ))}
    </Stack>
  );
}
