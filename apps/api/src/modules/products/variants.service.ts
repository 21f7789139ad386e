import {
  MAX_VARIANTS_PER_PRODUCT,
  type ProductVariantsData,
  type VariantInput,
  type VariantRecord,
} from '@shop/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  orderItems,
  products,
  productVariants,
  variantAttributes,
  variantAttributeValues,
} from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import type { FileStorage } from '../files/storage.ts';
import { refuseIfOrdered, removeOwnedImages } from './products.service.ts';
import { lockVariantsOf } from './stock.ts';

type VariantRow = typeof productVariants.$inferSelect;

const toRecord = (row: VariantRow): VariantRecord => ({
  id: row.id,
  productId: row.productId,
  code: row.code,
  status: row.status,
  qty: row.qty,
  weight: row.weight,
  price: row.price,
  options: row.options,
  optionKey: row.optionKey,
  image: row.image,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `{ size: 'M', colour: 'navy' }` → `colour=navy;size=M`: one spelling per combination. */
export function optionKeyOf(options: Record<string, string>): string {
  return Object.keys(options)
    .sort()
    .map((code) => `${code}=${options[code]}`)
    .join(';');
}

/**
 * The product's stock is the sum of its variants' (SPEC: product qty = Σ variant qty), written in
 * the transaction that changed a variant. Without variants left, the stock is 0 until edited.
 */
async function syncProductStock(tx: DbOrTx, productId: number): Promise<number> {
  const [row] = await tx
    .update(products)
    .set({
      qty: sql`(select coalesce(sum(${productVariants.qty}), 0)::int from ${productVariants} where ${productVariants.productId} = ${productId})`,
      hasVariants: sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${productId})`,
    })
    .where(eq(products.id, productId))
    .returning({ qty: products.qty });
  return row?.qty ?? 0;
}

/** Locks the product row so concurrent variant writes sum correctly; 404 when it does not exist. */
async function lockProduct(tx: DbOrTx, productId: number) {
  await lockVariantsOf(tx, productId);
  const [row] = await tx
    .select({ id: products.id, title: products.title, sku: products.sku })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function listVariants(db: Db, productId: number): Promise<ProductVariantsData> {
  const [product] = await db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      qty: products.qty,
      hasVariants: products.hasVariants,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound();
  const rows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(MAX_VARIANTS_PER_PRODUCT);
  return { product, items: rows.map(toRecord) };
}

/** Field errors for the variant: existing attributes/values, unique code and combination. */
async function checkVariant(tx: DbOrTx, productId: number, input: VariantInput, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  const options = Object.fromEntries(Object.entries(input.options).map(([k, v]) => [k.trim(), v.trim()]));
  const codes = Object.keys(options);
  const known = await tx
    .select({ attribute: variantAttributes.code, value: variantAttributeValues.code })
    .from(variantAttributes)
    .leftJoin(variantAttributeValues, eq(variantAttributeValues.attributeId, variantAttributes.id))
    .where(inArray(variantAttributes.code, codes));
  for (const code of codes) {
    const values = known.filter((k) => k.attribute === code);
    if (!values.length || !values.some((k) => k.value === options[code]))
      errors[`options.${code}`] = ['validation.notFoundRef'];
  }
  const optionKey = optionKeyOf(options);
  if (optionKey.length > 300) errors.options = ['validation.invalid'];

  const others = await tx
    .select({
      id: productVariants.id,
      options: productVariants.options,
      optionKey: productVariants.optionKey,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        exceptId === undefined ? undefined : ne(productVariants.id, exceptId),
      ),
    );
  const keySet = codes.slice().sort().join(',');
  if (others.some((o) => o.optionKey === optionKey)) errors.options = ['validation.variantDuplicate'];
  else if (others.length && others.some((o) => Object.keys(o.options).sort().join(',') !== keySet))
    errors.options = ['validation.variantAttributesMismatch'];
  if (exceptId === undefined && others.length >= MAX_VARIANTS_PER_PRODUCT)
    errors.options = [
      ...(errors.options ?? []),
      `validation.max|${JSON.stringify({ max: MAX_VARIANTS_PER_PRODUCT })}`,
    ];

  const [clash] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        sql`upper(${productVariants.code}) = upper(${input.code})`,
        exceptId === undefined ? undefined : ne(productVariants.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) errors.code = ['validation.codeTaken'];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { options, optionKey };
}

function uniqueViolation(error: unknown): never {
  const { code, constraint } = pgError(error);
  if (code === '23505' && constraint === 'product_variants_code_unique')
    throw validationFailed({ code: ['validation.codeTaken'] });
  if (code === '23505' && constraint === 'product_variants_options_unique')
    throw validationFailed({ options: ['validation.variantDuplicate'] });
  throw error;
}

/** The columns the variant form sets, once `checkVariant` has passed it (create and update). */
async function variantColumns(tx: DbOrTx, productId: number, input: VariantInput, exceptId?: number) {
  const { options, optionKey } = await checkVariant(tx, productId, input, exceptId);
  return {
    code: input.code,
    status: input.status,
    qty: input.qty,
    weight: input.weight,
    price: input.price,
    options,
    optionKey,
    image: input.image ?? null,
  };
}

export async function createVariant(db: Db, productId: number, input: VariantInput) {
  try {
    return await db.transaction(async (tx) => {
      await lockProduct(tx, productId);
      const columns = await variantColumns(tx, productId, input);
      const [row] = await tx
        .insert(productVariants)
        .values({
          productId,
          ...columns,
          position: sql`(select coalesce(max(${productVariants.position}) + 1, 0) from ${productVariants} where ${productVariants.productId} = ${productId})`,
        })
        .returning();
      if (!row) throw new Error('variant not created');
      return { variant: toRecord(row), productQty: await syncProductStock(tx, productId) };
    });
  } catch (error) {
    uniqueViolation(error);
  }
}

export async function updateVariant(
  db: Db,
  storage: FileStorage,
  productId: number,
  variantId: number,
  input: VariantInput,
) {
  let oldImage: string | null = null;
  let result: { variant: VariantRecord; productQty: number };
  try {
    result = await db.transaction(async (tx) => {
      await lockProduct(tx, productId);
      const [current] = await tx
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
      if (!current) throw notFound();
      const columns = await variantColumns(tx, productId, input, variantId);
      if (current.image && current.image !== columns.image) oldImage = current.image;
      const [row] = await tx
        .update(productVariants)
        .set(columns)
        .where(eq(productVariants.id, variantId))
        .returning();
      if (!row) throw notFound();
      return { variant: toRecord(row), productQty: await syncProductStock(tx, productId) };
    });
  } catch (error) {
    uniqueViolation(error);
  }
  await removeOwnedImages(storage, [oldImage]);
  return result;
}

/** Deletes a variant; one that is part of an order is refused (409 `variantInOrders`). */
export async function deleteVariant(db: Db, storage: FileStorage, productId: number, variantId: number) {
  const { image, productQty } = await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [current] = await tx
      .select({ id: productVariants.id, image: productVariants.image })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    if (!current) throw notFound();
    await refuseIfOrdered(tx, eq(orderItems.variantId, variantId), 'variantInOrders');
    await tx.delete(productVariants).where(eq(productVariants.id, variantId));
    return { image: current.image, productQty: await syncProductStock(tx, productId) };
  });
  await removeOwnedImages(storage, [image]);
  return { productQty };
}
