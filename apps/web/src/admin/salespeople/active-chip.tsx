import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

/** Active or inactive, in words (an inactive salesperson cannot sign in). */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return active ? (
    <Chip size="small" color="success" variant="outlined" label={t('salespeople.status.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('salespeople.status.inactive')} />
  );
}
