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

// Groups both lists keep alike, so a change to one kind of formatting reaches pages and products.
const INLINE = ['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup'];
const SUBHEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];
const LISTS = ['ul', 'ol', 'li'];
const TABLES = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'];
const LINK_AND_TABLE_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
const SCHEMES = ['http', 'https', 'mailto', 'tel'];
const WEB_ONLY = ['http', 'https'];

/**
 * CMS pages, blog posts and content blocks: text structure, links, images and tables survive;
 * scripts, styles, iframes, forms, event handlers and `javascript:` URLs do not.
 */
export const PAGE_HTML: HtmlAllowList = {
  tags: [
    'h1',
    ...SUBHEADINGS,
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
    ...INLINE,
    'mark',
    ...LISTS,
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    ...TABLES,
    'tfoot',
    'colgroup',
    'col',
  ],
  attributes: {
    ...LINK_AND_TABLE_ATTRIBUTES,
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media', 'sizes'],
    ol: ['start', 'reversed'],
    '*': ['dir', 'lang', 'id'],
  },
  schemes: SCHEMES,
  schemesByTag: { img: WEB_ONLY, source: WEB_ONLY },
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
    ...INLINE,
    'span',
    'div',
    'blockquote',
    ...SUBHEADINGS,
    ...LISTS,
    'a',
    'img',
    ...TABLES,
  ],
  attributes: {
    ...LINK_AND_TABLE_ATTRIBUTES,
    img: ['src', 'alt', 'width', 'height'],
    '*': ['dir', 'lang'],
  },
  schemes: SCHEMES,
  schemesByTag: { img: WEB_ONLY },
};

/** The attributes `tag` may carry under `list` (its own and the global ones). */
export function allowedAttributes(list: HtmlAllowList, tag: string): readonly string[] {
  return [...(list.attributes[tag] ?? []), ...(list.attributes['*'] ?? [])];
}
