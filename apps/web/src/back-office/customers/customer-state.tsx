import type { CustomerState } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';
import { StatusChip } from '../kit/status-chip.tsx';

const COLOURS = { unconfirmed: 'default', awaiting_approval: 'warning', approved: 'success' } as const;

/** SPEC 4's account state as a small label (text, not colour alone, carries the meaning). */
export function UserStateChip({ state }: { state: CustomerState }) {
  const { t } = useTranslation('admin');
  return <StatusChip tone={COLOURS[state]} label={t(`users.states.${state}`)} />;
}

export function RestrictedChip() {
  const { t } = useTranslation('admin');
  return <StatusChip tone="error" filled label={t('users.restrictedBadge')} />;
}

export function PricesHiddenChip() {
  const { t } = useTranslation('admin');
  return <StatusChip label={t('users.pricesHiddenBadge')} />;
}
