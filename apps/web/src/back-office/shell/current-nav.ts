import type { ShellNavSection } from './back-office-shell.tsx';

/**
 * The one sidebar link of the page at `pathname`: the item whose path is the page's or the longest
 * that leads to it (an `end` item only on its very path). Settings and its tab Payment methods
 * (`settings`, `settings/payment-methods`) both lead to the tab's screen: only the tab is current,
 * so one link says "current page", not two.
 */
export function currentNavKey(sections: readonly ShellNavSection[], pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: { key: string; length: number } | undefined;
  for (const item of sections.flatMap((section) => section.items)) {
    const to = item.to.replace(/\/+$/, '') || '/';
    const leads = path === to || (!item.end && path.startsWith(to === '/' ? '/' : `${to}/`));
    if (leads && (!best || to.length > best.length)) best = { key: item.key, length: to.length };
  }
  return best?.key;
}
