import type { StorefrontMenu } from '@shop/shared';
import { ItemsRow } from '../components/menu-items.tsx';
import { SectionFrame } from '../components/section-frame.tsx';

/** Carousel (SPEC 3 `slider`): the banner, then the items in a sideways row. */
export default function SliderSection({ menu }: { menu: StorefrontMenu }) {
  return (
    <SectionFrame menu={menu}>
      <ItemsRow menu={menu} items={menu.items} />
    </SectionFrame>
  );
}
