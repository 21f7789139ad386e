import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  CaptureResult,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentState,
} from './provider.ts';
import { WebhookSignatureError } from './provider.ts';

/**
 * Test mode (no provider keys: the demo, ADR 0052). It behaves like a hosted page: the customer
 * is sent to the storefront's `/payment/test/{token}`, which is labelled TEST MODE and decides
 * the attempt with a test card. What that page decided is written on the payment row itself, so
 * the row is this provider's whole state and any API process reads it (no memory of its own).
 * No money exists, so capture, cancel and refund only succeed.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly db: Db) {}

  async authorize(req: AuthorizeRequest): Promise<AuthorizeResult> {
    return { providerRef: `test_${req.paymentToken}`, redirectUrl: `/payment/test/${req.paymentToken}` };
  }

  async retrieve(ref: { providerRef: string }): Promise<ProviderPaymentState> {
    const [row] = await this.db
      .select({ status: payments.status, failureReason: payments.failureReason })
      .from(payments)
      .where(and(eq(payments.provider, 'test'), eq(payments.providerRef, ref.providerRef)));
    if (!row) return { status: 'failed', failureReason: 'unknown test payment' };
    switch (row.status) {
      case 'pending':
      case 'authorized':
      case 'cancelled':
      case 'failed':
        return {
          status: row.status,
          paymentRef: ref.providerRef,
          failureReason: row.failureReason ?? undefined,
        };
      default:
        return { status: 'captured', paymentRef: ref.providerRef };
    }
  }

  async capture(_ref: string, amount: number): Promise<CaptureResult> {
    return { capturedAmount: amount };
  }

  async cancel(): Promise<void> {}

  async refund(): Promise<void> {}

  parseWebhook(): ProviderEvent {
    throw new WebhookSignatureError('test mode sends no webhooks');
  }
}
