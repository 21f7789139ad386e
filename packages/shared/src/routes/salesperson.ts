import { listAndDetail, type RouteDef } from './route-def.ts';

/*
 * The salesperson area's route patterns (ADR 0008), relative to SALESPERSON_ROOT: its router
 * renders them and the API's SPA hosting answers 404 for any other address under it (ADR 0036).
 */

export const salespersonPages = [
  // The index sends a salesperson on to their customers.
  { path: '', page: 'index' },
  // The former sign-in: old links and bookmarks land on the shop's `/login` (ADR 0030).
  { path: 'login', page: 'formerSignIn' },
  ...listAndDetail('customers', 'customers', 'customer'),
  // The orders the salesperson placed for its customers.
  ...listAndDetail('orders', 'orders', 'order'),
  { path: 'returns', page: 'returns' },
  { path: 'collections', page: 'collections' },
  // Its customers' printed invoices, read-only (ADR 0064).
  ...listAndDetail('invoices', 'invoices', 'invoice', { flag: 'isInvoicesEnabled' }),
] as const satisfies readonly RouteDef[];
