import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { alpha, styled } from '@mui/material/styles';
import { useId } from 'react';

const Select = styled('select')(({ theme }) => ({
  appearance: 'none',
  width: '100%',
  height: 40,
  margin: 0,
  paddingBlock: 0,
  paddingInlineStart: 14,
  paddingInlineEnd: 36,
  font: 'inherit',
  fontSize: '1rem',
  color: theme.palette.text.primary,
  background: 'transparent',
  border: `1px solid ${alpha(theme.palette.text.primary, 0.23)}`,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -1,
    borderColor: theme.palette.primary.main,
  },
}));

export interface NativeSelectOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A small outlined select built on the browser's own `<select>`, its label on the border as MUI's
 * outlined fields have it. For a short list of choices (a sort order): a phone opens its own
 * picker, and the page loads none of MUI's Select, Menu, Popover and Modal (ADR 0037).
 */
export function NativeSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  sx,
}: {
  label: string;
  value: T;
  options: readonly NativeSelectOption<T>[];
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <Box sx={[{ position: 'relative', minWidth: 200 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: 0,
          insetInlineStart: 10,
          transform: 'translateY(-50%)',
          px: 0.5,
          typography: 'caption',
          lineHeight: 1,
          color: 'text.secondary',
          bgcolor: 'background.default',
          pointerEvents: 'none',
        }}
      >
        {label}
      </Box>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <ArrowDropDown
        aria-hidden
        sx={{
          position: 'absolute',
          top: '50%',
          insetInlineEnd: 8,
          transform: 'translateY(-50%)',
          color: 'action.active',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
