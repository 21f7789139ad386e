import type { Localized } from '@shop/shared';

/** Payment methods, the shipping zone with its rates, and the demo coupon. Money in pence. */

export interface PaymentMethodSeed {
  code: 'cash' | 'bank_transfer' | 'cheque' | 'card';
  name: Localized;
  displayName: Localized;
  note: Localized;
  provider: string;
  gateway: string | null;
  online: boolean;
  installment: boolean;
  /** Without the provider's keys the card method runs in the shop's labelled test mode (ADR 0052). */
  enabled: boolean;
  minLimit: number;
  maxLimit: number | null;
  icon: 'cash' | 'bank' | 'cheque' | 'card';
}

/** What the offline methods (transfer, cash, cheque) share: no provider, no gateway, on. */
const offlineMethod = {
  provider: 'offline',
  gateway: null,
  online: false,
  installment: false,
  enabled: true,
} as const;

export const PAYMENT_METHODS: PaymentMethodSeed[] = [
  {
    code: 'bank_transfer',
    name: { en: 'Bank transfer', ar: 'تحويل بنكي' },
    displayName: { en: 'Bank transfer (BACS)', ar: 'تحويل بنكي' },
    note: {
      en: 'Pay to Atlas Wholesale Ltd, sort code 20-45-77, account 41839527, quoting your order number. We dispatch once the payment clears.',
      ar: 'حوّل المبلغ إلى حساب Atlas Wholesale Ltd، رمز الفرع 20-45-77، رقم الحساب 41839527، مع ذكر رقم الطلب. نشحن الطلب فور وصول المبلغ.',
    },
    ...offlineMethod,
    minLimit: 0,
    maxLimit: null,
    icon: 'bank',
  },
  {
    code: 'cash',
    name: { en: 'Cash', ar: 'نقداً' },
    displayName: { en: 'Cash on collection or delivery', ar: 'الدفع نقداً عند الاستلام' },
    note: {
      en: 'Pay the driver or at our trade counter. Cash payments are limited to £5,000 per order.',
      ar: 'ادفع للسائق أو في منفذ البيع لدينا. الحدّ الأقصى للدفع النقدي 5000 جنيه للطلب الواحد.',
    },
    ...offlineMethod,
    minLimit: 0,
    maxLimit: 500_000,
    icon: 'cash',
  },
  {
    code: 'cheque',
    name: { en: 'Cheque', ar: 'شيك' },
    displayName: { en: 'Business cheque', ar: 'شيك تجاري' },
    note: {
      en: 'Make cheques payable to Atlas Wholesale Ltd. Orders are released once the cheque has cleared (usually 3 working days).',
      ar: 'يُحرَّر الشيك باسم Atlas Wholesale Ltd، ويُشحن الطلب بعد صرف الشيك (عادةً خلال 3 أيام عمل).',
    },
    ...offlineMethod,
    minLimit: 5_000,
    maxLimit: null,
    icon: 'cheque',
  },
  {
    code: 'card',
    name: { en: 'Card payment', ar: 'الدفع بالبطاقة' },
    displayName: { en: 'Debit or credit card', ar: 'بطاقة خصم أو ائتمان' },
    note: {
      en: 'Secure online payment. The amount is authorised at checkout and taken when your order ships.',
      ar: 'دفع إلكتروني آمن. يُحجز المبلغ عند إتمام الطلب ويُخصم عند شحنه.',
    },
    provider: 'stripe',
    gateway: 'stripe',
    online: true,
    installment: false,
    enabled: true,
    minLimit: 100,
    maxLimit: 2_500_000,
    icon: 'card',
  },
];

export interface ShippingRateSeed {
  name: Localized;
  /** Order sub-total band, pence; `max: null` is the open-ended last band. */
  min: number;
  max: number | null;
  charge: number;
  minDays: number;
  maxDays: number;
}

export const SHIPPING_ZONE = {
  name: { en: 'UK Mainland', ar: 'البر الرئيسي للمملكة المتحدة' } satisfies Localized,
  areaMethod: 'general' as const,
  /** Tax on the delivery charge, percent (UK: delivery follows the standard rate). */
  taxRate: 20,
  rates: [
    { name: { en: 'Standard', ar: 'عادي' }, min: 0, max: 25_000, charge: 1_295, minDays: 2, maxDays: 3 },
    { name: { en: 'Trade', ar: 'تجاري' }, min: 25_001, max: 75_000, charge: 695, minDays: 1, maxDays: 2 },
    { name: { en: 'Free delivery', ar: 'توصيل مجاني' }, min: 75_001, max: null, charge: 0, minDays: 1, maxDays: 2 },
  ] satisfies ShippingRateSeed[],
};

export const COUPONS = [
  {
    code: 'BULK10',
    type: 'percent' as const,
    /** Percent for `percent` coupons, pence for `fixed` ones. */
    value: 10,
    minCartAmount: 50_000,
    /** Valid from the day before the seed to a year after it. */
    startsDaysAgo: 1,
    endsInDays: 365,
    description: {
      en: '10% off orders of £500 or more (before VAT).',
      ar: 'خصم 10% على الطلبات بقيمة 500 جنيه أو أكثر (قبل الضريبة).',
    } satisfies Localized,
  },
];
