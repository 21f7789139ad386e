import type {
  InvoiceList,
  InvoiceSummaryRecord,
  OrderDetailRecord,
  OrderList,
  reorderResult,
} from '@shop/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { i18n } from '../../i18n/index.ts';
import { ApiError, api, type QueryParams, type RequestOptions } from '../../lib/api-client.ts';
import { salespersonToken, userToken } from '../../lib/auth-tokens.ts';
import { buyerOf, buyerRequest, salesCustomer } from '../../lib/buyer.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { salesKeys, withToken } from '../../lib/salesperson-session.ts';

/*
 * The orders as their owner reads them (docs/api/ordering.md "Orders"): a customer its own under
 * `/api/user/orders`, a salesperson the ones it placed under `/api/salesperson/orders`. One set of
 * calls with a `scope`, so the two areas share the screens.
 */

export type OrderScope = 'customer' | 'salesperson';
export type ReorderResult = z.infer<typeof reorderResult>;

const ordersPath = (scope: OrderScope) =>
  scope === 'customer' ? '/api/user/orders' : '/api/salesperson/orders';

const withAuth = (scope: OrderScope, options: RequestOptions = {}): RequestOptions =>
  scope === 'customer' ? { ...options, auth: 'user' } : withToken(options);

/**
 * Query keys: the customer's under `account` (dropped at its sign-out with the rest of the
 * customer area), the salesperson's under `salesperson` (dropped with its session).
 */
export const orderKeys = {
  all: (scope: OrderScope) =>
    scope === 'customer' ? (['account', 'orders'] as const) : ([...salesKeys.all, 'orders'] as const),
  list: (scope: OrderScope, query: QueryParams) => [...orderKeys.all(scope), 'list', query] as const,
  detail: (scope: OrderScope, id: number) => [...orderKeys.all(scope), 'detail', id] as const,
};

export const orderListQuery = (scope: OrderScope, query: QueryParams) =>
  queryOptions({
    queryKey: orderKeys.list(scope, query),
    queryFn: async ({ signal }) =>
      (await api.get<OrderList>(ordersPath(scope), withAuth(scope, { params: query, signal }))).data,
    placeholderData: keepPreviousData,
  });

export const orderDetailQuery = (scope: OrderScope, id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(scope, id),
    queryFn: async ({ signal }) =>
      (await api.get<OrderDetailRecord>(`${ordersPath(scope)}/${id}`, withAuth(scope, { signal }))).data,
  });

/** The printed invoice of an order, as its page names it. */
export type OrderInvoiceRef = Pick<InvoiceSummaryRecord, 'id' | 'invoiceNumber' | 'invoiceDate'>;

/**
 * The order's printed invoice, or null (a draft, none, or not the reader's): the customer's from
 * `GET /api/user/orders/{id}/invoice` (ADR 0056), the salesperson's from its customers' invoices
 * (`GET /api/salesperson/invoices?orderId=`, ADR 0064).
 */
export const orderInvoiceQuery = (scope: OrderScope, id: number) =>
  queryOptions({
    queryKey: [...orderKeys.detail(scope, id), 'invoice'] as const,
    queryFn: async ({ signal }): Promise<OrderInvoiceRef | null> => {
      if (scope === 'customer') {
        return (
          await api.get<OrderInvoiceRef | null>(`/api/user/orders/${id}/invoice`, { auth: 'user', signal })
        ).data;
      }
      const { data } = await api.get<InvoiceList>(
        '/api/salesperson/invoices',
        withToken({ params: { orderId: id }, signal }),
      );
      const [invoice] = data.items;
      return invoice
        ? { id: invoice.id, invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate }
        : null;
    },
  });

/** The printed invoice's PDF, fetched with the customer's token (never in a URL) and saved. */
export const downloadCustomerInvoice = (orderId: number, invoiceNumber: string) =>
  downloadFile(
    `/api/user/orders/${orderId}/invoice.pdf`,
    { name: `${invoiceNumber}.pdf`, type: 'application/pdf' },
    { auth: 'user' },
  );

/** POST /api/user/orders/{id}/cancel: the customer changes its mind (only while `canCancel`). */
export const cancelOrder = (id: number) =>
  api.post<OrderDetailRecord>(`/api/user/orders/${id}/cancel`, undefined, { auth: 'user' });

/**
 * POST {buyer}/orders/{id}/reorder: the lines still to be had go back in the buyer's cart. A
 * salesperson reorders for the order's customer, who becomes the customer it orders for.
 */
export async function reorder(scope: OrderScope, order: Pick<OrderDetailRecord, 'id' | 'customerId'>) {
  const buyer = buyerOf(
    scope === 'customer' ? userToken.get() : null,
    scope === 'salesperson' ? salespersonToken.get() : null,
    String(order.customerId),
  );
  if (buyer.kind === 'visitor' || !buyer.prefix)
    throw new ApiError(401, 'unauthenticated', i18n.t('errors:unauthenticated'));
  const result = await api.post<ReorderResult>(
    `${buyer.prefix}/orders/${order.id}/reorder`,
    undefined,
    buyerRequest(buyer),
  );
  if (buyer.kind === 'salesperson') salesCustomer.set(String(order.customerId));
  return result;
}

/** POST /api/front/payments/{token}/retry: a new attempt at a card order's payment. */
export const retryPayment = (scope: OrderScope, token: string) =>
  api.post<{ redirectUrl: string }>(
    `/api/front/payments/${encodeURIComponent(token)}/retry`,
    undefined,
    withAuth(scope),
  );
