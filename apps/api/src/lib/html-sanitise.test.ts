import { describe, expect, it } from 'vitest';
import { sanitiseHtml, sanitiseLocalizedHtml } from './html-sanitise.ts';

describe('sanitiseHtml', () => {
  it('removes scripts and event handlers, keeps the content', () => {
    const out = sanitiseHtml('<p onclick="steal()">Hello <b>buyers</b></p><script>alert(1)</script>');
    expect(out).toBe('<p>Hello <b>buyers</b></p>');
    expect(out).not.toContain('script');
    expect(out).not.toContain('onclick');
  });

  it('drops javascript: links, iframes, styles and inline style attributes', () => {
    const out = sanitiseHtml(
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe><style>p{}</style><p style="color:red">y</p><img src="x" onerror="alert(1)">',
    );
    expect(out).toBe('<a>x</a><p>y</p><img src="x" />');
  });

  it('keeps safe links, images, tables and direction; secures new-tab links', () => {
    expect(sanitiseHtml('<a href="/products" target="_self">Shop</a>')).toBe('<a href="/products">Shop</a>');
    expect(sanitiseHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<p dir="rtl">مرحبا</p><img src="/uploads/a.webp" alt="a">')).toBe(
      '<p dir="rtl">مرحبا</p><img src="/uploads/a.webp" alt="a" />',
    );
    expect(sanitiseHtml('<table><tr><td colspan="2">1</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">1</td></tr></table>',
    );
  });

  it('sanitises both languages', () => {
    expect(
      sanitiseLocalizedHtml({ en: '<script>x</script><p>A</p>', ar: '<p onmouseover="x()">ب</p>' }),
    ).toEqual({
      en: '<p>A</p>',
      ar: '<p>ب</p>',
    });
  });
});
