import { z } from 'zod';
import { type LanguageCode, languageCodes } from '../environments.ts';
import { validationMessage } from '../errors.ts';
import { formatMoney } from '../money.ts';
import { imageAddress, optionalSearch, requiredLocalizedText } from './admin-taxonomy.ts';
import { paginated, sortedListQuery } from './admin-users.ts';
import { multiLine, recordOf, requiredEmail, requiredText, sortKeys, timestamps } from './common.ts';

// ---------------------------------------------------------------------------------------------
// E-mail templates (SPEC 2 settings/email-settings, SPEC 3 "Email setting") and the mail queue
// the admin watches beside them. Contract: docs/api/mail.md; decisions: ADR 0058.
// ---------------------------------------------------------------------------------------------

/** The order statuses an order can be in, each with its template (`order.<status>`). */
export const ORDER_MAIL_STATUSES = [
  'payment-pending',
  'pending',
  'approved',
  'rejected',
  'processing',
  'shipped',
  'delivered',
  'refused',
  'completed',
  'cancelled',
] as const;

/** SPEC 4 "Return statuses": each with its template (`refund.<status>`). */
export const REFUND_MAIL_STATUSES = ['init', 'accepted', 'rejected', 'refused', 'approved'] as const;

export const ACCOUNT_MAIL_EVENTS = [
  'account.verify_email',
  'account.reset_password',
  'account.approved',
  'account.restricted',
] as const;

const ORDER_PLACEHOLDERS = ['name', 'orderNumber', 'total', 'status', 'link', 'shopName'] as const;
const REFUND_PLACEHOLDERS = ['name', 'returnNumber', 'orderNumber', 'status', 'shopName'] as const;
const ACCOUNT_PLACEHOLDERS = ['name', 'link', 'shopName'] as const;

/**
 * Every event the shop mails, with the placeholders its template may use: the variables its
 * sender gives, plus `shopName` the renderer adds. A placeholder outside this list is refused
 * when the admin saves the template (it would reach the customer as "{{…}}").
 */
export const EMAIL_EVENTS = {
  ...Object.fromEntries(ORDER_MAIL_STATUSES.map((s) => [`order.${s}`, ORDER_PLACEHOLDERS])),
  'order.shipped': [...ORDER_PLACEHOLDERS, 'shipmentName', 'trackingUrl'],
  ...Object.fromEntries(REFUND_MAIL_STATUSES.map((s) => [`refund.${s}`, REFUND_PLACEHOLDERS])),
  ...Object.fromEntries(ACCOUNT_MAIL_EVENTS.map((e) => [e, ACCOUNT_PLACEHOLDERS])),
  'cart.abandoned': ['name', 'link', 'shopName'],
} as Readonly<Record<string, readonly string[]>>;

export const EMAIL_EVENT_KEYS = Object.keys(EMAIL_EVENTS) as [string, ...string[]];

/** The groups the admin's list filters by: the part of the event before the dot. */
export const EMAIL_EVENT_GROUPS = ['order', 'refund', 'account', 'cart'] as const;
export type EmailEventGroup = (typeof EMAIL_EVENT_GROUPS)[number];

/** The placeholders `event`'s template may use (none for an unknown event). */
export function emailPlaceholders(event: string): readonly string[] {
  return EMAIL_EVENTS[event] ?? [];
}

/** The placeholder names written in `text` (`{{ name }}` counts as `name`), each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g)].map((m) => m[1] ?? ''))];
}

/** Sample values of every placeholder but the money, which `sampleMailVariables` writes. */
const SAMPLE_MAIL_TEXTS: Record<LanguageCode, Record<string, string>> = {
  en: {
    name: 'Amira Haddad',
    orderNumber: '2025-000123',
    returnNumber: 'R-000045',
    status: 'Shipped',
    link: 'https://shop.example/dashboard/orders',
    shipmentName: 'DHL Express',
    trackingUrl: 'https://tracking.example/ABC123',
  },
  ar: {
    name: 'أميرة حداد',
    orderNumber: '2025-000123',
    returnNumber: 'R-000045',
    status: 'تم الشحن',
    link: 'https://shop.example/dashboard/orders',
    shipmentName: 'DHL Express',
    trackingUrl: 'https://tracking.example/ABC123',
  },
};

/**
 * Sample values of every placeholder: the preview and the test mail fill templates with them. The
 * total is written as a real mail writes it (the shop's currency, ADR 0039's digits), so the
 * preview shows what the customer will read.
 */
export function sampleMailVariables(lang: LanguageCode, currency: string): Record<string, string> {
  return { ...SAMPLE_MAIL_TEXTS[lang], total: formatMoney(125_000, currency, lang) };
}

const text = (max: number) =>
  z
    .string()
    .max(max, { error: validationMessage('maxLength', { max }) })
    .check(multiLine())
    .default('');
const localizedHtml = (max: number) => z.object({ en: text(max), ar: text(max) });

/** The texts of a template: every one may carry the event's placeholders. */
const TEXT_FIELDS = ['title', 'subject', 'header', 'body', 'footer'] as const;

/**
 * PUT settings/email-settings/:id, and the draft the preview and the test mail render: the event
 * names the template (it cannot change; it picks the placeholders the texts may use).
 */
export const emailSettingInput = z
  .object({
    event: z.enum(EMAIL_EVENT_KEYS, { error: validationMessage('invalid') }),
    name: requiredText(120),
    title: requiredLocalizedText(200),
    subject: requiredLocalizedText(200),
    header: localizedHtml(2_000),
    body: localizedHtml(50_000),
    footer: localizedHtml(2_000),
    headerImage: imageAddress(false)
      .nullish()
      .transform((v) => v || null),
    enabled: z.boolean().default(true),
    adminReceives: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const allowed = emailPlaceholders(input.event);
    for (const field of TEXT_FIELDS) {
      for (const lang of languageCodes) {
        const unknown = placeholdersIn(input[field][lang]).filter((name) => !allowed.includes(name));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            path: [field, lang],
            message: validationMessage('unknownPlaceholder', { name: unknown.join(', ') }),
          });
        }
      }
    }
  });
export type EmailSettingInput = z.input<typeof emailSettingInput>;
export type EmailSettingValues = z.output<typeof emailSettingInput>;

const localizedRecord = z.object({ en: z.string(), ar: z.string() });

export const emailSettingRecord = recordOf({
  name: z.string(),
  event: z.string(),
  orderStatus: z.string().nullable(),
  title: localizedRecord,
  subject: localizedRecord,
  header: localizedRecord,
  body: localizedRecord,
  footer: localizedRecord,
  headerImage: z.string().nullable(),
  enabled: z.boolean(),
  adminReceives: z.boolean(),
  /** The placeholders this event's template may use. */
  placeholders: z.array(z.string()),
  ...timestamps,
});
export type EmailSettingRecord = z.infer<typeof emailSettingRecord>;
export const emailSettingList = paginated(emailSettingRecord);
export type EmailSettingList = z.infer<typeof emailSettingList>;

export const EMAIL_SETTING_SORTS = sortKeys('event', 'name', 'updated_at');
export const emailSettingListQuery = sortedListQuery(EMAIL_SETTING_SORTS, 'event', {
  search: optionalSearch,
  group: z.enum(EMAIL_EVENT_GROUPS, { error: validationMessage('invalid') }).optional(),
});
export type EmailSettingListQuery = z.infer<typeof emailSettingListQuery>;

/** One language of a rendered template. */
export const renderedMail = z.object({ subject: z.string(), html: z.string() });
/** POST settings/email-settings/preview: the draft rendered in both languages with sample values. */
export const emailPreview = z.object({ en: renderedMail, ar: renderedMail });
export type EmailPreview = z.infer<typeof emailPreview>;

/** POST settings/email-settings/test-mail: the draft, sent now to `to` in `lang`. */
export const testMailInput = z.object({
  template: emailSettingInput,
  to: requiredEmail(),
  lang: z.enum(languageCodes, { error: validationMessage('invalid') }),
});
export type TestMailInput = z.input<typeof testMailInput>;

// The mail queue -------------------------------------------------------------------------------

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutboxRecord = z.object({
  id: z.number().int(),
  event: z.string(),
  to: z.string(),
  lang: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MailOutboxRecord = z.infer<typeof mailOutboxRecord>;
export const mailOutboxList = paginated(mailOutboxRecord);

export const MAIL_OUTBOX_SORTS = sortKeys('created_at', 'next_attempt_at');
export const mailOutboxListQuery = sortedListQuery(MAIL_OUTBOX_SORTS, '-created_at', {
  search: optionalSearch,
  status: z.enum(MAIL_STATUSES, { error: validationMessage('invalid') }).optional(),
});
export type MailOutboxListQuery = z.infer<typeof mailOutboxListQuery>;
export type MailOutboxList = z.infer<typeof mailOutboxList>;
