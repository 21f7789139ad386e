/**
 * Where `/redirect?to=` may send a visitor (ADR 0026): only to a page of this shop. A relative path
 * (`/products?tag=new`) or an absolute address on the shop's own origin is accepted and returned
 * as a path; anything else — another host, a protocol-relative `//host`, `javascript:`, a
 * back-slash trick, the redirect page itself — is refused with the reason.
 */
export type RedirectDecision =
  | { ok: true; path: string }
  | { ok: false; reason: 'missing' | 'foreign' | 'loop' };

export function decideRedirect(to: string | null, origin: string): RedirectDecision {
  const target = (to ?? '').trim();
  if (!target) return { ok: false, reason: 'missing' };
  // Browsers read `\` as `/`, so `/\evil.example` would leave the site; control characters are
  // stripped by URL parsers and could hide a scheme.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return { ok: false, reason: 'foreign' };
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return { ok: false, reason: 'foreign' };
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return { ok: false, reason: 'foreign' };
  }
  if (url.pathname === '/redirect' || url.pathname === '/redirect/') return { ok: false, reason: 'loop' };
  return { ok: true, path: `${url.pathname}${url.search}${url.hash}` };
}
