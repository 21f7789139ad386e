import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { RouterLink } from './router-link.tsx';

/** An in-app link in the text's own colour, underlined on hover: titles and breadcrumbs. */
export function TitleLink({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="hover" sx={sx}>
      {children}
    </Link>
  );
}
