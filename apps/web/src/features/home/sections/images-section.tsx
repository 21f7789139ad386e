import Box from '@mui/material/Box';
import type { StorefrontMenu } from '@shop/shared';
import { GridList } from '../../../components/ui/grid-list.tsx';
import { fillFrame, Picture } from '../../../components/ui/picture.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { menuPath } from '../../browse/links.ts';
import { MenuItems } from '../components/menu-items.tsx';
import { SectionFrame } from '../components/section-frame.tsx';
import { useHomeT } from '../i18n.ts';

/**
 * Images (SPEC 3 `images`: media gallery items): the gallery as a mosaic, the first picture
 * large, each opening the menu's page; the menu's items, if any, follow in its layout.
 */
export default function ImagesSection({ menu }: { menu: StorefrontMenu }) {
  const t = useHomeT();
  const pictures = menu.mediaGallery.slice(0, 7);
  return (
    <SectionFrame menu={menu} showBanner={false}>
      {pictures.length ? (
        <GridList
          gap={{ xs: 1, md: 2 }}
          columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
          sx={{
            mb: menu.items.length ? 3 : 0,
            gridAutoRows: { xs: 140, sm: 180, md: 200 },
            '& > li:first-of-type': { gridColumn: 'span 2', gridRow: 'span 2' },
          }}
        >
          {pictures.map((src, i) => (
            <li key={src}>
              <Box
                component={RouterLink}
                to={menuPath(menu)}
                sx={{
                  display: 'block',
                  height: '100%',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                  '&:hover img': { transform: 'scale(1.04)' },
                  '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Picture
                  src={src}
                  sizes="(min-width: 900px) 33vw, 50vw"
                  widths={[200, 400, 800]}
                  alt={t('gallery.picture', { name: menu.name, n: i + 1 })}
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  sx={{ ...fillFrame, transition: 'transform .3s' }}
                />
              </Box>
            </li>
          ))}
        </GridList>
      ) : null}
      {menu.items.length ? <MenuItems menu={menu} /> : null}
    </SectionFrame>
  );
}
