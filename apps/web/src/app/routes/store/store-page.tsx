import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import type { StorePageKey } from '../../../config/paths.ts';

/** A storefront or customer-area screen that a later issue builds: its name, honestly empty. */
export function StorePage({ page }: { page: StorePageKey }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`pages.${page}`)} />;
}
