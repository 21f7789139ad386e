import {
  PRODUCT_ATTRIBUTE_FIELDS,
  type ProductAttributesData,
  type ProductAttributesVersion,
  productAttributesSchemas,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ProductAttributes, products } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/zod-messages.ts';

/**
 * The attributes screen of one deployment (docs/decisions/0012-product-attributes-versions.md):
 * only the version of the active deployment's `product_attributes_version` flag exists; another
 * version is 404, like a screen the deployment does not have.
 */
export function assertVersion(requested: number, active: ProductAttributesVersion): ProductAttributesVersion {
  if (requested !== active) throw notFound();
  return active;
}

function view(
  version: ProductAttributesVersion,
  row: { id: number; title: { en: string; ar: string }; attributes: ProductAttributes },
): ProductAttributesData {
  const fields = PRODUCT_ATTRIBUTE_FIELDS[version];
  return {
    version,
    productId: row.id,
    title: row.title,
    fields: [...fields],
    attributes: Object.fromEntries(fields.map((f) => [f, row.attributes[f] ?? null])),
  };
}

export async function getProductAttributes(
  db: Db,
  version: ProductAttributesVersion,
  productId: number,
): Promise<ProductAttributesData> {
  const [row] = await db
    .select({ id: products.id, title: products.title, attributes: products.attributes })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw notFound();
  return view(version, row);
}

/**
 * Validates the body with the version's schema and writes its fields: a filled field is set, an
 * empty one removed; keys of other versions are left as they are.
 */
export async function updateProductAttributes(
  db: Db,
  version: ProductAttributesVersion,
  productId: number,
  body: unknown,
  lang: 'ar' | 'en',
): Promise<ProductAttributesData> {
  const parsed = productAttributesSchemas[version].safeParse(body);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error.issues, lang));
  const set: ProductAttributes = {};
  const removed: string[] = [];
  for (const field of PRODUCT_ATTRIBUTE_FIELDS[version]) {
    const value = (parsed.data as Record<string, unknown>)[field];
    const blankLocalized =
      typeof value === 'object' && value !== null && !Object.values(value).some((v) => String(v).trim());
    if (value === null || value === undefined || blankLocalized) removed.push(field);
    else set[field] = value as ProductAttributes[string];
  }
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ attributes: products.attributes })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!current) return undefined;
    const next: ProductAttributes = { ...current.attributes, ...set };
    for (const field of removed) delete next[field];
    const [updated] = await tx
      .update(products)
      .set({ attributes: next })
      .where(eq(products.id, productId))
      .returning({ id: products.id, title: products.title, attributes: products.attributes });
    return updated;
  });
  if (!row) throw notFound();
  return view(version, row);
}
