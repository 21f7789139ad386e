import ArrowForward from '@mui/icons-material/ArrowForward';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** The "onwards" arrow of links and buttons, pointing the reading way (to the left in Arabic). */
export function ForwardArrow(props: Omit<SvgIconProps, 'sx'>) {
  return (
    <ArrowForward
      {...props}
      sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
    />
  );
}
