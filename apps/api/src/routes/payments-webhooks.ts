import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.ts';
import { paymentsContextOf } from '../modules/payments/gateway.ts';
import { handleWebhook } from '../modules/payments/payments.service.ts';

/**
 * `POST /api/payments/webhooks/:provider` (stripe, tap; ADR 0052). The body is kept as raw bytes
 * in this plugin only, as the signature is computed over them; 400 when it does not verify.
 */
export const paymentsWebhookRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  for (const provider of ['stripe', 'tap'] as const) {
    app.post(
      `/${provider}`,
      {
        schema: {
          tags: ['payment webhooks'],
          summary: `Events of ${provider}, signature checked`,
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { data: await handleWebhook(paymentsContextOf(db, request), provider, raw, request.headers) };
      },
    );
  }
};
