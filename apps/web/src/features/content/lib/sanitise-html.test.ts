import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html.ts';

describe('sanitiseHtml (browser side)', () => {
  it('keeps text structure, links, images and tables', () => {
    const html =
      '<h2>Terms</h2><p>Min <strong>10</strong> packs, <a href="/products">shop</a>, <a href="https://x.test">x</a>, <a href="mailto:a@b.test">mail</a></p><img src="/uploads/a.webp" alt="A"><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops active elements, handlers, styles and script URLs', () => {
    const out = sanitiseHtml(
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><iframe src="https://x"></iframe><a href="javascript:alert(1)">x</a><a href=" java\tscript:alert(1)">y</a><img src="data:image/png;base64,AA" onerror="alert(1)"><form><input></form><svg onload="alert(1)"></svg>',
    );
    expect(out).toBe('<p>Hi</p><a>x</a><a>y</a><img>');
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitiseHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
