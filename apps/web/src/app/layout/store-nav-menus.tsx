import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { StorefrontMenu } from '@shop/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { clampLines } from '../../components/ui/clamp-lines.ts';
import { ForwardArrow } from '../../components/ui/forward-arrow.tsx';
import { GridList } from '../../components/ui/grid-list.tsx';
import { Thumb } from '../../components/ui/picture.tsx';
import { blockLink, RouterLink } from '../../components/ui/router-link.tsx';
import { menuPath } from '../../features/browse/links.ts';
import { useHomeT } from '../../features/home/i18n.ts';
import { menuLinks } from './menu-links.ts';

/** Items a dropdown lists before "view all". */
const SHOWN = 12;
/** How long a hover stays the same gesture as the click that follows it. */
export const HOVER_CLICK_MS = 600;

function Panel({ menu, id, onClose }: { menu: StorefrontMenu; id: string; onClose: () => void }) {
  const t = useHomeT();
  const items = menuLinks(menu, SHOWN);
  const pictures = menu.layout === 'cards' || menu.layout === 'info-lists';
  return (
    <Box
      id={id}
      sx={{
        position: 'absolute',
        insetInlineStart: 0,
        insetInlineEnd: 0,
        top: '100%',
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: 6,
        px: { md: 4, lg: 6 },
        py: 3,
      }}
    >
      <GridList
        gap={pictures ? 2 : 1}
        columns={`repeat(auto-fill, minmax(${menu.layout === 'cards' ? 140 : menu.layout === 'horizontal' ? 180 : 240}px, 1fr))`}
      >
        {items.map((link) => (
          <li key={link.key}>
            <Box
              component={RouterLink}
              to={link.href}
              onClick={onClose}
              sx={{
                display: 'flex',
                flexDirection: menu.layout === 'cards' ? 'column' : 'row',
                alignItems: menu.layout === 'cards' ? 'stretch' : 'center',
                gap: 1.5,
                p: 1,
                borderRadius: 1.5,
                ...blockLink,
              }}
            >
              {pictures && link.image ? (
                <Thumb
                  src={link.image}
                  size={menu.layout === 'cards' ? 140 : 48}
                  sx={{
                    width: menu.layout === 'cards' ? '100%' : 48,
                    height: 'auto',
                    aspectRatio: '1 / 1',
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                />
              ) : null}
              <span>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {link.name}
                </Typography>
                {menu.layout === 'info-lists' && link.description ? (
                  <Typography component="span" variant="body2" color="text.secondary" sx={clampLines(1)}>
                    {link.description}
                  </Typography>
                ) : null}
              </span>
            </Box>
          </li>
        ))}
      </GridList>
      <Link
        component={RouterLink}
        to={menuPath(menu)}
        onClick={onClose}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2, fontWeight: 700 }}
      >
        {t('frame.allOf', { name: menu.name })}
        <ForwardArrow fontSize="small" />
      </Link>
    </Box>
  );
}

/**
 * The header's second row: one button per `nav` menu (SPEC 3 placements), each opening a panel
 * of its items laid out by the menu's layout (a disclosure, not an ARIA menu: the panel holds
 * plain links). Escape or leaving closes it and gives the focus back to its button.
 */
export default function StoreNavMenus({ menus }: { menus: StorefrontMenu[] }) {
  const t = useHomeT();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const bar = useRef<HTMLElement>(null);
  const hover = useRef<number | undefined>(undefined);
  // The panel the pointer (not a click) opened, and when. Resting on a button and clicking it is
  // one gesture: a click soon after must not close the panel the hover has just opened.
  const byHover = useRef<{ index: number; at: number } | null>(null);
  const { pathname } = useLocation();

  // A new page closes whatever was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setOpen(null), [pathname]);

  useEffect(() => {
    if (open === null) return;
    const onDown = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = (focusButton: boolean) => {
    const index = open;
    setOpen(null);
    if (focusButton && index !== null) document.getElementById(`${baseId}-button-${index}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open !== null) {
      event.preventDefault();
      close(true);
    }
  };
  const later = (fn: () => void) => {
    window.clearTimeout(hover.current);
    hover.current = window.setTimeout(fn, 120);
  };
  const hoverOpen = (index: number) => {
    byHover.current = { index, at: performance.now() };
    setOpen(index);
  };
  const onClick = (index: number) => {
    window.clearTimeout(hover.current);
    const opened = byHover.current;
    const justHovered = opened?.index === index && performance.now() - opened.at < HOVER_CLICK_MS;
    byHover.current = null;
    setOpen(open === index && !justHovered ? null : index);
  };

  return (
    <Box
      component="nav"
      ref={bar}
      aria-label={t('frame.departments')}
      onKeyDown={onKeyDown}
      onMouseLeave={() =>
        later(() => {
          byHover.current = null;
          setOpen(null);
        })
      }
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'relative',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, px: 1, py: 0, display: 'flex', gap: 0.5, minHeight: 44 }}
      >
        {menus.map((menu, i) => (
          <li key={menu.id}>
            <Button
              id={`${baseId}-button-${i}`}
              color="inherit"
              aria-expanded={open === i}
              aria-controls={open === i ? `${baseId}-panel-${i}` : undefined}
              endIcon={
                <ExpandMore
                  sx={{ transition: 'transform .2s', transform: open === i ? 'rotate(180deg)' : 'none' }}
                />
              }
              onClick={() => onClick(i)}
              onMouseEnter={() => later(() => hoverOpen(i))}
              sx={{
                height: 44,
                borderRadius: 0,
                fontWeight: 600,
                whiteSpace: 'nowrap',
                borderBottom: 2,
                borderColor: open === i ? 'primary.main' : 'transparent',
              }}
            >
              {menu.name}
            </Button>
          </li>
        ))}
      </Box>
      {open !== null && menus[open] ? (
        <Panel menu={menus[open]} id={`${baseId}-panel-${open}`} onClose={() => setOpen(null)} />
      ) : null}
    </Box>
  );
}
