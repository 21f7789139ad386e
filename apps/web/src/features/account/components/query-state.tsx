import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { CustomerProfile } from '@shop/shared';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { useProfile } from '../api/profile.ts';
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

/**
 * A customer-area page's body drawn from the customer's profile: its placeholder (`rows` high)
 * while the profile loads, a retry when it fails, else `children` given the profile.
 */
export function WithProfile({
  rows,
  children,
}: {
  rows: number;
  children: (profile: CustomerProfile) => ReactNode;
}) {
  const profile = useProfile();
  if (profile.isPending) return <PanelSkeleton rows={rows} />;
  if (profile.isError) return <RetryAlert error={profile.error} onRetry={() => void profile.refetch()} />;
  return children(profile.data);
}
