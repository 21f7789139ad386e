import type { Localized } from '@shop/shared';
import type { FabricPattern, GarmentShape } from '../garments.ts';
import type { Backdrop } from '../images.ts';
import { COLOURS, type ColourKey } from './colours.ts';

/**
 * The demo catalogue of Atlas Wholesale: brands, main categories, categories, measure units,
 * tax groups, tags, option groups and products, in English and Arabic. Prices are integer pence
 * per measure unit (DESIGN.md "Data"); weights are grams per measure unit.
 */

// ---------------------------------------------------------------------------------------------
// Brands

export interface BrandSeed {
  key: string;
  name: Localized;
  description: Localized;
  monogram: string;
  colour: string;
  accent: string;
  backdrop: Backdrop;
}

export const BRANDS: BrandSeed[] = [
  {
    key: 'northgate',
    name: { en: 'Northgate Apparel', ar: 'نورثغيت للملابس' },
    description: {
      en: 'Hard-wearing menswear basics cut in Leicester and Porto since 1987.',
      ar: 'أساسيات رجالية متينة تُفصَّل في ليستر وبورتو منذ عام 1987.',
    },
    monogram: 'NG',
    colour: '#1f3a5f',
    accent: '#c9a227',
    backdrop: 'cool',
  },
  {
    key: 'mayfair',
    name: { en: 'Mayfair Loom', ar: 'مايفير لوم' },
    description: {
      en: 'Modern womenswear in soft jerseys, satins and prints, designed in London.',
      ar: 'أزياء نسائية عصرية من الجيرسيه الناعم والساتان والأقمشة المطبّعة، مصمَّمة في لندن.',
    },
    monogram: 'ML',
    colour: '#7a2e4a',
    accent: '#f0c9a8',
    backdrop: 'blush',
  },
  {
    key: 'little-harbour',
    name: { en: 'Little Harbour', ar: 'ليتل هاربر' },
    description: {
      en: 'Playful, tough kidswear and school uniform in organic and recycled cottons.',
      ar: 'ملابس أطفال مرحة وتتحمّل اللعب، وزي مدرسي من القطن العضوي والمُعاد تدويره.',
    },
    monogram: 'LH',
    colour: '#2f7f9e',
    accent: '#f6d365',
    backdrop: 'mint',
  },
  {
    key: 'ironbridge',
    name: { en: 'Ironbridge Workwear', ar: 'آيرونبريدج لملابس العمل' },
    description: {
      en: 'Certified hi-vis and site workwear trusted by contractors across the UK.',
      ar: 'ملابس عمل وسلامة عالية الوضوح معتمدة، يثق بها المقاولون في أنحاء المملكة المتحدة.',
    },
    monogram: 'IB',
    colour: '#2b2d31',
    accent: '#f2a20c',
    backdrop: 'slate',
  },
  {
    key: 'cotswold',
    name: { en: 'Cotswold Knit', ar: 'كوتسوولد نِت' },
    description: {
      en: 'Knitwear and woollen accessories from a family mill in Gloucestershire.',
      ar: 'ملابس صوفية وإكسسوارات من مصنع نسيج عائلي في مقاطعة غلوسترشير.',
    },
    monogram: 'CK',
    colour: '#5b4a3a',
    accent: '#e7d7bd',
    backdrop: 'warm',
  },
  {
    key: 'urban-thread',
    name: { en: 'Urban Thread', ar: 'أوربان ثريد' },
    description: {
      en: 'Heavyweight streetwear: hoodies, tees and denim with a relaxed fit.',
      ar: 'ملابس شبابية ثقيلة الخامة: هوديز وتيشيرتات ودنيم بقصّات مريحة.',
    },
    monogram: 'UT',
    colour: '#1b1b1f',
    accent: '#e4572e',
    backdrop: 'sand',
  },
];

// ---------------------------------------------------------------------------------------------
// Main categories and categories

export interface MainCategorySeed {
  key: string;
  name: Localized;
  description: Localized;
  tint: string;
  art: { shape: GarmentShape; colour: ColourKey; accent?: ColourKey; pattern?: FabricPattern }[];
}

// Every record here is one an admin could have typed: names more than 3 characters in each
// language (SPEC 5), checked with the back office's own forms by seed-admin-forms.test.ts.
export const MAIN_CATEGORIES: MainCategorySeed[] = [
  {
    key: 'men',
    name: { en: 'Menswear', ar: 'ملابس رجالية' },
    description: {
      en: 'Tees, polos, shirts, denim and outerwear for menswear retailers.',
      ar: 'تيشيرتات وبولو وقمصان ودنيم وجاكيتات لمتاجر الملابس الرجالية.',
    },
    tint: '#1f3a5f',
    art: [
      { shape: 'polo', colour: 'navy' },
      { shape: 'shirt', colour: 'lightBlue' },
      { shape: 'jeans', colour: 'indigo' },
    ],
  },
  {
    key: 'women',
    name: { en: 'Womenswear', ar: 'ملابس نسائية' },
    description: {
      en: 'Dresses, skirts, blouses and knitwear in the season’s colours.',
      ar: 'فساتين وتنانير وبلوزات وملابس تريكو بألوان الموسم.',
    },
    tint: '#7a2e4a',
    art: [
      { shape: 'wrapDress', colour: 'emerald' },
      { shape: 'blouse', colour: 'ivory' },
      { shape: 'skirt', colour: 'burgundy' },
    ],
  },
  {
    key: 'kids',
    name: { en: 'Kidswear', ar: 'ملابس أطفال' },
    description: {
      en: 'Babywear, everyday outfits and school uniform, zero-rated for VAT.',
      ar: 'ملابس المواليد وأطقم يومية وزي مدرسي، معفاة من ضريبة القيمة المضافة.',
    },
    tint: '#2f7f9e',
    art: [
      { shape: 'bodysuit', colour: 'pink' },
      { shape: 'kidsSet', colour: 'sky', accent: 'navy' },
      { shape: 'sweatshirt', colour: 'bottle' },
    ],
  },
  {
    key: 'workwear',
    name: { en: 'Workwear', ar: 'ملابس العمل' },
    description: {
      en: 'Certified hi-vis, work trousers and coveralls for site, warehouse and transport teams.',
      ar: 'ملابس عالية الوضوح معتمدة وبناطيل عمل وأفرولات لفرق المواقع والمستودعات والنقل.',
    },
    tint: '#f2a20c',
    art: [
      { shape: 'hiVisVest', colour: 'hiVisYellow' },
      { shape: 'coverall', colour: 'navy' },
      { shape: 'hiVisJacket', colour: 'hiVisOrange' },
    ],
  },
];

export interface CategorySeed {
  key: string;
  main: string;
  name: Localized;
  description: Localized;
  tint: string;
  art: { shape: GarmentShape; colour: ColourKey; accent?: ColourKey; pattern?: FabricPattern };
}

export const CATEGORIES: CategorySeed[] = [
  {
    key: 'mens-tees',
    main: 'men',
    name: { en: 'T-Shirts & Polos', ar: 'تيشيرتات وبولو' },
    description: { en: 'Core tees and piqué polos by the piece or the pack.', ar: 'تيشيرتات وقمصان بولو أساسية بالقطعة أو بالعبوة.' },
    tint: '#1f3a5f',
    art: { shape: 'tshirt', colour: 'navy' },
  },
  {
    key: 'mens-shirts',
    main: 'men',
    name: { en: 'Shirts', ar: 'قمصان' },
    description: { en: 'Oxford, check and linen shirts for smart-casual ranges.', ar: 'قمصان أكسفورد ومربّعات وكتان للإطلالات شبه الرسمية.' },
    tint: '#a9c4e4',
    art: { shape: 'shirt', colour: 'red', accent: 'black', pattern: 'check' },
  },
  {
    key: 'mens-trousers',
    main: 'men',
    name: { en: 'Trousers & Jeans', ar: 'بناطيل وجينز' },
    description: { en: 'Chinos, stretch denim, joggers and shorts.', ar: 'بناطيل تشينو ودنيم مرن وبناطيل رياضية وشورتات.' },
    tint: '#2c3e6b',
    art: { shape: 'jeans', colour: 'indigo' },
  },
  {
    key: 'mens-outerwear',
    main: 'men',
    name: { en: 'Hoodies & Jackets', ar: 'هوديز وجاكيتات' },
    description: { en: 'Fleece, sweatshirts and lightweight jackets.', ar: 'ملابس فليس وسويت شيرتات وجاكيتات خفيفة.' },
    tint: '#6b1f2e',
    art: { shape: 'hoodie', colour: 'burgundy' },
  },
  {
    key: 'womens-dresses',
    main: 'women',
    name: { en: 'Dresses & Skirts', ar: 'فساتين وتنانير' },
    description: { en: 'Wrap, maxi, shift and shirt dresses, pleated and denim skirts.', ar: 'فساتين ملفوفة وطويلة ومستقيمة وقميصية، وتنانير بكسرات ودنيم.' },
    tint: '#1d7a5a',
    art: { shape: 'maxiDress', colour: 'ivory', accent: 'burgundy', pattern: 'floral' },
  },
  {
    key: 'womens-tops',
    main: 'women',
    name: { en: 'Tops & Blouses', ar: 'بلوزات وتوبات' },
    description: { en: 'Satin blouses, Breton tops and layering vests.', ar: 'بلوزات ساتان وتوبات مخطّطة وفانيلات للتنسيق.' },
    tint: '#e8b9b5',
    art: { shape: 'blouse', colour: 'blush' },
  },
  {
    key: 'womens-knitwear',
    main: 'women',
    name: { en: 'Knitwear & Accessories', ar: 'تريكو وإكسسوارات' },
    description: { en: 'Cable knits, cardigans, roll necks and lambswool scarves.', ar: 'كنزات مضفورة وكارديغان وياقات عالية وأوشحة من صوف الحملان.' },
    tint: '#c19a6b',
    art: { shape: 'knit', colour: 'cream', pattern: 'knit' },
  },
  {
    key: 'babywear',
    main: 'kids',
    name: { en: 'Babywear', ar: 'ملابس المواليد' },
    description: { en: 'Organic cotton bodysuits, sleepsuits and gift sets.', ar: 'بوديهات وملابس نوم وأطقم هدايا من القطن العضوي.' },
    tint: '#f2a6c0',
    art: { shape: 'bodysuit', colour: 'pink' },
  },
  {
    key: 'kids-outfits',
    main: 'kids',
    name: { en: 'Kids’ Outfits', ar: 'أطقم الأطفال' },
    description: { en: 'Matching sets, pyjamas and rainwear for ages 2–13.', ar: 'أطقم متناسقة وبيجامات وملابس مطر للأعمار من 2 إلى 13 سنة.' },
    tint: '#7fb7e6',
    art: { shape: 'kidsSet', colour: 'sky', accent: 'navy' },
  },
  {
    key: 'school-uniform',
    main: 'kids',
    name: { en: 'School Uniform', ar: 'الزي المدرسي' },
    description: { en: 'Polos, sweatshirts, trousers and pinafores in school colours.', ar: 'قمصان بولو وسويت شيرتات وبناطيل ومراييل بألوان المدارس.' },
    tint: '#1f5136',
    art: { shape: 'sweatshirt', colour: 'bottle' },
  },
  {
    key: 'hi-vis',
    main: 'workwear',
    name: { en: 'Hi-Vis & Safety', ar: 'ملابس السلامة عالية الوضوح' },
    description: { en: 'EN ISO 20471 vests, jackets and polos.', ar: 'سترات وجاكيتات وقمصان بولو مطابقة لمعيار EN ISO 20471.' },
    tint: '#dcf21a',
    art: { shape: 'hiVisVest', colour: 'hiVisYellow' },
  },
  {
    key: 'work-trousers',
    main: 'workwear',
    name: { en: 'Work Trousers & Coveralls', ar: 'بناطيل العمل والأفرولات' },
    description: { en: 'Cargo trousers with knee-pad pockets, coveralls and starter kits.', ar: 'بناطيل كارغو بجيوب لواقيات الركبة وأفرولات وأطقم بداية.' },
    tint: '#2b2d31',
    art: { shape: 'cargo', colour: 'black' },
  },
];

// ---------------------------------------------------------------------------------------------
// Measure units, tax groups, tags

export interface MeasureUnitSeed {
  key: string;
  name: Localized;
  code: string;
  /** Pieces in one unit. */
  pieces: number;
  /** "Sold …" phrase for product descriptions. */
  soldBy: Localized;
}

export const MEASURE_UNITS: MeasureUnitSeed[] = [
  {
    key: 'piece',
    name: { en: 'Piece', ar: 'قطعة' },
    code: 'PCS',
    pieces: 1,
    soldBy: { en: 'Sold by the piece', ar: 'يُباع بالقطعة' },
  },
  {
    key: 'pack3',
    name: { en: 'Pack of 3', ar: 'عبوة 3 قطع' },
    code: 'PK3',
    pieces: 3,
    soldBy: { en: 'Sold in packs of 3', ar: 'يُباع بالعبوة (3 قطع)' },
  },
  {
    key: 'pack6',
    name: { en: 'Pack of 6', ar: 'عبوة 6 قطع' },
    code: 'PK6',
    pieces: 6,
    soldBy: { en: 'Sold in packs of 6', ar: 'يُباع بالعبوة (6 قطع)' },
  },
  {
    key: 'dozen',
    name: { en: 'Dozen', ar: 'دزينة (12 قطعة)' },
    code: 'DZN',
    pieces: 12,
    soldBy: { en: 'Sold by the dozen', ar: 'يُباع بالدزينة (12 قطعة)' },
  },
  {
    key: 'carton',
    name: { en: 'Carton of 24', ar: 'كرتونة 24 قطعة' },
    code: 'CTN',
    pieces: 24,
    soldBy: { en: 'Sold by the carton of 24', ar: 'يُباع بالكرتونة (24 قطعة)' },
  },
  {
    key: 'set',
    name: { en: 'Set', ar: 'طقم' },
    code: 'SET',
    pieces: 1,
    soldBy: { en: 'Sold by the set', ar: 'يُباع بالطقم' },
  },
];

export interface TaxGroupSeed {
  key: string;
  name: Localized;
  /** Percent. */
  rate: number;
  isDefault: boolean;
}

export const TAX_GROUPS: TaxGroupSeed[] = [
  { key: 'standard', name: { en: 'Standard rate', ar: 'النسبة الأساسية' }, rate: 20, isDefault: true },
  { key: 'reduced', name: { en: 'Reduced rate', ar: 'النسبة المخفّضة' }, rate: 5, isDefault: false },
  // UK children's clothing is zero-rated.
  { key: 'zero', name: { en: 'Zero rate', ar: 'النسبة الصفرية' }, rate: 0, isDefault: false },
];

export type TagKind = 'regular' | 'discount' | 'bundle';

export interface TagSeed {
  key: string;
  name: Localized;
  type: TagKind;
}

export const TAGS: TagSeed[] = [
  { key: 'new-season', name: { en: 'New Season', ar: 'موسم جديد' }, type: 'regular' },
  { key: 'best-seller', name: { en: 'Best Seller', ar: 'الأكثر مبيعاً' }, type: 'regular' },
  { key: 'organic', name: { en: 'Organic Cotton', ar: 'قطن عضوي' }, type: 'regular' },
  { key: 'made-in-uk', name: { en: 'Made in the UK', ar: 'صُنع في بريطانيا' }, type: 'regular' },
  { key: 'certified', name: { en: 'EN ISO 20471 Certified', ar: 'معتمد وفق EN ISO 20471' }, type: 'regular' },
  { key: 'clearance', name: { en: 'Clearance', ar: 'تصفية' }, type: 'discount' },
  { key: 'bulk-saver', name: { en: 'Bulk Saver', ar: 'توفير الجملة' }, type: 'discount' },
  { key: 'mixed-bundle', name: { en: 'Mixed Bundle', ar: 'باقة مشكّلة' }, type: 'bundle' },
  { key: 'starter-kit', name: { en: 'Starter Kit', ar: 'طقم البداية' }, type: 'bundle' },
];

// ---------------------------------------------------------------------------------------------
// Option groups

export interface OptionChoiceSeed {
  key: string;
  name: Localized;
  /** Added to the unit price, in pence. */
  priceDelta: number;
  /** Swatch of a colour choice. */
  hex?: string;
}

export interface OptionGroupSeed {
  key: string;
  name: Localized;
  note: Localized;
  min: number;
  max: number;
  required: boolean;
  choices: OptionChoiceSeed[];
}

const sizeChoice = (key: string, delta = 0): OptionChoiceSeed => ({ key, name: { en: key, ar: key }, priceDelta: delta });

export const ADULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const WOMENS_SIZES = ['8', '10', '12', '14', '16', '18'] as const;
export const KIDS_AGES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'] as const;
export const BABY_AGES = ['NB', '0-3M', '3-6M', '6-12M', '12-18M'] as const;

const kidsAgeName = (key: string): Localized => {
  const [from, to] = key.replace('Y', '').split('-');
  return { en: `${from}–${to} years`, ar: `${from}–${to} سنوات` };
};
const babyAgeName: Record<(typeof BABY_AGES)[number], Localized> = {
  NB: { en: 'Newborn', ar: 'حديث الولادة' },
  '0-3M': { en: '0–3 months', ar: '0–3 أشهر' },
  '3-6M': { en: '3–6 months', ar: '3–6 أشهر' },
  '6-12M': { en: '6–12 months', ar: '6–12 شهراً' },
  '12-18M': { en: '12–18 months', ar: '12–18 شهراً' },
};

export const OPTION_GROUPS: OptionGroupSeed[] = [
  {
    key: 'size',
    name: { en: 'Size', ar: 'المقاس' },
    note: {
      en: 'UK adult sizing; XXL carries a small surcharge.',
      ar: 'مقاسات البالغين البريطانية، ومقاس XXL عليه زيادة بسيطة في السعر.',
    },
    min: 1,
    max: 1,
    required: true,
    choices: ADULT_SIZES.map((s) => sizeChoice(s, s === 'XXL' ? 50 : 0)),
  },
  {
    key: 'womens-size',
    name: { en: 'Women’s Size', ar: 'المقاس النسائي' },
    note: { en: 'UK dress sizes 8 to 18.', ar: 'مقاسات بريطانية من 8 إلى 18.' },
    min: 1,
    max: 1,
    required: true,
    choices: WOMENS_SIZES.map((s) => ({ key: s, name: { en: `UK ${s}`, ar: `UK ${s}` }, priceDelta: 0 })),
  },
  {
    key: 'kids-age',
    name: { en: 'Age', ar: 'العمر' },
    note: { en: 'Age ranges follow high-street sizing.', ar: 'الفئات العمرية مطابقة لمقاسات متاجر التجزئة.' },
    min: 1,
    max: 1,
    required: true,
    choices: KIDS_AGES.map((a) => ({ key: a, name: kidsAgeName(a), priceDelta: 0 })),
  },
  {
    key: 'baby-age',
    name: { en: 'Baby Size', ar: 'مقاس المولود' },
    note: { en: 'From newborn to 18 months.', ar: 'من حديثي الولادة حتى 18 شهراً.' },
    min: 1,
    max: 1,
    required: true,
    choices: BABY_AGES.map((a) => ({ key: a, name: babyAgeName[a], priceDelta: 0 })),
  },
  {
    key: 'colour',
    name: { en: 'Colour', ar: 'اللون' },
    note: { en: 'Dye lots may vary slightly between batches.', ar: 'قد تختلف درجة اللون قليلاً بين دفعات الصباغة.' },
    min: 1,
    max: 1,
    required: true,
    choices: (Object.keys(COLOURS) as ColourKey[]).map((key) => ({
      key,
      name: COLOURS[key].name,
      priceDelta: 0,
      hex: COLOURS[key].hex,
    })),
  },
  {
    key: 'packaging',
    name: { en: 'Packaging', ar: 'التغليف' },
    note: {
      en: 'Standard packing is folded in bulk cartons.',
      ar: 'التغليف القياسي: قطع مطويّة داخل كراتين مجمّعة.',
    },
    min: 0,
    max: 1,
    required: false,
    choices: [
      { key: 'bulk', name: { en: 'Folded in bulk cartons', ar: 'مطويّة في كراتين مجمّعة' }, priceDelta: 0 },
      { key: 'polybag', name: { en: 'Individually poly-bagged', ar: 'كيس بلاستيكي لكل قطعة' }, priceDelta: 10 },
      { key: 'hanger', name: { en: 'On hangers, ready for the rail', ar: 'على علّاقات جاهزة للعرض' }, priceDelta: 25 },
      { key: 'gift', name: { en: 'Gift boxed', ar: 'علبة هدايا' }, priceDelta: 60 },
    ],
  },
  {
    key: 'branding',
    name: { en: 'Logo Branding', ar: 'طباعة أو تطريز الشعار' },
    note: {
      en: 'Artwork must be approved before production; adds 5 working days.',
      ar: 'يجب اعتماد التصميم قبل التنفيذ، ويضيف 5 أيام عمل إلى مدة التجهيز.',
    },
    min: 0,
    max: 2,
    required: false,
    choices: [
      { key: 'chest-embroidery', name: { en: 'Left-chest embroidery', ar: 'تطريز على الصدر الأيسر' }, priceDelta: 150 },
      { key: 'back-print', name: { en: 'Back print, one colour', ar: 'طباعة خلفية بلون واحد' }, priceDelta: 120 },
      { key: 'sleeve-print', name: { en: 'Sleeve print', ar: 'طباعة على الكم' }, priceDelta: 90 },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Products

export type ProductStatus = 'available' | 'unavailable' | 'out_of_stock';
export type CareKey = 'cotton' | 'delicate' | 'knit' | 'baby' | 'workwear' | 'denim';
export type SizeSet = 'adult' | 'womens' | 'kids' | 'baby';

export interface ProductSeed {
  sku: string;
  title: Localized;
  brand: string;
  category: string;
  unit: string;
  tax: string;
  /** Pence per measure unit, before VAT. */
  price: number;
  discountPrice?: number;
  status?: ProductStatus;
  qty: number;
  /** Grams per measure unit. */
  weight: number;
  type?: TagKind;
  shape: GarmentShape;
  pattern?: FabricPattern;
  /** Colours the product comes in; the first is the main picture. */
  colours: ColourKey[];
  /** Second fabric colour (stripes, checks, prints, the shorts of a set). */
  accent?: ColourKey;
  sizes?: SizeSet;
  /** Sell it as size × colour variants, each with its own code and stock. */
  variants?: boolean;
  options: string[];
  tags: string[];
  summary: Localized;
  fabric: Localized;
  features: Localized[];
  care: CareKey;
  /** Bundles: what is inside. */
  contents?: Localized[];
}

export const CARE: Record<CareKey, Localized> = {
  cotton: {
    en: 'Machine wash at 40°C with similar colours. Cool tumble dry, iron on a medium setting.',
    ar: 'غسيل آلي على 40 درجة مع الألوان المشابهة، وتجفيف بحرارة منخفضة، وكيّ على حرارة متوسطة.',
  },
  delicate: {
    en: 'Gentle machine wash at 30°C or hand wash. Do not tumble dry; dry on a hanger.',
    ar: 'غسيل آلي لطيف على 30 درجة أو غسيل يدوي، دون مجفّف، ويُجفَّف على علّاقة.',
  },
  knit: {
    en: 'Hand wash cold or use the wool cycle. Reshape while damp and dry flat.',
    ar: 'غسيل يدوي بماء بارد أو على برنامج الصوف، ثم يُعاد تشكيله وهو رطب ويُجفَّف مفروداً.',
  },
  baby: {
    en: 'Machine wash at 40°C. OEKO-TEX Standard 100 certified: free from harmful substances.',
    ar: 'غسيل آلي على 40 درجة. حاصل على شهادة OEKO-TEX Standard 100، وخالٍ من المواد الضارّة.',
  },
  workwear: {
    en: 'Industrial laundry safe up to 60°C. Reflective tape tested to 25 wash cycles.',
    ar: 'يتحمّل الغسيل الصناعي حتى 60 درجة، والشريط العاكس مُختبَر حتى 25 دورة غسيل.',
  },
  denim: {
    en: 'Wash inside out at 30°C to keep the colour. Do not bleach.',
    ar: 'يُغسل مقلوباً على 30 درجة للحفاظ على اللون، ويُمنع استخدام المُبيّض.',
  },
};

export const PRODUCTS: ProductSeed[] = [
  // ---- Men: T-shirts & polos
  {
    sku: 'NG-TS-CRW',
    title: { en: 'Classic Crew Neck T-Shirt', ar: 'تيشيرت كلاسيكي بياقة دائرية' },
    brand: 'northgate',
    category: 'mens-tees',
    unit: 'piece',
    tax: 'standard',
    price: 325,
    qty: 2400,
    weight: 190,
    shape: 'tshirt',
    colours: ['black', 'white', 'navy', 'heather'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'packaging', 'branding'],
    tags: ['best-seller'],
    summary: {
      en: 'The everyday crew neck every shop needs: 180 gsm ring-spun cotton that keeps its shape wash after wash.',
      ar: 'التيشيرت اليومي الذي يحتاجه كل متجر: قطن مغزول بوزن 180 غرام يحافظ على شكله بعد كل غسلة.',
    },
    fabric: {
      en: '100% combed ring-spun cotton, 180 gsm single jersey; classic fit with taped shoulders.',
      ar: 'قطن مُمشّط مغزول 100% بوزن 180 غرام، قصّة كلاسيكية مع شريط تقوية على الأكتاف.',
    },
    features: [
      { en: 'Twin-needle stitched hem and sleeves', ar: 'خياطة مزدوجة على الحافة السفلية والأكمام' },
      { en: 'Tear-away neck label, ideal for relabelling', ar: 'ملصق رقبة قابل للنزع، مثالي لإعادة التعليم بعلامتك' },
      { en: 'Prints and embroiders cleanly', ar: 'مناسب للطباعة والتطريز بنتائج نظيفة' },
    ],
    care: 'cotton',
  },
  {
    sku: 'NG-PL-PIQ',
    title: { en: 'Piqué Polo Shirt', ar: 'قميص بولو بنسيج بيكيه' },
    brand: 'northgate',
    category: 'mens-tees',
    unit: 'piece',
    tax: 'standard',
    price: 695,
    qty: 1500,
    weight: 230,
    shape: 'polo',
    colours: ['navy', 'white', 'bottle', 'black'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'packaging', 'branding'],
    tags: ['best-seller', 'made-in-uk'],
    summary: {
      en: 'A smart two-button piqué polo for retail, hospitality and corporate uniforms.',
      ar: 'قميص بولو أنيق بزرّين من نسيج البيكيه، مناسب للبيع بالتجزئة وزي الضيافة والشركات.',
    },
    fabric: {
      en: '65% polyester, 35% cotton piqué, 210 gsm; flat-knit collar and cuffs.',
      ar: 'نسيج بيكيه 65% بوليستر و35% قطن بوزن 210 غرامات، مع ياقة وأساور محبوكة مسطّحة.',
    },
    features: [
      { en: 'Colour-fast at 60°C, ideal for workwear laundries', ar: 'ثبات اللون حتى 60 درجة، مناسب لمغاسل ملابس العمل' },
      { en: 'Side vents and a longer back hem', ar: 'فتحات جانبية وحافة خلفية أطول' },
      { en: 'Matching buttons on every colour', ar: 'أزرار بلون القماش في جميع الألوان' },
    ],
    care: 'cotton',
  },
  {
    sku: 'NG-TS-V6',
    title: { en: 'V-Neck T-Shirt, Pack of 6', ar: 'تيشيرت بياقة V - عبوة 6 قطع' },
    brand: 'northgate',
    category: 'mens-tees',
    unit: 'pack6',
    tax: 'standard',
    price: 1650,
    discountPrice: 1440,
    qty: 420,
    weight: 1080,
    type: 'discount',
    shape: 'tshirt',
    colours: ['heather'],
    pattern: 'marl',
    sizes: 'adult',
    options: ['size', 'packaging'],
    tags: ['bulk-saver'],
    summary: {
      en: 'Six soft V-neck tees in heather grey, packed by size: the easiest basics line to restock.',
      ar: 'ستة تيشيرتات ناعمة بياقة V باللون الرمادي المبرقش، معبّأة حسب المقاس، أسهل صنف أساسي لإعادة التعبئة.',
    },
    fabric: {
      en: '60% cotton, 40% polyester marl jersey, 160 gsm; regular fit.',
      ar: 'جيرسيه مبرقش 60% قطن و40% بوليستر بوزن 160 غراماً، قصّة عادية.',
    },
    features: [
      { en: 'Six pieces of one size per pack', ar: 'ست قطع من المقاس نفسه في كل عبوة' },
      { en: 'Low-shrink blended yarn', ar: 'خيوط مخلوطة قليلة الانكماش' },
      { en: 'Barcoded outer bag', ar: 'كيس خارجي يحمل باركود' },
    ],
    care: 'cotton',
  },
  {
    sku: 'UT-TS-OVR',
    title: { en: 'Heavyweight Oversized Tee', ar: 'تيشيرت واسع بخامة ثقيلة' },
    brand: 'urban-thread',
    category: 'mens-tees',
    unit: 'piece',
    tax: 'standard',
    price: 590,
    discountPrice: 490,
    qty: 860,
    weight: 260,
    type: 'discount',
    shape: 'tshirt',
    colours: ['sand', 'black', 'olive'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'branding'],
    tags: ['new-season', 'clearance'],
    summary: {
      en: 'A boxy 240 gsm tee with dropped shoulders and a thick rib collar, the streetwear staple.',
      ar: 'تيشيرت بقصّة مربّعة ووزن 240 غراماً، بأكتاف منسدلة وياقة مضلّعة سميكة، قطعة أساسية في ملابس الشارع.',
    },
    fabric: {
      en: '100% organic cotton, 240 gsm, garment dyed for a lived-in finish.',
      ar: 'قطن عضوي 100% بوزن 240 غراماً، مصبوغ بعد الخياطة لمظهر عتيق ناعم.',
    },
    features: [
      { en: 'Oversized, boxy fit', ar: 'قصّة واسعة مربّعة' },
      { en: 'Pre-shrunk and enzyme washed', ar: 'مُعالَج ضد الانكماش ومغسول بالإنزيمات' },
      { en: 'Clearance price while stocks last', ar: 'سعر تصفية حتى نفاد الكمية' },
    ],
    care: 'cotton',
  },
  {
    sku: 'NG-BN-TEE24',
    title: { en: 'Mixed Colour Tee Bundle, 24 Pieces', ar: 'باقة تيشيرتات بألوان مشكّلة - 24 قطعة' },
    brand: 'northgate',
    category: 'mens-tees',
    unit: 'carton',
    tax: 'standard',
    price: 6990,
    qty: 90,
    weight: 4600,
    type: 'bundle',
    shape: 'tshirt',
    colours: ['red', 'navy', 'white', 'black', 'heather'],
    options: ['packaging'],
    tags: ['mixed-bundle', 'best-seller'],
    summary: {
      en: 'A carton of 24 crew neck tees across five colours and four sizes, ready for a new rail.',
      ar: 'كرتونة من 24 تيشيرتاً بياقة دائرية بخمسة ألوان وأربعة مقاسات، جاهزة لتعبئة رفّ جديد.',
    },
    fabric: { en: '100% cotton, 180 gsm single jersey.', ar: 'قطن 100% جيرسيه بوزن 180 غراماً.' },
    features: [
      { en: 'Size split S ×4, M ×8, L ×8, XL ×4', ar: 'توزيع المقاسات: S ×4 وM ×8 وL ×8 وXL ×4' },
      { en: 'Saves 15% against buying by the piece', ar: 'توفير 15% مقارنة بالشراء بالقطعة' },
    ],
    contents: [
      { en: '6 × Navy', ar: '6 × كحلي' },
      { en: '6 × Black', ar: '6 × أسود' },
      { en: '4 × White', ar: '4 × أبيض' },
      { en: '4 × Heather Grey', ar: '4 × رمادي مبرقش' },
      { en: '4 × Red', ar: '4 × أحمر' },
    ],
    care: 'cotton',
  },
  // ---- Men: shirts
  {
    sku: 'NG-SH-OXF',
    title: { en: 'Oxford Button-Down Shirt', ar: 'قميص أكسفورد بياقة بأزرار' },
    brand: 'northgate',
    category: 'mens-shirts',
    unit: 'piece',
    tax: 'standard',
    price: 1150,
    qty: 640,
    weight: 310,
    shape: 'shirt',
    colours: ['lightBlue', 'white'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'packaging', 'branding'],
    tags: ['made-in-uk'],
    summary: {
      en: 'A crisp Oxford weave shirt with a button-down collar: office on Monday, weekend on Saturday.',
      ar: 'قميص بنسيج أكسفورد وياقة بأزرار: للمكتب يوم الاثنين وللعطلة يوم السبت.',
    },
    fabric: { en: '100% cotton Oxford, 130 gsm; tailored fit.', ar: 'قطن أكسفورد 100% بوزن 130 غراماً، قصّة مفصّلة.' },
    features: [
      { en: 'Chest pocket and box-pleat back', ar: 'جيب على الصدر وكسرة خلفية' },
      { en: 'Supplied folded with collar support', ar: 'يُورَّد مطويّاً مع دعامة للياقة' },
    ],
    care: 'cotton',
  },
  {
    sku: 'NG-SH-CHK',
    title: { en: 'Brushed Cotton Check Shirt', ar: 'قميص مربّعات من القطن المصقول' },
    brand: 'northgate',
    category: 'mens-shirts',
    unit: 'piece',
    tax: 'standard',
    price: 1290,
    qty: 380,
    weight: 360,
    shape: 'shirt',
    pattern: 'check',
    colours: ['red', 'navy'],
    accent: 'black',
    sizes: 'adult',
    options: ['size', 'colour', 'packaging'],
    tags: ['new-season'],
    summary: {
      en: 'A soft, warm brushed check shirt that layers over tees through autumn and winter.',
      ar: 'قميص مربّعات دافئ وناعم بخامة مصقولة، يُلبس فوق التيشيرت طوال الخريف والشتاء.',
    },
    fabric: { en: '100% brushed cotton flannel, 170 gsm.', ar: 'فانيلا قطنية مصقولة 100% بوزن 170 غراماً.' },
    features: [
      { en: 'Pattern-matched pocket', ar: 'جيب بمربّعات متطابقة مع القميص' },
      { en: 'Two-button adjustable cuffs', ar: 'أساور قابلة للتعديل بزرّين' },
    ],
    care: 'cotton',
  },
  {
    sku: 'NG-SH-LIN',
    title: { en: 'Linen Blend Short Sleeve Shirt', ar: 'قميص بأكمام قصيرة من خليط الكتان' },
    brand: 'northgate',
    category: 'mens-shirts',
    unit: 'piece',
    tax: 'standard',
    price: 1090,
    discountPrice: 890,
    status: 'unavailable',
    qty: 150,
    weight: 220,
    type: 'discount',
    shape: 'tshirt',
    colours: ['sand'],
    sizes: 'adult',
    options: ['size'],
    tags: ['clearance'],
    summary: {
      en: 'A breathable linen-blend summer shirt. Temporarily withdrawn while the new season’s fabric arrives.',
      ar: 'قميص صيفي يسمح بمرور الهواء من خليط الكتان. موقوف مؤقتاً حتى وصول قماش الموسم الجديد.',
    },
    fabric: { en: '55% linen, 45% cotton; relaxed fit.', ar: '55% كتان و45% قطن، قصّة مريحة.' },
    features: [
      { en: 'Camp collar and straight hem', ar: 'ياقة مفتوحة وحافة سفلية مستقيمة' },
      { en: 'Coconut-effect buttons', ar: 'أزرار بمظهر جوز الهند' },
    ],
    care: 'delicate',
  },
  // ---- Men: trousers & jeans
  {
    sku: 'UT-JN-SLM',
    title: { en: 'Slim Fit Stretch Jeans', ar: 'جينز مرن بقصّة ضيّقة' },
    brand: 'urban-thread',
    category: 'mens-trousers',
    unit: 'piece',
    tax: 'standard',
    price: 1450,
    qty: 900,
    weight: 620,
    shape: 'jeans',
    colours: ['indigo', 'black'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'packaging'],
    tags: ['best-seller'],
    summary: {
      en: 'Five-pocket slim jeans with just enough stretch for all-day comfort.',
      ar: 'جينز بخمسة جيوب وقصّة ضيّقة، مع مرونة كافية لراحة طوال اليوم.',
    },
    fabric: {
      en: '98% cotton, 2% elastane, 11 oz denim; slim leg, mid rise.',
      ar: 'دنيم 98% قطن و2% إيلاستين بوزن 11 أونصة، ساق ضيّقة وخصر متوسط.',
    },
    features: [
      { en: 'Copper rivets and contrast stitching', ar: 'مسامير نحاسية وخياطة بلون مغاير' },
      { en: 'Leg lengths 30, 32 and 34 packed by ratio', ar: 'أطوال ساق 30 و32 و34 معبّأة بنسب محدّدة' },
    ],
    care: 'denim',
  },
  {
    sku: 'NG-CH-REG',
    title: { en: 'Regular Fit Chinos', ar: 'بنطال تشينو بقصّة عادية' },
    brand: 'northgate',
    category: 'mens-trousers',
    unit: 'piece',
    tax: 'standard',
    price: 1350,
    qty: 720,
    weight: 540,
    shape: 'trousers',
    colours: ['stone', 'navy', 'olive'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'packaging'],
    tags: [],
    summary: {
      en: 'Smart, comfortable cotton twill chinos that sell all year round.',
      ar: 'بنطال تشينو أنيق ومريح من قماش التويل القطني، مطلوب طوال العام.',
    },
    fabric: { en: '97% cotton twill, 3% elastane, 260 gsm.', ar: 'تويل 97% قطن و3% إيلاستين بوزن 260 غراماً.' },
    features: [
      { en: 'Slant front pockets, jetted back pockets', ar: 'جيوب أمامية مائلة وجيوب خلفية مُحدّدة' },
      { en: 'YKK zip fly', ar: 'سحّاب YKK' },
    ],
    care: 'cotton',
  },
  {
    sku: 'UT-JG-FLC',
    title: { en: 'Fleece Joggers', ar: 'بنطال رياضي من الفليس' },
    brand: 'urban-thread',
    category: 'mens-trousers',
    unit: 'piece',
    tax: 'standard',
    price: 890,
    qty: 1100,
    weight: 420,
    shape: 'joggers',
    pattern: 'marl',
    colours: ['heather', 'black', 'navy'],
    sizes: 'adult',
    options: ['size', 'colour', 'branding'],
    tags: ['best-seller'],
    summary: {
      en: 'Brushed-back fleece joggers with cuffed ankles and a drawcord waist.',
      ar: 'بنطال رياضي من الفليس المصقول من الداخل، بأطراف مطاطية عند الكاحل وخصر برباط.',
    },
    fabric: { en: '80% cotton, 20% polyester fleece, 300 gsm.', ar: 'فليس 80% قطن و20% بوليستر بوزن 300 غرام.' },
    features: [
      { en: 'Matches the Urban Thread hoodies', ar: 'يتناسق مع هوديز أوربان ثريد' },
      { en: 'Side pockets and a back patch pocket', ar: 'جيبان جانبيان وجيب خلفي' },
    ],
    care: 'cotton',
  },
  {
    sku: 'NG-SR-CRG',
    title: { en: 'Cotton Cargo Shorts', ar: 'شورت كارغو قطني' },
    brand: 'northgate',
    category: 'mens-trousers',
    unit: 'piece',
    tax: 'standard',
    price: 990,
    status: 'out_of_stock',
    qty: 0,
    weight: 330,
    shape: 'shorts',
    colours: ['khaki', 'navy'],
    sizes: 'adult',
    options: ['size', 'colour'],
    tags: [],
    summary: {
      en: 'Six-pocket cargo shorts for summer. Sold out; the next delivery is due in spring.',
      ar: 'شورت كارغو بستة جيوب للصيف. نفدت الكمية، والشحنة القادمة متوقّعة في الربيع.',
    },
    fabric: { en: '100% cotton ripstop, 220 gsm.', ar: 'قطن ريبستوب 100% بوزن 220 غراماً.' },
    features: [
      { en: 'Press-stud cargo pockets', ar: 'جيوب كارغو بكبّاسات' },
      { en: 'Knee length', ar: 'بطول الركبة' },
    ],
    care: 'cotton',
  },
  // ---- Men: hoodies & jackets
  {
    sku: 'UT-HD-PO',
    title: { en: 'Pullover Hoodie 300 gsm', ar: 'هودي كلاسيكي بوزن 300 غرام' },
    brand: 'urban-thread',
    category: 'mens-outerwear',
    unit: 'piece',
    tax: 'standard',
    price: 1250,
    qty: 1300,
    weight: 560,
    shape: 'hoodie',
    colours: ['burgundy', 'black', 'charcoal', 'navy'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'packaging', 'branding'],
    tags: ['best-seller', 'new-season'],
    summary: {
      en: 'A heavyweight pullover hoodie with a double-lined hood and kangaroo pocket.',
      ar: 'هودي ثقيل بقلنسوة مبطّنة بطبقتين وجيب أمامي كبير.',
    },
    fabric: {
      en: '80% ring-spun cotton, 20% polyester brushed fleece, 300 gsm.',
      ar: 'فليس مصقول 80% قطن مغزول و20% بوليستر بوزن 300 غرام.',
    },
    features: [
      { en: 'Flat drawcords with metal tips', ar: 'أربطة مسطّحة بأطراف معدنية' },
      { en: 'Rib cuffs and hem with elastane', ar: 'أساور وحافة مضلّعة مع إيلاستين' },
      { en: 'Our most popular decoration blank', ar: 'القطعة الأكثر طلباً للطباعة والتطريز' },
    ],
    care: 'cotton',
  },
  {
    sku: 'UT-HD-ZIP',
    title: { en: 'Zip-Through Hoodie', ar: 'هودي بسحّاب كامل' },
    brand: 'urban-thread',
    category: 'mens-outerwear',
    unit: 'piece',
    tax: 'standard',
    price: 1390,
    qty: 640,
    weight: 600,
    shape: 'zipHoodie',
    colours: ['charcoal', 'navy'],
    sizes: 'adult',
    options: ['size', 'colour', 'branding'],
    tags: [],
    summary: {
      en: 'A full-zip hoodie with split pouch pockets, easy to layer over work polos.',
      ar: 'هودي بسحّاب كامل وجيبين أماميين، سهل الارتداء فوق قمصان البولو.',
    },
    fabric: { en: '80% cotton, 20% polyester, 300 gsm.', ar: '80% قطن و20% بوليستر بوزن 300 غرام.' },
    features: [
      { en: 'Metal zip with a branded puller', ar: 'سحّاب معدني بمقبض يحمل العلامة' },
      { en: 'Lined hood', ar: 'قلنسوة مبطّنة' },
    ],
    care: 'cotton',
  },
  {
    sku: 'NG-JK-HAR',
    title: { en: 'Harrington Jacket', ar: 'جاكيت هارينغتون' },
    brand: 'northgate',
    category: 'mens-outerwear',
    unit: 'piece',
    tax: 'standard',
    price: 2450,
    qty: 260,
    weight: 720,
    shape: 'jacket',
    colours: ['navy', 'stone', 'bottle'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'packaging'],
    tags: ['made-in-uk'],
    summary: {
      en: 'The British classic: a shower-resistant Harrington with a check lining.',
      ar: 'الكلاسيكية البريطانية: جاكيت هارينغتون مقاوم للرذاذ ببطانة مربّعات.',
    },
    fabric: {
      en: '65% polyester, 35% cotton shell with a water-repellent finish; tartan cotton lining.',
      ar: 'قماش خارجي 65% بوليستر و35% قطن بمعالجة طاردة للماء، وبطانة قطنية مربّعات.',
    },
    features: [
      { en: 'Stand collar with press-stud tab', ar: 'ياقة قائمة بلسان وكبّاس' },
      { en: 'Button-through flap pockets', ar: 'جيوب بغطاء وأزرار' },
    ],
    care: 'cotton',
  },
  {
    sku: 'NG-JK-PUF',
    title: { en: 'Lightweight Padded Jacket', ar: 'جاكيت مبطّن خفيف الوزن' },
    brand: 'northgate',
    category: 'mens-outerwear',
    unit: 'piece',
    tax: 'standard',
    price: 2850,
    discountPrice: 2390,
    qty: 310,
    weight: 650,
    type: 'discount',
    shape: 'puffer',
    colours: ['black', 'navy', 'olive'],
    sizes: 'adult',
    options: ['size', 'colour', 'packaging'],
    tags: ['clearance', 'new-season'],
    summary: {
      en: 'A packable quilted jacket with recycled fill: warm without the bulk.',
      ar: 'جاكيت مبطّن قابل للطيّ بحشوة مُعاد تدويرها: دافئ دون حجم زائد.',
    },
    fabric: {
      en: '100% recycled nylon ripstop shell, 100 g recycled polyester fill.',
      ar: 'قماش خارجي نايلون ريبستوب مُعاد تدويره 100%، وحشوة بوليستر مُعاد تدويره بوزن 100 غرام.',
    },
    features: [
      { en: 'Packs into its own pocket', ar: 'يُطوى داخل جيبه' },
      { en: 'Two-way zip and zipped hand pockets', ar: 'سحّاب باتجاهين وجيوب بسحّاب' },
    ],
    care: 'delicate',
  },
  {
    sku: 'UT-SW-CRW',
    title: { en: 'Crew Neck Sweatshirt', ar: 'سويت شيرت بياقة دائرية' },
    brand: 'urban-thread',
    category: 'mens-outerwear',
    unit: 'piece',
    tax: 'standard',
    price: 990,
    qty: 980,
    weight: 480,
    shape: 'sweatshirt',
    pattern: 'marl',
    colours: ['heather', 'navy', 'black'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'branding'],
    tags: [],
    summary: {
      en: 'A clean, classic crew sweat in soft loopback fleece.',
      ar: 'سويت شيرت كلاسيكي أنيق من الفليس الناعم المحبوك بحلقات.',
    },
    fabric: { en: '80% cotton, 20% polyester loopback, 280 gsm.', ar: 'نسيج بحلقات 80% قطن و20% بوليستر بوزن 280 غراماً.' },
    features: [
      { en: 'V-insert under the neck', ar: 'قطعة على شكل V أسفل الرقبة' },
      { en: 'Raglan-free set-in sleeves for easy printing', ar: 'أكمام مركّبة تسهّل الطباعة' },
    ],
    care: 'cotton',
  },
  // ---- Women: dresses & skirts
  {
    sku: 'MF-DR-WRP',
    title: { en: 'Jersey Wrap Dress', ar: 'فستان ملفوف من الجيرسيه' },
    brand: 'mayfair',
    category: 'womens-dresses',
    unit: 'piece',
    tax: 'standard',
    price: 1650,
    qty: 540,
    weight: 380,
    shape: 'wrapDress',
    colours: ['emerald', 'black', 'burgundy'],
    sizes: 'womens',
    variants: true,
    options: ['womens-size', 'colour', 'packaging'],
    tags: ['new-season', 'best-seller'],
    summary: {
      en: 'A flattering true-wrap dress in fluid jersey that travels without creasing.',
      ar: 'فستان ملفوف بقصّة تُبرز القوام من جيرسيه انسيابي لا يتجعّد في السفر.',
    },
    fabric: { en: '95% viscose, 5% elastane jersey; midi length.', ar: 'جيرسيه 95% فسكوز و5% إيلاستين، بطول متوسط.' },
    features: [
      { en: 'Tie waist and flutter sleeves', ar: 'رباط على الخصر وأكمام متموّجة' },
      { en: 'Supplied on hangers', ar: 'يُورَّد على علّاقات' },
    ],
    care: 'delicate',
  },
  {
    sku: 'MF-DR-MAX',
    title: { en: 'Floral Maxi Dress', ar: 'فستان طويل بنقشة زهور' },
    brand: 'mayfair',
    category: 'womens-dresses',
    unit: 'piece',
    tax: 'standard',
    price: 1890,
    qty: 320,
    weight: 420,
    shape: 'maxiDress',
    pattern: 'floral',
    colours: ['ivory', 'navy'],
    accent: 'burgundy',
    sizes: 'womens',
    options: ['womens-size', 'colour', 'packaging'],
    tags: ['new-season'],
    summary: {
      en: 'A tiered maxi dress in an exclusive ditsy floral print.',
      ar: 'فستان طويل بطبقات ونقشة زهور صغيرة حصرية.',
    },
    fabric: { en: '100% lightweight viscose crepe, fully lined bodice.', ar: 'كريب فسكوز خفيف 100%، والجزء العلوي مبطّن بالكامل.' },
    features: [
      { en: 'Adjustable straps', ar: 'حمّالات قابلة للتعديل' },
      { en: 'Side-seam pockets', ar: 'جيوب في الدرزات الجانبية' },
    ],
    care: 'delicate',
  },
  {
    sku: 'MF-DR-SHF',
    title: { en: 'Tailored Shift Dress', ar: 'فستان مستقيم مفصّل' },
    brand: 'mayfair',
    category: 'womens-dresses',
    unit: 'piece',
    tax: 'standard',
    price: 1490,
    status: 'unavailable',
    qty: 80,
    weight: 360,
    shape: 'dress',
    colours: ['navy'],
    sizes: 'womens',
    options: ['womens-size'],
    tags: [],
    summary: {
      en: 'A sleeveless shift dress for workwear collections. Not currently offered to new orders.',
      ar: 'فستان مستقيم بلا أكمام لتشكيلات ملابس العمل الرسمية. غير متاح للطلبات الجديدة حالياً.',
    },
    fabric: { en: '64% polyester, 33% viscose, 3% elastane suiting.', ar: 'قماش بدلات 64% بوليستر و33% فسكوز و3% إيلاستين.' },
    features: [
      { en: 'Concealed back zip', ar: 'سحّاب خلفي مخفي' },
      { en: 'Matches our suiting separates', ar: 'يتناسق مع قطع البدلات المنفصلة' },
    ],
    care: 'delicate',
  },
  {
    sku: 'MF-DR-STR',
    title: { en: 'Striped Shirt Dress', ar: 'فستان قميصي مخطّط' },
    brand: 'mayfair',
    category: 'womens-dresses',
    unit: 'piece',
    tax: 'standard',
    price: 1750,
    qty: 260,
    weight: 340,
    shape: 'dress',
    pattern: 'stripe',
    colours: ['white'],
    accent: 'navy',
    sizes: 'womens',
    options: ['womens-size', 'packaging'],
    tags: ['new-season'],
    summary: {
      en: 'A crisp cotton poplin shirt dress with a self-tie belt.',
      ar: 'فستان قميصي من قطن البوبلين المنعش مع حزام من القماش نفسه.',
    },
    fabric: { en: '100% cotton poplin, yarn-dyed stripe.', ar: 'بوبلين قطني 100% بخطوط مصبوغة الخيوط.' },
    features: [
      { en: 'Button-through front', ar: 'أزرار على كامل الأمام' },
      { en: 'Roll-up sleeve tabs', ar: 'ألسنة لرفع الأكمام' },
    ],
    care: 'cotton',
  },
  {
    sku: 'MF-SK-PLT',
    title: { en: 'Pleated Midi Skirt', ar: 'تنورة متوسطة الطول بكسرات' },
    brand: 'mayfair',
    category: 'womens-dresses',
    unit: 'piece',
    tax: 'standard',
    price: 1390,
    qty: 410,
    weight: 290,
    shape: 'skirt',
    colours: ['burgundy', 'black', 'camel'],
    sizes: 'womens',
    variants: true,
    options: ['womens-size', 'colour'],
    tags: [],
    summary: {
      en: 'A swishy sunray-pleated midi skirt with an elasticated back waist.',
      ar: 'تنورة متوسطة الطول بكسرات شعاعية متحرّكة وخصر خلفي مطّاطي.',
    },
    fabric: { en: '100% recycled polyester satin.', ar: 'ساتان بوليستر مُعاد تدويره 100%.' },
    features: [
      { en: 'Permanent pleats', ar: 'كسرات ثابتة لا تزول' },
      { en: 'Lined to the knee', ar: 'مبطّنة حتى الركبة' },
    ],
    care: 'delicate',
  },
  {
    sku: 'MF-SK-DEN',
    title: { en: 'Denim A-Line Skirt', ar: 'تنورة دنيم بقصّة A' },
    brand: 'mayfair',
    category: 'womens-dresses',
    unit: 'piece',
    tax: 'standard',
    price: 1190,
    qty: 350,
    weight: 380,
    shape: 'skirt',
    colours: ['indigo'],
    sizes: 'womens',
    options: ['womens-size'],
    tags: [],
    summary: { en: 'A knee-length A-line skirt in mid-wash denim.', ar: 'تنورة بقصّة A بطول الركبة من دنيم بغسلة متوسطة.' },
    fabric: { en: '99% cotton, 1% elastane denim.', ar: 'دنيم 99% قطن و1% إيلاستين.' },
    features: [
      { en: 'Front patch pockets', ar: 'جيوب أمامية مخيطة' },
      { en: 'Button fastening', ar: 'إغلاق بزر' },
    ],
    care: 'denim',
  },
  // ---- Women: tops & blouses
  {
    sku: 'MF-BL-SAT',
    title: { en: 'Satin Blouse', ar: 'بلوزة ساتان' },
    brand: 'mayfair',
    category: 'womens-tops',
    unit: 'piece',
    tax: 'standard',
    price: 1290,
    qty: 480,
    weight: 210,
    shape: 'blouse',
    colours: ['ivory', 'blush', 'black'],
    sizes: 'womens',
    variants: true,
    options: ['womens-size', 'colour', 'packaging'],
    tags: ['best-seller'],
    summary: {
      en: 'A fluid satin blouse with a soft round neck, from desk to dinner.',
      ar: 'بلوزة ساتان انسيابية بياقة دائرية ناعمة، من المكتب إلى العشاء.',
    },
    fabric: { en: '100% polyester satin with a washed finish.', ar: 'ساتان بوليستر 100% بلمسة مغسولة.' },
    features: [
      { en: 'Covered buttons', ar: 'أزرار مغلّفة بالقماش' },
      { en: 'Curved hem to wear tucked or loose', ar: 'حافة مقوّسة تُلبس داخل التنورة أو خارجها' },
    ],
    care: 'delicate',
  },
  {
    sku: 'MF-TP-RIB3',
    title: { en: 'Ribbed Vest Top, Pack of 3', ar: 'فانيلة مضلّعة - عبوة 3 قطع' },
    brand: 'mayfair',
    category: 'womens-tops',
    unit: 'pack3',
    tax: 'standard',
    price: 990,
    qty: 700,
    weight: 360,
    shape: 'tank',
    colours: ['white', 'black', 'blush'],
    sizes: 'womens',
    options: ['womens-size', 'colour'],
    tags: ['bulk-saver'],
    summary: {
      en: 'Three stretch-rib vest tops in one colour: the layering essential.',
      ar: 'ثلاث فانيلات مضلّعة مرنة بلون واحد: القطعة الأساسية للتنسيق بالطبقات.',
    },
    fabric: { en: '95% cotton, 5% elastane 2×1 rib.', ar: 'نسيج مضلّع 95% قطن و5% إيلاستين.' },
    features: [
      { en: 'Scoop neck, slim fit', ar: 'ياقة دائرية واسعة وقصّة ضيّقة' },
      { en: 'Three per pack, one colour', ar: 'ثلاث قطع بلون واحد في كل عبوة' },
    ],
    care: 'cotton',
  },
  {
    sku: 'MF-TP-BRT',
    title: { en: 'Breton Stripe Top', ar: 'توب بخطوط بريتون' },
    brand: 'mayfair',
    category: 'womens-tops',
    unit: 'piece',
    tax: 'standard',
    price: 890,
    qty: 520,
    weight: 240,
    shape: 'tshirt',
    pattern: 'stripe',
    colours: ['white', 'ivory'],
    accent: 'navy',
    sizes: 'womens',
    options: ['womens-size', 'colour'],
    tags: ['new-season'],
    summary: {
      en: 'The Breton stripe in a heavier jersey with a boat neck.',
      ar: 'الخطوط البحرية الكلاسيكية على جيرسيه أثقل بياقة قارب.',
    },
    fabric: { en: '100% cotton, 200 gsm.', ar: 'قطن 100% بوزن 200 غرام.' },
    features: [
      { en: 'Three-quarter sleeves', ar: 'أكمام بطول ثلاثة أرباع' },
      { en: 'Stripes matched at the side seams', ar: 'خطوط متطابقة عند الدرزات الجانبية' },
    ],
    care: 'cotton',
  },
  // ---- Women: knitwear & accessories
  {
    sku: 'CK-KN-CBL',
    title: { en: 'Cable Knit Jumper', ar: 'كنزة محبوكة بضفائر' },
    brand: 'cotswold',
    category: 'womens-knitwear',
    unit: 'piece',
    tax: 'standard',
    price: 1990,
    qty: 300,
    weight: 620,
    shape: 'knit',
    pattern: 'knit',
    colours: ['cream', 'navy', 'bottle'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'packaging'],
    tags: ['made-in-uk', 'new-season'],
    summary: {
      en: 'A chunky fisherman’s cable knit, spun and knitted in Gloucestershire.',
      ar: 'كنزة صوف سميكة بضفائر على طراز الصيّادين، تُغزل وتُحاك في غلوسترشير.',
    },
    fabric: { en: '70% British wool, 30% nylon for strength.', ar: '70% صوف بريطاني و30% نايلون لمتانة أكبر.' },
    features: [
      { en: 'Fully fashioned shoulders', ar: 'أكتاف محبوكة بالشكل الكامل' },
      { en: 'Unisex sizing', ar: 'مقاسات للجنسين' },
    ],
    care: 'knit',
  },
  {
    sku: 'CK-KN-CAR',
    title: { en: 'Merino Blend Cardigan', ar: 'كارديغان من خليط صوف المارينو' },
    brand: 'cotswold',
    category: 'womens-knitwear',
    unit: 'piece',
    tax: 'standard',
    price: 2190,
    qty: 240,
    weight: 380,
    shape: 'cardigan',
    pattern: 'knit',
    colours: ['camel', 'charcoal'],
    sizes: 'womens',
    options: ['womens-size', 'colour', 'packaging'],
    tags: ['made-in-uk'],
    summary: {
      en: 'A fine-gauge V-neck cardigan in soft merino blend with horn-effect buttons.',
      ar: 'كارديغان ناعم بياقة V من خليط صوف المارينو، بأزرار بمظهر القرن.',
    },
    fabric: { en: '50% merino wool, 50% acrylic, 12 gauge.', ar: '50% صوف مارينو و50% أكريليك، حياكة دقيقة.' },
    features: [
      { en: 'Ribbed cuffs and hem', ar: 'أساور وحافة مضلّعة' },
      { en: 'Pilling-resistant yarn', ar: 'خيوط مقاومة للتكوّر' },
    ],
    care: 'knit',
  },
  {
    sku: 'CK-KN-ROL',
    title: { en: 'Roll Neck Jumper', ar: 'كنزة بياقة عالية' },
    brand: 'cotswold',
    category: 'womens-knitwear',
    unit: 'piece',
    tax: 'standard',
    price: 1790,
    discountPrice: 1490,
    qty: 190,
    weight: 450,
    type: 'discount',
    shape: 'sweatshirt',
    pattern: 'knit',
    colours: ['black', 'cream'],
    sizes: 'womens',
    options: ['womens-size', 'colour'],
    tags: ['clearance'],
    summary: {
      en: 'A slim roll neck in lambswool blend: last season’s colours at a clearance price.',
      ar: 'كنزة ضيّقة بياقة عالية من خليط صوف الحملان: ألوان الموسم الماضي بسعر التصفية.',
    },
    fabric: { en: '60% lambswool, 40% nylon.', ar: '60% صوف حملان و40% نايلون.' },
    features: [
      { en: 'Double-layer roll collar', ar: 'ياقة عالية بطبقتين' },
      { en: 'Close-fitting shape', ar: 'قصّة ملاصقة للجسم' },
    ],
    care: 'knit',
  },
  {
    sku: 'CK-SC-WOL6',
    title: { en: 'Lambswool Tartan Scarf, Pack of 6', ar: 'وشاح صوف حملان بنقشة تارتان - عبوة 6 قطع' },
    brand: 'cotswold',
    category: 'womens-knitwear',
    unit: 'pack6',
    tax: 'standard',
    price: 4490,
    qty: 120,
    weight: 900,
    shape: 'scarf',
    pattern: 'check',
    colours: ['red', 'navy'],
    accent: 'bottle',
    options: ['colour', 'packaging'],
    tags: ['made-in-uk'],
    summary: {
      en: 'Six brushed lambswool tartan scarves, a reliable gift-season seller.',
      ar: 'ستة أوشحة من صوف الحملان المصقول بنقشة التارتان، من الأكثر مبيعاً في مواسم الهدايا.',
    },
    fabric: { en: '100% lambswool, 180 × 30 cm with fringed ends.', ar: 'صوف حملان 100%، بمقاس 180 × 30 سم وأطراف مهدّبة.' },
    features: [
      { en: 'Woven in Scotland', ar: 'منسوج في اسكتلندا' },
      { en: 'Gift-box option available', ar: 'يتوفّر خيار علبة الهدايا' },
    ],
    care: 'knit',
  },
  // ---- Kids: babywear
  {
    sku: 'LH-BB-BOD3',
    title: { en: 'Organic Bodysuits, Pack of 3', ar: 'بودي قطن عضوي - عبوة 3 قطع' },
    brand: 'little-harbour',
    category: 'babywear',
    unit: 'pack3',
    tax: 'zero',
    price: 750,
    qty: 900,
    weight: 210,
    shape: 'bodysuit',
    colours: ['pink', 'sky', 'white'],
    sizes: 'baby',
    variants: true,
    options: ['baby-age', 'colour', 'packaging'],
    tags: ['organic', 'best-seller'],
    summary: {
      en: 'Three short-sleeve bodysuits with envelope necks and popper fastenings.',
      ar: 'ثلاث قطع بودي بأكمام قصيرة وفتحة رقبة مزدوجة وإغلاق بكبّاسات.',
    },
    fabric: { en: '100% GOTS-certified organic cotton interlock.', ar: 'قطن عضوي 100% معتمد من GOTS بنسيج إنترلوك.' },
    features: [
      { en: 'Nickel-free poppers', ar: 'كبّاسات خالية من النيكل' },
      { en: 'Zero-rated for VAT', ar: 'معفاة من ضريبة القيمة المضافة' },
    ],
    care: 'baby',
  },
  {
    sku: 'LH-BB-SLP2',
    title: { en: 'Sleepsuit Twin Pack', ar: 'بيجامة مواليد - عبوة قطعتين' },
    brand: 'little-harbour',
    category: 'babywear',
    unit: 'set',
    tax: 'zero',
    price: 890,
    qty: 620,
    weight: 260,
    shape: 'bodysuit',
    pattern: 'stripe',
    colours: ['white', 'sky'],
    accent: 'sky',
    sizes: 'baby',
    options: ['baby-age', 'colour'],
    tags: ['organic'],
    summary: {
      en: 'Two striped footed sleepsuits with a two-way zip for easy night changes.',
      ar: 'بيجامتان مخطّطتان بقدمين وسحّاب باتجاهين لتغيير أسهل ليلاً.',
    },
    fabric: { en: '100% organic cotton.', ar: 'قطن عضوي 100%.' },
    features: [
      { en: 'Scratch mitts on newborn sizes', ar: 'قفازات ضد الخدش في مقاسات حديثي الولادة' },
      { en: 'Zip guard at the chin', ar: 'غطاء للسحّاب عند الذقن' },
    ],
    care: 'baby',
  },
  {
    sku: 'LH-BB-GIFT',
    title: { en: 'Newborn Gift Bundle', ar: 'باقة هدايا لحديثي الولادة' },
    brand: 'little-harbour',
    category: 'babywear',
    unit: 'set',
    tax: 'zero',
    price: 1990,
    qty: 150,
    weight: 480,
    type: 'bundle',
    shape: 'bodysuit',
    colours: ['blush'],
    options: ['packaging'],
    tags: ['mixed-bundle', 'organic'],
    summary: {
      en: 'A ready-to-sell gift box: bodysuits, sleepsuit, hat and muslin in soft blush.',
      ar: 'علبة هدايا جاهزة للبيع: بودي وبيجامة وقبعة وقماشة موسلين باللون الوردي الفاتح.',
    },
    fabric: { en: 'Organic cotton throughout.', ar: 'جميع القطع من القطن العضوي.' },
    features: [
      { en: 'Presented in a recyclable gift box', ar: 'مقدّمة في علبة هدايا قابلة لإعادة التدوير' },
      { en: 'Size 0–3 months', ar: 'مقاس 0–3 أشهر' },
    ],
    contents: [
      { en: '2 × short-sleeve bodysuits', ar: '2 × بودي بأكمام قصيرة' },
      { en: '1 × footed sleepsuit', ar: '1 × بيجامة بقدمين' },
      { en: '1 × knotted hat', ar: '1 × قبعة معقودة' },
      { en: '1 × muslin square', ar: '1 × قماشة موسلين مربّعة' },
    ],
    care: 'baby',
  },
  // ---- Kids: outfits
  {
    sku: 'LH-KS-TSS',
    title: { en: 'Kids’ T-Shirt & Shorts Set', ar: 'طقم أطفال تيشيرت وشورت' },
    brand: 'little-harbour',
    category: 'kids-outfits',
    unit: 'set',
    tax: 'zero',
    price: 690,
    qty: 1100,
    weight: 240,
    shape: 'kidsSet',
    colours: ['sky', 'mustard', 'red'],
    accent: 'navy',
    sizes: 'kids',
    variants: true,
    options: ['kids-age', 'colour', 'packaging'],
    tags: ['best-seller'],
    summary: {
      en: 'A summer set of a bright tee and navy jersey shorts, sold as one.',
      ar: 'طقم صيفي من تيشيرت بلون زاهٍ وشورت جيرسيه كحلي، يُباع معاً.',
    },
    fabric: { en: '100% cotton jersey.', ar: 'جيرسيه قطن 100%.' },
    features: [
      { en: 'Elasticated waist with drawcord', ar: 'خصر مطّاطي برباط' },
      { en: 'Zero-rated for VAT', ar: 'معفى من ضريبة القيمة المضافة' },
    ],
    care: 'cotton',
  },
  {
    sku: 'LH-KS-HDJ',
    title: { en: 'Kids’ Hoodie & Jogger Set', ar: 'طقم أطفال هودي وبنطال رياضي' },
    brand: 'little-harbour',
    category: 'kids-outfits',
    unit: 'set',
    tax: 'zero',
    price: 1090,
    qty: 560,
    weight: 420,
    shape: 'hoodie',
    colours: ['navy', 'pink', 'heather'],
    sizes: 'kids',
    options: ['kids-age', 'colour'],
    tags: ['new-season'],
    summary: {
      en: 'A cosy matching fleece set for school runs and weekends.',
      ar: 'طقم فليس دافئ ومتناسق لمشاوير المدرسة وعطلات نهاية الأسبوع.',
    },
    fabric: { en: '80% cotton, 20% polyester fleece.', ar: 'فليس 80% قطن و20% بوليستر.' },
    features: [
      { en: 'No drawcords on the hood, for safety', ar: 'قلنسوة بلا أربطة حفاظاً على السلامة' },
      { en: 'Reinforced knees', ar: 'ركبتان مدعّمتان' },
    ],
    care: 'cotton',
  },
  {
    sku: 'LH-KS-PJ',
    title: { en: 'Kids’ Pyjama Set', ar: 'بيجامة أطفال' },
    brand: 'little-harbour',
    category: 'kids-outfits',
    unit: 'set',
    tax: 'zero',
    price: 790,
    discountPrice: 650,
    qty: 740,
    weight: 260,
    type: 'discount',
    shape: 'kidsSet',
    pattern: 'stripe',
    colours: ['white', 'pink'],
    accent: 'sky',
    sizes: 'kids',
    options: ['kids-age', 'colour'],
    tags: ['bulk-saver'],
    summary: {
      en: 'Striped cotton pyjamas with a short-sleeve top and shorts.',
      ar: 'بيجامة قطنية مخطّطة بقميص بأكمام قصيرة وشورت.',
    },
    fabric: { en: '100% cotton, snug fit for safety.', ar: 'قطن 100%، بقصّة ملاصقة حفاظاً على السلامة.' },
    features: [
      { en: 'Meets UK nightwear flammability rules', ar: 'مطابقة لمعايير المملكة المتحدة لملابس النوم ومقاومة الاشتعال' },
      { en: 'Bulk saver price', ar: 'سعر توفير للكميات' },
    ],
    care: 'cotton',
  },
  {
    sku: 'LH-KS-RAIN',
    title: { en: 'Kids’ Waterproof Rain Jacket', ar: 'جاكيت مطر مقاوم للماء للأطفال' },
    brand: 'little-harbour',
    category: 'kids-outfits',
    unit: 'piece',
    tax: 'zero',
    price: 1290,
    status: 'out_of_stock',
    qty: 0,
    weight: 340,
    shape: 'jacket',
    colours: ['mustard', 'red'],
    sizes: 'kids',
    options: ['kids-age', 'colour'],
    tags: [],
    summary: {
      en: 'A bright, fully waterproof jacket with taped seams. Sold out until the autumn delivery.',
      ar: 'جاكيت زاهٍ مقاوم للماء بالكامل ودرزات ملحومة. نفدت الكمية حتى شحنة الخريف.',
    },
    fabric: { en: 'PU-coated polyester, 5,000 mm waterproof rating.', ar: 'بوليستر مطليّ بالبولي يوريثان، بمقاومة ماء 5000 ملم.' },
    features: [
      { en: 'Reflective trims', ar: 'حواف عاكسة' },
      { en: 'Name label inside', ar: 'ملصق للاسم من الداخل' },
    ],
    care: 'delicate',
  },
  // ---- Kids: school uniform
  {
    sku: 'LH-SU-POL2',
    title: { en: 'School Polo Shirt, Pack of 2', ar: 'قميص بولو مدرسي - عبوة قطعتين' },
    brand: 'little-harbour',
    category: 'school-uniform',
    unit: 'set',
    tax: 'zero',
    price: 450,
    qty: 3000,
    weight: 300,
    shape: 'polo',
    colours: ['white', 'sky', 'red'],
    sizes: 'kids',
    variants: true,
    options: ['kids-age', 'colour', 'branding'],
    tags: ['best-seller'],
    summary: {
      en: 'Two easy-care school polos that hold their colour term after term.',
      ar: 'قميصا بولو مدرسيان سهلا العناية يحافظان على لونهما فصلاً بعد فصل.',
    },
    fabric: { en: '65% polyester, 35% cotton piqué.', ar: 'بيكيه 65% بوليستر و35% قطن.' },
    features: [
      { en: 'Stain-release finish', ar: 'معالجة تسهّل إزالة البقع' },
      { en: 'School logo embroidery available', ar: 'يتوفّر تطريز شعار المدرسة' },
    ],
    care: 'cotton',
  },
  {
    sku: 'LH-SU-SWT',
    title: { en: 'School Sweatshirt', ar: 'سويت شيرت مدرسي' },
    brand: 'little-harbour',
    category: 'school-uniform',
    unit: 'piece',
    tax: 'zero',
    price: 590,
    qty: 2200,
    weight: 320,
    shape: 'sweatshirt',
    colours: ['navy', 'bottle', 'red', 'grey'],
    sizes: 'kids',
    variants: true,
    options: ['kids-age', 'colour', 'branding'],
    tags: ['best-seller'],
    summary: {
      en: 'A durable crew neck school sweatshirt in the four most requested school colours.',
      ar: 'سويت شيرت مدرسي متين بياقة دائرية، بأكثر أربعة ألوان مدرسية طلباً.',
    },
    fabric: { en: '50% cotton, 50% polyester, 280 gsm.', ar: '50% قطن و50% بوليستر بوزن 280 غراماً.' },
    features: [
      { en: 'Anti-pill fleece', ar: 'فليس مقاوم للتكوّر' },
      { en: 'Embroidery-ready chest panel', ar: 'منطقة صدر جاهزة للتطريز' },
    ],
    care: 'cotton',
  },
  {
    sku: 'LH-SU-TRS',
    title: { en: 'School Trousers', ar: 'بنطال مدرسي' },
    brand: 'little-harbour',
    category: 'school-uniform',
    unit: 'piece',
    tax: 'zero',
    price: 650,
    qty: 1600,
    weight: 300,
    shape: 'trousers',
    colours: ['grey', 'black'],
    sizes: 'kids',
    options: ['kids-age', 'colour'],
    tags: [],
    summary: {
      en: 'Hard-wearing school trousers with an adjustable waist and reinforced knees.',
      ar: 'بنطال مدرسي متين بخصر قابل للتعديل وركبتين مدعّمتين.',
    },
    fabric: { en: '65% polyester, 35% viscose, machine washable.', ar: '65% بوليستر و35% فسكوز، قابل للغسيل الآلي.' },
    features: [
      { en: 'Teflon stain protection', ar: 'حماية من البقع بتقنية تيفلون' },
      { en: 'Permanent front crease', ar: 'كسرة أمامية ثابتة' },
    ],
    care: 'cotton',
  },
  {
    sku: 'LH-SU-PIN',
    title: { en: 'School Pinafore Dress', ar: 'مريول مدرسي' },
    brand: 'little-harbour',
    category: 'school-uniform',
    unit: 'piece',
    tax: 'zero',
    price: 790,
    qty: 900,
    weight: 280,
    shape: 'dress',
    colours: ['grey', 'navy'],
    sizes: 'kids',
    options: ['kids-age', 'colour'],
    tags: [],
    summary: {
      en: 'A pleated pinafore to wear over a school polo or blouse.',
      ar: 'مريول بكسرات يُلبس فوق قميص البولو أو البلوزة المدرسية.',
    },
    fabric: { en: '65% polyester, 35% viscose.', ar: '65% بوليستر و35% فسكوز.' },
    features: [
      { en: 'Adjustable shoulder buttons', ar: 'أزرار قابلة للتعديل على الكتفين' },
      { en: 'Deep hem to let down', ar: 'حافة عميقة يمكن إطالتها' },
    ],
    care: 'cotton',
  },
  // ---- Workwear: hi-vis & safety
  {
    sku: 'IB-HV-VST',
    title: { en: 'Hi-Vis Vest EN ISO 20471', ar: 'سترة عالية الوضوح EN ISO 20471' },
    brand: 'ironbridge',
    category: 'hi-vis',
    unit: 'piece',
    tax: 'standard',
    price: 250,
    qty: 5000,
    weight: 110,
    shape: 'hiVisVest',
    colours: ['hiVisYellow', 'hiVisOrange'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'branding'],
    tags: ['certified', 'best-seller'],
    summary: {
      en: 'The site-standard Class 2 hi-vis vest with two bands and braces.',
      ar: 'سترة السلامة القياسية للمواقع من الفئة 2، بشريطين عاكسين وحمّالتين.',
    },
    fabric: { en: '100% polyester tricot, 120 gsm, retro-reflective tape.', ar: 'تريكو بوليستر 100% بوزن 120 غراماً مع شريط عاكس للضوء.' },
    features: [
      { en: 'Certified to EN ISO 20471 Class 2', ar: 'معتمدة وفق EN ISO 20471 الفئة 2' },
      { en: 'Hook and loop front closure', ar: 'إغلاق أمامي بشريط لاصق' },
      { en: 'ID pocket on the chest', ar: 'جيب لبطاقة التعريف على الصدر' },
    ],
    care: 'workwear',
  },
  {
    sku: 'IB-HV-JKT',
    title: { en: 'Hi-Vis Bomber Jacket', ar: 'جاكيت بومبر عالي الوضوح' },
    brand: 'ironbridge',
    category: 'hi-vis',
    unit: 'piece',
    tax: 'standard',
    price: 2190,
    qty: 420,
    weight: 980,
    shape: 'hiVisJacket',
    colours: ['hiVisOrange', 'hiVisYellow'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'branding'],
    tags: ['certified'],
    summary: {
      en: 'A waterproof, padded Class 3 bomber for winter site work.',
      ar: 'جاكيت بومبر مبطّن ومقاوم للماء من الفئة 3 لأعمال المواقع في الشتاء.',
    },
    fabric: {
      en: '300D polyester Oxford with PU coating, quilted lining, taped seams.',
      ar: 'أكسفورد بوليستر 300D مطليّ بالبولي يوريثان، ببطانة مبطّنة ودرزات ملحومة.',
    },
    features: [
      { en: 'Certified to EN ISO 20471 Class 3 and EN 343', ar: 'معتمد وفق EN ISO 20471 الفئة 3 وEN 343' },
      { en: 'Concealed hood in the collar', ar: 'قلنسوة مخفية داخل الياقة' },
    ],
    care: 'workwear',
  },
  {
    sku: 'IB-HV-POL',
    title: { en: 'Hi-Vis Polo Shirt', ar: 'قميص بولو عالي الوضوح' },
    brand: 'ironbridge',
    category: 'hi-vis',
    unit: 'piece',
    tax: 'standard',
    price: 790,
    qty: 1400,
    weight: 200,
    shape: 'hiVisPolo',
    colours: ['hiVisYellow', 'hiVisOrange'],
    sizes: 'adult',
    options: ['size', 'colour', 'branding'],
    tags: ['certified'],
    summary: {
      en: 'A breathable hi-vis polo with moisture-wicking birdseye fabric.',
      ar: 'قميص بولو عالي الوضوح يسمح بمرور الهواء، بنسيج يطرد الرطوبة.',
    },
    fabric: { en: '100% polyester birdseye, 140 gsm.', ar: 'بوليستر 100% بنسيج عين الطائر بوزن 140 غراماً.' },
    features: [
      { en: 'Certified to EN ISO 20471 Class 2', ar: 'معتمد وفق EN ISO 20471 الفئة 2' },
      { en: 'Embroidery-friendly chest area', ar: 'منطقة صدر مناسبة للتطريز' },
    ],
    care: 'workwear',
  },
  {
    sku: 'IB-HV-VST24',
    title: { en: 'Hi-Vis Vest, Carton of 24', ar: 'سترة عالية الوضوح - كرتونة 24 قطعة' },
    brand: 'ironbridge',
    category: 'hi-vis',
    unit: 'carton',
    tax: 'standard',
    price: 5280,
    discountPrice: 4800,
    qty: 160,
    weight: 2800,
    type: 'discount',
    shape: 'hiVisVest',
    colours: ['hiVisYellow'],
    sizes: 'adult',
    options: ['size'],
    tags: ['bulk-saver', 'certified'],
    summary: {
      en: 'Our best-selling vest by the carton: 24 of one size, at the lowest unit price.',
      ar: 'سترتنا الأكثر مبيعاً بالكرتونة: 24 قطعة من مقاس واحد بأقل سعر للقطعة.',
    },
    fabric: { en: '100% polyester tricot with retro-reflective tape.', ar: 'تريكو بوليستر 100% مع شريط عاكس للضوء.' },
    features: [
      { en: 'Works out at £2.00 a vest', ar: 'سعر القطعة الواحدة 2.00 جنيه إسترليني' },
      { en: 'Barcoded carton, ready for stores', ar: 'كرتونة بباركود جاهزة للمستودعات' },
    ],
    care: 'workwear',
  },
  // ---- Workwear: work trousers & coveralls
  {
    sku: 'IB-WT-CRG',
    title: { en: 'Work Cargo Trousers with Knee Pad Pockets', ar: 'بنطال عمل كارغو بجيوب لواقيات الركبة' },
    brand: 'ironbridge',
    category: 'work-trousers',
    unit: 'piece',
    tax: 'standard',
    price: 1790,
    qty: 880,
    weight: 780,
    shape: 'cargo',
    colours: ['black', 'navy', 'charcoal'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'branding'],
    tags: ['best-seller'],
    summary: {
      en: 'Tough multi-pocket work trousers with reinforced knee-pad pockets.',
      ar: 'بنطال عمل متين متعدّد الجيوب مع جيوب مدعّمة لواقيات الركبة.',
    },
    fabric: {
      en: '65% polyester, 35% cotton, 280 gsm twill with Cordura reinforcement.',
      ar: 'تويل 65% بوليستر و35% قطن بوزن 280 غراماً مع تدعيم من كوردورا.',
    },
    features: [
      { en: 'Triple-stitched seams', ar: 'درزات بخياطة ثلاثية' },
      { en: 'Holster pockets and hammer loop', ar: 'جيوب عُدّة وحلقة للمطرقة' },
    ],
    care: 'workwear',
  },
  {
    sku: 'IB-CV-PLY',
    title: { en: 'Polycotton Coverall', ar: 'أفرول عمل من البولي قطن' },
    brand: 'ironbridge',
    category: 'work-trousers',
    unit: 'piece',
    tax: 'standard',
    price: 1890,
    qty: 520,
    weight: 900,
    shape: 'coverall',
    colours: ['navy', 'black', 'red'],
    sizes: 'adult',
    variants: true,
    options: ['size', 'colour', 'branding'],
    tags: [],
    summary: {
      en: 'A full-zip coverall with an elasticated back waist for workshops and plants.',
      ar: 'أفرول بسحّاب كامل وخصر خلفي مطّاطي للورش والمصانع.',
    },
    fabric: { en: '65% polyester, 35% cotton, 245 gsm.', ar: '65% بوليستر و35% قطن بوزن 245 غراماً.' },
    features: [
      { en: 'Two-way zip under a stud-fastened placket', ar: 'سحّاب باتجاهين تحت غطاء بكبّاسات' },
      { en: 'Pen pocket on the sleeve', ar: 'جيب للقلم على الكم' },
    ],
    care: 'workwear',
  },
  {
    sku: 'IB-BN-START',
    title: { en: 'Site Starter Kit', ar: 'طقم البداية لعمّال المواقع' },
    brand: 'ironbridge',
    category: 'work-trousers',
    unit: 'set',
    tax: 'standard',
    price: 2990,
    qty: 210,
    weight: 1200,
    type: 'bundle',
    shape: 'bundle',
    colours: ['hiVisYellow'],
    accent: 'hiVisOrange',
    sizes: 'adult',
    options: ['size', 'branding'],
    tags: ['starter-kit', 'certified'],
    summary: {
      en: 'Everything a new starter needs on day one, in one order line.',
      ar: 'كل ما يحتاجه العامل الجديد في يومه الأول، في بند طلب واحد.',
    },
    fabric: { en: 'See each item.', ar: 'راجع مواصفات كل قطعة.' },
    features: [
      { en: 'Saves 20% against buying separately', ar: 'توفير 20% مقارنة بشراء القطع منفردة' },
      { en: 'One size across the kit', ar: 'مقاس واحد لجميع قطع الطقم' },
    ],
    contents: [
      { en: '1 × Hi-Vis Vest EN ISO 20471', ar: '1 × سترة عالية الوضوح EN ISO 20471' },
      { en: '1 × Hi-Vis Polo Shirt', ar: '1 × قميص بولو عالي الوضوح' },
      { en: '1 × Work Cargo Trousers', ar: '1 × بنطال عمل كارغو' },
    ],
    care: 'workwear',
  },
];

export const SIZE_SETS: Record<SizeSet, { group: string; sizes: readonly string[] }> = {
  adult: { group: 'size', sizes: ADULT_SIZES },
  womens: { group: 'womens-size', sizes: WOMENS_SIZES },
  kids: { group: 'kids-age', sizes: KIDS_AGES },
  baby: { group: 'baby-age', sizes: BABY_AGES },
};
