import Chip from '@mui/material/Chip';

/** A yes/no state in a list (active, approved, handled, published): colour plus words, never colour alone. */
export function StateChip({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return (
    <Chip
      component="span"
      size="small"
      variant={on ? 'filled' : 'outlined'}
      color={on ? 'success' : 'default'}
      label={on ? onLabel : offLabel}
    />
  );
}
