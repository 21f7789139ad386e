import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { StorefrontMenu } from '@shop/shared';
import { type ReactNode, useId, useState } from 'react';
import { useHomeT } from '../i18n.ts';

/**
 * A menu that combines others (ADR 0013): one tab per menu, the host's first. The section keeps
 * the host's look (kind, layout, banner, poster, video); the items, their type and "view all"
 * follow the tab chosen.
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

  return (
    <Box sx={{ position: 'relative' }}>
      {/* The tabs sit above the section: the kind draws the heading, the tabs pick its items. */}
      <Tabs
        value={active}
        onChange={(_, value: number) => setActive(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('section.collections', { name: host.name })}
        sx={{ mt: { xs: 4, md: 6 }, mb: -2, borderBottom: 1, borderColor: 'divider' }}
      >
        {all.map((menu, i) => (
          <Tab key={menu.id} label={menu.name} id={`${id}-tab-${i}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        {children(shown)}
      </div>
    </Box>
  );
}
