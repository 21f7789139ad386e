import type { CustomerAccountState, CustomerProfile, LanguageCode } from '@shop/shared';
import type { users } from '../../db/schema/index.ts';
import { canSeePrices } from './price-visibility.ts';

export type UserRow = typeof users.$inferSelect;

/** SPEC 4: unconfirmed until the e-mail is verified, then awaiting approval until an admin approves. */
export function accountState(row: Pick<UserRow, 'emailVerifiedAt' | 'approvedAt'>): CustomerAccountState {
  if (!row.emailVerifiedAt) return 'unconfirmed';
  if (!row.approvedAt) return 'awaiting_approval';
  return 'approved';
}

/** SPEC 5 "The account must be verified and approved", SPEC 4 restricted customers cannot order. */
export function canOrder(row: Pick<UserRow, 'emailVerifiedAt' | 'approvedAt' | 'restricted'>): boolean {
  return accountState(row) === 'approved' && !row.restricted;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type ContactField =
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'companyNumber'
  | 'email'
  | 'mobile'
  | 'landline';

/**
 * The customer's name, company and contact fields: the same seven in the users row, the sign-up
 * and profile forms and every answer about a customer.
 */
export function customerContact<T extends { [K in ContactField]?: unknown }>(
  source: T,
): Pick<T, ContactField> {
  return {
    firstName: source.firstName,
    lastName: source.lastName,
    companyName: source.companyName,
    companyNumber: source.companyNumber,
    email: source.email,
    mobile: source.mobile,
    landline: source.landline,
  };
}

export function toCustomerProfile(row: UserRow): CustomerProfile {
  return {
    id: row.id,
    userCode: row.userCode,
    type: row.type,
    ...customerContact(row),
    preferredLanguage:
      row.preferredLanguage === 'ar' || row.preferredLanguage === 'en' ? row.preferredLanguage : null,
    registeredAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    emailVerifiedAt: iso(row.emailVerifiedAt),
    approvedAt: iso(row.approvedAt),
    state: accountState(row),
    approvalFormSubmitted: row.approvalFormSubmittedAt !== null,
    approvalFormSubmittedAt: iso(row.approvalFormSubmittedAt),
    restricted: row.restricted,
    canSeePrices: canSeePrices({ kind: 'user', user: row }),
    canOrder: canOrder(row),
  };
}

/** The language of a customer's mails: the one they chose, else the one they used. */
export function mailLanguage(row: Pick<UserRow, 'preferredLanguage'>, fallback: LanguageCode): LanguageCode {
  return row.preferredLanguage === 'ar' || row.preferredLanguage === 'en' ? row.preferredLanguage : fallback;
}
