import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StorefrontMenu } from '@shop/shared';
import { type ReactNode, useId } from 'react';
import { ForwardArrow } from '../../../components/ui/forward-arrow.tsx';
import { across, fillFrame, LazyPicture } from '../../../components/ui/picture.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { menuPath } from '../../browse/links.ts';
import { useHomeT } from '../i18n.ts';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** "View all" to the menu's own page (`/menus/{type}/{menu}`), with the count when it says more. */
export function ViewAll({ menu, inverse = false }: { menu: StorefrontMenu; inverse?: boolean }) {
  const t = useHomeT();
  const more = menu.itemCount > menu.items.length;
  return (
    <Button
      component={RouterLink}
      to={menuPath(menu)}
      size="small"
      color={inverse ? 'inherit' : 'primary'}
      variant={inverse ? 'outlined' : 'text'}
      endIcon={<ForwardArrow />}
      aria-label={`${more ? t('section.viewAllCount', { total: menu.itemCount }) : t('section.viewAll')}: ${menu.name}`}
      sx={{ whiteSpace: 'nowrap', flex: 'none' }}
    >
      {more ? t('section.viewAllCount', { total: menu.itemCount }) : t('section.viewAll')}
    </Button>
  );
}

/**
 * The banner of a menu (SPEC 3: banner image with a blur option, hide-text): the picture across
 * the section (1600×500 art) with the menu's name on it. Blurred, the picture becomes a soft
 * backdrop the name reads well on; with hide-text the name is left to screen readers.
 */
function Banner({ menu, headingId }: { menu: StorefrontMenu; headingId: string }) {
  if (!menu.bannerImage) return null;
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 3,
        overflow: 'hidden',
        mb: 2.5,
        aspectRatio: { xs: '16 / 7', md: '16 / 5' },
        bgcolor: 'action.hover',
      }}
    >
      <LazyPicture
        src={menu.bannerImage}
        layout={across.page}
        width={1600}
        height={500}
        sx={{
          ...fillFrame,
          position: 'absolute',
          inset: 0,
          ...(menu.blurBanner ? { filter: 'blur(10px) saturate(1.1)', transform: 'scale(1.08)' } : {}),
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          p: { xs: 2, md: 4 },
          color: '#fff',
          background: menu.blurBanner
            ? 'rgba(0,0,0,.28)'
            : 'linear-gradient(to top, rgba(0,0,0,.55), rgba(0,0,0,0) 60%)',
          ...(menu.blurBanner ? { alignItems: 'center', justifyContent: 'center', textAlign: 'center' } : {}),
        }}
      >
        <Typography
          id={headingId}
          component="h2"
          variant="h2"
          sx={{
            color: 'inherit',
            textShadow: '0 2px 12px rgba(0,0,0,.35)',
            fontSize: { xs: '1.6rem', md: menu.blurBanner ? '2.6rem' : '2.1rem' },
            ...(menu.hideText ? visuallyHidden : {}),
          }}
        >
          {menu.name}
        </Typography>
        <ViewAll menu={menu} inverse />
      </Box>
    </Box>
  );
}

/**
 * One home menu as a section: its banner (or a heading row), then the kind's own content. The
 * heading always exists for the outline and for the section's accessible name.
 */
export function SectionFrame({
  menu,
  children,
  showBanner = true,
}: {
  menu: StorefrontMenu;
  children: ReactNode;
  showBanner?: boolean;
}) {
  const headingId = useId();
  const banner = showBanner && Boolean(menu.bannerImage);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: { xs: 4, md: 6 } }}
      data-menu-kind={menu.kind}
    >
      {banner ? (
        <Banner menu={menu} headingId={headingId} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Typography
            id={headingId}
            component="h2"
            variant="h2"
            sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, ...(menu.hideText ? visuallyHidden : {}) }}
          >
            {menu.name}
          </Typography>
          <ViewAll menu={menu} />
        </Box>
      )}
      {children}
    </Box>
  );
}

/** Media (a poster, a video) and the menu's items side by side from tablets up, stacked below. */
export function SideBySide({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: columns },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

export { visuallyHidden };
