import { useTranslation } from 'react-i18next';
import { useFrontSettings } from './front-settings.ts';
import { available, useSiteProfile } from './site-profile.ts';

/** The shop's name: the company profile's projectName (SPEC 3), else the site name, else ours. */
export function useSiteName(): string {
  const { t } = useTranslation();
  const profile = useSiteProfile().data;
  const settings = useFrontSettings().data;
  return available(profile?.projectName) ?? available(settings?.site_name) ?? t('appName');
}
