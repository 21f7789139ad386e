import { describe, expect, it } from 'vitest';
import menusAr from '../menus/locales/ar.json' with { type: 'json' };
import menusEn from '../menus/locales/en.json' with { type: 'json' };
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['cms-admin', en, ar],
  ['menus-admin', menusEn, menusAr],
])('the %s texts', (_, english, arabic) => {
  const enLeaves = leaves(english as Tree);
  const arLeaves = leaves(arabic as Tree);

  it('exist in both languages with the same keys, none empty', () => {
    expect([...arLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    for (const [key, text] of [...enLeaves, ...arLeaves]) expect(text.trim(), key).not.toBe('');
  });

  it('keep the same placeholders, and the Arabic is written in Arabic', () => {
    for (const [key, text] of enLeaves) {
      const translated = arLeaves.get(key) ?? '';
      expect(placeholders(translated), key).toEqual(placeholders(text));
      // Every Arabic text carries Arabic letters, except a bare placeholder pattern.
      if (translated.replace(/\{\{\w+\}\}|[\s\d/·():]/g, ''))
        expect(translated, key).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
