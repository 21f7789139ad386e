import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { clampLines } from '../../components/ui/clamp-lines.ts';
import { GridList } from '../../components/ui/grid-list.tsx';
import { across, fillFrame, LazyPicture, Thumb } from '../../components/ui/picture.tsx';
import { blockLink, RouterLink } from '../../components/ui/router-link.tsx';
import { gridColumns, useBrowseLayout } from './columns.ts';

export interface Taxon {
  slug: string;
  name: string;
  image: string | null;
  description?: string | undefined;
}

/** Tiles in the theme's columns: tiles are small, so one column more than product cards. */
export function TaxonGrid({ children, ...props }: Omit<ComponentProps<typeof GridList>, 'gap' | 'columns'>) {
  const { columns } = useBrowseLayout();
  return (
    <GridList gap={{ xs: 1.5, md: 2 }} columns={gridColumns(columns, 1)} {...props}>
      {children}
    </GridList>
  );
}

/**
 * A brand, category or main category as a picture with its name, linking to its page. The seed's
 * pictures are square (600×600); width and height are given so the grid never jumps while they
 * load. `hideText` keeps the name for screen readers only (a menu's hide-text option).
 */
export function TaxonTile({
  taxon,
  href,
  hideText = false,
  meta,
  ratio = '1 / 1',
}: {
  taxon: Taxon;
  href: string;
  hideText?: boolean;
  meta?: ReactNode;
  ratio?: string;
}) {
  return (
    <Box
      component={RouterLink}
      to={href}
      aria-label={hideText ? taxon.name : undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        color: 'text.primary',
        textDecoration: 'none',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:hover img': { transform: 'scale(1.04)' },
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box sx={{ aspectRatio: ratio, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {taxon.image ? (
          <LazyPicture
            src={taxon.image}
            layout={across.quarter}
            width={600}
            height={600}
            sx={{ ...fillFrame, transition: 'transform .3s' }}
          />
        ) : null}
      </Box>
      {hideText ? null : (
        <Box sx={{ p: 1.5, flex: 1 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {taxon.name}
          </Typography>
          {meta ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {meta}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

/** A brand or category as a row: small picture, name and description (info-list layouts). */
export function TaxonRow({ taxon, href, meta }: { taxon: Taxon; href: string; meta?: ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={href}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: 1,
        borderRadius: 2,
        ...blockLink,
      }}
    >
      <Thumb
        src={taxon.image ?? undefined}
        size={64}
        sx={{
          width: 64,
          height: 64,
          borderRadius: 1.5,
          objectFit: 'cover',
          bgcolor: 'action.hover',
          flex: 'none',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {taxon.name}
        </Typography>
        {taxon.description || meta ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={clampLines(2)}>
            {meta ?? taxon.description}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
