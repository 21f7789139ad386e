import type { CouponRecord, PaymentMethodRecord, TaxGroupRecord } from '@shop/shared';

/** Records of the commerce screens as the API answers them. */

const stamps = { createdAt: '2026-10-01T09:00:00.000Z', updatedAt: '2026-10-01T09:00:00.000Z' };

export const taxGroup = (overrides: Partial<TaxGroupRecord> = {}): TaxGroupRecord => ({
  id: 4,
  name: { en: 'Reduced rate', ar: 'النسبة المخفضة' },
  rate: 5,
  isDefault: false,
  productCount: 3,
  ...stamps,
  ...overrides,
});

export const coupon = (overrides: Partial<CouponRecord> = {}): CouponRecord => ({
  id: 7,
  code: 'BULK10',
  type: 'percent',
  value: 10,
  minCartAmount: 50_000,
  startsAt: '2026-11-01T09:00:00.000Z',
  endsAt: '2027-11-01T09:00:00.000Z',
  description: { en: '10% off orders of £500 or more', ar: 'خصم 10% على الطلبات بقيمة 500 جنيه أو أكثر' },
  active: true,
  usageLimit: null,
  state: 'active',
  ...stamps,
  ...overrides,
});

export const paymentMethod = (overrides: Partial<PaymentMethodRecord> = {}): PaymentMethodRecord => ({
  id: 2,
  code: 'cash',
  name: { en: 'Cash', ar: 'نقداً' },
  displayName: { en: 'Cash on collection or delivery', ar: 'الدفع نقداً عند الاستلام' },
  note: { en: 'Pay the driver.', ar: 'ادفع للسائق.' },
  provider: 'offline',
  gateway: null,
  online: false,
  installment: false,
  enabled: true,
  minLimit: 0,
  maxLimit: 500_000,
  logo: '/uploads/seed/payments/cash.png',
  position: 1,
  zoneCount: 0,
  ...stamps,
  ...overrides,
});
