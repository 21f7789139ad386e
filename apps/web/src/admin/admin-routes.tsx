import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { lazyPage, RouteBoundary } from '../app/route-boundary.tsx';
import type { ScreenLoader } from '../back-office/registry.ts';
import { type AdminPageDef, type AdminPageKey, adminPages } from './framework/admin-pages.ts';
import { adminRegistry } from './registry.ts';

/*
 * The admin area's route table (SPEC 2 "Admin area"), relative to /admin-panel/secure. The app's
 * route table mounts it lazily, so none of it reaches a shopper's browser.
 */

const AdminLoginPage = lazyPage(async () => (await import('./pages/admin-login.tsx')).AdminLoginPage);
const AdminLayout = lazyPage(async () => (await import('./framework/admin-layout.tsx')).AdminLayout);
const AdminPage = lazyPage(async () => (await import('./pages/admin-page.tsx')).AdminPage);
const AdminNotFound = lazyPage(async () => (await import('./pages/admin-page.tsx')).AdminNotFound);

/** The registry's screens, each lazy in its own chunk (every page has one: admin/registry.test.ts). */
const builtAdminPages: Partial<Record<AdminPageKey, ComponentType>> = Object.fromEntries(
  Object.entries(adminRegistry.screens).map(([page, load]) => [page, lazyPage(load as ScreenLoader)]),
);

const adminPage = (def: AdminPageDef) => {
  const Page = builtAdminPages[def.page];
  return Page ? <AdminPage def={def} screen={Page} /> : <AdminNotFound />;
};

/** The area's index: the dashboard resource's screen (admin/pages/resources.ts). */
const adminIndex = () => {
  const Dashboard = builtAdminPages.dashboard;
  return Dashboard ? <Dashboard /> : null;
};

export const adminRoutes: RouteObject[] = [
  {
    element: <RouteBoundary />,
    children: [{ path: 'login', element: <AdminLoginPage /> }],
  },
  {
    element: <AdminLayout />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          { index: true, element: adminIndex() },
          ...adminPages.map((def): RouteObject => ({ path: def.path, element: adminPage(def) })),
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];

export function AdminArea() {
  return useRoutes(adminRoutes);
}
