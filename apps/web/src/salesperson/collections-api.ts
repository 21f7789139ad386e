import type { CollectableOrder, CollectionInput, CollectionList, CollectionRecord } from '@shop/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { salesKeys, withToken } from '../lib/salesperson-session.ts';

/** The salesperson's collections (docs/api/refunds.md "Collections"), under its session's keys. */
export const collectionKeys = {
  all: [...salesKeys.all, 'collections'] as const,
  list: (query: Record<string, string | number>) => [...collectionKeys.all, 'list', query] as const,
  orders: [...salesKeys.all, 'collections', 'orders'] as const,
};

export const myCollectionsQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: collectionKeys.list(query),
    queryFn: async ({ signal }) =>
      (await api.get<CollectionList>('/api/salesperson/collections', withToken({ params: query, signal })))
        .data,
    placeholderData: keepPreviousData,
  });

/** Its customers' orders that still owe money, with what they owe. */
export const collectableOrdersQuery = () =>
  queryOptions({
    queryKey: collectionKeys.orders,
    queryFn: async ({ signal }) =>
      (await api.get<CollectableOrder[]>('/api/salesperson/collections/orders', withToken({ signal }))).data,
  });

export const recordCollection = (body: CollectionInput) =>
  api.post<CollectionRecord>('/api/salesperson/collections', body, withToken());
