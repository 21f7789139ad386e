import type { ListMeta } from '@shop/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../lib/api-client.ts';
import { adminKeys } from '../framework/admin-session.ts';

export interface Paged<T> {
  items: T[];
  meta: ListMeta;
}

/**
 * Queries and mutations of one back-office resource that follows the five-route convention of
 * docs/api/admin-taxonomy-content.md (`GET /x`, `GET /x/:id`, `POST /x`, `PUT /x/:id`,
 * `DELETE /x/:id`). Every screen of the content and menu sections uses one of these.
 */
export function crudResource<TRecord, TListItem, TInput>(name: string, base: string) {
  const keys = {
    all: [...adminKeys.all, name] as const,
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

  const detailQuery = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: async ({ signal }) => (await adminApi.get<TRecord>(`${base}/${id}`, { signal })).data,
    });

  function useCreate() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (input: TInput) => adminApi.post<TRecord>(base, input),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
    });
  }

  function useUpdate(id: number) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (input: TInput) => adminApi.put<TRecord>(`${base}/${id}`, input),
      onSuccess: async (result) => {
        queryClient.setQueryData(keys.detail(id), result.data);
        await queryClient.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  function useRemove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => adminApi.delete<null>(`${base}/${id}`),
      onSuccess: async (_, id) => {
        queryClient.removeQueries({ queryKey: keys.detail(id) });
        await queryClient.invalidateQueries({ queryKey: keys.lists() });
      },
    });
  }

  return { keys, base, listQuery, detailQuery, useCreate, useUpdate, useRemove };
}
