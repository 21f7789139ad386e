import type {
  AdminMenuDetails,
  AdminMenuRecord,
  MenuDefinitions,
  MenuInput,
  MenuItemType,
} from '@shop/shared';
import { queryOptions } from '@tanstack/react-query';
import { adminCrud, type Paged } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** Menus (docs/api/admin-taxonomy-content.md "Menus", ADR 0013). */
export const menus = adminCrud<AdminMenuDetails, AdminMenuRecord, MenuInput>('menus');

/** What the menu form may offer on this deployment: kinds per placement, device types, combining. */
export const menuDefinitionsQuery = () =>
  queryOptions({
    queryKey: [...menus.keys.all, 'definitions'] as const,
    queryFn: async ({ signal }) =>
      (await adminApi.get<MenuDefinitions>('/api/admin/menus/definitions', { signal })).data,
    // The definitions follow the deployment, which does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One candidate for a menu: a product, brand or category as the pickers show it. */
export interface MenuCandidate {
  id: number;
  name: { en: string; ar: string };
  image: string | null;
  /** The product's SKU; brands and categories have none. */
  code?: string;
}

interface ProductRow {
  id: number;
  title: { en: string; ar: string };
  sku: string;
  image: string | null;
}
interface TaxonRow {
  id: number;
  name: { en: string; ar: string };
  image: string | null;
}

const SOURCES: Record<MenuItemType, string> = {
  products: '/api/admin/products',
  brands: '/api/admin/brands',
  categories: '/api/admin/categories',
};

/** Candidates of one item type whose name (or SKU) matches `search`, from the admin lists. */
export const menuCandidatesQuery = (itemType: MenuItemType, search: string) =>
  queryOptions({
    queryKey: [...menus.keys.all, 'candidates', itemType, search] as const,
    queryFn: async ({ signal }): Promise<MenuCandidate[]> => {
      const params = { search: search || undefined, perPage: 20, page: 1 };
      if (itemType === 'products') {
        const { data } = await adminApi.get<Paged<ProductRow>>(SOURCES.products, { params, signal });
        return data.items.map((p) => ({ id: p.id, name: p.title, image: p.image, code: p.sku }));
      }
      const { data } = await adminApi.get<Paged<TaxonRow>>(SOURCES[itemType], { params, signal });
      return data.items.map((r) => ({ id: r.id, name: r.name, image: r.image }));
    },
    staleTime: 30_000,
  });

/** Menus another menu may combine: plain menus (they combine none themselves), matching `search`. */
export const combinableMenusQuery = (search: string) =>
  queryOptions({
    queryKey: [...menus.keys.all, 'combinable', search] as const,
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<Paged<AdminMenuRecord>>('/api/admin/menus', {
          params: { search: search || undefined, perPage: 50, page: 1, sort: 'name' },
          signal,
        })
      ).data.items,
    staleTime: 30_000,
  });
