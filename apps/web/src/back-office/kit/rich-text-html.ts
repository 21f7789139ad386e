import { allowedAttributes, type HtmlAllowList } from '@shop/shared';

/**
 * What the rich-text editor can show without losing anything, and how its HTML is made to keep
 * to the server's allow-list (ADR 0045). Pure DOM work, apart from the editor, so it is tested on
 * its own.
 */

/** Elements the editor's extensions read and write (`b`/`i` are read as `strong`/`em`). */
const EDITOR_TAGS = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
]);

/** Attributes the editor keeps on each element; any other would be lost on the first edit. */
const EDITOR_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  ol: ['start'],
};

/** The editor's elements that `list` allows: the editor offers nothing the server would drop. */
export function editorTags(list: HtmlAllowList): ReadonlySet<string> {
  return new Set(list.tags.filter((tag) => EDITOR_TAGS.has(tag)));
}

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

/**
 * True when the editor can show `html` and write it back without dropping an element or an
 * attribute (a table, an image, a `dir` on a paragraph…). Anything else is edited as HTML.
 */
export function editorCanShow(html: string, list: HtmlAllowList): boolean {
  const tags = editorTags(list);
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.localName;
    if (!tags.has(tag)) return false;
    const kept = EDITOR_ATTRIBUTES[tag] ?? [];
    for (const attribute of element.getAttributeNames()) if (!kept.includes(attribute)) return false;
  }
  return true;
}

/**
 * The editor's HTML as the shop keeps it: attributes the list does not allow removed (the link
 * extension's `class`, an ordered list's `type`), a list item's lone paragraph unwrapped
 * (`<li><p>x</p></li>` reads back the same as `<li>x</li>`, which is how the shop writes lists),
 * and an empty document as an empty string, so "required" means something typed.
 */
export function editorHtmlToStored(html: string, list: HtmlAllowList): string {
  const body = parse(html);
  if (!body.textContent?.trim() && !body.querySelector('hr')) return '';
  for (const element of body.querySelectorAll('*')) {
    const allowed = allowedAttributes(list, element.localName);
    for (const attribute of element.getAttributeNames())
      if (!allowed.includes(attribute)) element.removeAttribute(attribute);
  }
  for (const item of body.querySelectorAll('li')) {
    const only = item.children.length === 1 ? item.firstElementChild : null;
    if (only?.localName === 'p' && item.childNodes.length === 1 && !only.attributes.length)
      item.replaceChildren(...only.childNodes);
  }
  return body.innerHTML;
}
