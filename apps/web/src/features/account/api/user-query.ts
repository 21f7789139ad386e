import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The query options of a `GET` of the signed-in customer's own data (profile, addresses…). */
export function userQuery<T>(queryKey: readonly unknown[], path: string) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => (await api.get<T>(path, { auth: 'user', signal })).data,
  });
}
