import type {
  ReturnableOrder,
  ReturnDetail,
  ReturnList,
  ReturnOrderChoice,
  ReturnRequestInput,
} from '@shop/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi, api, type QueryParams, type RequestOptions } from '../../lib/api-client.ts';
import { salesKeys, withToken } from '../../lib/salesperson-session.ts';

/*
 * Refund and return requests as each side reads and files them (docs/api/refunds.md): the
 * customer its own under `/api/user/refunds`, the salesperson its customers' under
 * `/api/salesperson/returns`, the back office any under `/api/admin/refunds`. One set of calls
 * with a `scope`, so the three areas share the list and the request form.
 */

export type ReturnScope = 'customer' | 'salesperson' | 'admin';

const base = (scope: ReturnScope) =>
  scope === 'customer'
    ? '/api/user/refunds'
    : scope === 'salesperson'
      ? '/api/salesperson/returns'
      : '/api/admin/refunds';

const clientOf = (scope: ReturnScope) => (scope === 'admin' ? adminApi : api);

const withAuth = (scope: ReturnScope, options: RequestOptions = {}): RequestOptions =>
  scope === 'customer'
    ? { ...options, auth: 'user' }
    : scope === 'salesperson'
      ? withToken(options)
      : options;

/** Query keys under each area's root, so signing out of the area drops them. */
export const returnKeys = {
  all: (scope: ReturnScope) =>
    scope === 'customer'
      ? (['account', 'returns'] as const)
      : scope === 'salesperson'
        ? ([...salesKeys.all, 'returns'] as const)
        : (['admin', 'refunds'] as const),
  list: (scope: ReturnScope, query: QueryParams) => [...returnKeys.all(scope), 'list', query] as const,
  detail: (scope: ReturnScope, id: number) => [...returnKeys.all(scope), 'detail', id] as const,
  returnable: (scope: ReturnScope, orderId: number) => [...returnKeys.all(scope), 'order', orderId] as const,
  choices: () => [...returnKeys.all('salesperson'), 'choices'] as const,
};

export const returnListQuery = (scope: ReturnScope, query: QueryParams) =>
  queryOptions({
    queryKey: returnKeys.list(scope, query),
    queryFn: async ({ signal }) =>
      (await clientOf(scope).get<ReturnList>(base(scope), withAuth(scope, { params: query, signal }))).data,
    placeholderData: keepPreviousData,
  });

export const returnDetailQuery = <T extends ReturnDetail = ReturnDetail>(scope: ReturnScope, id: number) =>
  queryOptions({
    queryKey: returnKeys.detail(scope, id),
    queryFn: async ({ signal }) =>
      (await clientOf(scope).get<T>(`${base(scope)}/${id}`, withAuth(scope, { signal }))).data,
  });

/** Whether the order may be returned now, and how many units of each line. */
export const returnableOrderQuery = (scope: ReturnScope, orderId: number) =>
  queryOptions({
    queryKey: returnKeys.returnable(scope, orderId),
    queryFn: async ({ signal }) =>
      (
        await clientOf(scope).get<ReturnableOrder>(
          `${base(scope)}/order/${orderId}`,
          withAuth(scope, { signal }),
        )
      ).data,
    retry: false,
  });

/** The salesperson's picker: every delivered or completed order of its customers, whoever placed it. */
export const salesReturnOrdersQuery = () =>
  queryOptions({
    queryKey: returnKeys.choices(),
    queryFn: async ({ signal }) =>
      (await api.get<ReturnOrderChoice[]>('/api/salesperson/returns/orders', withToken({ signal }))).data,
  });

/** POST the request: answered with the request and the server's notice. */
export const fileReturn = <T extends ReturnDetail = ReturnDetail>(
  scope: ReturnScope,
  body: ReturnRequestInput,
) => clientOf(scope).post<T>(base(scope), body, withAuth(scope));
