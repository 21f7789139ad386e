/**
 * What HTML the shop keeps, read by the API's sanitisers (apps/api/src/lib/html-sanitise.ts,
 * apps/api/src/modules/products/html.ts) and by the back office's rich-text field, which enables
 * only the formatting these lists allow (ADR 0045). One list per kind of text: changing what
 * survives the server changes what the editor offers.
 */
// Plain arrays, not readonly ones: sanitize-html takes them as they are (it never changes them).
export interface HtmlAllowList {
  /** Elements that survive; any other is dropped (its text kept, unless it is a script-like one). */
  readonly tags: string[];
  /** Attributes per element; `*` lists those every element may carry. */
  readonly attributes: Record<string, string[]>;
  /** URL schemes of links (relative URLs always pass). */
  readonly schemes: string[];
  /** Narrower schemes for some elements' URLs (images load over the web only). */
  readonly schemesByTag: Record<string, string[]>;
}

/**
 * CMS pages, blog posts and content blocks: text structure, links, images and tables survive;
 * scripts, styles, iframes, forms, event handlers and `javascript:` URLs do not.
 */
export const PAGE_HTML: HtmlAllowList = {
  tags: [
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
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media', 'sizes'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['dir', 'lang', 'id'],
  },
  schemes: ['http', 'https', 'mailto', 'tel'],
  schemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
};

/**
 * Product descriptions: formatting, lists, tables, links and images; no page structure (`h1`,
 * sections) since the product page has its own.
 */
export const PRODUCT_HTML: HtmlAllowList = {
  tags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['dir', 'lang'],
  },
  schemes: ['http', 'https', 'mailto', 'tel'],
  schemesByTag: { img: ['http', 'https'] },
};

/** The attributes `tag` may carry under `list` (its own and the global ones). */
export function allowedAttributes(list: HtmlAllowList, tag: string): readonly string[] {
  return [...(list.attributes[tag] ?? []), ...(list.attributes['*'] ?? [])];
}
