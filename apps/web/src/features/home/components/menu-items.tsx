import Box from '@mui/material/Box';
import type { MenuLayout, StorefrontMenu } from '@shop/shared';
import type { ReactNode } from 'react';
import { GridList } from '../../../components/ui/grid-list.tsx';
import { gridColumns, useBrowseLayout } from '../../browse/columns.ts';
import { TaxonRow, TaxonTile } from '../../browse/taxon-tile.tsx';
import { catalogueLinks } from '../../catalogue/links.ts';
import { ProductCard } from '../../catalogue/product-card.tsx';
import { ProductGrid } from '../../catalogue/product-grid.tsx';
import { ScrollRow } from './scroll-row.tsx';

type Item = StorefrontMenu['items'][number];

/** The key and link of a menu item, whatever it points at. */
export function itemTarget(item: Item): { key: string; href: string; name: string } | null {
  if (item.product)
    return {
      key: `p${item.product.id}`,
      href: catalogueLinks.product(item.product.slug),
      name: item.product.title,
    };
  if (item.brand)
    return { key: `b${item.brand.id}`, href: catalogueLinks.brand(item.brand.slug), name: item.brand.name };
  if (item.category)
    return {
      key: `c${item.category.id}`,
      href: catalogueLinks.category(item.category.slug),
      name: item.category.name,
    };
  return null;
}

/**
 * One item as a card: the product card of the catalogue, or a brand/category tile. The home's
 * menus are sections under an h2: product titles are h3.
 */
export function ItemCard({ item, hideText = false }: { item: Item; hideText?: boolean }) {
  if (item.product) return <ProductCard product={item.product} titleLevel={3} />;
  const taxon = item.brand ?? item.category;
  const target = itemTarget(item);
  if (!taxon || !target) return null;
  return <TaxonTile taxon={taxon} href={target.href} hideText={hideText} />;
}

/**
 * Items per view of a sideways row: the theme's columns, one more from tablets up (a row shows a
 * part of the next item, so its cards are narrower than a list's), `less` fewer beside media.
 */
export function usePerView(less = 0) {
  const { columns } = useBrowseLayout();
  const n = (c: number, extra = 1) => Math.max(1, c + extra - less);
  return {
    xs: n(columns.mobile, 0),
    sm: n(columns.ipadV),
    md: n(columns.ipadH),
    lg: n(columns.laptop),
    xl: n(columns.monitor),
  };
}

/** A sideways row of the items (carousel). */
export function ItemsRow({ menu, items, less = 0 }: { menu: StorefrontMenu; items: Item[]; less?: number }) {
  const perView = usePerView(less);
  return (
    <ScrollRow label={menu.name} perView={perView}>
      {items.map((item) => {
        const target = itemTarget(item);
        return target ? (
          <li key={target.key}>
            <ItemCard item={item} hideText={menu.hideText} />
          </li>
        ) : null;
      })}
    </ScrollRow>
  );
}

/** The items in the theme's columns; products use the catalogue's own grid. */
export function ItemsGrid({ menu, items, less = 0 }: { menu: StorefrontMenu; items: Item[]; less?: number }) {
  const { columns } = useBrowseLayout();
  const products = items.flatMap((item) => (item.product ? [item.product] : []));
  if (menu.itemType === 'products' && less === 0) return <ProductGrid items={products} titleLevel={3} />;
  // Brand and category tiles are smaller than product cards: one column more.
  const fewer = menu.itemType === 'products' ? less : less - 1;
  return (
    <GridList
      gap={{ xs: 1.5, md: 2.5 }}
      columns={gridColumns({
        mobile: Math.max(1, columns.mobile - less),
        ipadV: Math.max(1, columns.ipadV - fewer),
        ipadH: Math.max(1, columns.ipadH - fewer),
        laptop: Math.max(1, columns.laptop - fewer),
        monitor: Math.max(1, columns.monitor - fewer),
      })}
    >
      {items.map((item) => {
        const target = itemTarget(item);
        return target ? (
          <Box component="li" key={target.key} sx={{ minWidth: 0 }}>
            <ItemCard item={item} hideText={menu.hideText} />
          </Box>
        ) : null;
      })}
    </GridList>
  );
}

/** Brands and categories as rows with picture and description (vertical and info-list layouts). */
function ItemsList({ items, twoColumns }: { items: Item[]; twoColumns: boolean }) {
  return (
    <GridList gap={1} columns={{ xs: '1fr', md: twoColumns ? '1fr 1fr' : '1fr' }}>
      {items.map((item) => {
        const taxon = item.brand ?? item.category;
        const target = itemTarget(item);
        return taxon && target ? (
          <li key={target.key}>
            <TaxonRow taxon={taxon} href={target.href} />
          </li>
        ) : null;
      })}
    </GridList>
  );
}

/**
 * A menu's items laid out by the menu's layout (SPEC 3: vertical, horizontal, cards, info lists,
 * accordions) where the kind leaves the arrangement open (ADR 0022): horizontal is a sideways
 * row, cards the theme's grid, vertical and info lists are rows for brands and categories (a
 * product always shows as its card, so it can show its price), accordions fold the grid away.
 */
export function MenuItems({
  menu,
  items = menu.items,
  layout = menu.layout,
  less = 0,
  summary,
}: {
  menu: StorefrontMenu;
  items?: Item[];
  layout?: MenuLayout;
  /** Fewer columns than the theme's, for items beside a poster or a video. */
  less?: number;
  /** The accordion's summary line. */
  summary?: ReactNode;
}) {
  const taxons = menu.itemType !== 'products';
  switch (layout) {
    case 'horizontal':
      return <ItemsRow menu={menu} items={items} less={less} />;
    case 'vertical':
    case 'info-lists':
      return taxons ? (
        <ItemsList items={items} twoColumns={layout === 'info-lists' && less === 0} />
      ) : (
        <ItemsGrid menu={menu} items={items} less={less} />
      );
    case 'accordions':
      return (
        <Box
          component="details"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            '& > summary': {
              cursor: 'pointer',
              p: 2,
              fontWeight: 700,
              listStylePosition: 'inside',
              '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
            },
            '& > div': { p: 2, pt: 0 },
          }}
        >
          <summary>{summary ?? menu.name}</summary>
          <div>
            <ItemsGrid menu={menu} items={items} less={less} />
          </div>
        </Box>
      );
    default:
      return <ItemsGrid menu={menu} items={items} less={less} />;
  }
}
