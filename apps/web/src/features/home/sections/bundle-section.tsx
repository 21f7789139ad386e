import Box from '@mui/material/Box';
import type { StorefrontMenu } from '@shop/shared';
import { across, fullWidth, LazyPicture } from '../../../components/ui/picture.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { menuPath } from '../../browse/links.ts';
import { MenuItems } from '../components/menu-items.tsx';
import { SectionFrame, SideBySide } from '../components/section-frame.tsx';

/**
 * Bundle (SPEC 3 `bundle`: banner and poster): the banner across, then the poster beside the
 * items, which follow the menu's layout.
 */
export default function BundleSection({ menu }: { menu: StorefrontMenu }) {
  if (!menu.posterImage)
    return (
      <SectionFrame menu={menu}>
        <MenuItems menu={menu} />
      </SectionFrame>
    );
  return (
    <SectionFrame menu={menu}>
      <SideBySide columns="minmax(0, 1fr) minmax(0, 3fr)">
        <Box
          component={RouterLink}
          to={menuPath(menu)}
          tabIndex={-1}
          aria-hidden="true"
          sx={{
            display: { xs: 'none', md: 'block' },
            borderRadius: 3,
            overflow: 'hidden',
            position: 'sticky',
            top: 88,
          }}
        >
          <LazyPicture
            src={menu.posterImage}
            layout={across.third}
            width={600}
            height={800}
            sx={fullWidth('3 / 4')}
          />
        </Box>
        <MenuItems menu={menu} />
      </SideBySide>
    </SectionFrame>
  );
}
