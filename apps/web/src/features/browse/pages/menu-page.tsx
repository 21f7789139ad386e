import Skeleton from '@mui/material/Skeleton';
import type { StorefrontMenu } from '@shop/shared';
import { Navigate, useParams } from 'react-router';
import { catalogueLinks } from '../../catalogue/links.ts';
import { ProductGrid } from '../../catalogue/product-grid.tsx';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { useMenuPage } from '../api.ts';
import { useBrowseLayout } from '../columns.ts';
import {
  EmptyText,
  HeadingSkeleton,
  LoadFailed,
  PageHeading,
  PageLinks,
  PastTheEnd,
  pagedTitle,
  Trail,
} from '../components/page-parts.tsx';
import { useBrowseT } from '../i18n.ts';
import { menuPath } from '../links.ts';
import { TaxonGrid, TaxonTile } from '../taxon-tile.tsx';

const MENU_TYPES = new Set(['navbar', 'gallery']);

/** The page number of the address: absent is 1; anything but a whole number from 1 is no page. */
function pageNumber(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

function Items({ menu, loading }: { menu: StorefrontMenu; loading: boolean }) {
  const t = useBrowseT();
  if (menu.itemType === 'products')
    return (
      <ProductGrid
        items={menu.items.flatMap((item) => (item.product ? [item.product] : []))}
        titleLevel={2}
        loading={loading}
        emptyText={t('menu.empty')}
      />
    );
  if (menu.items.length === 0) return <EmptyText>{t('menu.empty')}</EmptyText>;
  return (
    <TaxonGrid aria-busy={loading || undefined}>
      {menu.items.map((item) => {
        const taxon = item.brand ?? item.category;
        if (!taxon) return null;
        const href = item.brand ? catalogueLinks.brand(taxon.slug) : catalogueLinks.category(taxon.slug);
        return (
          <li key={`${item.type}-${taxon.id}`}>
            <TaxonTile taxon={taxon} href={href} hideText={menu.hideText} />
          </li>
        );
      })}
    </TaxonGrid>
  );
}

/**
 * `/menus/{type}/{menu}` and `/menus/{type}/{menu}/{menu_page_number}` (SPEC 2): one menu with
 * all its items, a page at a time (the site's perPage), the page number in the path. An address
 * with the wrong type is sent to the right one, so each menu page has one address.
 */
export function MenuPage() {
  const t = useBrowseT();
  const params = useParams();
  const slug = params.menu ?? '';
  const page = pageNumber(params.menu_page_number);
  const { perPage } = useBrowseLayout();
  const query = useMenuPage(slug, page ?? 1, perPage);
  // The previous menu's answer stays while this one loads; never show it as this one.
  const data = query.data?.menu.slug === slug ? query.data : undefined;

  if (!MENU_TYPES.has(params.type ?? '') || page === null) return <NotFound />;
  if (query.isError && !data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (data && data.menu.type !== params.type) return <Navigate to={menuPath(data.menu, page)} replace />;
  // The first page has the short address.
  if (params.menu_page_number === '1')
    return <Navigate to={menuPath({ type: params.type as StorefrontMenu['type'], slug })} replace />;

  const menu = data?.menu;
  const meta = data?.meta;
  const pastTheEnd = meta && meta.total > 0 && page > meta.pageCount;
  const firstImage = menu?.items
    .map((i) => i.product?.image ?? i.brand?.image ?? i.category?.image)
    .find(Boolean);
  const count = meta
    ? t(menu?.itemType === 'products' ? 'common.productCount' : 'common.itemCount', { count: meta.total })
    : undefined;

  return (
    <>
      <PageMeta
        title={menu ? pagedTitle(t, menu.name, page, meta?.pageCount) : undefined}
        description={menu ? t('menu.description', { name: menu.name }) : undefined}
        image={
          menu ? (menu.bannerImage ?? menu.posterImage ?? menu.image ?? firstImage ?? undefined) : undefined
        }
        canonical={menu ? menuPath(menu, page) : undefined}
      />
      {menu && meta ? (
        <>
          <Trail crumbs={[{ label: menu.name }]} />
          <PageHeading
            title={menu.name}
            image={menu.bannerImage}
            count={
              meta.pageCount > 1 ? `${count} · ${t('common.pageOf', { page, total: meta.pageCount })}` : count
            }
          />
          {pastTheEnd ? (
            <PastTheEnd firstPage={menuPath(menu)} />
          ) : (
            <Items menu={menu} loading={query.isPlaceholderData} />
          )}
          <PageLinks page={page} pageCount={meta.pageCount} hrefFor={(n) => menuPath(menu, n)} />
        </>
      ) : (
        <>
          <HeadingSkeleton />
          <Skeleton variant="rounded" height={320} />
        </>
      )}
    </>
  );
}
