import { customerInvoiceRef, type DeploymentConfig } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { findCustomerInvoice, getReadableInvoice } from '../../modules/invoices/invoices.service.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';
import { sendInvoicePdf } from '../admin/invoices.ts';

const route = routeSchemas('customer orders');

/** /dashboard/orders/{id}: the printed invoice of an own order, as a PDF (404 otherwise). */
export const userInvoiceRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  { db, deployment },
) => {
  app.get(
    '/orders/:id/invoice',
    route.byId("The own order's printed invoice (number and date), or null", customerInvoiceRef),
    async (request) => ({
      data: await findCustomerInvoice(contextOf(db, request), request.params.id, principalOf(request).id),
    }),
  );

  app.get(
    '/orders/:id/invoice.pdf',
    route.fileById('The printed invoice of an own order (application/pdf); 404 if none is printed'),
    async (request, reply) =>
      sendInvoicePdf(
        reply,
        await getReadableInvoice(
          contextOf(db, request),
          deployment,
          { kind: 'customer', id: principalOf(request).id },
          { orderId: request.params.id },
        ),
      ),
  );
};
