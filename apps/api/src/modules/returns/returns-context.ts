import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentsContext } from '../payments/gateway.ts';
import { paymentsContextOf } from '../payments/gateway.ts';

/**
 * What the refund and collection services are given first: the payments context (an approved
 * card refund goes back through the provider), whether this deployment offers refunds at all
 * (`isOrderRefundable`), the mailer and a logger for a mail that could not go.
 */
export type ReturnsContext = PaymentsContext & {
  variantRefundable: boolean;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
};

export function returnsContextOf(db: Db, request: FastifyRequest, config: AppConfig): ReturnsContext {
  return {
    ...paymentsContextOf(db, request),
    variantRefundable: config.deployment.flags.isOrderRefundable,
    mailer: request.server.mailer,
    log: request.log,
    publicUrl: config.env.PUBLIC_URL,
  };
}
