import { type Localized, PRODUCT_HTML } from '@shop/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * Product descriptions are HTML written in the back office. They are sanitised on write
 * (DESIGN.md: "CMS and product HTML is sanitised on write and on render"): formatting, lists,
 * tables, links and images survive; scripts, styles, event handlers, iframes and `javascript:`
 * URLs do not. The list is `PRODUCT_HTML` in packages/shared, which the back office's rich-text
 * field reads too (ADR 0045).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: PRODUCT_HTML.tags,
  allowedAttributes: PRODUCT_HTML.attributes,
  allowedSchemes: PRODUCT_HTML.schemes,
  allowedSchemesByTag: PRODUCT_HTML.schemesByTag,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the shop's window to the page it opens.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Both languages sanitised; null stays null, two empty languages become null. */
export function sanitizeLocalizedHtml(value: Localized | null | undefined): Localized | null {
  if (!value) return null;
  const clean = { en: sanitizeProductHtml(value.en), ar: sanitizeProductHtml(value.ar) };
  return clean.en || clean.ar ? clean : null;
}

/** Plain bilingual text (SEO fields): trimmed; two empty languages become null. */
export function localizedOrNull(value: Localized | null | undefined): Localized | null {
  if (!value) return null;
  const clean = { en: value.en.trim(), ar: value.ar.trim() };
  return clean.en || clean.ar ? clean : null;
}
