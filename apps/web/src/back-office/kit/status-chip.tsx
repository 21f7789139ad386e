import Chip from '@mui/material/Chip';
import type { RecordStatus } from '@shop/shared';
import { useKitT } from '../i18n.ts';

export type ChipTone = 'success' | 'warning' | 'error' | 'default';

export interface StatusChipProps {
  label: string;
  tone?: ChipTone;
  /** Filled draws the eye (a yes, a restriction); outlined is the quiet default. */
  filled?: boolean;
}

/**
 * The one small state label of the back office (record status, approved, handled, published,
 * account state…): colour plus words, never colour alone.
 */
export function StatusChip({ label, tone = 'default', filled = false }: StatusChipProps) {
  return (
    <Chip component="span" size="small" variant={filled ? 'filled' : 'outlined'} color={tone} label={label} />
  );
}

/** A yes/no state (active, approved, handled, published): green and filled when yes. */
export function onOff(on: boolean, onLabel: string, offLabel: string): StatusChipProps {
  return on ? { label: onLabel, tone: 'success', filled: true } : { label: offLabel };
}

/** A record's status (SPEC 3: active or inactive). */
export function RecordStatusChip({ status }: { status: RecordStatus }) {
  const t = useKitT();
  return <StatusChip tone={status === 'active' ? 'success' : 'default'} label={t(`statuses.${status}`)} />;
}
