import type { RouteObject } from 'react-router';
import { StandaloneLayout, StoreLayout } from '../components/layout/store-layout.tsx';
import {
  type AdminPageDef,
  accountPages,
  adminPages,
  type StorePageKey,
  standalonePages,
  storefrontPages,
} from '../config/paths.ts';
import { GuestOnly, RequireUser } from '../features/auth/guards.tsx';
import { RootLayout } from './root-layout.tsx';
import { lazyPage, RouteBoundary } from './route-boundary.tsx';
import { HomePage } from './routes/store/home.tsx';

/*
 * SPEC 2's route table. The storefront layout and the home page travel with the first load (the
 * home must paint at once); every other screen is a lazy route, its own chunk. The admin layout
 * and pages are only ever imported lazily from here, so the storefront never downloads them.
 */

const StorePage = lazyPage(async () => (await import('./routes/store/store-page.tsx')).StorePage);
const DashboardIndexPage = lazyPage(
  async () => (await import('./routes/account/dashboard-index.tsx')).DashboardIndexPage,
);
const CatchAllPage = lazyPage(async () => (await import('./routes/store/catch-all.tsx')).CatchAllPage);
const AdminLoginPage = lazyPage(async () => (await import('../admin/pages/admin-login.tsx')).AdminLoginPage);
const AdminLayout = lazyPage(async () => (await import('../admin/framework/admin-layout.tsx')).AdminLayout);
const AdminDashboardPage = lazyPage(
  async () => (await import('../admin/pages/admin-dashboard.tsx')).AdminDashboardPage,
);
const AdminPage = lazyPage(async () => (await import('../admin/pages/admin-page.tsx')).AdminPage);
const AdminNotFound = lazyPage(async () => (await import('../admin/pages/admin-page.tsx')).AdminNotFound);

const storePage = (page: StorePageKey) => <StorePage page={page} />;
const adminPage = (def: AdminPageDef) => <AdminPage def={def} />;

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
          path: 'dashboard',
          element: <RequireUser />,
          children: [
            { index: true, element: <DashboardIndexPage /> },
            ...accountPages.map(({ path, page }): RouteObject => ({ path, element: storePage(page) })),
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

const admin: RouteObject[] = [
  {
    element: <RouteBoundary />,
    children: [{ path: '/admin-panel/secure/login', element: <AdminLoginPage /> }],
  },
  {
    path: '/admin-panel/secure',
    element: <AdminLayout />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          { index: true, element: <AdminDashboardPage /> },
          ...adminPages.map((def): RouteObject => ({ path: def.path, element: adminPage(def) })),
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ element: <RouteBoundary />, children: [standalone, ...admin, storefront] }],
  },
];
