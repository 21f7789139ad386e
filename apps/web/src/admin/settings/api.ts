import type { CompanyInfoData, CompanyInfoRecord } from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
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
