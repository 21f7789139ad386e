import { customerDashboard } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { customerDashboard as buildCustomerDashboard } from '../../modules/dashboards/dashboards.service.ts';
import { dashboardTopN } from '../../modules/settings/settings.service.ts';
import { contextOf, principalOf } from '../../plugins/auth.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('dashboards');

/**
 * SPEC 2 /dashboard: the customer's statistics, of its own orders only; 404 where the deployment
 * has no customer dashboard (isDashboardEnabled), as the page is then not found.
 */
export const userDashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/dashboard',
    route.ok(
      "The customer's orders by status, spend by month, open refunds, top categories and brands, recent orders",
      customerDashboard,
    ),
    async (request) => {
      if (!config.deployment.flags.isDashboardEnabled) throw notFound();
      return {
        data: await buildCustomerDashboard(contextOf(db, request), principalOf(request).id, {
          currency: config.deployment.currency.name,
          topN: await dashboardTopN(db),
        }),
      };
    },
  );
};
