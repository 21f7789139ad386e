import { type DeploymentConfig, frontSettings, siteProfile } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getFrontSettings, getSiteProfile } from '../../modules/settings/settings.service.ts';
import { revalidated, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('front', 'public');

export const frontSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  opts,
) => {
  app.get(
    '/settings',
    route.ok('Site settings; data.theme is a JSON string (SPEC 7)', frontSettings),
    (request, reply) => revalidated(reply, getFrontSettings(opts.db, request.lang, opts.deployment)),
  );

  app.get(
    '/site-profile',
    route.ok("Company profile; empty fields read 'Unavailable'", siteProfile),
    (request, reply) => revalidated(reply, getSiteProfile(opts.db, request.lang, opts.deployment)),
  );
};
