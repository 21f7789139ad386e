import { createHmac, timingSafeEqual } from 'node:crypto';
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

export interface TapProviderOptions {
  secretKey: string;
  /** Key of the webhook `hashstring`; Tap signs with the secret key. */
  webhookSecret: string;
  /** Another API base (a local stand-in in tests); default https://api.tap.company. */
  apiUrl?: string;
}

/** Currencies Tap counts in thousandths; the shop's (SAR, GBP) have two decimals. */
const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR', 'JOD']);
const decimalsOf = (currency: string) => (THREE_DECIMALS.has(currency.toUpperCase()) ? 3 : 2);
/** Tap's amounts are decimal major units; ours are integer minor units. */
const toMajor = (minor: number, currency: string) => minor / 10 ** decimalsOf(currency);
const toMinor = (major: number, currency: string) => Math.round(major * 10 ** decimalsOf(currency));

/** The parts of Tap's authorisation, charge and refund objects the shop reads. */
interface TapObject {
  id: string;
  object?: string;
  status: string;
  amount: number;
  currency: string;
  metadata?: Record<string, string>;
  reference?: { gateway?: string; payment?: string; order?: string };
  transaction?: { url?: string; created?: string | number };
  response?: { code?: string; message?: string };
  source?: { id?: string };
  errors?: { code?: string; description?: string }[];
}

const PENDING = new Set(['INITIATED', 'IN_PROGRESS']);
const CANCELLED = new Set(['VOIDED', 'CANCELLED', 'ABANDONED', 'TIMEDOUT']);

function stateOf(auth: TapObject): ProviderPaymentState {
  const base = { paymentRef: auth.id };
  if (auth.status === 'AUTHORIZED') return { ...base, status: 'authorized' };
  if (auth.status === 'CAPTURED')
    return { ...base, status: 'captured', capturedAmount: toMinor(auth.amount, auth.currency) };
  if (PENDING.has(auth.status)) return { ...base, status: 'pending' };
  const reason = auth.response?.message ?? auth.status.toLowerCase();
  if (CANCELLED.has(auth.status)) return { ...base, status: 'cancelled', failureReason: reason };
  return { ...base, status: 'failed', failureReason: reason };
}

/**
 * The webhook `hashstring` Tap sends (developers.tap.company/docs/webhook): HMAC-SHA256, keyed
 * with the secret key, of the object's id, amount (with the currency's decimals), currency,
 * gateway and payment references, status and creation time, each after its `x_` label.
 */
export function tapHashString(object: TapObject, key: string): string {
  const amount = Number(object.amount).toFixed(decimalsOf(object.currency));
  const text =
    `x_id${object.id}x_amount${amount}x_currency${object.currency}` +
    `x_gateway_reference${object.reference?.gateway ?? ''}x_payment_reference${object.reference?.payment ?? ''}` +
    `x_status${object.status}x_created${object.transaction?.created ?? ''}`;
  return createHmac('sha256', key).update(text).digest('hex');
}

/**
 * Tap Payments (Saudi variants, ADR 0052) through its documented HTTP API: an authorisation on
 * Tap's hosted card page (`source: src_card`, `POST /v2/authorize`), captured by a charge whose
 * source is the authorisation, voided with `POST /v2/authorize/{id}/void`, refunded on the charge.
 * Idempotency: `reference.idempotent` on every call.
 */
export class TapProvider implements PaymentProvider {
  readonly name = 'tap' as const;
  private readonly base: string;

  constructor(private readonly options: TapProviderOptions) {
    this.base = (options.apiUrl ?? 'https://api.tap.company').replace(/\/$/, '');
  }

  private async request(method: 'GET' | 'POST', path: string, body?: object): Promise<TapObject> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new ProviderError(`tap: ${(error as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as TapObject;
    if (!res.ok || json.errors?.length) {
      const first = json.errors?.[0];
      throw new ProviderError(`tap: ${res.status} ${first?.code ?? ''} ${first?.description ?? ''}`.trim());
    }
    return json;
  }

  async authorize(req: AuthorizeRequest): Promise<AuthorizeResult> {
    const auth = await this.request('POST', '/v2/authorize/', {
      amount: toMajor(req.amount, req.currency),
      currency: req.currency,
      threeDSecure: true,
      save_card: false,
      customer_initiated: true,
      description: req.description,
      metadata: { udf1: req.paymentToken },
      reference: { transaction: req.idempotencyKey, order: req.orderNumber, idempotent: req.idempotencyKey },
      receipt: { email: false, sms: false },
      customer: { first_name: req.customerEmail.split('@')[0] ?? 'customer', email: req.customerEmail },
      source: { id: 'src_card' },
      // An authorisation nobody captures is released after a week rather than held for ever.
      auto: { type: 'VOID', time: 168 },
      post: { url: req.webhookUrl },
      redirect: { url: req.successUrl },
    });
    const url = auth.transaction?.url;
    if (!url) throw new ProviderError(`tap: authorisation ${auth.id} has no hosted page (${auth.status})`);
    return { providerRef: auth.id, redirectUrl: url };
  }

  async retrieve(ref: { providerRef: string }): Promise<ProviderPaymentState> {
    return stateOf(await this.request('GET', `/v2/authorize/${encodeURIComponent(ref.providerRef)}`));
  }

  async capture(
    paymentRef: string,
    amount: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<CaptureResult> {
    const charge = await this.request('POST', '/v2/charges/', {
      amount: toMajor(amount, currency),
      currency,
      threeDSecure: true,
      source: { id: paymentRef },
      reference: { transaction: idempotencyKey, idempotent: idempotencyKey },
    });
    if (charge.status !== 'CAPTURED')
      throw new ProviderError(`tap: capture ${charge.id} is ${charge.status}`, true);
    return { captureRef: charge.id, capturedAmount: toMinor(charge.amount, charge.currency) };
  }

  async cancel(paymentRef: string, idempotencyKey: string): Promise<void> {
    const auth = await this.request('POST', `/v2/authorize/${encodeURIComponent(paymentRef)}/void`, {
      reference: { idempotent: idempotencyKey },
    });
    if (auth.status !== 'VOIDED') throw new ProviderError(`tap: void of ${auth.id} is ${auth.status}`);
  }

  async refund(ref: string, amount: number, currency: string, idempotencyKey: string): Promise<void> {
    const refund = await this.request('POST', '/v2/refunds/', {
      charge_id: ref,
      amount: toMajor(amount, currency),
      currency,
      reason: 'requested_by_customer',
      reference: { merchant: idempotencyKey, idempotent: idempotencyKey },
    });
    if (['FAILED', 'DECLINED', 'CANCELLED'].includes(refund.status))
      throw new ProviderError(`tap: refund ${refund.id} is ${refund.status}`);
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): ProviderEvent {
    const signature = headerValue(headers, 'hashstring');
    const key = this.options.webhookSecret || this.options.secretKey;
    let object: TapObject;
    try {
      object = JSON.parse(rawBody.toString('utf8')) as TapObject;
    } catch {
      throw new WebhookSignatureError('unreadable webhook body');
    }
    if (!signature || !object?.id || !object.status) throw new WebhookSignatureError();
    const expected = Buffer.from(tapHashString(object, key), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new WebhookSignatureError();
    const isAuthorisation = object.id.startsWith('auth_') || object.object === 'authorize';
    return {
      eventId: `${object.id}:${object.status}`,
      type: `${object.object ?? (isAuthorisation ? 'authorize' : 'charge')}.${object.status.toLowerCase()}`,
      providerRef: isAuthorisation ? object.id : undefined,
      paymentRef: isAuthorisation ? object.id : object.source?.id,
      paymentToken: object.metadata?.udf1,
      payload: object,
    };
  }
}
