import type { StorefrontMenu } from '@shop/shared';
import { ItemsGrid } from '../components/menu-items.tsx';
import { SectionFrame } from '../components/section-frame.tsx';

/** Grid (SPEC 3 `grid`): the banner, then the items in the theme's columns. */
export default function GridSection({ menu }: { menu: StorefrontMenu }) {
  return (
    <SectionFrame menu={menu}>
      <ItemsGrid menu={menu} items={menu.items} />
    </SectionFrame>
  );
}
