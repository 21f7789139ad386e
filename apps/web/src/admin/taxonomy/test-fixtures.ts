import type {
  CategoryRecord,
  MainCategoryRecord,
  MeasureUnitRecord,
  OptionGroupRecord,
  SlideRecord,
  TagRecord,
  TaxonRecord,
  VariantAttributeRecord,
} from '@shop/shared';

/** Records as the API answers them (docs/api/admin-taxonomy-content.md, admin-products.md). */

const stamps = { createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z' };

export const brand = (overrides: Partial<TaxonRecord> = {}): TaxonRecord => ({
  id: 4,
  name: { en: 'Northwind Apparel', ar: 'نورثويند للملابس' },
  slug: 'northwind-apparel',
  description: { en: 'Workwear and hoodies', ar: 'ملابس عمل وهوديز' },
  status: 'active',
  image: '/uploads/images/gallery/2026/11/northwind.webp',
  position: 0,
  productCount: 12,
  ...stamps,
  ...overrides,
});

export const mainCategory = (overrides: Partial<MainCategoryRecord> = {}): MainCategoryRecord => ({
  ...brand({ id: 2, name: { en: 'Menswear', ar: 'ملابس رجالية' }, slug: 'menswear' }),
  categoryCount: 3,
  ...overrides,
});

export const category = (overrides: Partial<CategoryRecord> = {}): CategoryRecord => ({
  ...brand({ id: 9, name: { en: 'Hoodies', ar: 'هوديز' }, slug: 'hoodies' }),
  mainCategory: { id: 2, name: { en: 'Menswear', ar: 'ملابس رجالية' }, slug: 'menswear' },
  ...overrides,
});

export const measureUnit = (overrides: Partial<MeasureUnitRecord> = {}): MeasureUnitRecord => ({
  id: 3,
  name: { en: 'Box of 12', ar: 'علبة من 12' },
  code: 'BOX-12',
  piecesPerUnit: 12,
  productCount: 4,
  ...stamps,
  ...overrides,
});

export const tag = (overrides: Partial<TagRecord> = {}): TagRecord => ({
  id: 6,
  name: { en: 'Winter bundle', ar: 'حزمة الشتاء' },
  slug: 'winter-bundle',
  type: 'bundle',
  typeNumber: 3,
  typeLabel: 'Item Is Bundle',
  productCount: 2,
  ...stamps,
  ...overrides,
});

export const slide = (overrides: Partial<SlideRecord> = {}): SlideRecord => ({
  id: 5,
  title: { en: 'New season hoodies', ar: 'هوديز الموسم الجديد' },
  subtitle: { en: 'Packs of 6 from £54', ar: 'عبوات من 6 قطع' },
  url: '/products?tag=new',
  status: 'active',
  targetPage: 'home',
  image: '/uploads/images/gallery/2026/11/slide.webp',
  position: 0,
  ...stamps,
  ...overrides,
});

export const optionGroup = (overrides: Partial<OptionGroupRecord> = {}): OptionGroupRecord => ({
  id: 7,
  name: { en: 'Printing', ar: 'الطباعة' },
  note: { en: 'Logo printing per piece', ar: 'طباعة الشعار لكل قطعة' },
  minSelect: 1,
  maxSelect: 2,
  required: true,
  choices: [
    { id: 71, name: { en: 'Front', ar: 'أمام' }, priceDelta: 150, hex: null, position: 0 },
    { id: 72, name: { en: 'Back', ar: 'خلف' }, priceDelta: 200, hex: null, position: 1 },
  ],
  productCount: 5,
  ...stamps,
  ...overrides,
});

export const variantAttribute = (
  overrides: Partial<VariantAttributeRecord> = {},
): VariantAttributeRecord => ({
  id: 8,
  code: 'size',
  name: { en: 'Size', ar: 'المقاس' },
  kind: 'size',
  position: 0,
  values: [
    { id: 81, code: 'M', name: { en: 'Medium', ar: 'وسط' }, hex: null, valueGroup: 'adult', position: 0 },
    { id: 82, code: 'L', name: { en: 'Large', ar: 'كبير' }, hex: null, valueGroup: 'adult', position: 1 },
  ],
  ...stamps,
  ...overrides,
});
