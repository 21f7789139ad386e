import type { LanguageCode } from '@shop/shared';

/*
 * The one interface every card payment provider implements (DESIGN.md "Payments", ADR 0052):
 * a hosted page authorises the amount (no capture), the admin captures it when the order ships,
 * cancels (voids) it, or refunds what was captured. Amounts are minor units everywhere; each
 * provider converts at its own edge. Every call that changes money carries an idempotency key,
 * so a retried request never moves money twice.
 */

export type ProviderName = 'stripe' | 'tap' | 'test';

export interface AuthorizeRequest {
  /** Minor units. */
  amount: number;
  currency: string;
  orderNumber: string;
  description: string;
  customerEmail: string;
  lang: LanguageCode;
  successUrl: string;
  failureUrl: string;
  idempotencyKey: string;
  /** Our payment's token: the test provider's page address, metadata for the others. */
  paymentToken: string;
  /** Where the provider posts its events (providers that take it per request, as Tap does). */
  webhookUrl: string;
}

export interface AuthorizeResult {
  /** What the provider created for this attempt (Stripe Checkout Session, Tap authorisation). */
  providerRef: string;
  /** The provider's hosted page, where the browser goes to enter the card. */
  redirectUrl: string;
}

/** Where a payment stands at its provider, in our terms. */
export interface ProviderPaymentState {
  status: 'pending' | 'authorized' | 'captured' | 'cancelled' | 'failed';
  /** What capture, cancel and refund act on, once known (Stripe's PaymentIntent). */
  paymentRef?: string;
  /** Minor units, when the provider says. */
  capturedAmount?: number;
  refundedAmount?: number;
  /** The provider's reason of a failure or cancellation, for the admin. */
  failureReason?: string;
}

export interface CaptureResult {
  /** What refunds act on after a capture, when it is not `paymentRef` (Tap's charge). */
  captureRef?: string;
  capturedAmount: number;
}

/** A verified provider event: which payment it names; the service then asks the provider. */
export interface ProviderEvent {
  eventId: string;
  type: string;
  /** The provider's reference of what it created (`payments.provider_ref`), when the event says. */
  providerRef?: string;
  /** The capturable payment's reference (`payments.provider_payment_ref`), when the event says. */
  paymentRef?: string;
  /** Our payment token from the provider's metadata, when the event carries it. */
  paymentToken?: string;
  payload: unknown;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: ProviderName;
  authorize(req: AuthorizeRequest): Promise<AuthorizeResult>;
  retrieve(ref: { providerRef: string; paymentRef: string | null }): Promise<ProviderPaymentState>;
  capture(
    paymentRef: string,
    amount: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<CaptureResult>;
  cancel(paymentRef: string, idempotencyKey: string): Promise<void>;
  /** `ref`: the capture's reference when the provider gave one, else the payment's. */
  refund(ref: string, amount: number, currency: string, idempotencyKey: string): Promise<void>;
  /**
   * Gives up an undecided attempt (a retry replaces it), so its page can no longer take the card:
   * Stripe expires the Checkout Session. Optional: Tap's and test mode's pages lapse by themselves.
   * Throws ProviderError when the attempt was decided meanwhile.
   */
  abandon?(providerRef: string, idempotencyKey: string): Promise<void>;
  /** Checks the signature (throws WebhookSignatureError) and reads the event. */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): ProviderEvent;
}

/** The provider refused or could not be reached: the action is not done (502 to the admin). */
export class ProviderError extends Error {
  constructor(
    message: string,
    public readonly declined = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A webhook whose signature does not verify: 400, nothing is read from it. */
export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
