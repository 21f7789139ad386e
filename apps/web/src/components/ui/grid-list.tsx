import Box, { type BoxProps } from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/**
 * A list laid out as a CSS grid (tiles, cards, link panels): the `<ul>` keeps its list meaning
 * for screen readers, without the bullets and indents. `component` swaps the element where the
 * grid holds no list (skeletons while loading).
 */
export function GridList({
  gap,
  columns,
  component = 'ul',
  sx = [],
  ...props
}: Omit<BoxProps, 'sx' | 'component'> & {
  gap: Responsive<number | string>;
  /** `grid-template-columns`, one value or one a breakpoint; one column without. */
  columns?: Responsive<string>;
  component?: ElementType;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component={component}
      {...props}
      sx={[
        { listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
