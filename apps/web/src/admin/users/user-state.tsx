import Chip from '@mui/material/Chip';
import type { CustomerState } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

const COLOURS = { unconfirmed: 'default', awaiting_approval: 'warning', approved: 'success' } as const;

/** SPEC 4's account state as a small label (text, not colour alone, carries the meaning). */
export function UserStateChip({ state }: { state: CustomerState }) {
  const { t } = useTranslation('admin');
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={t(`users.states.${state}`)} />;
}

export function RestrictedChip() {
  const { t } = useTranslation('admin');
  return <Chip size="small" color="error" label={t('users.restrictedBadge')} />;
}

export function PricesHiddenChip() {
  const { t } = useTranslation('admin');
  return <Chip size="small" variant="outlined" label={t('users.pricesHiddenBadge')} />;
}
