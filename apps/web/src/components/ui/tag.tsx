import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type TagColor = 'default' | 'primary' | 'secondary' | 'error' | 'success';

/**
 * A small label on a product (offer, bundle, out of stock): it looks like MUI's small Chip but
 * is a plain span. The Chip (a button base, a delete icon, avatars) was 3 KB of the home's first
 * visit for text that is never clicked (ADR 0037); the pages where a chip acts keep the Chip.
 */
export function Tag({
  label,
  color = 'default',
  variant = 'filled',
  sx,
}: {
  label: string;
  color?: TagColor;
  variant?: 'filled' | 'outlined';
  sx?: SxProps<Theme>;
}) {
  const main = color === 'default' ? 'text.primary' : `${color}.main`;
  const look =
    variant === 'outlined'
      ? { color: color === 'default' ? 'text.primary' : `${color}.dark`, border: 1, borderColor: main }
      : color === 'default'
        ? { color: 'text.primary', bgcolor: 'action.selected' }
        : { color: `${color}.contrastText`, bgcolor: main };
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          px: 1,
          borderRadius: '16px',
          fontSize: '0.8125rem',
          lineHeight: 1,
          whiteSpace: 'nowrap',
          ...look,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}
