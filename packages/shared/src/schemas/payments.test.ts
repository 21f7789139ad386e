import { describe, expect, it } from 'vitest';
import {
  offlinePaymentBody,
  paymentToken,
  refundPaymentBody,
  testCardOutcome,
  testPaymentAction,
} from './payments.ts';

describe('payment schemas', () => {
  it('reads test cards with or without spaces; an unknown card is declined', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('authorized');
    expect(testCardOutcome('4242424242424242')).toBe('authorized');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('declined');
    expect(testCardOutcome('4000000000009995')).toBe('insufficientFunds');
    expect(testCardOutcome('5555 5555 5555 4444')).toBe('declined');
  });

  it('the test page takes pay with a card number, or cancel', () => {
    expect(testPaymentAction.safeParse({ action: 'pay', cardNumber: '4242 4242 4242 4242' }).success).toBe(
      true,
    );
    expect(testPaymentAction.safeParse({ action: 'cancel' }).success).toBe(true);
    expect(testPaymentAction.safeParse({ action: 'pay', cardNumber: '42a2' }).success).toBe(false);
    expect(testPaymentAction.safeParse({ action: 'pay' }).success).toBe(false);
    expect(testPaymentAction.safeParse({ action: 'steal' }).success).toBe(false);
  });

  it('a token is URL-safe, 20 to 64 characters', () => {
    expect(paymentToken.safeParse('a'.repeat(32)).success).toBe(true);
    expect(paymentToken.safeParse('short').success).toBe(false);
    expect(paymentToken.safeParse(`${'a'.repeat(31)}/`).success).toBe(false);
  });

  it('amounts are positive whole minor units; blank texts of an offline payment are null', () => {
    expect(refundPaymentBody.safeParse({ amount: 0 }).success).toBe(false);
    expect(refundPaymentBody.safeParse({ amount: 12.5 }).success).toBe(false);
    expect(refundPaymentBody.parse({ amount: '1250' })).toEqual({ amount: 1250 });
    expect(offlinePaymentBody.parse({ amount: 500, reference: ' ', note: '' })).toEqual({
      amount: 500,
      reference: null,
      note: null,
    });
    // What the form parsed is a valid body again (the admin screen sends it).
    const parsed = offlinePaymentBody.parse({ amount: 500, method: 'cash' });
    expect(offlinePaymentBody.safeParse(parsed).success).toBe(true);
  });
});
