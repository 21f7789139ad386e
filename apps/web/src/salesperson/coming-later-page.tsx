import { useTranslation } from 'react-i18next';
import '../back-office/i18n.ts';
import { paths } from '../config/paths.ts';
import { ComingSoon } from '../features/site/coming-soon.tsx';
import { NotFound } from '../features/site/not-found.tsx';

/** My returns and my collections (SPEC 2): honest placeholders until their issues land. */
export function SalesReturnsPage() {
  const { t } = useTranslation('admin');
  return <ComingSoon title={t('sales.nav.returns')} />;
}

export function SalesCollectionsPage() {
  const { t } = useTranslation('admin');
  return <ComingSoon title={t('sales.nav.collections')} />;
}

/** An unknown path under /salesperson. */
export function SalesNotFound() {
  return <NotFound homeHref={paths.salesperson.customers} />;
}
