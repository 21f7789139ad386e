import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json' with { type: 'json' };
import cardAr from './locales/card.ar.json' with { type: 'json' };
import cardEn from './locales/card.en.json' with { type: 'json' };
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
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
/** Plural forms differ by language (English one/other, Arabic zero…other): compare their base key. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

// The same checks as src/i18n/locales.test.ts, for the catalogue's namespaces.
describe.each([
  ['catalogue', en, ar],
  ['productCard', cardEn, cardAr],
])('%s texts', (_name, english, arabic) => {
  const e = flatten(english as Tree);
  const a = flatten(arabic as Tree);

  it('have the same keys in both languages (plural forms aside), non-empty', () => {
    expect([...new Set([...a.keys()].map(base))].sort()).toEqual(
      [...new Set([...e.keys()].map(base))].sort(),
    );
    for (const [key, text] of [...e, ...a]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of e) {
      if (key !== base(key)) continue;
      expect(placeholders(a.get(key) ?? ''), key).toEqual(placeholders(text));
    }
    // Every Arabic plural form may drop {{count}} (one, two) but no other placeholder.
    for (const [key, text] of a) {
      const english = e.get(key) ?? e.get(`${base(key)}_other`) ?? '';
      const extra = placeholders(text).filter((p) => !placeholders(english).includes(p));
      expect(extra, key).toEqual([]);
    }
  });

  it('give Arabic a form for every Arabic plural category', () => {
    const plurals = [...new Set([...e.keys()].filter((k) => k !== base(k)).map(base))];
    for (const key of plurals) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(a.has(`${key}_${form}`), `${key}_${form}`).toBe(true);
      }
    }
  });

  it('are Arabic in Arabic', () => {
    for (const [key, text] of a) {
      if (/^\{\{\w+\}\}( \(.*\))?$|^\{\{\w+\}\} – \{\{\w+\}\}$/.test(text)) continue;
      expect(/[\u0600-\u06FF]/.test(text), `ar ${key}: ${text}`).toBe(true);
    }
  });
});
