import type { ComponentType } from 'react';
import type { StorePageKey } from '../../../config/paths.ts';
import { lazyPage } from '../../route-boundary.tsx';
import type { AccountScreenKey } from '../account/account-screens.tsx';

/*
 * Built screens of the storefront, each a lazy page: the catalogue's (products, product details,
 * categories, brands, menus, wishlist, favourites) and the content's (blogs, about us, services,
 * contact, reviews, the standalone pages) and the ordering's (checkout, order summary, thank-you,
 * my orders). This file holds only the loaders, so the storefront's
 * first download carries none of their code (ADR 0006, ADR 0026). The type asks for every page of
 * the route table, so none can be left unbuilt.
 */
/** Every storefront page but the home (the first file's) and the account screens (their own module). */
export type BuiltStorePageKey = Exclude<StorePageKey, AccountScreenKey | 'home' | 'dashboard'>;

export const builtStorePages: Record<BuiltStorePageKey, ComponentType> = {
  menu: lazyPage(() => import('../../../features/browse/pages/menu-page.tsx'), 'MenuPage'),
  mainCategories: lazyPage(
    () => import('../../../features/browse/pages/main-categories-page.tsx'),
    'MainCategoriesPage',
  ),
  mainCategory: lazyPage(
    () => import('../../../features/browse/pages/main-category-page.tsx'),
    'MainCategoryPage',
  ),
  categories: lazyPage(() => import('../../../features/browse/pages/categories-page.tsx'), 'CategoriesPage'),
  category: lazyPage(() => import('../../../features/browse/pages/category-page.tsx'), 'CategoryPage'),
  brand: lazyPage(() => import('../../../features/browse/pages/brand-page.tsx'), 'BrandPage'),
  products: lazyPage(() => import('../../../features/catalogue/pages/products-page.tsx'), 'ProductsPage'),
  productDetails: lazyPage(
    () => import('../../../features/catalogue/pages/product-details-page.tsx'),
    'ProductDetailsPage',
  ),
  wishlist: lazyPage(() => import('../../../features/catalogue/pages/saved-list-page.tsx'), 'WishlistPage'),
  favorites: lazyPage(() => import('../../../features/catalogue/pages/saved-list-page.tsx'), 'FavoritesPage'),
  cart: lazyPage(() => import('../../../features/cart/pages/cart-page.tsx'), 'CartPage'),
  blogs: lazyPage(() => import('../../../features/content/pages/blogs-page.tsx'), 'BlogsPage'),
  blog: lazyPage(() => import('../../../features/content/pages/blog-page.tsx'), 'BlogPage'),
  aboutUs: lazyPage(() => import('../../../features/content/pages/cms-page.tsx'), 'AboutUsPage'),
  services: lazyPage(() => import('../../../features/content/pages/cms-page.tsx'), 'ServicesPage'),
  contact: lazyPage(() => import('../../../features/content/pages/contact-page.tsx'), 'ContactPage'),
  addReview: lazyPage(() => import('../../../features/content/pages/add-review-page.tsx'), 'AddReviewPage'),
  form1: lazyPage(() => import('../../../features/content/pages/lead-form-page.tsx'), 'LeadFormPage'),
  codeSandbox: lazyPage(
    () => import('../../../features/content/pages/code-sandbox-page.tsx'),
    'CodeSandboxPage',
  ),
  redirect: lazyPage(() => import('../../../features/content/pages/redirect-page.tsx'), 'RedirectPage'),
  landingPage: lazyPage(() => import('../../../features/content/pages/landing-page.tsx'), 'LandingPage'),
  paymentSuccess: lazyPage(
    () => import('../../../features/payment/pages/payment-success-page.tsx'),
    'PaymentSuccessPage',
  ),
  paymentFailure: lazyPage(
    () => import('../../../features/payment/pages/payment-failure-page.tsx'),
    'PaymentFailurePage',
  ),
  testPayment: lazyPage(
    () => import('../../../features/payment/pages/test-payment-page.tsx'),
    'TestPaymentPage',
  ),
  checkout: lazyPage(() => import('../../../features/checkout/pages/checkout-page.tsx'), 'CheckoutPage'),
  orderSummary: lazyPage(
    () => import('../../../features/checkout/pages/order-summary-page.tsx'),
    'OrderSummaryPage',
  ),
  thankYou: lazyPage(() => import('../../../features/checkout/pages/thank-you-page.tsx'), 'ThankYouPage'),
  orders: lazyPage(() => import('../../../features/orders/pages/orders-page.tsx'), 'OrdersPage'),
  order: lazyPage(() => import('../../../features/orders/pages/order-page.tsx'), 'OrderPage'),
  refunds: lazyPage(() => import('../../../features/returns/pages/refunds-page.tsx'), 'RefundsPage'),
};
