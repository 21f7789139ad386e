import { type BooleanFlag, salespersonPages } from '@shop/shared';
import type { ReactElement } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { lazyPage, RouteBoundary } from '../app/route-boundary.tsx';
import { paths } from '../config/paths.ts';
import { useDeployment } from '../features/site/deployment.ts';

/*
 * The salesperson area (SPEC 2 "salesperson sidebar"), relative to /salesperson, with its own
 * token (ADR 0008): the patterns of packages/shared (ADR 0036), each with its screen. Salespeople
 * sign in at the shop's `/login` (ADR 0030). Mounted lazily by the app's route table.
 */

/** The former sign-in, `/salesperson/login`: old links and bookmarks land on `/login`. */
function FormerSignIn() {
  const { state } = useLocation();
  return <Navigate to={paths.login} replace state={state} />;
}

const SalespersonLayout = lazyPage(async () => (await import('./salesperson-layout.tsx')).SalespersonLayout);
const MyCustomersPage = lazyPage(async () => (await import('./my-customers-page.tsx')).MyCustomersPage);
const MyCustomerPage = lazyPage(async () => (await import('./my-customer-page.tsx')).MyCustomerPage);
const MyOrdersPage = lazyPage(async () => (await import('./my-orders-page.tsx')).MyOrdersPage);
const MyOrderPage = lazyPage(async () => (await import('./my-orders-page.tsx')).MyOrderPage);
const SalesReturnsPage = lazyPage(async () => (await import('./returns-pages.tsx')).SalesReturnsPage);
const SalesCollectionsPage = lazyPage(async () => (await import('./returns-pages.tsx')).SalesCollectionsPage);
const SalesInvoicesPage = lazyPage(async () => (await import('./invoices-pages.tsx')).SalesInvoicesPage);
const SalesInvoicePage = lazyPage(async () => (await import('./invoices-pages.tsx')).SalesInvoicePage);
const SalesNotFound = lazyPage(async () => (await import('./coming-later-page.tsx')).SalesNotFound);

type SalespersonPage = (typeof salespersonPages)[number]['page'];

const screens: Record<SalespersonPage, ReactElement> = {
  index: <Navigate to="customers" replace />,
  formerSignIn: <FormerSignIn />,
  customers: <MyCustomersPage />,
  customer: <MyCustomerPage />,
  orders: <MyOrdersPage />,
  order: <MyOrderPage />,
  returns: <SalesReturnsPage />,
  collections: <SalesCollectionsPage />,
  invoices: <SalesInvoicesPage />,
  invoice: <SalesInvoicePage />,
};

/** A page behind a deployment flag (the invoices): not found while the flag is off, as its API is. */
function Flagged({ flag, children }: { flag: BooleanFlag; children: ReactElement }) {
  const { flags } = useDeployment();
  return flags[flag] === true ? children : <SalesNotFound />;
}

/** The former sign-in redirects before the area's layout (and its token check) is drawn. */
const outsideLayout = (page: SalespersonPage) => page === 'formerSignIn';

const toRoute = (def: (typeof salespersonPages)[number]): RouteObject => {
  const element = 'flag' in def ? <Flagged flag={def.flag}>{screens[def.page]}</Flagged> : screens[def.page];
  return def.path ? { path: def.path, element } : { index: true, element };
};

export const salespersonRoutes: RouteObject[] = [
  {
    element: <RouteBoundary />,
    children: salespersonPages.filter((p) => outsideLayout(p.page)).map(toRoute),
  },
  {
    element: <SalespersonLayout />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          ...salespersonPages.filter((p) => !outsideLayout(p.page)).map(toRoute),
          { path: '*', element: <SalesNotFound /> },
        ],
      },
    ],
  },
];

export function SalespersonArea() {
  return useRoutes(salespersonRoutes);
}
