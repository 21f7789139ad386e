import Chip from '@mui/material/Chip';
import type { ReturnStatus } from '@shop/shared';
import { useReturnsT } from '../i18n.ts';

const COLOR: Record<ReturnStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  init: 'info',
  accepted: 'warning',
  approved: 'success',
  rejected: 'error',
  refused: 'error',
};

/** A request's status as a coloured chip (the label is the text, the colour only a hint). */
export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const t = useReturnsT();
  return <Chip size="small" color={COLOR[status]} label={t(`status.${status}`)} />;
}
