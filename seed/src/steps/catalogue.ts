import {
  productImages,
  productOptionGroups,
  products,
  productTags,
  productVariants,
} from '../../../apps/api/src/db/schema/index.ts';
import type { SeedAssets } from '../assets.ts';
import { optionKey, productPlans } from '../build.ts';
import { SIZE_SETS } from '../data/catalogue.ts';
import { thumbnailFile } from '../images.ts';
import { must, type SeedContext } from './context.ts';
import type { OptionIds } from './options.ts';
import type { TaxonomyIds } from './taxonomy.ts';

type ProductPlan = ReturnType<typeof productPlans>[number];

export interface CatalogueIds {
  /** Product ids by SKU. */
  products: Map<string, number>;
  variants: number;
}

/** The products in catalogue order, each with its pictures, tags, options and variants. */
export async function seedCatalogue(
  ctx: SeedContext,
  taxonomy: TaxonomyIds,
  options: OptionIds,
): Promise<CatalogueIds> {
  const productIds = new Map<string, number>();
  let variants = 0;
  const plans = productPlans(options.surcharges);
  for (const [i, plan] of plans.entries()) {
    // Newest first in the catalogue: spread creation dates over the last weeks.
    const images = must(ctx.assets.products.get(plan.seed.sku), `images of ${plan.seed.sku}`);
    const productId = await insertProduct(ctx, plan, images, taxonomy, ctx.daysAgo(plans.length - i));
    productIds.set(plan.seed.sku, productId);
    await insertProductParts(ctx, plan, images, productId, taxonomy, options);
    variants += plan.variants.length;
  }
  return { products: productIds, variants };
}

/** A product's pictures as the assets step stored them. */
type ProductImages = SeedAssets['products'] extends Map<string, infer V> ? V : never;

async function insertProduct(
  { tx }: SeedContext,
  plan: ProductPlan,
  images: ProductImages,
  ids: TaxonomyIds,
  createdAt: Date,
): Promise<number> {
  const p = plan.seed;
  const [row] = await tx
    .insert(products)
    .values({
      title: p.title,
      slug: plan.slug,
      sku: p.sku,
      barcode: plan.barcode,
      status: p.status ?? (plan.qty > 0 ? 'available' : 'out_of_stock'),
      type: p.type ?? (p.discountPrice ? 'discount' : 'regular'),
      hasVariants: plan.variants.length > 0,
      qty: plan.qty,
      weight: p.weight,
      price: p.price,
      discountPrice: p.discountPrice ?? null,
      measureUnitId: must(ids.units.get(p.unit), `unit ${p.unit}`),
      brandId: must(ids.brands.get(p.brand), `brand ${p.brand}`),
      categoryId: must(ids.categories.get(p.category), `category ${p.category}`),
      taxGroupId: must(ids.taxGroups.get(p.tax), `tax group ${p.tax}`),
      posterImage: images.poster,
      description: p.summary,
      extensiveDescription: plan.extensive,
      seoTitle: plan.seo.title,
      seoDescription: plan.seo.description,
      seoImage: images.images[0] ?? null,
      attributes: plan.attributes,
      createdAt,
    })
    .returning({ id: products.id });
  return must(row, 'product').id;
}

/** A product's pictures, tags, option groups and size × colour variants. */
async function insertProductParts(
  { tx }: SeedContext,
  plan: ProductPlan,
  images: ProductImages,
  productId: number,
  ids: TaxonomyIds,
  options: OptionIds,
): Promise<void> {
  const p = plan.seed;
  await tx.insert(productImages).values(
    images.images.map((url, position) => ({
      productId,
      url,
      thumbUrl: thumbnailFile(url),
      alt: p.title,
      position,
    })),
  );
  if (p.tags.length) {
    await tx
      .insert(productTags)
      .values(p.tags.map((t) => ({ productId, tagId: must(ids.tags.get(t), `tag ${t}`) })));
  }
  const hasVariants = plan.variants.length > 0;
  // Sizes and colours of a product sold as variants are its variants, not options.
  const variantGroups = new Set(hasVariants ? ['colour', SIZE_SETS[p.sizes ?? 'adult'].group] : []);
  const optionKeys = p.options.filter((k) => !variantGroups.has(k));
  if (optionKeys.length) {
    await tx.insert(productOptionGroups).values(
      optionKeys.map((k, position) => ({
        productId,
        optionGroupId: must(options.groups.get(k), `option group ${k}`),
        position,
      })),
    );
  }
  if (!hasVariants) return;
  await tx.insert(productVariants).values(
    plan.variants.map((v, position) => {
      const opts = { colour: v.colour, size: v.size };
      return {
        productId,
        code: v.code,
        status: v.qty > 0 ? ('available' as const) : ('out_of_stock' as const),
        qty: v.qty,
        weight: v.weight,
        price: v.price,
        options: opts,
        optionKey: optionKey(opts),
        image: images.byColour.get(v.colour) ?? null,
        position,
      };
    }),
  );
}
