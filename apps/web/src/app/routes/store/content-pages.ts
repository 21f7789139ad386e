import type { ComponentType } from 'react';
import type { StorePageKey } from '../../../config/paths.ts';

/**
 * Built content screens of the storefront (blogs, about us, services, contact, reviews, the
 * standalone pages), each a lazy page. See catalogue-pages.ts for the catalogue's.
 */
export const contentPages: Partial<Record<StorePageKey, ComponentType>> = {};
