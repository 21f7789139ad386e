import { type LanguageCode, type Localized, pickLocalized } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { emailSettings, siteSettings } from '../../db/schema/index.ts';
import { EMAIL_TEMPLATES } from './templates.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a mail is rendered from: a saved template, a shipped default or the admin's draft. */
export interface MailTemplate {
  title: Localized;
  subject: Localized;
  header: Localized;
  body: Localized;
  footer: Localized;
  headerImage: string | null;
  enabled: boolean;
  adminReceives: boolean;
}

/**
 * Account mails without which a customer cannot get in (verify, reset). They are sent even when
 * the admin disabled the template or deleted it (the shipped text is used then).
 */
export const ESSENTIAL_EVENTS = new Set(['account.verify_email', 'account.reset_password']);

/** Variables whose value is a URL: rendered as a link in the HTML part. */
const LINK_VARIABLES = new Set(['link', 'url', 'trackingUrl']);

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Fills {{name}} placeholders; unknown ones stay visible so a template mistake shows. */
export function fill(text: string, variables: Record<string, string>, mode: 'text' | 'html'): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = variables[name];
    if (value === undefined) return whole;
    if (mode === 'text') return value;
    if (LINK_VARIABLES.has(name) && /^https?:\/\//i.test(value)) {
      const href = escapeHtml(value);
      return `<a href="${href}">${href}</a>`;
    }
    return escapeHtml(value);
  });
}

/** A readable plain-text part from the template's HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The admin's template of `event`, else the shipped one, else null. */
export async function loadTemplate(db: Queryable, event: string): Promise<MailTemplate | null> {
  const { rows } = await db.execute<MailTemplate & Record<string, unknown>>(sql`
    select title, subject, header, body, footer, header_image as "headerImage", enabled,
      admin_receives as "adminReceives"
    from ${emailSettings} where event = ${event} limit 1`);
  const row = rows[0];
  if (row) return row;
  const shipped = EMAIL_TEMPLATES.find((t) => t.event === event);
  return shipped ? { ...shipped, headerImage: null } : null;
}

/** The shop's name in `lang` (fills {{shopName}}) and its address (the admin's copies go there). */
export async function shopDetails(db: Db, lang: LanguageCode): Promise<{ name: string; email: string }> {
  const [row] = await db
    .select({
      siteName: siteSettings.siteName,
      projectName: siteSettings.projectName,
      email: siteSettings.email,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return {
    name: (row && (pickLocalized(row.siteName, lang) || row.projectName)) || 'Wholesale Shop',
    email: row?.email ?? '',
  };
}

/** True when a mail of `event` goes out: its template is on, or the mail is essential. */
export function isSent(event: string, template: MailTemplate | null): template is MailTemplate {
  return template !== null && (template.enabled || ESSENTIAL_EVENTS.has(event));
}

/**
 * Renders the admin's template of `event` (SPEC 3 "Email setting") in `lang`, right-to-left for
 * Arabic. Answers null when the template is disabled (or unknown) and the mail is not essential.
 */
export async function renderMail(
  db: Db,
  input: { event: string; lang: LanguageCode; variables: Record<string, string>; publicUrl: string },
): Promise<(RenderedMail & { adminCopyTo: string | null }) | null> {
  const template = await loadTemplate(db, input.event);
  if (!template && ESSENTIAL_EVENTS.has(input.event))
    throw new Error(`No e-mail template for ${input.event}`);
  if (!isSent(input.event, template)) return null;
  const shop = await shopDetails(db, input.lang);
  const rendered = renderTemplate(template, { ...input, shopName: shop.name });
  return { ...rendered, adminCopyTo: template.adminReceives && shop.email ? shop.email : null };
}

/** Renders one template in `lang` with `variables` (and `shopName`); pure, for mails and previews. */
export function renderTemplate(
  template: Omit<MailTemplate, 'enabled' | 'adminReceives'>,
  input: { lang: LanguageCode; variables: Record<string, string>; publicUrl: string; shopName: string },
): RenderedMail {
  const { lang } = input;
  const variables: Record<string, string> = { shopName: input.shopName };
  for (const [name, value] of Object.entries(input.variables)) {
    // A link given as a path of the shop (queued without the public address) is made absolute.
    variables[name] =
      LINK_VARIABLES.has(name) && value.startsWith('/') && !value.startsWith('//')
        ? new URL(value, input.publicUrl).toString()
        : value;
  }
  const pick = (value: Localized) => pickLocalized(value, lang);
  const subject = fill(pick(template.subject), variables, 'text').replace(/\s+/g, ' ').trim();
  const title = fill(pick(template.title), variables, 'html');
  const header = fill(pick(template.header), variables, 'html');
  const body = fill(pick(template.body), variables, 'html');
  const footer = fill(pick(template.footer), variables, 'html');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const image = template.headerImage
    ? `<img src="${escapeHtml(new URL(template.headerImage, input.publicUrl).toString())}" alt="" style="max-width:100%">`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;direction:${dir};text-align:${dir === 'rtl' ? 'right' : 'left'}">`,
    image,
    `<h1 style="font-size:20px">${title}</h1>`,
    `<p>${header}</p>`,
    `<div>${body}</div>`,
    `<hr><footer style="font-size:12px;color:#6b7280">${footer}</footer>`,
    '</body></html>',
  ].join('\n');
  const text = [htmlToText(title), htmlToText(header), htmlToText(body), '--', htmlToText(footer)].join(
    '\n\n',
  );
  return { subject, html, text };
}
