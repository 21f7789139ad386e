import {
  createInvoiceInput,
  type DeploymentConfig,
  idParams,
  invoiceList,
  invoiceListQuery,
  invoiceRecord,
  updateInvoiceInput,
} from '@shop/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { invoicePdf } from '../../modules/invoices/invoice-pdf.ts';
import {
  createInvoice,
  getInvoice,
  listInvoices,
  printInvoice,
  updateInvoice,
} from '../../modules/invoices/invoices.service.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas, withNotice } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin invoices');

/** Sends an invoice's PDF (the customer's and the admin's route alike). */
export async function sendInvoicePdf(reply: FastifyReply, invoice: Parameters<typeof invoicePdf>[0]) {
  const pdf = await invoicePdf(invoice);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${invoice.invoiceNumber}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
}

/**
 * SPEC 2 invoices, invoices/{id} (docs/api/invoices.md). Registered only where the deployment has
 * isInvoicesEnabled: elsewhere every path answers 404.
 */
export const adminInvoicesRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  { db, deployment },
) => {
  app.get(
    '/invoices',
    route.ok('Invoices, paginated, by status, date, customer, order, search', invoiceList, {
      querystring: invoiceListQuery,
    }),
    async (request) => ({ data: await listInvoices(contextOf(db, request), request.query) }),
  );

  app.post(
    '/invoices',
    route.created('Invoices an order (one invoice per order; gapless numbers)', invoiceRecord, {
      body: createInvoiceInput,
    }),
    async (request, reply) => {
      const data = await createInvoice(
        contextOf(db, request),
        deployment,
        request.body,
        principalOf(request).id,
      );
      return reply
        .code(201)
        .send(withNotice(request, 'invoiceCreated', data, { number: data.invoiceNumber }));
    },
  );

  app.get(
    '/invoices/:id',
    route.byId('One invoice with its lines and totals', invoiceRecord),
    async (request) => ({
      data: await getInvoice(contextOf(db, request), deployment, request.params.id),
    }),
  );

  app.put(
    '/invoices/:id',
    route.ok('Edits an invoice not yet printed (409 invoiceCommitted once printed)', invoiceRecord, {
      params: idParams,
      body: updateInvoiceInput,
    }),
    async (request) =>
      withNotice(
        request,
        'invoiceUpdated',
        await updateInvoice(contextOf(db, request), deployment, request.params.id, request.body),
      ),
  );

  app.post(
    '/invoices/:id/print',
    route.byId('Prints the invoice: commits it (printed_at); 409 if it already is', invoiceRecord),
    async (request) => {
      const data = await printInvoice(contextOf(db, request), deployment, request.params.id);
      return withNotice(request, 'invoicePrinted', data, { number: data.invoiceNumber });
    },
  );

  app.get(
    '/invoices/:id/pdf',
    route.fileById('The invoice as an A4 PDF in the customer’s language (application/pdf)'),
    async (request, reply) =>
      sendInvoicePdf(reply, await getInvoice(contextOf(db, request), deployment, request.params.id)),
  );
};
