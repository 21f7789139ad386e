import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { primaryId, requiredRef } from './columns.ts';
import { timestamps } from './core.ts';
import { accountTokenPurpose, customerType } from './enums.ts';

/** Salespeople order on behalf of the customers assigned to them (SPEC 3 "Admin, salesperson"). */
export const salespeople = pgTable(
  'salespeople',
  {
    id: primaryId(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('salespeople_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('salespeople_code_unique').on(sql`upper(${t.code})`),
    uniqueIndex('salespeople_phone_unique').on(t.phone),
  ],
);

/**
 * Business customers (SPEC 3 "User"). The account states of SPEC 4 are derived from two
 * timestamps: no `email_verified_at` = unconfirmed; verified without `approved_at` = awaiting
 * approval (the filled-in approval form is uploaded meanwhile); both = approved.
 */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    companyName: varchar('company_name', { length: 160 }).notNull(),
    /** The registered company number (Companies House or commercial register). */
    companyNumber: varchar('company_number', { length: 40 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    /** Mobile phone, digits only with an optional leading +; unique (SPEC 5). */
    mobile: varchar('mobile', { length: 30 }).notNull(),
    landline: varchar('landline', { length: 30 }),
    passwordHash: text('password_hash').notNull(),
    type: customerType('type').notNull().default('business'),
    userCode: varchar('user_code', { length: 30 }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByAdminId: integer('approved_by_admin_id'),
    approvalFormFile: varchar('approval_form_file', { length: 500 }),
    /** The numeric fields typed into the approval form screen (trade references, VAT number…). */
    approvalFormData: jsonb('approval_form_data').$type<Record<string, string>>(),
    approvalFormSubmittedAt: timestamp('approval_form_submitted_at', { withTimezone: true }),
    canSeePrices: boolean('can_see_prices').notNull().default(true),
    restricted: boolean('restricted').notNull().default(false),
    restrictedReason: varchar('restricted_reason', { length: 500 }),
    /** The salesperson who looks after this customer, if any. */
    salespersonId: integer('salesperson_id').references(() => salespeople.id, { onDelete: 'set null' }),
    preferredLanguage: varchar('preferred_language', { length: 2 }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** "Date registered" of SPEC 3. */
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_unique').on(t.mobile),
    uniqueIndex('users_company_number_unique').on(sql`upper(${t.companyNumber})`),
    uniqueIndex('users_user_code_unique').on(t.userCode),
    index('users_created_at_idx').on(t.createdAt),
    index('users_salesperson_idx').on(t.salespersonId),
    // The admin list filters on the approval state and on restriction.
    index('users_state_idx').on(t.approvedAt, t.emailVerifiedAt),
    index('users_restricted_idx').on(t.restricted).where(sql`${t.restricted}`),
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.companyName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/** Delivery and billing addresses of a customer; at most one is the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    country: varchar('country', { length: 80 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    state: varchar('state', { length: 80 }),
    address1: varchar('address1', { length: 200 }).notNull(),
    address2: varchar('address2', { length: 200 }),
    postCode: varchar('post_code', { length: 20 }),
    isDefault: boolean('is_default').notNull().default(false),
    /** The optional pin on the map (WGS 84 degrees), both or neither; shipping zones' polygons match it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps,
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
    check(
      'addresses_pin',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
  ],
);

/**
 * Emailed one-time links: e-mail verification and password reset. Only the SHA-256 of the token is
 * stored; `sent_at` of the latest row drives the resend cooldown of SPEC 4 and 5.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: primaryId(),
    purpose: accountTokenPurpose('purpose').notNull(),
    /** Customers and salespeople both reset passwords; the kind says whose table `subject_id` is. */
    subjectKind: varchar('subject_kind', { length: 20 }).notNull().default('user'),
    subjectId: integer('subject_id').notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_subject_idx').on(t.purpose, t.subjectKind, t.subjectId, t.sentAt),
    check('account_tokens_subject_kind', sql`${t.subjectKind} in ('user', 'salesperson')`),
  ],
);
