import type { AdminDashboard, DashboardPeriod } from '@shop/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';

/** `GET /api/admin/dashboard?period=` (docs/api/dashboards.md): the admin home's figures. */
export const adminDashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'dashboard', period] as const,
    queryFn: async ({ signal }) =>
      (await adminApi.get<AdminDashboard>('/api/admin/dashboard', { params: { period }, signal })).data,
    placeholderData: keepPreviousData,
  });
