import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML sanitiser of CMS pages, blogs and content blocks (DESIGN.md: "CMS and product HTML
 * is sanitised on write and on render"). An allow-list: text structure, links, images and tables
 * survive; scripts, styles, iframes, forms, event handlers (`onclick`…) and `javascript:` URLs do
 * not. Links that open a new tab get `rel="noopener noreferrer"`.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'article',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media', 'sizes'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['dir', 'lang', 'id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
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
