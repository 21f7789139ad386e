import { useTranslation } from 'react-i18next';
import '../back-office/i18n.ts';
import { ComingSoon } from '../components/ui/coming-soon.tsx';
import { NotFound } from '../components/ui/not-found.tsx';
import { paths } from '../config/paths.ts';

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
