// Generates a large, realistic bilingual catalogue (default 10,000 products, most with size ×
// colour variants) into a shop database that already holds the demo reference data (brands,
// categories, tags, measure units, tax groups, option groups, images): what `npm start` seeds on a
// fresh data directory. The search columns are filled by the database's own triggers.
//
//   node --import tsx bench/generate-catalogue.ts postgres://…/shop [count]
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { connect } from '../apps/api/src/db/client.ts';
import {
  brands,
  categories,
  measureUnits,
  optionGroups,
  productImages,
  productOptionGroups,
  products,
  productTags,
  productVariants,
  tags,
  taxGroups,
} from '../apps/api/src/db/schema/index.ts';

type L = { en: string; ar: string };

interface Garment {
  code: string;
  name: L;
  categories: string[];
  basePrice: number;
  weight: number;
  sizes: string[];
}

const ADULT = ['S', 'M', 'L', 'XL', 'XXL'];
const WOMENS = ['8', '10', '12', '14', '16'];
const KIDS = ['3-4Y', '5-6Y', '7-8Y', '9-10Y'];

const GARMENTS: Garment[] = [
  {
    code: 'PL',
    name: { en: 'Polo Shirt', ar: 'قميص بولو' },
    categories: ['mens-tees', 'school-uniform'],
    basePrice: 899,
    weight: 220,
    sizes: ADULT,
  },
  {
    code: 'TS',
    name: { en: 'Crew Neck T-Shirt', ar: 'تيشيرت برقبة دائرية' },
    categories: ['mens-tees', 'womens-tops'],
    basePrice: 450,
    weight: 180,
    sizes: ADULT,
  },
  {
    code: 'VN',
    name: { en: 'V-Neck T-Shirt', ar: 'تيشيرت برقبة على شكل V' },
    categories: ['mens-tees'],
    basePrice: 475,
    weight: 170,
    sizes: ADULT,
  },
  {
    code: 'OX',
    name: { en: 'Oxford Shirt', ar: 'قميص أكسفورد' },
    categories: ['mens-shirts'],
    basePrice: 1499,
    weight: 260,
    sizes: ADULT,
  },
  {
    code: 'LS',
    name: { en: 'Linen Shirt', ar: 'قميص كتان' },
    categories: ['mens-shirts'],
    basePrice: 1799,
    weight: 230,
    sizes: ADULT,
  },
  {
    code: 'CH',
    name: { en: 'Chino Trousers', ar: 'بنطال تشينو' },
    categories: ['mens-trousers'],
    basePrice: 1650,
    weight: 420,
    sizes: ADULT,
  },
  {
    code: 'JN',
    name: { en: 'Straight Jeans', ar: 'بنطال جينز مستقيم' },
    categories: ['mens-trousers'],
    basePrice: 1890,
    weight: 650,
    sizes: ADULT,
  },
  {
    code: 'JG',
    name: { en: 'Joggers', ar: 'بنطال رياضي' },
    categories: ['mens-trousers', 'kids-outfits'],
    basePrice: 1150,
    weight: 380,
    sizes: ADULT,
  },
  {
    code: 'HD',
    name: { en: 'Hoodie', ar: 'هودي بقبعة' },
    categories: ['mens-outerwear', 'kids-outfits'],
    basePrice: 1950,
    weight: 560,
    sizes: ADULT,
  },
  {
    code: 'PK',
    name: { en: 'Padded Jacket', ar: 'جاكيت مبطن' },
    categories: ['mens-outerwear'],
    basePrice: 3450,
    weight: 900,
    sizes: ADULT,
  },
  {
    code: 'WD',
    name: { en: 'Wrap Dress', ar: 'فستان ملفوف' },
    categories: ['womens-dresses'],
    basePrice: 2250,
    weight: 340,
    sizes: WOMENS,
  },
  {
    code: 'MD',
    name: { en: 'Midi Dress', ar: 'فستان متوسط الطول' },
    categories: ['womens-dresses'],
    basePrice: 2490,
    weight: 360,
    sizes: WOMENS,
  },
  {
    code: 'BL',
    name: { en: 'Satin Blouse', ar: 'بلوزة ساتان' },
    categories: ['womens-tops'],
    basePrice: 1390,
    weight: 200,
    sizes: WOMENS,
  },
  {
    code: 'SK',
    name: { en: 'Pleated Skirt', ar: 'تنورة بكسرات' },
    categories: ['womens-dresses'],
    basePrice: 1590,
    weight: 300,
    sizes: WOMENS,
  },
  {
    code: 'CD',
    name: { en: 'Cardigan', ar: 'كارديغان' },
    categories: ['womens-knitwear'],
    basePrice: 2450,
    weight: 480,
    sizes: WOMENS,
  },
  {
    code: 'JP',
    name: { en: 'Jumper', ar: 'كنزة صوف' },
    categories: ['womens-knitwear', 'mens-outerwear'],
    basePrice: 2190,
    weight: 450,
    sizes: ADULT,
  },
  {
    code: 'BS',
    name: { en: 'Baby Bodysuit', ar: 'بدلة أطفال قطعة واحدة' },
    categories: ['babywear'],
    basePrice: 390,
    weight: 90,
    sizes: ['0-3M', '3-6M', '6-12M'],
  },
  {
    code: 'KS',
    name: { en: 'Kids Outfit Set', ar: 'طقم أطفال' },
    categories: ['kids-outfits'],
    basePrice: 1290,
    weight: 300,
    sizes: KIDS,
  },
  {
    code: 'SW',
    name: { en: 'School Sweatshirt', ar: 'سويت شيرت مدرسي' },
    categories: ['school-uniform'],
    basePrice: 990,
    weight: 400,
    sizes: KIDS,
  },
  {
    code: 'HV',
    name: { en: 'Hi-Vis Vest', ar: 'سترة عاكسة عالية الوضوح' },
    categories: ['hi-vis'],
    basePrice: 350,
    weight: 150,
    sizes: ADULT,
  },
  {
    code: 'HJ',
    name: { en: 'Hi-Vis Jacket', ar: 'جاكيت عاكس عالي الوضوح' },
    categories: ['hi-vis'],
    basePrice: 2850,
    weight: 850,
    sizes: ADULT,
  },
  {
    code: 'CV',
    name: { en: 'Coverall', ar: 'أفرول عمل' },
    categories: ['work-trousers'],
    basePrice: 2650,
    weight: 950,
    sizes: ADULT,
  },
  {
    code: 'CT',
    name: { en: 'Cargo Work Trousers', ar: 'بنطال عمل كارغو' },
    categories: ['work-trousers'],
    basePrice: 2150,
    weight: 620,
    sizes: ADULT,
  },
];

/** Which demo brands make what: a category slug prefix → brand slugs (any brand when none match). */
const BRANDS_BY_CATEGORY: [string, string[]][] = [
  ['mens-', ['northgate-apparel', 'urban-thread']],
  ['womens-knit', ['cotswold-knit', 'mayfair-loom']],
  ['womens-', ['mayfair-loom']],
  ['baby', ['little-harbour']],
  ['kids-', ['little-harbour']],
  ['school-', ['little-harbour']],
  ['hi-vis', ['ironbridge-workwear']],
  ['work-', ['ironbridge-workwear']],
];

const FABRICS: L[] = [
  { en: 'Organic Cotton', ar: 'قطن عضوي' },
  { en: 'Linen Blend', ar: 'مزيج الكتان' },
  { en: 'Merino Wool', ar: 'صوف ميرينو' },
  { en: 'Recycled Polyester', ar: 'بوليستر معاد تدويره' },
  { en: 'Stretch Denim', ar: 'دنيم مرن' },
  { en: 'Jersey', ar: 'جيرسيه' },
  { en: 'Fleece', ar: 'فليس' },
  { en: 'Piqué', ar: 'بيكيه' },
  { en: 'Brushed Twill', ar: 'تويل مصقول' },
  { en: 'Bamboo Viscose', ar: 'فسكوز الخيزران' },
];

const STYLES: L[] = [
  { en: 'Classic', ar: 'كلاسيكي' },
  { en: 'Slim Fit', ar: 'بقصة ضيقة' },
  { en: 'Relaxed Fit', ar: 'بقصة مريحة' },
  { en: 'Heavyweight', ar: 'ثقيل' },
  { en: 'Lightweight', ar: 'خفيف' },
  { en: 'Premium', ar: 'فاخر' },
  { en: 'Essential', ar: 'أساسي' },
  { en: 'Vintage Wash', ar: 'بغسلة عتيقة' },
];

const COLLECTIONS: L[] = [
  'Harbour',
  'Riviera',
  'Highland',
  'Meridian',
  'Oakridge',
  'Saltmarsh',
  'Kensington',
  'Dune',
  'Aurora',
  'Cedar',
  'Thames',
  'Pennine',
  'Solent',
  'Marlow',
  'Ember',
  'Glacier',
  'Juniper',
  'Sahara',
  'Atlas',
  'Medina',
  'Orchard',
  'Coastline',
  'Summit',
  'Willow',
  'Granite',
  'Lagoon',
  'Heath',
  'Falcon',
  'Nova',
  'Regent',
].map((en, i) => ({
  en,
  ar: [
    'هاربر',
    'ريفييرا',
    'هايلاند',
    'ميريديان',
    'أوكريدج',
    'سولت مارش',
    'كنسينغتون',
    'الكثبان',
    'الشفق',
    'الأرز',
    'التايمز',
    'بينين',
    'سولنت',
    'مارلو',
    'الجمرة',
    'الجليد',
    'العرعر',
    'الصحراء',
    'أطلس',
    'المدينة',
    'البستان',
    'الساحل',
    'القمة',
    'الصفصاف',
    'الغرانيت',
    'البحيرة',
    'المرج',
    'الصقر',
    'نوفا',
    'ريجنت',
  ][i] as string,
}));

const COLOURS = [
  { key: 'navy', code: 'NV' },
  { key: 'black', code: 'BK' },
  { key: 'white', code: 'WH' },
  { key: 'grey', code: 'GY' },
  { key: 'bottle', code: 'BG' },
  { key: 'burgundy', code: 'BU' },
  { key: 'sky', code: 'SK' },
  { key: 'sand', code: 'SD' },
];

/** Deterministic pseudo-random numbers, so two runs generate the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

function ean13(n: number): string {
  const body = `5038292${String(n).padStart(5, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface GeneratedSample {
  /** Slug of a generated product with variants (the product page scenario). */
  productSlug: string;
  /** A SKU prefix typed in the search bar (brand monogram and garment code). */
  skuPrefix: string;
  englishQuery: string;
  arabicQuery: string;
  brandSlug: string;
}

/** Inserts `count` products (batches of 500) and returns values the benchmark scenarios use. */
export async function generateCatalogue(databaseUrl: string, count = 10_000): Promise<GeneratedSample> {
  const database = connect(databaseUrl, { max: 2 });
  const { db } = database;
  try {
    const brandRows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands);
    const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
    const tagRows = await db.select({ id: tags.id }).from(tags);
    const unitRows = await db.select({ id: measureUnits.id }).from(measureUnits);
    const taxRows = await db.select({ id: taxGroups.id }).from(taxGroups);
    const groupRows = await db.select({ id: optionGroups.id }).from(optionGroups);
    const imageRows = await db
      .select({ url: productImages.url, thumbUrl: productImages.thumbUrl })
      .from(productImages)
      .limit(200);
    if (!brandRows.length || !categoryRows.length || !unitRows.length) {
      throw new Error(
        'The database has no brands/categories/measure units: start the shop once so it seeds them.',
      );
    }
    const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c.id]));
    const rnd = random(20_261_123);
    const monogram = (name: string) =>
      name
        .split(/\s+/)
        .map((w) => w[0] ?? '')
        .join('')
        .slice(0, 2)
        .toUpperCase();
    const now = Date.now();
    const titles = new Set<string>();
    let sample: GeneratedSample | undefined;

    for (let start = 0; start < count; start += 500) {
      const batch: (typeof products.$inferInsert)[] = [];
      const plans: { garment: Garment; colours: typeof COLOURS; withVariants: boolean; price: number }[] = [];
      for (let i = start; i < Math.min(count, start + 500); i += 1) {
        const garment = rnd.pick(GARMENTS);
        const style = rnd.pick(STYLES);
        const fabric = rnd.pick(FABRICS);
        let collection = rnd.pick(COLLECTIONS);
        let title: L = {
          en: `${style.en} ${fabric.en} ${garment.name.en}, ${collection.en}`,
          ar: `${garment.name.ar} ${fabric.ar} ${style.ar} - ${collection.ar}`,
        };
        for (let n = 2; titles.has(title.en.toLowerCase()); n += 1) {
          collection = rnd.pick(COLLECTIONS);
          title = {
            en: `${style.en} ${fabric.en} ${garment.name.en}, ${collection.en} ${n}`,
            ar: `${garment.name.ar} ${fabric.ar} ${style.ar} - ${collection.ar} ${n}`,
          };
        }
        titles.add(title.en.toLowerCase());
        const categorySlug = rnd.pick(garment.categories);
        const categoryId = categoryBySlug.get(categorySlug) ?? rnd.pick(categoryRows).id;
        const makers = BRANDS_BY_CATEGORY.find(([prefix]) => categorySlug.startsWith(prefix))?.[1] ?? [];
        const candidates = brandRows.filter((b) => makers.includes(b.slug));
        const brand = rnd.pick(candidates.length ? candidates : brandRows);
        const sku = `${monogram(brand.name.en)}-${garment.code}-${String(i + 1).padStart(5, '0')}`;
        const roll = rnd.next();
        const status = roll < 0.04 ? 'unavailable' : roll < 0.1 ? 'out_of_stock' : 'available';
        const withVariants = rnd.next() < 0.6;
        const colours = COLOURS.filter(() => rnd.next() < 0.35).slice(0, 4);
        if (!colours.length) colours.push(rnd.pick(COLOURS));
        const price = Math.round((garment.basePrice * (0.8 + rnd.next() * 0.6)) / 5) * 5;
        const discounted = rnd.next() < 0.15;
        const bundle = !discounted && rnd.next() < 0.05;
        const image = imageRows.length ? rnd.pick(imageRows) : null;
        batch.push({
          title,
          slug: `${slugify(title.en)}-${sku.toLowerCase()}`,
          sku,
          barcode: ean13(i + 1),
          status,
          type: discounted ? 'discount' : bundle ? 'bundle' : 'regular',
          hasVariants: withVariants,
          qty: status === 'out_of_stock' ? 0 : Math.floor(20 + rnd.next() * 980),
          weight: garment.weight,
          price,
          discountPrice: discounted ? Math.round(price * 0.8) : null,
          measureUnitId: rnd.pick(unitRows).id,
          brandId: brand.id,
          categoryId,
          taxGroupId: taxRows.length ? rnd.pick(taxRows).id : null,
          posterImage: image?.url ?? null,
          description: {
            en: `${style.en} ${garment.name.en.toLowerCase()} in ${fabric.en.toLowerCase()}, from the ${collection.en} range by ${brand.name.en}.`,
            ar: `${garment.name.ar} ${style.ar} من ${fabric.ar}، من تشكيلة ${collection.ar} من ${brand.name.ar}.`,
          },
          seoTitle: { en: `${title.en} | Wholesale`, ar: `${title.ar} بالجملة` },
          createdAt: new Date(now - Math.floor(rnd.next() * 365 * 24 * 3_600_000)),
        });
        plans.push({ garment, colours, withVariants, price });
      }
      const inserted = await db
        .insert(products)
        .values(batch)
        .returning({ id: products.id, slug: products.slug, sku: products.sku, brandId: products.brandId });

      const variants: (typeof productVariants.$inferInsert)[] = [];
      const images: (typeof productImages.$inferInsert)[] = [];
      const productTagRows: (typeof productTags.$inferInsert)[] = [];
      const groups: (typeof productOptionGroups.$inferInsert)[] = [];
      inserted.forEach((row, k) => {
        const plan = plans[k];
        const source = batch[k];
        if (!plan || !source) return;
        if (plan.withVariants) {
          let position = 0;
          for (const colour of plan.colours) {
            for (const [si, size] of plan.garment.sizes.entries()) {
              variants.push({
                productId: row.id,
                code: `${row.sku}-${colour.code}-${size}`,
                status: source.status === 'out_of_stock' ? 'out_of_stock' : 'available',
                qty: source.status === 'out_of_stock' ? 0 : Math.floor(rnd.next() * 200),
                weight: plan.garment.weight,
                price: plan.price + (si >= 4 ? 100 : 0),
                options: { colour: colour.key, size },
                optionKey: `colour=${colour.key};size=${size}`,
                position: position++,
              });
            }
          }
        }
        if (imageRows.length) {
          const first = rnd.pick(imageRows);
          images.push({ productId: row.id, url: first.url, thumbUrl: first.thumbUrl, position: 0 });
        }
        if (tagRows.length && rnd.next() < 0.3)
          productTagRows.push({ productId: row.id, tagId: rnd.pick(tagRows).id });
        if (groupRows.length && rnd.next() < 0.2)
          groups.push({ productId: row.id, optionGroupId: rnd.pick(groupRows).id });
        if (!sample && plan.withVariants && source.status === 'available') {
          const brand = brandRows.find((b) => b.id === row.brandId);
          sample = {
            productSlug: row.slug,
            skuPrefix: row.sku.slice(0, 5),
            englishQuery: plan.garment.name.en.toLowerCase(),
            arabicQuery: plan.garment.name.ar,
            brandSlug: brand?.slug ?? brandRows[0]?.slug ?? '',
          };
        }
      });
      for (let v = 0; v < variants.length; v += 2000)
        await db.insert(productVariants).values(variants.slice(v, v + 2000));
      if (images.length) await db.insert(productImages).values(images);
      if (productTagRows.length) await db.insert(productTags).values(productTagRows);
      if (groups.length) await db.insert(productOptionGroups).values(groups);
    }
    // Fresh statistics and visibility map, as autovacuum would leave them (index-only scans).
    await db.execute(sql`vacuum analyze`);
    if (!sample) throw new Error('no sample product generated');
    return sample;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [url, count] = process.argv.slice(2);
  if (!url) {
    console.error('usage: generate-catalogue.ts <DATABASE_URL> [count]');
    process.exit(2);
  }
  const started = Date.now();
  generateCatalogue(url, count ? Number(count) : undefined)
    .then((sample) => {
      console.log(`Generated in ${((Date.now() - started) / 1000).toFixed(1)} s; sample:`, sample);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
