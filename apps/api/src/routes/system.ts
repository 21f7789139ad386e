import { envelope } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { type BuildInfo, buildInfoSchema } from '../lib/build-info.ts';
import { AppError } from '../lib/errors.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ db: Db; buildInfo: () => BuildInfo }> = async (
  app,
  opts,
) => {
  app.get(
    '/version.json',
    { schema: { hide: true, response: { 200: buildInfoSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.buildInfo();
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.literal('up') })) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await opts.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database down');
        throw new AppError(503, 'databaseUnavailable');
      }
      return { data: { status: 'ok' as const, database: 'up' as const } };
    },
  );
};
