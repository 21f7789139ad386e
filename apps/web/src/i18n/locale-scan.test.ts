import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import '../back-office/i18n.ts';
import { i18n } from './index.ts';

/*
 * Every texts file of the SPA, found on disk (so a new namespace is scanned without being listed
 * here), and the server's catalogue the SPA reads from packages/shared: the same keys in both
 * languages, the same placeholders, i18next plural keys for every count (English one/other,
 * Arabic zero/one/two/few/many/other) and Arabic punctuation in Arabic (، ؟ ؛).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '..');
const sharedLocales = path.resolve(webSrc, '../../../packages/shared/src/locales');

type Tree = { [key: string]: string | Tree };
interface Pair {
  name: string;
  en: string;
  ar: string;
}

/** `locales/{en,ar}/x.json`, `locales/{en,ar}.json` and `locales/x.{en,ar}.json` under `root`. */
function findPairs(root: string): Pair[] {
  const pairs: Pair[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'en' && path.basename(dir) === 'locales') {
          for (const file of readdirSync(full).filter((f) => f.endsWith('.json')))
            pairs.push({
              name: path.relative(root, path.join(full, file)),
              en: path.join(full, file),
              ar: path.join(dir, 'ar', file),
            });
        } else if (entry.name !== 'ar') walk(full);
      } else if (path.basename(dir) === 'locales' && /(^|\.)en\.json$/.test(entry.name)) {
        pairs.push({
          name: path.relative(root, full),
          en: full,
          ar: path.join(dir, entry.name.replace(/en\.json$/, 'ar.json')),
        });
      }
    }
  };
  walk(root);
  return pairs;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const read = (file: string) => flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]));

/** Keys grouped by their plural base: `items_one`, `items_other` → `items`. */
function groups(texts: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of texts) {
    const group = out.get(base(key)) ?? new Map<string, string>();
    group.set(key, text);
    out.set(base(key), group);
  }
  return out;
}

/**
 * What Arabic writing shows of a text: placeholders, nested keys, HTML tags and example addresses
 * (`/products?tag=new`, `https://…`) do not count, and a comma between two digits is a thousands
 * separator.
 */
const visible = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/(?:https?:\/\/|(?<![\p{L}\d])\/)[\w\-./?=&%#]*/gu, ' ')
    .replace(/(\d),(\d)/g, '$1$2');

/** Texts an Arabic page shows in Latin letters: a language's own name, file format names. */
const LATIN_ALLOWED = /^(language\.en|.*errorText|list\.types\.image\/.*)$/;

const pairs = [
  ...findPairs(webSrc),
  ...findPairs(sharedLocales).map((p) => ({ ...p, name: `shared/${p.name}` })),
];

describe('locale scan', () => {
  it('finds the texts files', () => {
    // The i18n folder, the features' and the back office's namespaces, the server's catalogue.
    const names = pairs.map((p) => p.name);
    for (const name of [
      'i18n/locales/en/store.json',
      'i18n/locales/en/admin.json',
      'features/account/locales/en.json',
      'features/home/locales/en.json',
      'admin/products/locales/en.json',
      'shared/en/errors.json',
    ])
      expect(names).toContain(name);
  });

  describe.each(pairs)('$name', ({ en: enFile, ar: arFile }) => {
    const en = read(enFile);
    const ar = read(arFile);
    const enGroups = groups(en);
    const arGroups = groups(ar);

    it('has the same keys in English and Arabic (plural forms aside), none empty', () => {
      expect([...arGroups.keys()].sort()).toEqual([...enGroups.keys()].sort());
      const empty = [...en, ...ar].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('counts with i18next plural keys: English one/other, Arabic all six forms', () => {
      const wrong: string[] = [];
      for (const [key, enGroup] of enGroups) {
        const arGroup = arGroups.get(key) ?? new Map<string, string>();
        const counted = [...enGroup.values(), ...arGroup.values()].some((t) => placeholders(t).has('count'));
        const plural = [...enGroup.keys(), ...arGroup.keys()].some((k) => PLURAL.test(k));
        if (!counted && !plural) continue;
        for (const form of ['one', 'other'])
          if (!enGroup.has(`${key}_${form}`)) wrong.push(`en ${key}_${form}`);
        for (const form of ARABIC_FORMS) if (!arGroup.has(`${key}_${form}`)) wrong.push(`ar ${key}_${form}`);
        if (enGroup.has(key) || arGroup.has(key)) wrong.push(`${key} (a plain key beside its plural forms)`);
      }
      expect(wrong).toEqual([]);
    });

    it('uses the same placeholders in both languages', () => {
      const wrong: string[] = [];
      for (const [key, enGroup] of enGroups) {
        const arGroup = arGroups.get(key);
        if (!arGroup) continue;
        const names = (group: Map<string, string>) =>
          new Set([...group.values()].flatMap((t) => [...placeholders(t)]));
        // A form may leave the number out ("منتج واحد", "منتجان"): only `count` may be missing.
        const enNames = names(enGroup);
        const arNames = names(arGroup);
        for (const name of arNames)
          if (!enNames.has(name)) wrong.push(`ar ${key}: {{${name}}} is not in English`);
        for (const name of enNames) if (!arNames.has(name)) wrong.push(`ar ${key}: {{${name}}} is missing`);
        for (const [k, text] of arGroup)
          for (const name of enNames)
            if (name !== 'count' && !placeholders(text).has(name)) wrong.push(`${k}: {{${name}}} is missing`);
      }
      expect(wrong).toEqual([]);
    });

    it('writes Arabic in Arabic, with Arabic punctuation (، ؟ ؛)', () => {
      const wrong: string[] = [];
      for (const [key, text] of ar) {
        const shown = visible(text);
        if (/[,?;]/.test(shown)) wrong.push(`${key}: ${text}`);
        const letters = shown.replace(/[^\p{L}]/gu, '');
        if (letters && !/[\u0600-\u06FF]/.test(letters) && !LATIN_ALLOWED.test(key))
          wrong.push(`${key} has no Arabic: ${text}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});

describe('plural forms at run time', () => {
  it('i18next picks the Arabic form a count needs, and English one/other', () => {
    const ar = i18n.getFixedT('ar', 'admin');
    const en = i18n.getFixedT('en', 'admin');
    const summary = (t: typeof ar, count: number) =>
      t('list.summary', { caption: 'x', count, page: 1, pages: 1 });
    expect(summary(ar, 0)).toContain('لا نتائج');
    expect(summary(ar, 1)).toContain('نتيجة واحدة');
    expect(summary(ar, 2)).toContain('نتيجتان');
    expect(summary(ar, 3)).toContain('3 نتائج');
    expect(summary(ar, 11)).toContain('11 نتيجة');
    expect(summary(ar, 100)).toContain('100 نتيجة');
    expect(summary(en, 1)).toBe('x, 1 result, page 1 of 1');
    expect(summary(en, 3)).toBe('x, 3 results, page 1 of 1');
  });
});
