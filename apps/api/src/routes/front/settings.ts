import { type DeploymentConfig, envelope, frontSettings, siteProfile } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getFrontSettings, getSiteProfile } from '../../modules/settings/settings.service.ts';

export const frontSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; deployment: DeploymentConfig }> = async (
  app,
  opts,
) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['front'],
        summary: 'Site settings; data.theme is a JSON string (SPEC 7)',
        response: { 200: envelope(frontSettings) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { data: await getFrontSettings(opts.db, request.lang, opts.deployment) };
    },
  );

  app.get(
    '/site-profile',
    {
      schema: {
        tags: ['front'],
        summary: "Company profile; empty fields read 'Unavailable'",
        response: { 200: envelope(siteProfile) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { data: await getSiteProfile(opts.db, request.lang, opts.deployment) };
    },
  );
};
