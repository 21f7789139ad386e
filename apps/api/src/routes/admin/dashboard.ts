import { adminDashboard, adminDashboardQuery } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { adminDashboard as buildAdminDashboard } from '../../modules/dashboards/dashboards.service.ts';
import { dashboardTopN } from '../../modules/settings/settings.service.ts';
import { contextOf } from '../../plugins/auth.ts';
import { routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('dashboards');

/** SPEC 2 admin "Dashboard": the figures of the admin's home, each one query (docs/api/dashboards.md). */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/dashboard',
    route.ok(
      'Sales, orders by status, top products, categories and brands over the period; customers awaiting approval, abandoned carts, low stock now',
      adminDashboard,
      { querystring: adminDashboardQuery },
    ),
    async (request) => ({
      data: await buildAdminDashboard(contextOf(db, request), request.query.period, {
        currency: config.deployment.currency.name,
        topN: await dashboardTopN(db),
      }),
    }),
  );
};
