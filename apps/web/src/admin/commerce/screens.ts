import { useTranslation } from 'react-i18next';
import { useDeployment } from '../../features/site/deployment.ts';
import { useCommerceT } from './i18n.ts';

/** What the commerce declarations are given: their texts, the admin pages' names and the shop's currency. */
export function useScreenT() {
  const t = useCommerceT();
  const { t: ta } = useTranslation('admin');
  const currency = useDeployment().currency.name;
  return { t, ta, currency };
}
export type ScreenT = ReturnType<typeof useScreenT>;
