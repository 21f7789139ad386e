import { type DeploymentConfig, invoiceList, invoiceRecord, salespersonInvoiceListQuery } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  getReadableInvoice,
  type InvoiceReader,
  listInvoices,
} from '../../modules/invoices/invoices.service.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';
import { sendInvoicePdf } from '../admin/invoices.ts';

const route = routeSchemas('salesperson invoices');

/**
 * The printed invoices of the salesperson's customers' orders, to read and download (ADR 0064,
 * docs/api/invoices.md): never a draft, never another salesperson's customer's (404, as for a
 * missing one). Registered only where the deployment has isInvoicesEnabled.
 */
export const salespersonInvoiceRoutes: FastifyPluginAsyncZod<{
  db: Db;
  deployment: DeploymentConfig;
}> = async (app, { db, deployment }) => {
  const readerOf = (request: FastifyRequest): InvoiceReader => ({
    kind: 'salesperson',
    id: principalOf(request).id,
  });

  app.get(
    '/invoices',
    route.ok("Its customers' printed invoices, paginated, by date, customer, order, search", invoiceList, {
      querystring: salespersonInvoiceListQuery,
    }),
    async (request) => ({
      data: await listInvoices(contextOf(db, request), request.query, readerOf(request)),
    }),
  );

  app.get(
    '/invoices/:id',
    route.byId(
      "One printed invoice of its customers' orders (404 for a draft or anyone else's)",
      invoiceRecord,
    ),
    async (request) => ({
      data: await getReadableInvoice(contextOf(db, request), deployment, readerOf(request), {
        id: request.params.id,
      }),
    }),
  );

  app.get(
    '/invoices/:id/pdf',
    route.fileById("The PDF of one printed invoice of its customers' orders (application/pdf)"),
    async (request, reply) =>
      sendInvoicePdf(
        reply,
        await getReadableInvoice(contextOf(db, request), deployment, readerOf(request), {
          id: request.params.id,
        }),
      ),
  );
};
