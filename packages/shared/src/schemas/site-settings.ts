import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { PAYMENT_METHOD_CODES, PAYMENT_STATUSES } from '../enums.ts';
import { validationMessage } from '../errors.ts';
import { intField } from './admin-products.ts';
import { listPageQuery, paginated } from './admin-users.ts';
import { recordId, searchQuery } from './common.ts';
import { columnsPerScreen, siteColours, themePalette } from './settings.ts';

// ---------------------------------------------------------------------------------------------
// The back office's site settings (SPEC 2 settings/site and settings/site/theme-wizard, SPEC 3
// "Site settings", SPEC 5 "Settings"). The company's own details (name, address lines, bank…)
// are edited on settings/company-info (schemas/company-info.ts); this form holds the rest.
// Contract: docs/api/settings.md, ADR 0059.
// ---------------------------------------------------------------------------------------------

/** Most days a customer may be given to ask for a refund after delivery. */
export const MAX_REFUND_DAYS = 365;
/** Largest "max quantity per product" (SPEC 5: numeric, required, at least 1). */
export const MAX_QUANTITY_PER_PRODUCT = 100_000;
/** The dashboard's top N categories and brands (SPEC 9: N configurable). */
export const MAX_DASHBOARD_TOP_N = 50;

/** `PUT /api/admin/settings/site`: every site setting but the files and the palettes. */
export const siteSettingsInput = z.object({
  /** SPEC 5: numeric, required, at least 1. */
  maxQuantityPerProduct: intField(1, MAX_QUANTITY_PER_PRODUCT),
  refundDays: intField(0, MAX_REFUND_DAYS),
  enableRefunds: z.boolean({ error: validationMessage('required') }),
  dashboardTopN: intField(1, MAX_DASHBOARD_TOP_N),
  /** Products per row on each screen size (SPEC 3, defaults SPEC 9). */
  columns: columnsPerScreen,
  /** Storefront page size and the back office's largest page (SPEC 3 perPage, admin_limit). */
  perPage: intField(1, MAX_PAGE_SIZE),
  adminLimit: intField(1, MAX_PAGE_SIZE),
  /** The site colours of SPEC 3 (status colours: red, green, blue, yellow…). */
  colors: siteColours,
});
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;
export type SiteSettingsData = z.output<typeof siteSettingsInput>;

/** The files of the site settings, each uploaded on its own and checked by its content. */
export const SITE_FILES = ['logo', 'catalogue', 'approval-form'] as const;
export type SiteFile = (typeof SITE_FILES)[number];
/** The multipart field that carries the file. */
export const SITE_FILE_FIELD = 'file';
/** Largest logo or PDF, in bytes. */
export const SITE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const siteFileParams = z.object({ file: z.enum(SITE_FILES, { error: validationMessage('invalid') }) });

/** `GET /api/admin/settings/site`: the form's values, the files' addresses and when it was saved. */
export const siteSettingsRecord = z.object({
  maxQuantityPerProduct: z.number(),
  refundDays: z.number(),
  enableRefunds: z.boolean(),
  dashboardTopN: z.number(),
  columns: z.object({
    mobile: z.number(),
    ipadV: z.number(),
    ipadH: z.number(),
    laptop: z.number(),
    monitor: z.number(),
  }),
  perPage: z.number(),
  adminLimit: z.number(),
  colors: siteColours,
  /** An image (jpeg, png, svg, webp) under /uploads/, or none. */
  logo: z.string().nullable(),
  cataloguePdf: z.string().nullable(),
  approvalFormPdf: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SiteSettingsRecord = z.infer<typeof siteSettingsRecord>;

/** `PUT /api/admin/settings/theme` (the theme wizard): the light and the dark palette. */
export const themePalettesInput = z.object({ light: themePalette, dark: themePalette });
export type ThemePalettesInput = z.infer<typeof themePalettesInput>;
export const themePalettesRecord = themePalettesInput.extend({ updatedAt: z.string().nullable() });
export type ThemePalettesRecord = z.infer<typeof themePalettesRecord>;

// ---------------------------------------------------------------------------------------------
// Transactions (the settings tab of SPEC 2): every payment event, filterable.
// ---------------------------------------------------------------------------------------------

/**
 * What happened to a payment: an attempt opened, the card authorised (money held), captured,
 * cancelled (hold released), failed, refunded (in part or whole), or money recorded by an admin.
 */
export const PAYMENT_EVENT_TYPES = [
  'attempt',
  'authorize',
  'capture',
  'cancel',
  'fail',
  'refund',
  'record',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** Who moved the money: a card provider (ADR 0052), the test provider, or an admin by hand. */
export const PAYMENT_PROVIDERS = ['stripe', 'tap', 'test', 'offline'] as const;

const invalid = validationMessage('invalid');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid });

export const transactionListQuery = listPageQuery.extend({
  type: z.enum(PAYMENT_EVENT_TYPES, { error: invalid }).optional(),
  provider: z.enum(PAYMENT_PROVIDERS, { error: invalid }).optional(),
  status: z.enum(PAYMENT_STATUSES, { error: invalid }).optional(),
  method: z.enum(PAYMENT_METHOD_CODES, { error: invalid }).optional(),
  /** Inclusive days, in the shop's calendar (UTC). */
  from: day.optional(),
  to: day.optional(),
  orderId: recordId.optional(),
  /** The order number or a provider reference. */
  search: searchQuery,
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

export const transactionRecord = z.object({
  id: z.number(),
  type: z.enum(PAYMENT_EVENT_TYPES),
  paymentId: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  provider: z.string(),
  method: z.enum(PAYMENT_METHOD_CODES),
  /** The payment's status after the event. */
  status: z.enum(PAYMENT_STATUSES),
  /** Minor units of `currency` moved by the event (the attempt: what it asks for). */
  amount: z.number(),
  currency: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecord>;
export const transactionList = paginated(transactionRecord);
export type TransactionList = z.infer<typeof transactionList>;
