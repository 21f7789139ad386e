import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
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

const read = (lang: string, file: string) =>
  flatten(JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const files = readdirSync(path.join(dir, 'en')).sort();

  it('en and ar have the same namespaces', () => {
    expect(readdirSync(path.join(dir, 'ar')).sort()).toEqual(files);
  });

  it.each(files)('%s: every key exists in both languages, non-empty, with the same placeholders', (file) => {
    const en = read('en', file);
    const ar = read('ar', file);
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      const arabic = ar.get(key) ?? '';
      expect(text.trim(), `en ${key}`).not.toBe('');
      expect(arabic.trim(), `ar ${key}`).not.toBe('');
      expect(placeholders(arabic), `placeholders of ${key}`).toEqual(placeholders(text));
    }
  });

  it('the Arabic texts are Arabic (apart from language names)', () => {
    for (const file of files) {
      for (const [key, text] of read('ar', file)) {
        if (key === 'language.en' || key.endsWith('errorText')) continue;
        expect(/[\u0600-\u06FF]/.test(text), `ar ${file} ${key}: ${text}`).toBe(true);
      }
    }
  });
});
