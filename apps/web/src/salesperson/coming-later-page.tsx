import '../back-office/i18n.ts';
import { paths } from '../config/paths.ts';
import { NotFound } from '../features/site/not-found.tsx';

/** An unknown path under /salesperson. */
export function SalesNotFound() {
  return <NotFound homeHref={paths.salesperson.customers} />;
}
