import Stripe from 'stripe';
import {
  type AuthorizeRequest,
  type AuthorizeResult,
  type CaptureResult,
  headerValue,
  type PaymentProvider,
  ProviderError,
  type ProviderEvent,
  type ProviderPaymentState,
  type WebhookHeaders,
  WebhookSignatureError,
} from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (`http://127.0.0.1:port` in tests); default Stripe's. */
  apiUrl?: string;
}

/** The SDK's host, port and protocol from a base address (tests point it at a local stand-in). */
function connection(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    protocol,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
  };
}

type Intent = Stripe.PaymentIntent;

function refOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/** A PaymentIntent's state in our terms. */
function intentState(intent: Intent): ProviderPaymentState {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const base = { paymentRef: intent.id };
  switch (intent.status) {
    case 'requires_capture':
      return { ...base, status: 'authorized' };
    case 'succeeded':
      return {
        ...base,
        status: 'captured',
        capturedAmount: intent.amount_received,
        refundedAmount: charge?.amount_refunded ?? undefined,
      };
    case 'canceled':
      return { ...base, status: 'cancelled', failureReason: intent.cancellation_reason ?? 'canceled' };
    default:
      return intent.last_payment_error
        ? {
            ...base,
            status: 'pending',
            failureReason: intent.last_payment_error.decline_code ?? intent.last_payment_error.code,
          }
        : { ...base, status: 'pending' };
  }
}

/**
 * Stripe through its official SDK: a hosted Checkout Session in payment mode whose PaymentIntent
 * only authorises (`capture_method: manual`); capture, cancel and refund act on that
 * PaymentIntent; webhooks are verified with `stripe.webhooks.constructEvent`.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...connection(options.apiUrl),
      maxNetworkRetries: 1,
      telemetry: false,
      timeout: 20_000,
    });
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new ProviderError(
          `stripe: ${error.type} ${error.code ?? ''} ${error.message}`.trim(),
          error.type === 'StripeCardError',
        );
      }
      throw error;
    }
  }

  async authorize(req: AuthorizeRequest): Promise<AuthorizeResult> {
    const metadata = { payment_token: req.paymentToken, order_number: req.orderNumber };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: req.currency.toLowerCase(),
                unit_amount: req.amount,
                product_data: { name: req.description },
              },
            },
          ],
          payment_intent_data: { capture_method: 'manual', metadata, description: req.description },
          customer_email: req.customerEmail,
          client_reference_id: req.orderNumber,
          // Stripe's hosted page has no Arabic: 'auto' follows the browser.
          locale: req.lang === 'ar' ? 'auto' : 'en-GB',
          metadata,
          success_url: req.successUrl,
          cancel_url: req.failureUrl,
        },
        { idempotencyKey: req.idempotencyKey },
      ),
    );
    if (!session.url) throw new ProviderError('stripe: the checkout session has no url');
    return { providerRef: session.id, redirectUrl: session.url };
  }

  async retrieve(ref: { providerRef: string; paymentRef: string | null }): Promise<ProviderPaymentState> {
    if (ref.paymentRef) {
      const paymentRef = ref.paymentRef;
      const intent = await this.call(() =>
        this.stripe.paymentIntents.retrieve(paymentRef, { expand: ['latest_charge'] }),
      );
      return intentState(intent);
    }
    const session = await this.call(() =>
      this.stripe.checkout.sessions.retrieve(ref.providerRef, { expand: ['payment_intent.latest_charge'] }),
    );
    const intent = session.payment_intent;
    if (intent && typeof intent === 'object') return intentState(intent);
    if (session.status === 'expired') return { status: 'cancelled', failureReason: 'expired' };
    return { status: 'pending', paymentRef: refOf(intent) };
  }

  async capture(
    paymentRef: string,
    amount: number,
    _currency: string,
    idempotencyKey: string,
  ): Promise<CaptureResult> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.capture(paymentRef, { amount_to_capture: amount }, { idempotencyKey }),
    );
    return { capturedAmount: intent.amount_received };
  }

  async cancel(paymentRef: string, idempotencyKey: string): Promise<void> {
    await this.call(() => this.stripe.paymentIntents.cancel(paymentRef, {}, { idempotencyKey }));
  }

  async refund(ref: string, amount: number, _currency: string, idempotencyKey: string): Promise<void> {
    await this.call(() => this.stripe.refunds.create({ payment_intent: ref, amount }, { idempotencyKey }));
  }

  async abandon(providerRef: string, idempotencyKey: string): Promise<void> {
    await this.call(() => this.stripe.checkout.sessions.expire(providerRef, {}, { idempotencyKey }));
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): ProviderEvent {
    const signature = headerValue(headers, 'stripe-signature');
    if (!signature || !this.options.webhookSecret) throw new WebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    const object = event.data.object as {
      object?: string;
      id?: string;
      metadata?: Record<string, string> | null;
      payment_intent?: string | { id: string } | null;
    };
    const token = object.metadata?.payment_token;
    const base = { eventId: event.id, type: event.type, payload: event, paymentToken: token };
    switch (object.object) {
      case 'checkout.session':
        return { ...base, providerRef: object.id, paymentRef: refOf(object.payment_intent) };
      case 'payment_intent':
        return { ...base, paymentRef: object.id };
      case 'charge':
      case 'refund':
        return { ...base, paymentRef: refOf(object.payment_intent) };
      default:
        return base;
    }
  }
}
