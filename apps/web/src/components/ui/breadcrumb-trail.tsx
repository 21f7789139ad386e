import Breadcrumbs from '@mui/material/Breadcrumbs';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { TitleLink } from './title-link.tsx';

export interface Crumb {
  label: string;
  to?: string | undefined;
}

/** Where a page sits: Home › … › this page (a crumb without `to` is the page itself, not a link). */
export function BreadcrumbTrail({
  label,
  crumbs,
  sx,
}: {
  label: string;
  crumbs: Crumb[];
  sx?: SxProps<Theme>;
}) {
  return (
    <Breadcrumbs aria-label={label} sx={sx}>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <TitleLink key={crumb.label} to={crumb.to}>
            {crumb.label}
          </TitleLink>
        ) : (
          <Typography
            key={crumb.label}
            component="span"
            color="text.primary"
            aria-current="page"
            fontSize="inherit"
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
