import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { StorefrontMenu } from '@shop/shared';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useHomeT } from '../i18n.ts';

/**
 * A menu that combines others (ADR 0013): one tab per menu, the host's first. The section keeps
 * the host's look (kind, layout, banner, poster, video); the items, their type and "view all"
 * follow the tab chosen.
 *
 * The tabs are the WAI-ARIA tabs pattern on plain buttons, not MUI's Tabs: those brought 4.7 KB
 * of script (scroll buttons, an animated indicator) to the home's first visit, whose budget is
 * 170 KB (ADR 0037). One tab is in the Tab order; the arrow keys (the other way round in Arabic),
 * Home and End move along and choose; the row scrolls sideways on a phone.
 */
export function CombinedMenus({
  host,
  others,
  children,
}: {
  host: StorefrontMenu;
  others: StorefrontMenu[];
  children: (shown: StorefrontMenu) => ReactNode;
}) {
  const t = useHomeT();
  const id = useId();
  const rtl = useTheme().direction === 'rtl';
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const all = [host, ...others];
  const [active, setActive] = useState(0);
  const chosen = all[active] ?? host;
  const shown: StorefrontMenu =
    chosen === host
      ? host
      : {
          ...host,
          slug: chosen.slug,
          type: chosen.type,
          itemType: chosen.itemType,
          items: chosen.items,
          itemCount: chosen.itemCount,
          // The host's name stays the section's heading; the tab says which collection shows.
          combinedMenuIds: [],
        };

  const choose = (index: number) => {
    setActive(index);
    const tab = tabs.current[index];
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = all.length - 1;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (active + step + all.length) % all.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <Box sx={{ position: 'relative' }}>
      {/* The tabs sit above the section: the kind draws the heading, the tabs pick its items. */}
      <Box
        role="tablist"
        aria-label={t('section.collections', { name: host.name })}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          mt: { xs: 4, md: 6 },
          mb: -2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {all.map((menu, i) => {
          const selected = i === active;
          return (
            <Box
              component="button"
              type="button"
              role="tab"
              key={menu.id}
              ref={(el: HTMLButtonElement | null) => {
                tabs.current[i] = el;
              }}
              id={`${id}-tab-${i}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(i)}
              sx={{
                flexShrink: 0,
                minHeight: 48,
                px: 2,
                py: 1.5,
                border: 0,
                borderBottom: 2,
                borderColor: selected ? 'primary.main' : 'transparent',
                bgcolor: 'transparent',
                color: selected ? 'primary.main' : 'text.secondary',
                font: 'inherit',
                fontWeight: 500,
                fontSize: '0.875rem',
                lineHeight: 1.25,
                textTransform: 'uppercase',
                cursor: 'pointer',
                whiteSpace: 'nowrap',
                '&:hover': { color: selected ? 'primary.main' : 'text.primary' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              {menu.name}
            </Box>
          );
        })}
      </Box>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        {children(shown)}
      </div>
    </Box>
  );
}
