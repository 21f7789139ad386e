import type { ComponentType } from 'react';
import { lazyPage } from '../../app/route-boundary.tsx';
import type { AdminPageKey } from '../framework/admin-pages.ts';

/** Built screens of the settings tabs (SPEC 2 settings/…), each lazy. */
export const settingsAdminPages: Partial<Record<AdminPageKey, ComponentType>> = {
  companyInfo: lazyPage(async () => (await import('./company-info-page.tsx')).CompanyInfoPage),
};
