/**
 * The storefront search relevance set (issue 8): what shoppers type, in English and Arabic, and the
 * products of the demo catalogue (seed/src/data/catalogue.ts, by SKU) they expect on the
 * first page of results. `relevance.test.ts` seeds the demo, runs every query through
 * `GET /api/front/products?search=`, reports recall per language and fails below 95 %.
 *
 * `first`: the product must be the first result (an exact or prefix match of a title or SKU).
 * Expectations name the products a shopper is looking for, not every product that matches: a
 * search for "jackets" may also show hoodies of the "Hoodies & Jackets" category.
 */
export type RelevanceKind =
  | 'typo'
  | 'plural'
  | 'joined'
  | 'variant'
  | 'brand'
  | 'category'
  | 'tag'
  | 'sku'
  | 'prefix'
  | 'exact'
  | 'words'
  | 'spelling';

export interface RelevanceCase {
  query: string;
  lang: 'en' | 'ar';
  kind: RelevanceKind;
  expected: string[];
  first?: string;
}

const MAYFAIR = [
  'MF-DR-WRP',
  'MF-DR-MAX',
  'MF-DR-STR',
  'MF-SK-PLT',
  'MF-SK-DEN',
  'MF-BL-SAT',
  'MF-TP-RIB3',
  'MF-TP-BRT',
];
const IRONBRIDGE = [
  'IB-HV-VST',
  'IB-HV-JKT',
  'IB-HV-POL',
  'IB-HV-VST24',
  'IB-WT-CRG',
  'IB-CV-PLY',
  'IB-BN-START',
];
const JACKETS = ['NG-JK-HAR', 'NG-JK-PUF', 'IB-HV-JKT', 'LH-KS-RAIN'];
const HOODIES = ['UT-HD-PO', 'UT-HD-ZIP', 'LH-KS-HDJ'];
const POLOS = ['NG-PL-PIQ', 'LH-SU-POL2', 'IB-HV-POL'];
const TSHIRTS = ['NG-TS-CRW', 'NG-TS-V6', 'LH-KS-TSS'];
const SCHOOL = ['LH-SU-POL2', 'LH-SU-SWT', 'LH-SU-TRS', 'LH-SU-PIN'];
const BABY = ['LH-BB-BOD3', 'LH-BB-SLP2', 'LH-BB-GIFT'];

export const RELEVANCE_SET: RelevanceCase[] = [
  // ---- English: single typos
  { query: 'hoddie', lang: 'en', kind: 'typo', expected: HOODIES },
  { query: 'jaket', lang: 'en', kind: 'typo', expected: JACKETS },
  { query: 'trowsers', lang: 'en', kind: 'typo', expected: ['LH-SU-TRS', 'IB-WT-CRG'] },
  { query: 'polo shrit', lang: 'en', kind: 'typo', expected: POLOS },
  { query: 'cardigen', lang: 'en', kind: 'typo', expected: ['CK-KN-CAR'] },
  { query: 'blouce', lang: 'en', kind: 'typo', expected: ['MF-BL-SAT'] },
  { query: 'sweatshrit', lang: 'en', kind: 'typo', expected: ['UT-SW-CRW', 'LH-SU-SWT'] },
  { query: 'pyjamma', lang: 'en', kind: 'typo', expected: ['LH-KS-PJ'] },
  { query: 'harringtn jacket', lang: 'en', kind: 'typo', expected: ['NG-JK-HAR'], first: 'NG-JK-HAR' },
  // ---- English: plurals
  { query: 'jackets', lang: 'en', kind: 'plural', expected: JACKETS },
  { query: 'scarves', lang: 'en', kind: 'plural', expected: ['CK-SC-WOL6'] },
  { query: 'hoodies', lang: 'en', kind: 'plural', expected: HOODIES },
  {
    query: 'dresses',
    lang: 'en',
    kind: 'plural',
    expected: ['MF-DR-WRP', 'MF-DR-MAX', 'MF-DR-STR', 'LH-SU-PIN'],
  },
  { query: 'polos', lang: 'en', kind: 'plural', expected: POLOS },
  { query: 'skirts', lang: 'en', kind: 'plural', expected: ['MF-SK-PLT', 'MF-SK-DEN'] },
  { query: 'jumpers', lang: 'en', kind: 'plural', expected: ['CK-KN-CBL', 'CK-KN-ROL'] },
  { query: 'bodysuits', lang: 'en', kind: 'plural', expected: ['LH-BB-BOD3'] },
  { query: 'coveralls', lang: 'en', kind: 'plural', expected: ['IB-CV-PLY'] },
  { query: 'kids pyjamas', lang: 'en', kind: 'plural', expected: ['LH-KS-PJ'] },
  // ---- English: joined, hyphenated and spaced forms
  { query: 'tshirt', lang: 'en', kind: 'joined', expected: TSHIRTS },
  { query: 't-shirt', lang: 'en', kind: 'joined', expected: TSHIRTS },
  { query: 't shirt', lang: 'en', kind: 'joined', expected: TSHIRTS },
  { query: 'tshirts', lang: 'en', kind: 'joined', expected: TSHIRTS },
  { query: 'hivis vest', lang: 'en', kind: 'joined', expected: ['IB-HV-VST', 'IB-HV-VST24'] },
  { query: 'hi vis jacket', lang: 'en', kind: 'joined', expected: ['IB-HV-JKT'] },
  { query: 'crewneck', lang: 'en', kind: 'joined', expected: ['NG-TS-CRW', 'UT-SW-CRW'] },
  { query: 'sweat shirt', lang: 'en', kind: 'joined', expected: ['UT-SW-CRW', 'LH-SU-SWT'] },
  { query: 'zipthrough hoodie', lang: 'en', kind: 'joined', expected: ['UT-HD-ZIP'] },
  // ---- English: words that live in variants (colours, sizes)
  { query: 'navy polo', lang: 'en', kind: 'variant', expected: ['NG-PL-PIQ'], first: 'NG-PL-PIQ' },
  { query: 'burgundy hoodie', lang: 'en', kind: 'variant', expected: ['UT-HD-PO'] },
  { query: 'emerald dress', lang: 'en', kind: 'variant', expected: ['MF-DR-WRP'] },
  { query: 'pink bodysuit', lang: 'en', kind: 'variant', expected: ['LH-BB-BOD3'] },
  { query: 'hoodie xxl', lang: 'en', kind: 'variant', expected: ['UT-HD-PO'] },
  { query: 'olive chinos', lang: 'en', kind: 'variant', expected: ['NG-CH-REG'] },
  // ---- English: brands, categories, tags
  { query: 'mayfair', lang: 'en', kind: 'brand', expected: MAYFAIR },
  { query: 'ironbridge', lang: 'en', kind: 'brand', expected: IRONBRIDGE },
  {
    query: 'knitwear',
    lang: 'en',
    kind: 'category',
    expected: ['CK-KN-CBL', 'CK-KN-CAR', 'CK-KN-ROL', 'CK-SC-WOL6'],
  },
  { query: 'babywear', lang: 'en', kind: 'category', expected: BABY },
  { query: 'school uniform', lang: 'en', kind: 'category', expected: SCHOOL },
  { query: 'starter kit', lang: 'en', kind: 'tag', expected: ['IB-BN-START'] },
  // ---- English: SKUs, prefixes, exact titles, several words
  { query: 'NG-PL-PIQ', lang: 'en', kind: 'sku', expected: ['NG-PL-PIQ'], first: 'NG-PL-PIQ' },
  { query: 'ib-hv-vst24', lang: 'en', kind: 'sku', expected: ['IB-HV-VST24'], first: 'IB-HV-VST24' },
  { query: 'LH-BB', lang: 'en', kind: 'sku', expected: BABY },
  { query: 'harring', lang: 'en', kind: 'prefix', expected: ['NG-JK-HAR'], first: 'NG-JK-HAR' },
  { query: 'pinaf', lang: 'en', kind: 'prefix', expected: ['LH-SU-PIN'], first: 'LH-SU-PIN' },
  { query: 'Satin Blouse', lang: 'en', kind: 'exact', expected: ['MF-BL-SAT'], first: 'MF-BL-SAT' },
  { query: 'school trousers', lang: 'en', kind: 'exact', expected: ['LH-SU-TRS'], first: 'LH-SU-TRS' },
  { query: 'denim', lang: 'en', kind: 'prefix', expected: ['MF-SK-DEN'], first: 'MF-SK-DEN' },
  { query: 'cargo trousers', lang: 'en', kind: 'words', expected: ['IB-WT-CRG'] },
  { query: 'waterproof jacket', lang: 'en', kind: 'words', expected: ['LH-KS-RAIN'] },
  { query: 'jeans', lang: 'en', kind: 'words', expected: ['UT-JN-SLM'] },

  // ---- Arabic: plurals (sound and broken) and the article
  { query: 'قمصان', lang: 'ar', kind: 'plural', expected: ['NG-SH-OXF', 'NG-SH-CHK'] },
  { query: 'جاكيتات', lang: 'ar', kind: 'plural', expected: JACKETS },
  { query: 'الجاكيت', lang: 'ar', kind: 'plural', expected: JACKETS },
  { query: 'فساتين', lang: 'ar', kind: 'plural', expected: ['MF-DR-WRP', 'MF-DR-MAX', 'MF-DR-STR'] },
  { query: 'تنانير', lang: 'ar', kind: 'plural', expected: ['MF-SK-PLT', 'MF-SK-DEN'] },
  { query: 'تيشيرتات', lang: 'ar', kind: 'plural', expected: [...TSHIRTS, 'NG-BN-TEE24'] },
  {
    query: 'بناطيل',
    lang: 'ar',
    kind: 'plural',
    expected: ['NG-CH-REG', 'UT-JG-FLC', 'LH-SU-TRS', 'IB-WT-CRG'],
  },
  { query: 'كنزات', lang: 'ar', kind: 'plural', expected: ['CK-KN-CBL', 'CK-KN-ROL'] },
  { query: 'اوشحة', lang: 'ar', kind: 'plural', expected: ['CK-SC-WOL6'] },
  { query: 'بلوزات', lang: 'ar', kind: 'plural', expected: ['MF-BL-SAT'] },
  { query: 'الزي المدرسي', lang: 'ar', kind: 'category', expected: SCHOOL },
  // ---- Arabic: words, spelling variants, typos, normalisation (hamza, taa marbuta, diacritics, digits)
  { query: 'قميص بولو', lang: 'ar', kind: 'words', expected: POLOS },
  { query: 'هودي', lang: 'ar', kind: 'words', expected: HOODIES },
  {
    query: 'بنطال',
    lang: 'ar',
    kind: 'words',
    expected: ['NG-CH-REG', 'UT-JG-FLC', 'LH-SU-TRS', 'IB-WT-CRG'],
  },
  { query: 'كنزة', lang: 'ar', kind: 'words', expected: ['CK-KN-CBL', 'CK-KN-ROL'] },
  { query: 'وشاح', lang: 'ar', kind: 'words', expected: ['CK-SC-WOL6'] },
  { query: 'شورت', lang: 'ar', kind: 'words', expected: ['NG-SR-CRG', 'LH-KS-TSS'] },
  { query: 'جينز', lang: 'ar', kind: 'words', expected: ['UT-JN-SLM'] },
  { query: 'افرول', lang: 'ar', kind: 'spelling', expected: ['IB-CV-PLY'] },
  { query: 'بلوزة', lang: 'ar', kind: 'words', expected: ['MF-BL-SAT'] },
  { query: 'تيشرت', lang: 'ar', kind: 'spelling', expected: [...TSHIRTS, 'UT-TS-OVR'] },
  { query: 'كارديجان', lang: 'ar', kind: 'spelling', expected: ['CK-KN-CAR'] },
  { query: 'جاكيت مبطن', lang: 'ar', kind: 'spelling', expected: ['NG-JK-PUF'], first: 'NG-JK-PUF' },
  { query: 'فستان مخطط', lang: 'ar', kind: 'spelling', expected: ['MF-DR-STR'] },
  { query: 'قَمِيص أُكسفورد', lang: 'ar', kind: 'spelling', expected: ['NG-SH-OXF'], first: 'NG-SH-OXF' },
  { query: 'بيجامة اطفال', lang: 'ar', kind: 'spelling', expected: ['LH-KS-PJ'], first: 'LH-KS-PJ' },
  { query: 'سترة عالية الوضوح', lang: 'ar', kind: 'words', expected: ['IB-HV-VST', 'IB-HV-VST24'] },
  { query: 'عبوة ٦', lang: 'ar', kind: 'spelling', expected: ['NG-TS-V6', 'CK-SC-WOL6'] },
  // ---- Arabic: variants, brands, categories
  { query: 'بولو كحلي', lang: 'ar', kind: 'variant', expected: ['NG-PL-PIQ'], first: 'NG-PL-PIQ' },
  { query: 'فستان زمردي', lang: 'ar', kind: 'variant', expected: ['MF-DR-WRP'] },
  { query: 'هودي عنابي', lang: 'ar', kind: 'variant', expected: ['UT-HD-PO'] },
  { query: 'مايفير', lang: 'ar', kind: 'brand', expected: MAYFAIR },
  { query: 'آيرونبريدج', lang: 'ar', kind: 'brand', expected: IRONBRIDGE },
  { query: 'ملابس المواليد', lang: 'ar', kind: 'category', expected: BABY },
  { query: 'بلوزة ساتان', lang: 'ar', kind: 'exact', expected: ['MF-BL-SAT'], first: 'MF-BL-SAT' },
];
