import type { ComponentType } from 'react';
import type { StorePageKey } from '../../../config/paths.ts';
import { lazyPage } from '../../route-boundary.tsx';

/**
 * Built catalogue screens of the storefront (products, product details, categories, brands,
 * menus, wishlist, favourites), each a lazy page. The route table shows the placeholder page for
 * any storefront page not found here or in content-pages.ts.
 */
export const cataloguePages: Partial<Record<StorePageKey, ComponentType>> = {
  menu: lazyPage(async () => (await import('../../../features/browse/pages/menu-page.tsx')).MenuPage),
  mainCategories: lazyPage(
    async () => (await import('../../../features/browse/pages/main-categories-page.tsx')).MainCategoriesPage,
  ),
  mainCategory: lazyPage(
    async () => (await import('../../../features/browse/pages/main-category-page.tsx')).MainCategoryPage,
  ),
  categories: lazyPage(
    async () => (await import('../../../features/browse/pages/categories-page.tsx')).CategoriesPage,
  ),
  category: lazyPage(
    async () => (await import('../../../features/browse/pages/category-page.tsx')).CategoryPage,
  ),
  brand: lazyPage(async () => (await import('../../../features/browse/pages/brand-page.tsx')).BrandPage),
  products: lazyPage(
    async () => (await import('../../../features/catalogue/pages/products-page.tsx')).ProductsPage,
  ),
  productDetails: lazyPage(
    async () =>
      (await import('../../../features/catalogue/pages/product-details-page.tsx')).ProductDetailsPage,
  ),
  wishlist: lazyPage(
    async () => (await import('../../../features/catalogue/pages/saved-list-page.tsx')).WishlistPage,
  ),
  favorites: lazyPage(
    async () => (await import('../../../features/catalogue/pages/saved-list-page.tsx')).FavoritesPage,
  ),
};
