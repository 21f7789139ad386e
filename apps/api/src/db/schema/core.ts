import type { Localized, ThemeSettings } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtNow, primaryId } from './columns.ts';

/** created_at / updated_at on every mutable table. */
export const timestamps = {
  createdAt: createdAtNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const admins = pgTable(
  'admins',
  {
    id: primaryId(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`)],
);

/** Which kind of principal a bearer token belongs to; a token is only ever accepted as its kind. */
export const tokenKind = pgEnum('token_kind', ['admin', 'user', 'salesperson']);

/**
 * Opaque bearer tokens: only the SHA-256 of the token is stored, with an expiry and a revocation
 * time, so a leaked table cannot be replayed and logout is immediate.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: primaryId(),
    kind: tokenKind('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    userAgent: varchar('user_agent', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAtNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_subject_idx').on(t.kind, t.subjectId),
  ],
);

/**
 * The one row of site settings (SPEC 3 "Site settings" and "Company info"): the company profile
 * is the subset of these fields that `GET /api/front/site-profile` serves.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    projectName: varchar('project_name', { length: 120 }).notNull(),
    siteName: jsonb('site_name').$type<Localized>().notNull(),
    theme: jsonb('theme').$type<ThemeSettings>().notNull(),
    email: varchar('email', { length: 255 }).notNull().default(''),
    /** Bilingual, lines separated by '/' (SPEC 3): the company's address in each language. */
    address: jsonb('address').$type<Localized>().notNull().default({ en: '', ar: '' }),
    postCode: varchar('post_code', { length: 20 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    mobile: varchar('mobile', { length: 30 }).notNull().default(''),
    vatNumber: varchar('vat_number', { length: 40 }).notNull().default(''),
    bankAccountName: jsonb('bank_account_name').$type<Localized>().notNull().default({ en: '', ar: '' }),
    bankName: jsonb('bank_name').$type<Localized>().notNull().default({ en: '', ar: '' }),
    bankAccountNumber: varchar('bank_account_number', { length: 40 }).notNull().default(''),
    commercialRecordNumber: varchar('commercial_record_number', { length: 40 }).notNull().default(''),
    sortCode: varchar('sort_code', { length: 20 }).notNull().default(''),
    iban: varchar('iban', { length: 40 }).notNull().default(''),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    logo: varchar('logo', { length: 500 }),
    maxQuantityPerProduct: integer('max_quantity_per_product').notNull().default(500),
    cataloguePdf: varchar('catalogue_pdf', { length: 500 }),
    approvalFormPdf: varchar('approval_form_pdf', { length: 500 }),
    refundDays: integer('refund_days').notNull().default(14),
    enableRefunds: boolean('enable_refunds').notNull().default(true),
    dashboardTopN: integer('dashboard_top_n').notNull().default(5),
    ...timestamps,
  },
  (t) => [
    check('site_settings_singleton', sql`${t.id} = 1`),
    check('site_settings_max_qty', sql`${t.maxQuantityPerProduct} >= 1`),
    check('site_settings_refund_days', sql`${t.refundDays} >= 0`),
  ],
);
