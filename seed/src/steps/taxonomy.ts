import { slugify } from '@shop/shared';
import {
  brands,
  categories,
  mainCategories,
  measureUnits,
  tags,
  taxGroups,
} from '../../../apps/api/src/db/schema/index.ts';
import { BRANDS, CATEGORIES, MAIN_CATEGORIES, MEASURE_UNITS, TAGS, TAX_GROUPS } from '../data/catalogue.ts';
import { insertKeyed, must, type SeedContext } from './context.ts';

/** Row ids of the reference data and taxonomy, by the data modules' keys. */
export interface TaxonomyIds {
  units: Map<string, number>;
  taxGroups: Map<string, number>;
  tags: Map<string, number>;
  brands: Map<string, number>;
  categories: Map<string, number>;
}

/** Measure units, tax groups and product tags: what a product refers to besides its taxonomy. */
async function seedReferenceData({ tx }: SeedContext) {
  const units = await insertKeyed(MEASURE_UNITS, 'unit', (u) =>
    tx
      .insert(measureUnits)
      .values({ name: u.name, code: u.code, piecesPerUnit: u.pieces })
      .returning({ id: measureUnits.id }),
  );
  const taxIds = await insertKeyed(TAX_GROUPS, 'tax group', (t) =>
    tx
      .insert(taxGroups)
      .values({ name: t.name, rate: t.rate, isDefault: t.isDefault })
      .returning({ id: taxGroups.id }),
  );
  const tagIds = await insertKeyed(TAGS, 'tag', (t) =>
    tx.insert(tags).values({ name: t.name, slug: t.key, type: t.type }).returning({ id: tags.id }),
  );
  return { units, taxGroups: taxIds, tags: tagIds };
}

/** Brands, then main categories and the categories under them, each with its picture. */
export async function seedTaxonomy(ctx: SeedContext): Promise<TaxonomyIds> {
  const { tx, assets } = ctx;
  const reference = await seedReferenceData(ctx);
  const brandIds = await insertKeyed(BRANDS, 'brand', (b, position) =>
    tx
      .insert(brands)
      .values({
        name: b.name,
        slug: slugify(b.name.en),
        description: b.description,
        image: must(assets.brands.get(b.key), `brand image ${b.key}`),
        position,
      })
      .returning({ id: brands.id }),
  );
  const mainIds = await insertKeyed(MAIN_CATEGORIES, 'main category', (m, position) =>
    tx
      .insert(mainCategories)
      .values({
        name: m.name,
        slug: m.key,
        description: m.description,
        image: must(assets.mainCategories.get(m.key), `main category image ${m.key}`),
        position,
      })
      .returning({ id: mainCategories.id }),
  );
  const categoryIds = await insertKeyed(CATEGORIES, 'category', (c, position) =>
    tx
      .insert(categories)
      .values({
        mainCategoryId: must(mainIds.get(c.main), `main category ${c.main}`),
        name: c.name,
        slug: c.key,
        description: c.description,
        image: must(assets.categories.get(c.key), `category image ${c.key}`),
        position,
      })
      .returning({ id: categories.id }),
  );
  return { ...reference, brands: brandIds, categories: categoryIds };
}
