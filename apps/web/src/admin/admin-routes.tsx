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

const toRoute = (def: AdminPageDef): RouteObject => ({ path: def.path, element: adminPage(def) });

/**
 * The registry's frames (the settings tabs, ADR 0064): each a layout route over its pages, so it
 * stays mounted from one of them to the next; a screen still loading or failing shows in the
 * frame, under its own boundary.
 */
const framed = new Set<string>(adminRegistry.frames.flatMap((frame) => frame.pages));
const frameRoutes = adminRegistry.frames.map((frame): RouteObject => {
  const Frame = lazyPage(frame.load);
  return {
    element: (
      <Frame>
        <RouteBoundary />
      </Frame>
    ),
    children: adminPages.filter((def) => frame.pages.includes(def.page)).map(toRoute),
  };
});

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
          ...adminPages.filter((def) => !framed.has(def.page)).map(toRoute),
          ...frameRoutes,
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];

export function AdminArea() {
  return useRoutes(adminRoutes);
}
