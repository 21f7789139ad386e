import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// The same checks as src/i18n/locales.test.ts, for the `content` namespace kept beside its screens.
describe('content texts', () => {
  const english = flatten(en);
  const arabic = flatten(ar);

  it('have the same keys in both languages, non-empty, with the same placeholders', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = arabic.get(key) ?? '';
      expect(text.trim(), `en ${key}`).not.toBe('');
      expect(translated.trim(), `ar ${key}`).not.toBe('');
      expect(placeholders(translated), `placeholders of ${key}`).toEqual(placeholders(text));
    }
  });

  it('are Arabic in Arabic', () => {
    for (const [key, text] of arabic) expect(/[\u0600-\u06FF]/.test(text), `ar ${key}: ${text}`).toBe(true);
  });
});
