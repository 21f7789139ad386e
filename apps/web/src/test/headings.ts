import { expect } from 'vitest';

/** The headings of the page (or of `root`) in document order, as [level, text]. */
export function headingOutline(root: ParentNode = document): [number, string][] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].map((h) => [
    Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)),
    (h.textContent ?? '').trim(),
  ]);
}

/**
 * Fails when a heading goes more than one level deeper than the heading before it (WCAG 1.3.1:
 * a screen reader's list of headings is the page's outline; a skipped level reads as a missing
 * section). The first heading must be the page's h1.
 */
export function expectNoSkippedHeadingLevels(outline = headingOutline()): void {
  expect(outline[0]?.[0], `first heading of ${JSON.stringify(outline)}`).toBe(1);
  for (const [i, [level, text]] of outline.entries()) {
    const before = outline[i - 1]?.[0] ?? 0;
    expect(
      level,
      `"${text}" (h${level}) after an h${before}: ${JSON.stringify(outline)}`,
    ).toBeLessThanOrEqual(before + 1);
  }
}
