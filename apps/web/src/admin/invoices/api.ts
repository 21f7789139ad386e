import type { CreateInvoiceInput, InvoiceList, InvoiceRecord, UpdateInvoiceInput } from '@shop/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../back-office/kit/crud-resource.ts';
import { adminApi } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download-file.ts';

/* The back office's invoices (docs/api/invoices.md). */
export const invoiceKeys = {
  all: [...adminKeys.all, 'invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...invoiceKeys.lists(), query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};

/** `GET /api/admin/invoices`. */
export const invoiceListQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: async ({ signal }) =>
      (await adminApi.get<InvoiceList>('/api/admin/invoices', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/invoices/:id`. */
export const invoiceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await adminApi.get<InvoiceRecord>(`/api/admin/invoices/${id}`, { signal })).data,
  });

/** The invoice of an order, if it has one (the order screen's "Create invoice" or "View invoice"). */
export const orderInvoiceQuery = (orderId: number) =>
  queryOptions({
    queryKey: invoiceKeys.list({ orderId }),
    queryFn: async ({ signal }) =>
      (await adminApi.get<InvoiceList>('/api/admin/invoices', { params: { orderId }, signal })).data
        .items[0] ?? null,
  });

function useInvoiceMutation<V>(run: (variables: V) => Promise<{ data: InvoiceRecord; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      queryClient.setQueryData(invoiceKeys.detail(result.data.id), result.data);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

export const useCreateInvoice = () =>
  useInvoiceMutation((body: CreateInvoiceInput) => adminApi.post<InvoiceRecord>('/api/admin/invoices', body));

export const useUpdateInvoice = (id: number) =>
  useInvoiceMutation((body: UpdateInvoiceInput) =>
    adminApi.put<InvoiceRecord>(`/api/admin/invoices/${id}`, body),
  );

/** Printing commits the invoice (SPEC 4): the answer is the printed invoice. */
export const usePrintInvoice = (id: number) =>
  useInvoiceMutation((_: undefined) => adminApi.post<InvoiceRecord>(`/api/admin/invoices/${id}/print`));

/** The PDF, fetched with the admin's bearer token (never put in a URL) and saved by the browser. */
export const downloadInvoicePdf = (invoice: Pick<InvoiceRecord, 'id' | 'invoiceNumber'>) =>
  downloadFile(
    `/api/admin/invoices/${invoice.id}/pdf`,
    { name: `${invoice.invoiceNumber}.pdf`, type: 'application/pdf' },
    { auth: 'admin' },
  );
