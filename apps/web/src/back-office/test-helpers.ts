import type { AdminUserDetail, CustomerSummary, SalespersonRecord } from '@shop/shared';

/** Test fixtures of the back-office screens (docs/api/back-office-accounts.md). */

/** A token of the admin API client, which the kit's screens call. */
export const ADMIN_TOKEN = 'admin-token-0123456789';

export function page<T>(items: T[], meta: Partial<{ total: number; page: number; perPage: number }> = {}) {
  const perPage = meta.perPage ?? 20;
  const total = meta.total ?? items.length;
  return {
    body: {
      data: { items, meta: { total, page: meta.page ?? 1, perPage, pageCount: Math.ceil(total / perPage) } },
    },
  };
}

export const customer = (overrides: Partial<CustomerSummary> = {}): CustomerSummary => ({
  id: 7,
  firstName: 'Daniel',
  lastName: 'Okafor',
  companyName: 'Okafor Outfitters Ltd',
  companyNumber: '13550217',
  email: 'pending@wholesale.test',
  mobile: '07700900789',
  landline: null,
  type: 'business',
  userCode: 'CU-00002',
  verified: true,
  emailVerifiedAt: '2026-11-01T10:00:00Z',
  state: 'awaiting_approval',
  approvedAt: null,
  canSeePrices: true,
  priceVisibility: { visible: false, reason: 'awaiting_approval' },
  restricted: false,
  restrictedReason: null,
  salesperson: null,
  preferredLanguage: 'en',
  registeredAt: '2026-11-01T09:00:00Z',
  lastLoginAt: null,
  ...overrides,
});

export const customerDetail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...customer(),
  approvedBy: null,
  approvalForm: { submitted: true, submittedAt: '2026-11-02T09:00:00Z', hasFile: false, data: null },
  ...overrides,
});

export const salesperson = (overrides: Partial<SalespersonRecord> = {}): SalespersonRecord => ({
  id: 3,
  firstName: 'Omar',
  lastName: 'Siddiqui',
  phone: '07700900456',
  email: 'sales@wholesale.test',
  code: 'SP-001',
  active: true,
  customerCount: 1,
  lastLoginAt: null,
  createdAt: '2026-10-01T09:00:00Z',
  ...overrides,
});
