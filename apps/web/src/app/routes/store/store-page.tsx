import { useTranslation } from 'react-i18next';
import type { StorePageKey } from '../../../config/paths.ts';
import { ComingSoon } from '../../../features/site/coming-soon.tsx';

/** A storefront or customer-area screen that a later issue builds: its name, honestly empty. */
export function StorePage({ page }: { page: StorePageKey }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`pages.${page}`)} />;
}
