import type { ComponentType } from 'react';
import type { StorePageKey } from '../../../config/paths.ts';

/**
 * Built catalogue screens of the storefront (products, product details, categories, brands,
 * menus, wishlist, favourites), each a lazy page. The route table shows the placeholder page for
 * any storefront page not found here or in content-pages.ts.
 */
export const cataloguePages: Partial<Record<StorePageKey, ComponentType>> = {};
