import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { contextOf } from '../../plugins/auth.ts';
import type { RequestContext } from '../request-context.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { StripeProvider } from './stripe-provider.ts';
import { TapProvider } from './tap-provider.ts';
import { TestProvider } from './test-provider.ts';

/**
 * The card payment providers of this deployment (ADR 0052): the active one takes new attempts;
 * the others stay reachable so a payment keeps its own provider for capture, refund and webhooks.
 */
export interface PaymentGateway {
  /** The provider of new card payments: the region's provider when its key is set, else test mode. */
  active: PaymentProvider;
  /** A payment's provider by its stored name; undefined when its keys are no longer configured. */
  get(name: string): PaymentProvider | undefined;
  /** The shop's public address, for the provider's return and webhook addresses. */
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}

export function createPaymentGateway(config: AppConfig, db: Db): PaymentGateway {
  const { env, deployment } = config;
  const providers = new Map<ProviderName, PaymentProvider>();
  providers.set('test', new TestProvider(db));
  if (env.STRIPE_SECRET_KEY) {
    providers.set(
      'stripe',
      new StripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      }),
    );
  }
  if (env.TAP_SECRET_KEY) {
    providers.set(
      'tap',
      new TapProvider({
        secretKey: env.TAP_SECRET_KEY,
        webhookSecret: env.TAP_WEBHOOK_SECRET,
        apiUrl: env.TAP_API_URL,
      }),
    );
  }
  const regional: ProviderName = deployment.region === 'SA' ? 'tap' : 'stripe';
  const active = providers.get(regional) ?? (providers.get('test') as PaymentProvider);
  return {
    active,
    get: (name) => providers.get(name as ProviderName),
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
  };
}

/** Decorates the app with its payment gateway (`app.payments`). */
export const paymentGateway = fp(async (app: FastifyInstance, opts: { config: AppConfig; db: Db }) => {
  const gateway = createPaymentGateway(opts.config, opts.db);
  if (gateway.active.name === 'test') app.log.warn('No card payment keys: card payments run in TEST MODE');
  app.decorate('payments', gateway);
});

/** What the payment services are given first: the request context and the gateway. */
export type PaymentsContext = RequestContext & { payments: PaymentGateway };

/** The payment services' context of a request (the lead's order routes call this too). */
export function paymentsContextOf(db: Db, request: FastifyRequest): PaymentsContext {
  return { ...contextOf(db, request), payments: request.server.payments };
}
