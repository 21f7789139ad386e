import type { InvoiceStatus } from '@shop/shared';
import { StatusChip } from '../../back-office/kit/status-chip.tsx';
import { useInvoicesAdminT } from './i18n.ts';

/** Draft (still editable) or printed (committed, SPEC 4). */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const t = useInvoicesAdminT();
  return status === 'printed' ? (
    <StatusChip label={t('status.printed')} tone="success" filled />
  ) : (
    <StatusChip label={t('status.draft')} tone="warning" />
  );
}
