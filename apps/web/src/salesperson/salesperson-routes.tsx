import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { lazyPage, RouteBoundary } from '../app/route-boundary.tsx';

/*
 * The salesperson area (SPEC 2 "salesperson sidebar"), relative to /salesperson: its own sign-in
 * and token (ADR 0008). Mounted lazily by the app's route table.
 */

const SalespersonLoginPage = lazyPage(
  async () => (await import('./salesperson-login.tsx')).SalespersonLoginPage,
);
const SalespersonLayout = lazyPage(async () => (await import('./salesperson-layout.tsx')).SalespersonLayout);
const MyCustomersPage = lazyPage(async () => (await import('./my-customers-page.tsx')).MyCustomersPage);
const MyCustomerPage = lazyPage(async () => (await import('./my-customer-page.tsx')).MyCustomerPage);
const SalesReturnsPage = lazyPage(async () => (await import('./coming-later-page.tsx')).SalesReturnsPage);
const SalesCollectionsPage = lazyPage(
  async () => (await import('./coming-later-page.tsx')).SalesCollectionsPage,
);
const SalesNotFound = lazyPage(async () => (await import('./coming-later-page.tsx')).SalesNotFound);

export const salespersonRoutes: RouteObject[] = [
  {
    element: <RouteBoundary />,
    children: [{ path: 'login', element: <SalespersonLoginPage /> }],
  },
  {
    element: <SalespersonLayout />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          { index: true, element: <Navigate to="customers" replace /> },
          { path: 'customers', element: <MyCustomersPage /> },
          { path: 'customers/:id', element: <MyCustomerPage /> },
          { path: 'returns', element: <SalesReturnsPage /> },
          { path: 'collections', element: <SalesCollectionsPage /> },
          { path: '*', element: <SalesNotFound /> },
        ],
      },
    ],
  },
];

export function SalespersonArea() {
  return useRoutes(salespersonRoutes);
}
