import type { InvoiceList, InvoiceRecord } from '@shop/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { downloadFile } from '../lib/download-file.ts';
import { salesKeys, withToken } from '../lib/salesperson-session.ts';

/* Its customers' printed invoices (docs/api/invoices.md, ADR 0064), under its session's keys. */
export const invoiceKeys = {
  all: [...salesKeys.all, 'invoices'] as const,
  list: (query: Record<string, string | number>) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};

/** `GET /api/salesperson/invoices`. */
export const myInvoicesQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: async ({ signal }) =>
      (await api.get<InvoiceList>('/api/salesperson/invoices', withToken({ params: query, signal }))).data,
    placeholderData: keepPreviousData,
  });

/** `GET /api/salesperson/invoices/:id`. */
export const myInvoiceQuery = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<InvoiceRecord>(`/api/salesperson/invoices/${id}`, withToken({ signal }))).data,
  });

/** The PDF, fetched with the salesperson's token (never put in a URL) and saved by the browser. */
export const downloadMyInvoice = (invoice: Pick<InvoiceRecord, 'id' | 'invoiceNumber'>) =>
  downloadFile(
    `/api/salesperson/invoices/${invoice.id}/pdf`,
    { name: `${invoice.invoiceNumber}.pdf`, type: 'application/pdf' },
    withToken(),
  );
