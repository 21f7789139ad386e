import { accountPages, dashboardRoute, standalonePages, storefrontPages } from '@shop/shared';
import type { RouteObject } from 'react-router';
import type { StorePageKey } from '../config/paths.ts';
import { GuestOnly, RequireUser } from '../features/auth/guards.tsx';
import { StandaloneLayout, StoreLayout } from './layout/store-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { lazyPage, RouteBoundary } from './route-boundary.tsx';
import type { AccountScreenKey } from './routes/account/account-screens.tsx';
import { type BuiltStorePageKey, builtStorePages } from './routes/store/built-pages.ts';
import { HomePage } from './routes/store/home.tsx';

/*
 * SPEC 2's route table, rendered from the patterns of packages/shared (ADR 0036). The storefront layout and the home page travel with the first load (the
 * home must paint at once); every other screen is a lazy route, its own chunk. The admin layout
 * and pages are only ever imported lazily from here, so the storefront never downloads them.
 */

const DashboardIndexPage = lazyPage(
  () => import('./routes/account/dashboard-index.tsx'),
  'DashboardIndexPage',
);
const CatchAllPage = lazyPage(() => import('./routes/store/catch-all.tsx'), 'CatchAllPage');
const AdminArea = lazyPage(() => import('../admin/admin-routes.tsx'), 'AdminArea');
const SalespersonArea = lazyPage(() => import('../salesperson/salesperson-routes.tsx'), 'SalespersonArea');

/** The customer-account screens (ADR 0014), all behind one lazy module; every other page is built-pages'. */
const AccountScreen = lazyPage(() => import('./routes/account/account-screens.tsx'), 'AccountScreen');
const accountScreens: ReadonlySet<StorePageKey> = new Set<AccountScreenKey & StorePageKey>([
  'login',
  'register',
  'reset',
  'passwordReset',
  'profile',
  'addresses',
  'approvalForm',
  'verifyEmail',
]);

const storePage = (page: StorePageKey) => {
  if (accountScreens.has(page)) return <AccountScreen screen={page as AccountScreenKey} />;
  const Page = builtStorePages[page as BuiltStorePageKey];
  return <Page />;
};

const storefront: RouteObject = {
  element: <StoreLayout />,
  children: [
    {
      element: <RouteBoundary />,
      children: [
        { index: true, element: <HomePage /> },
        ...storefrontPages.map(
          ({ path, page, ...rest }): RouteObject =>
            'guestOnly' in rest
              ? { path, element: <GuestOnly />, children: [{ index: true, element: storePage(page) }] }
              : { path, element: storePage(page) },
        ),
        {
          path: dashboardRoute.path,
          element: <RequireUser />,
          children: [
            {
              // The customer sidebar (SPEC 2) stays while the page beside it loads or fails.
              element: <AccountScreen screen="customerArea" />,
              children: [
                {
                  element: <RouteBoundary />,
                  children: [
                    { index: true, element: <DashboardIndexPage /> },
                    ...accountPages.map(
                      ({ path, page }): RouteObject => ({ path, element: storePage(page) }),
                    ),
                  ],
                },
              ],
            },
          ],
        },
        // Run-time CMS pages (additional_front_routes) and the not-found page.
        { path: '*', element: <CatchAllPage /> },
      ],
    },
  ],
};

const standalone: RouteObject = {
  element: <StandaloneLayout />,
  children: [
    {
      element: <RouteBoundary />,
      children: standalonePages.map(({ path, page }): RouteObject => ({ path, element: storePage(page) })),
    },
  ],
};

/*
 * The admin and salesperson areas bring their own route tables (admin/admin-routes.tsx,
 * salesperson/salesperson-routes.tsx), loaded with their first page: the storefront's first file
 * carries neither their screens nor their paths.
 */
const areas: RouteObject[] = [
  { path: '/admin-panel/secure/*', element: <AdminArea /> },
  { path: '/salesperson/*', element: <SalespersonArea /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ element: <RouteBoundary />, children: [standalone, ...areas, storefront] }],
  },
];
