import type { ComponentType } from 'react';
import { lazyPage } from '../../app/route-boundary.tsx';
import type { AdminPageKey } from '../framework/admin-pages.ts';

/** Built back-office screens of the product catalogue (products, variants, attributes), each lazy. */
export const catalogueAdminPages: Partial<Record<AdminPageKey, ComponentType>> = {
  products: lazyPage(async () => (await import('../products/products-list-page.tsx')).ProductsListPage),
  addProduct: lazyPage(async () => (await import('../products/product-form-page.tsx')).AddProductPage),
  product: lazyPage(async () => (await import('../products/product-form-page.tsx')).EditProductPage),
  productVariants: lazyPage(
    async () => (await import('../products/product-variants-page.tsx')).ProductVariantsPage,
  ),
  productAttributes: lazyPage(
    async () => (await import('../products/product-attributes-page.tsx')).ProductAttributesPage,
  ),
};
