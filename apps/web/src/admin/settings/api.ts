import {
  type CompanyInfoData,
  type CompanyInfoRecord,
  SITE_FILE_FIELD,
  type SiteFile,
  type SiteSettingsData,
  type SiteSettingsRecord,
  type ThemePalettesInput,
  type ThemePalettesRecord,
  type TransactionRecord,
} from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, crudResource } from '../../back-office/kit/crud-resource.ts';
import { siteKeys } from '../../features/site/front-settings.ts';
import { adminApi } from '../../lib/api-client.ts';

/** settings/company-info: the company profile in both languages (docs/api/back-office-accounts.md "Company info"). */
export const companyInfoKey = [...adminKeys.all, 'company-info'] as const;
const URL = '/api/admin/settings/company-info';

export const companyInfoQuery = queryOptions({
  queryKey: companyInfoKey,
  queryFn: async ({ signal }) => (await adminApi.get<CompanyInfoRecord>(URL, { signal })).data,
});

export function useUpdateCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInfoData) => adminApi.put<CompanyInfoRecord>(URL, input),
    onSuccess: async (result) => {
      queryClient.setQueryData(companyInfoKey, result.data);
      // The header's site name and the storefront's footer read the profile and settings.
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
}

/** settings/site: the site settings and their files (docs/api/settings.md). */
export const siteSettingsKey = [...adminKeys.all, 'site-settings'] as const;
const SITE_URL = '/api/admin/settings/site';

export const siteSettingsQuery = queryOptions({
  queryKey: siteSettingsKey,
  queryFn: async ({ signal }) => (await adminApi.get<SiteSettingsRecord>(SITE_URL, { signal })).data,
});

/** After a write the storefront's settings (and the lists' page size) are read again. */
function useSiteWrite<TInput>(
  write: (input: TInput) => Promise<{ data: SiteSettingsRecord; message?: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      queryClient.setQueryData(siteSettingsKey, result.data);
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
}

export const useUpdateSiteSettings = () =>
  useSiteWrite((input: SiteSettingsData) => adminApi.put<SiteSettingsRecord>(SITE_URL, input));

export const useUploadSiteFile = () =>
  useSiteWrite(({ file, data }: { file: SiteFile; data: File }) => {
    const body = new FormData();
    body.append(SITE_FILE_FIELD, data);
    return adminApi.putMultipart<SiteSettingsRecord>(`${SITE_URL}/files/${file}`, body);
  });

export const useRemoveSiteFile = () =>
  useSiteWrite((file: SiteFile) => adminApi.delete<SiteSettingsRecord>(`${SITE_URL}/files/${file}`));

/** settings/site/theme-wizard: the light and dark palettes. */
export const themeKey = [...adminKeys.all, 'theme'] as const;
const THEME_URL = '/api/admin/settings/theme';

export const themeQuery = queryOptions({
  queryKey: themeKey,
  queryFn: async ({ signal }) => (await adminApi.get<ThemePalettesRecord>(THEME_URL, { signal })).data,
});

export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThemePalettesInput) => adminApi.put<ThemePalettesRecord>(THEME_URL, input),
    onSuccess: async (result) => {
      queryClient.setQueryData(themeKey, result.data);
      // The whole app (the storefront and this screen's shell) takes the new palette at once.
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
    },
  });
}

/** settings/transactions: every payment event, a read-only list. */
export const transactions = crudResource<TransactionRecord>(
  [...adminKeys.all, 'transactions'],
  '/api/admin/settings/transactions',
);
