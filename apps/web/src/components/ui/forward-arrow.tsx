import ArrowForward from '@mui/icons-material/ArrowForward';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Theme } from '@mui/material/styles';

/** An icon's `sx` that mirrors it in right-to-left text, so arrows point the reading way. */
export const flipInRtl = (theme: Theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' });

/** The "onwards" arrow of links and buttons, pointing the reading way (to the left in Arabic). */
export function ForwardArrow(props: Omit<SvgIconProps, 'sx'>) {
  return <ArrowForward {...props} sx={flipInRtl} />;
}
