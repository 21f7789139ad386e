import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StorefrontMenu } from '@shop/shared';
import { useId } from 'react';
import { GridList } from '../../components/ui/grid-list.tsx';
import { Thumb } from '../../components/ui/picture.tsx';
import { TextLink } from '../../components/ui/text-link.tsx';
import { menuPath } from '../../features/browse/links.ts';
import { useHomeT } from '../../features/home/i18n.ts';
import { menuLinks } from './menu-links.ts';

/** Links a footer menu lists before "more". */
const SHOWN = 8;

function Links({ menu }: { menu: StorefrontMenu }) {
  const t = useHomeT();
  const links = menuLinks(menu, SHOWN);
  return (
    <GridList gap={1}>
      {links.map((link) => (
        <li key={link.key}>
          <TextLink to={link.href}>{link.name}</TextLink>
        </li>
      ))}
      {menu.itemCount > links.length ? (
        <li>
          <TextLink to={menuPath(menu)} aria-label={t('frame.allOf', { name: menu.name })}>
            {t('frame.more')}
          </TextLink>
        </li>
      ) : null}
    </GridList>
  );
}

/**
 * A `footer` menu as a column of links. With the accordions layout the column folds on phones
 * (a native disclosure: keyboard and screen readers need nothing more) and stays open above.
 */
function FooterMenu({ menu }: { menu: StorefrontMenu }) {
  const headingId = useId();
  const heading = (
    <Typography id={headingId} component="h2" variant="h4" gutterBottom>
      {menu.name}
    </Typography>
  );
  if (menu.layout !== 'accordions')
    return (
      <nav aria-labelledby={headingId}>
        {heading}
        <Links menu={menu} />
      </nav>
    );
  return (
    <nav aria-label={menu.name}>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        {heading}
        <Links menu={menu} />
      </Box>
      <Box
        component="details"
        sx={{
          display: { md: 'none' },
          borderBottom: 1,
          borderColor: 'divider',
          '& > summary': { cursor: 'pointer', py: 1, fontWeight: 700, fontSize: '1.1rem' },
          '& > summary:focus-visible': { outline: 3, outlineColor: 'primary.main' },
        }}
      >
        <summary>{menu.name}</summary>
        <Box sx={{ pb: 2 }}>
          <Links menu={menu} />
        </Box>
      </Box>
    </nav>
  );
}

/** The footer's `footer` menus, as columns of its grid (a fragment: the grid places them). */
export function FooterMenuColumns({ menus }: { menus: StorefrontMenu[] }) {
  return (
    <>
      {menus.map((menu) => (
        <FooterMenu key={menu.id} menu={menu} />
      ))}
    </>
  );
}

/**
 * The `nav-footer` menus: a band at the top of the footer (ADR 0022) with each menu's items as
 * chips, the last way on to a product, brand or category for who scrolled to the end.
 */
export function NavFooterBand({ menus }: { menus: StorefrontMenu[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, mb: 4, pb: 4, borderBottom: 1, borderColor: 'divider' }}>
      {menus.map((menu) => (
        <NavFooterMenu key={menu.id} menu={menu} />
      ))}
    </Box>
  );
}

function NavFooterMenu({ menu }: { menu: StorefrontMenu }) {
  const t = useHomeT();
  const headingId = useId();
  const links = menuLinks(menu);
  return (
    <nav aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h4" gutterBottom>
        {menu.name}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {links.map((link) => (
          <li key={link.key}>
            <Box
              component={TextLink}
              to={link.href}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 999,
                py: 0.5,
                pl: link.image ? 0.5 : 1.5,
                pr: 1.5,
                textDecoration: 'none',
                color: 'text.primary',
                bgcolor: 'background.default',
                '&:hover': { borderColor: 'primary.main', textDecoration: 'none' },
              }}
            >
              {link.image ? (
                <Thumb
                  src={link.image}
                  size={28}
                  sx={{ width: 28, height: 28, borderRadius: '50%', objectFit: 'cover' }}
                />
              ) : null}
              {link.name}
            </Box>
          </li>
        ))}
        {menu.itemCount > links.length ? (
          <li>
            <TextLink to={menuPath(menu)}>{t('frame.allOf', { name: menu.name })}</TextLink>
          </li>
        ) : null}
      </Box>
    </nav>
  );
}
