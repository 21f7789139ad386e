import type { CustomerDashboard } from '@shop/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/*
 * GET /api/user/dashboard (docs/api/dashboards.md): the signed-in customer's figures. Its key is
 * under `account`, so the customer's sign-out drops it with the rest of the customer area.
 */
export const customerDashboardKey = ['account', 'dashboard'] as const;

export const customerDashboardQuery = () =>
  queryOptions({
    queryKey: customerDashboardKey,
    queryFn: async ({ signal }) =>
      (await api.get<CustomerDashboard>('/api/user/dashboard', { auth: 'user', signal })).data,
  });
