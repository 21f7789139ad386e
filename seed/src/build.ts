import { type Localized, type ProductAttributesV3, productAttributesV3, slugify } from '@shop/shared';
import type { ProductAttributes } from '../../apps/api/src/db/schema/index.ts';
import {
  CARE,
  CATEGORIES,
  MEASURE_UNITS,
  PRODUCTS,
  type ProductSeed,
  SIZE_SETS,
  type SizeSet,
} from './data/catalogue.ts';
import { COLOURS, type ColourKey } from './data/colours.ts';
import { SITE } from './data/settings.ts';

/**
 * Derived product fields: slugs, EAN-13 barcodes, the long bilingual descriptions, SEO text and
 * the size × colour variants. Pure functions of the data modules, so tests can check them.
 */

/** `colour=navy;size=M`: the canonical option key that keeps a variant unique per product. */
export function optionKey(options: Record<string, string>): string {
  return Object.keys(options)
    .sort()
    .map((k) => `${k}=${options[k]}`)
    .join(';');
}

/** A valid EAN-13 in the UK GS1 range (50…) for the n-th product. */
export function ean13(n: number): string {
  const body = `5038291${String(n).padStart(5, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function arabicColourCount(n: number): string {
  if (n === 2) return 'بلونين';
  if (n <= 10) return `بـ ${n} ألوان`;
  return `بـ ${n} لوناً`;
}

const SIZE_RANGE: Record<SizeSet, Localized> = {
  adult: { en: 'sizes S to XXL', ar: 'بمقاسات من S إلى XXL' },
  womens: { en: 'UK sizes 8 to 18', ar: 'بالمقاسات البريطانية من 8 إلى 18' },
  kids: { en: 'ages 2 to 13', ar: 'للأعمار من 2 إلى 13 سنة' },
  baby: { en: 'newborn to 18 months', ar: 'من حديثي الولادة حتى 18 شهراً' },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** The product page's long description, as sanitiser-safe HTML in both languages. */
export function extensiveDescription(p: ProductSeed): Localized {
  const unit = MEASURE_UNITS.find((u) => u.key === p.unit);
  if (!unit) throw new Error(`Unknown measure unit ${p.unit} on ${p.sku}`);
  const max = SITE.maxQuantityPerProduct;
  const build = (lang: 'en' | 'ar') => {
    const h =
      lang === 'en'
        ? {
            fabric: 'Fabric and fit',
            features: 'Key features',
            contents: 'In the bundle',
            buying: 'Buying wholesale',
            care: 'Care',
          }
        : {
            fabric: 'الخامة والقصّة',
            features: 'أبرز المزايا',
            contents: 'محتويات الباقة',
            buying: 'الشراء بالجملة',
            care: 'العناية',
          };
    const colours =
      p.colours.length > 1
        ? lang === 'en'
          ? `in ${p.colours.length} colours`
          : arabicColourCount(p.colours.length)
        : '';
    const sizes = p.sizes ? SIZE_RANGE[p.sizes][lang] : '';
    const buying =
      lang === 'en'
        ? `${[unit.soldBy.en, colours, sizes].filter(Boolean).join(', ')}. Up to ${max} units per order line; for larger volumes, ask your account manager.`
        : `${[unit.soldBy.ar, colours, sizes].filter(Boolean).join('، ')}. الحدّ الأقصى ${max} وحدة لكل بند في الطلب، وللكميات الأكبر تواصل مع مدير حسابك.`;
    return [
      `<p>${escapeHtml(p.summary[lang])}</p>`,
      `<h3>${h.fabric}</h3><p>${escapeHtml(p.fabric[lang])}</p>`,
      `<h3>${h.features}</h3>${list(p.features.map((f) => f[lang]))}`,
      p.contents ? `<h3>${h.contents}</h3>${list(p.contents.map((c) => c[lang]))}` : '',
      `<h3>${h.buying}</h3><p>${escapeHtml(buying)}</p>`,
      `<h3>${h.care}</h3><p>${escapeHtml(CARE[p.care][lang])}</p>`,
    ].join('');
  };
  return { en: build('en'), ar: build('ar') };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:،]$/, '')}…`;
}

export function seoFields(p: ProductSeed): { title: Localized; description: Localized } {
  return {
    title: {
      // Without the shop's name: the storefront adds it to every title itself (ADR 0027).
      en: truncate(`${p.title.en} | Wholesale`, 70),
      ar: truncate(`${p.title.ar} بالجملة`, 70),
    },
    description: { en: truncate(p.summary.en, 160), ar: truncate(p.summary.ar, 160) },
  };
}

export interface VariantPlan {
  code: string;
  colour: ColourKey;
  size: string;
  sizeGroup: string;
  qty: number;
  /** Grams. */
  weight: number;
  /** Pence. */
  price: number;
}

// How stock spreads across sizes: the middle sizes sell most.
const SIZE_CURVES: Record<number, number[]> = {
  5: [0.15, 0.25, 0.3, 0.2, 0.1],
  6: [0.1, 0.18, 0.24, 0.22, 0.16, 0.1],
};

/** Size × colour variants of a product sold that way; empty for the others. */
export function variantPlan(p: ProductSeed, surcharges: Map<string, number>): VariantPlan[] {
  if (!p.variants || !p.sizes) return [];
  const { group, sizes } = SIZE_SETS[p.sizes];
  const curve = SIZE_CURVES[sizes.length] ?? sizes.map(() => 1 / sizes.length);
  // The first colour is the main one: it carries more stock.
  const colourShares = p.colours.map((_, i) => (i === 0 ? 2 : 1));
  const shareTotal = colourShares.reduce((a, b) => a + b, 0);
  return p.colours.flatMap((colour, ci) =>
    sizes.map((size, si) => ({
      code: `${p.sku}-${COLOURS[colour].code}-${size}`,
      colour,
      size,
      sizeGroup: group,
      qty: Math.round((p.qty * (colourShares[ci] ?? 1) * (curve[si] ?? 0)) / shareTotal),
      weight: Math.round(p.weight * (0.9 + (0.2 * si) / Math.max(1, sizes.length - 1))),
      price: p.price + (surcharges.get(`${group}:${size}`) ?? 0),
    })),
  );
}

/** All products with their derived fields, in catalogue order. */
/** The size range of a size set, as the attributes screen writes it (ADR 0012). */
const SIZE_RANGES: Record<SizeSet, string> = {
  adult: 'S–XXL',
  womens: '8–18',
  kids: '2–13Y',
  baby: 'NB–18M',
};
/** Who a main category dresses; the kids' range is for boys and girls alike. */
const GENDERS: Record<string, NonNullable<ProductAttributesV3['gender']>> = {
  men: 'men',
  women: 'women',
  kids: 'unisex',
  workwear: 'unisex',
};

/**
 * The product's attributes (ADR 0012, the fields of version 3, which holds those of 1 and 2), as
 * the back office's attributes screen would store them: the storefront shows them as the
 * product's specifications. Checked with the shared schema, so the seed never stores what the
 * screen would refuse.
 */
export function productAttributes(p: ProductSeed): ProductAttributes {
  const main = CATEGORIES.find((c) => c.key === p.category)?.main ?? '';
  const pieces = MEASURE_UNITS.find((u) => u.key === p.unit)?.pieces ?? 1;
  const gender = p.sizes === 'baby' ? 'baby' : GENDERS[main];
  const checked = productAttributesV3.parse({
    material: p.fabric,
    care_instructions: CARE[p.care],
    ...(p.tags.includes('made-in-uk') ? { origin_country: 'GB' } : {}),
    ...(gender ? { gender } : {}),
    ...(pieces > 1 ? { pack_size: pieces } : {}),
    ...(p.sizes ? { size_range: SIZE_RANGES[p.sizes] } : {}),
    features: {
      en: p.features.map((f) => f.en).join('\n'),
      ar: p.features.map((f) => f.ar).join('\n'),
    },
  });
  // The screen stores a filled field and leaves an empty one out.
  return Object.fromEntries(
    Object.entries(checked).filter(
      (entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] != null,
    ),
  );
}

export function productPlans(surcharges: Map<string, number>) {
  const slugs = new Set<string>();
  return PRODUCTS.map((p, i) => {
    let slug = slugify(p.title.en);
    if (slugs.has(slug)) slug = `${slug}-${p.sku.toLowerCase()}`;
    slugs.add(slug);
    const variants = variantPlan(p, surcharges);
    return {
      seed: p,
      slug,
      barcode: ean13(i + 1),
      extensive: extensiveDescription(p),
      seo: seoFields(p),
      attributes: productAttributes(p),
      variants,
      // With variants, the product's stock is the sum of theirs.
      qty: variants.length ? variants.reduce((a, v) => a + v.qty, 0) : p.qty,
    };
  });
}
