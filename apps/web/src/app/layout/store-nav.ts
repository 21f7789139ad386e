import { paths } from '../../config/paths.ts';

/** The storefront's main navigation, shared by the header and the mobile menu. */
export const STORE_NAV = [
  { to: paths.home, key: 'home', end: true },
  { to: paths.products, key: 'products', end: false },
  { to: paths.mainCategories, key: 'mainCategories', end: false },
  { to: paths.categories, key: 'categories', end: false },
  { to: paths.blogs, key: 'blogs', end: false },
  { to: paths.aboutUs, key: 'aboutUs', end: false },
  { to: paths.contact, key: 'contact', end: false },
] as const;
