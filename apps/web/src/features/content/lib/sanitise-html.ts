/**
 * The browser's second line of defence for CMS, blog and block HTML. The API already sanitises it
 * on write and on render (apps/api/src/lib/html-sanitise.ts, an allow-list); this strips again
 * what must never run even if a response were tampered with: active elements, event handlers,
 * inline styles and script URLs. It keeps the structure the API allows.
 */
const DROP =
  'script,style,iframe,frame,frameset,object,embed,applet,form,input,button,textarea,select,link,meta,base,template,noscript,svg,math';
const URL_ATTRS = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/|[^:]*$)/i;

export function sanitiseHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of Array.from(doc.body.querySelectorAll(DROP))) el.remove();
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a scheme (`java\tscript:`).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '');
      if (name.startsWith('on') || name === 'style') el.removeAttribute(attr.name);
      else if (
        URL_ATTRS.has(name) &&
        !(name === 'srcset' ? !/javascript:|data:/i.test(value) : SAFE_URL.test(value))
      ) {
        el.removeAttribute(attr.name);
      }
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank')
      el.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.innerHTML;
}
