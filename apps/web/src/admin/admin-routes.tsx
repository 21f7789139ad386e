import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { lazyPage, RouteBoundary } from '../app/route-boundary.tsx';
import { catalogueAdminPages } from './catalogue/pages.ts';
import { contentAdminPages } from './content/pages.ts';
import { type AdminPageDef, type AdminPageKey, adminPages } from './framework/admin-pages.ts';
import { leadsAdminPages } from './leads/pages.ts';
import { settingsAdminPages } from './settings/pages.ts';

/*
 * The admin area's route table (SPEC 2 "Admin area"), relative to /admin-panel/secure. The app's
 * route table mounts it lazily, so none of it reaches a shopper's browser.
 */

const AdminLoginPage = lazyPage(async () => (await import('./pages/admin-login.tsx')).AdminLoginPage);
const AdminLayout = lazyPage(async () => (await import('./framework/admin-layout.tsx')).AdminLayout);
const AdminDashboardPage = lazyPage(
  async () => (await import('./pages/admin-dashboard.tsx')).AdminDashboardPage,
);
const AdminPage = lazyPage(async () => (await import('./pages/admin-page.tsx')).AdminPage);
const AdminNotFound = lazyPage(async () => (await import('./pages/admin-page.tsx')).AdminNotFound);

/** Admin screens that are built; every other admin route shows the placeholder page. */
const builtAdminPages: Partial<Record<AdminPageKey, ComponentType>> = {
  users: lazyPage(async () => (await import('./users/users-list-page.tsx')).UsersListPage),
  user: lazyPage(async () => (await import('./users/user-detail-page.tsx')).UserDetailPage),
  admins: lazyPage(async () => (await import('./admins/admins-list-page.tsx')).AdminsListPage),
  addAdmin: lazyPage(async () => (await import('./admins/admin-form-page.tsx')).AddAdminPage),
  admin: lazyPage(async () => (await import('./admins/admin-form-page.tsx')).EditAdminPage),
  personal: lazyPage(async () => (await import('./personal/personal-page.tsx')).PersonalPage),
  salespeople: lazyPage(
    async () => (await import('./salespeople/salespeople-list-page.tsx')).SalespeopleListPage,
  ),
  addSalesperson: lazyPage(
    async () => (await import('./salespeople/salesperson-form-page.tsx')).AddSalespersonPage,
  ),
  salesperson: lazyPage(
    async () => (await import('./salespeople/salesperson-form-page.tsx')).EditSalespersonPage,
  ),
  ...catalogueAdminPages,
  ...contentAdminPages,
  ...leadsAdminPages,
  ...settingsAdminPages,
};

const adminPage = (def: AdminPageDef) => {
  const Page = builtAdminPages[def.page];
  return Page ? <Page /> : <AdminPage def={def} />;
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
          { index: true, element: <AdminDashboardPage /> },
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
