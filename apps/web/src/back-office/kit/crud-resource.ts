import type { ListMeta } from '@shop/shared';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';

/** The admin area's query keys: every admin query sits under `all`, so signing out drops them all. */
export const adminKeys = {
  all: ['admin'] as const,
  profile: ['admin', 'profile'] as const,
};

export interface Paged<T> {
  items: T[];
  meta: ListMeta;
}

/**
 * Queries and mutations of one back-office resource that follows the five-route convention of
 * docs/api/admin-taxonomy-content.md (`GET /x`, `GET /x/:id`, `POST /x`, `PUT /x/:id`,
 * `DELETE /x/:id`). `key` is the root of its query keys (the area's keys first, so that signing
 * out drops them with the area's); `TListItem` is a list row when the list sends less than a record.
 * `refresh` names other queries that show this resource (customers show their salesperson): every
 * write loads them again with the resource's lists.
 */
export function crudResource<TRecord, TListItem = TRecord, TInput = never>(
  key: readonly string[],
  base: string,
  options: { refresh?: ReadonlyArray<readonly unknown[]> } = {},
) {
  const keys = {
    all: key,
    lists: () => [...keys.all, 'list'] as const,
    list: (query: Record<string, string | number>) => [...keys.lists(), query] as const,
    detail: (id: number) => [...keys.all, 'detail', id] as const,
  };

  const listQuery = (query: Record<string, string | number>) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: async ({ signal }) =>
        (await adminApi.get<Paged<TListItem>>(base, { params: query, signal })).data,
      placeholderData: keepPreviousData,
    });

  /** After a write: the lists, and whatever else shows the resource. */
  const invalidate = (queryClient: QueryClient) =>
    Promise.all(
      [keys.lists(), ...(options.refresh ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const detailQuery = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: async ({ signal }) => (await adminApi.get<TRecord>(`${base}/${id}`, { signal })).data,
    });

  function useCreate() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (input: TInput) => adminApi.post<TRecord>(base, input),
      onSuccess: () => invalidate(queryClient),
    });
  }

  /**
   * A write answered with the record (an edit, a state such as handled or approved): the detail of
   * the record `idOf` names takes the answer and the lists load again.
   */
  function useRecordChange<TVars, TAnswer extends { data: TRecord }>(
    idOf: (vars: TVars) => number,
    write: (vars: TVars) => Promise<TAnswer>,
  ) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: write,
      onSuccess: async (result, vars) => {
        queryClient.setQueryData(keys.detail(idOf(vars)), result.data);
        await invalidate(queryClient);
      },
    });
  }

  function useUpdate(id: number) {
    return useRecordChange(
      () => id,
      (input: TInput) => adminApi.put<TRecord>(`${base}/${id}`, input),
    );
  }

  function useRemove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => adminApi.delete<null>(`${base}/${id}`),
      onSuccess: async (_, id) => {
        queryClient.removeQueries({ queryKey: keys.detail(id) });
        await invalidate(queryClient);
      },
    });
  }

  return { keys, base, listQuery, detailQuery, useCreate, useUpdate, useRecordChange, useRemove };
}

/**
 * An admin API resource at `/api/admin/<path>`, its query keys under the admin area's (`key`, the
 * path unless said).
 */
export function adminCrud<TRecord, TListItem = TRecord, TInput = never>(
  path: string,
  options: { key?: string; refresh?: ReadonlyArray<readonly unknown[]> } = {},
) {
  const { key = path, ...rest } = options;
  return crudResource<TRecord, TListItem, TInput>([...adminKeys.all, key], `/api/admin/${path}`, rest);
}

export type CrudResource<TRecord, TListItem = TRecord, TInput = never> = ReturnType<
  typeof crudResource<TRecord, TListItem, TInput>
>;
