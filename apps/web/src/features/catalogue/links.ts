/** Storefront addresses of catalogue items (SPEC 2), from their slugs. */
export const catalogueLinks = {
  product: (slug: string) => `/productDetails/${encodeURIComponent(slug)}`,
  brand: (slug: string) => `/brand/${encodeURIComponent(slug)}`,
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  wishlist: '/dashboard/wishlist',
  favorites: '/dashboard/favorites',
} as const;
