import type { CustomerAddress, CustomerProfile } from '@shop/shared';

/** A customer as `GET /api/user/profile` answers (docs/api/customer-accounts.md). */
export const customerFixture = (overrides: Partial<CustomerProfile> = {}): CustomerProfile => ({
  id: 7,
  userCode: 'C-000007',
  type: 'business',
  firstName: 'Layla',
  lastName: 'Haddad',
  companyName: 'Haddad Textiles Ltd',
  companyNumber: '12345678',
  email: 'layla@haddad.test',
  mobile: '+447700900123',
  landline: null,
  preferredLanguage: 'en',
  registeredAt: '2026-11-01T09:30:00.000Z',
  emailVerified: true,
  emailVerifiedAt: '2026-11-01T10:00:00.000Z',
  approvedAt: '2026-11-02T10:00:00.000Z',
  state: 'approved',
  approvalFormSubmitted: true,
  approvalFormSubmittedAt: '2026-11-01T12:00:00.000Z',
  restricted: false,
  canSeePrices: true,
  canOrder: true,
  ...overrides,
});

/** A customer who has not confirmed the e-mail address yet: nothing after that step is done. */
export const unconfirmedCustomerFixture = (): CustomerProfile =>
  customerFixture({
    state: 'unconfirmed',
    emailVerified: false,
    emailVerifiedAt: null,
    approvedAt: null,
    approvalFormSubmitted: false,
    approvalFormSubmittedAt: null,
    canOrder: false,
  });

export const addressFixture = (overrides: Partial<CustomerAddress> = {}): CustomerAddress => ({
  id: 1,
  country: 'United Kingdom',
  city: 'Leeds',
  state: 'West Yorkshire',
  address1: '12 Mill Lane',
  address2: null,
  postCode: 'LS1 4AB',
  isDefault: true,
  latitude: null,
  longitude: null,
  ...overrides,
});
