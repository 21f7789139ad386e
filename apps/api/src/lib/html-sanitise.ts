import { PAGE_HTML } from '@shop/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML sanitiser of CMS pages, blogs and content blocks (DESIGN.md: "CMS and product HTML
 * is sanitised on write and on render"). An allow-list shared with the back office's rich-text
 * field (`PAGE_HTML` in packages/shared, ADR 0045): text structure, links, images and tables
 * survive; scripts, styles, iframes, forms, event handlers (`onclick`…) and `javascript:` URLs do
 * not. Links that open a new tab get `rel="noopener noreferrer"`.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: PAGE_HTML.tags,
  allowedAttributes: PAGE_HTML.attributes,
  allowedSchemes: PAGE_HTML.schemes,
  allowedSchemesByTag: PAGE_HTML.schemesByTag,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : Object.fromEntries(Object.entries(attribs).filter(([k]) => k !== 'target')),
    }),
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Both languages of a bilingual HTML body. */
export function sanitiseLocalizedHtml(body: { en: string; ar: string }): { en: string; ar: string } {
  return { en: sanitiseHtml(body.en), ar: sanitiseHtml(body.ar) };
}
