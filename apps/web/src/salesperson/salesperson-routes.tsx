import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { lazyPage, RouteBoundary } from '../app/route-boundary.tsx';
import { paths } from '../config/paths.ts';

/*
 * The salesperson area (SPEC 2 "salesperson sidebar"), relative to /salesperson, with its own
 * token (ADR 0008). Salespeople sign in at the shop's `/login` (ADR 0030). Mounted lazily by the
 * app's route table.
 */

/** The former sign-in, `/salesperson/login`: old links and bookmarks land on `/login`. */
function FormerSignIn() {
  const { state } = useLocation();
  return <Navigate to={paths.login} replace state={state} />;
}

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
    children: [{ path: 'login', element: <FormerSignIn /> }],
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
