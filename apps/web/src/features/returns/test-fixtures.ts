import type {
  AdminReturnDetail,
  CollectableOrder,
  CollectionRecord,
  ReturnableOrder,
  ReturnDetail,
  ReturnSummary,
} from '@shop/shared';

/** Refund, return and collection records as the API answers them (docs/api/refunds.md), for web tests. */

export const returnSummaryFixture = (overrides: Partial<ReturnSummary> = {}): ReturnSummary => ({
  id: 5,
  returnNumber: 'R-1005',
  kind: 'return',
  status: 'init',
  orderId: 41,
  orderNumber: 'ORD-000041',
  customerId: 7,
  customerName: 'Layla Haddad',
  salespersonName: 'Omar Khalil',
  reason: 'Wrong size delivered',
  refundTotal: 2400,
  currency: 'GBP',
  totalQty: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const returnDetailFixture = (overrides: Partial<ReturnDetail> = {}): ReturnDetail => ({
  ...returnSummaryFixture(),
  orderNote: 'Please collect from reception',
  adminNote: null,
  refundedAmount: 0,
  decidedAt: null,
  restockedAt: null,
  filedBy: 'customer',
  lines: [
    {
      orderItemId: 301,
      title: 'Oxford shirt',
      sku: 'NG-OX-01',
      variantLabel: 'Navy / M',
      image: null,
      qty: 2,
      amount: 2400,
    },
  ],
  ...overrides,
});

export const adminReturnFixture = (overrides: Partial<AdminReturnDetail> = {}): AdminReturnDetail => ({
  ...returnDetailFixture(),
  nextStatuses: ['accepted', 'rejected'],
  canRestock: false,
  paymentMethodCode: 'card',
  refundsByCard: true,
  customerEmail: 'layla@haddad.test',
  ...overrides,
});

export const returnableOrderFixture = (overrides: Partial<ReturnableOrder> = {}): ReturnableOrder => ({
  orderId: 41,
  orderNumber: 'ORD-000041',
  customerId: 7,
  customerName: 'Layla Haddad',
  currency: 'GBP',
  status: 'delivered',
  deliveredAt: '2026-11-18T10:00:00.000Z',
  deadline: '2026-12-02T10:00:00.000Z',
  allowed: true,
  refusal: null,
  lines: [
    {
      orderItemId: 301,
      title: 'Oxford shirt',
      sku: 'NG-OX-01',
      variantLabel: 'Navy / M',
      image: null,
      qty: 3,
      returnedQty: 0,
      returnable: 3,
      unitAmount: 1200,
      lineTotal: 3600,
    },
    {
      orderItemId: 302,
      title: 'Work socks',
      sku: 'NG-SK-02',
      variantLabel: null,
      image: null,
      qty: 2,
      returnedQty: 2,
      returnable: 0,
      unitAmount: 300,
      lineTotal: 600,
    },
  ],
  ...overrides,
});

export const collectionFixture = (overrides: Partial<CollectionRecord> = {}): CollectionRecord => ({
  id: 12,
  status: 'recorded',
  orderId: 41,
  orderNumber: 'ORD-000041',
  invoiceId: null,
  customerId: 7,
  customerName: 'Layla Haddad',
  salespersonId: 3,
  salespersonName: 'Omar Khalil',
  amount: 3000,
  currency: 'GBP',
  method: 'cash',
  collectedOn: '2026-11-21',
  reference: 'RC-1',
  note: null,
  reviewNote: null,
  reviewedAt: null,
  paymentId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

export const collectableOrderFixture = (overrides: Partial<CollectableOrder> = {}): CollectableOrder => ({
  orderId: 41,
  orderNumber: 'ORD-000041',
  customerId: 7,
  customerName: 'Layla Haddad',
  currency: 'GBP',
  grandTotal: 4200,
  outstanding: 4200,
  invoices: [],
  ...overrides,
});
