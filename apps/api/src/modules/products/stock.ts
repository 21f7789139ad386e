import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namedStatement } from '../../db/prepared.ts';
import { products, productVariants } from '../../db/schema/index.ts';

/*
 * The order in which stock rows are locked, for every writer of stock (ADR 0053 "Fourth pass"):
 * variants before products, each in ascending id. Placing an order takes its units in that order
 * (`order_place`, checkout.service.ts); putting units back (a cancelled order, a restocked return)
 * and the back office's variant edits follow it, so no two of them can wait on each other in a
 * circle (a deadlock: PostgreSQL would end one with an error).
 */

/** Units of an order's lines, by variant and by product, each in ascending id. */
export function unitsByRow(lines: { productId: number | null; variantId: number | null; qty: number }[]) {
  const variants = new Map<number, number>();
  const products = new Map<number, number>();
  for (const { productId, variantId, qty } of lines) {
    if (variantId !== null) variants.set(variantId, (variants.get(variantId) ?? 0) + qty);
    if (productId !== null) products.set(productId, (products.get(productId) ?? 0) + qty);
  }
  const ascending = (units: Map<number, number>) => [...units].sort(([a], [b]) => a - b);
  return { variants: ascending(variants), products: ascending(products) };
}

// One statement: the variants' rows locked and updated first, to its end, then the products'
// (the final select reads `v` before `p`).
const putBack = namedStatement<{ variants: number; products: number }>('stock_put_back', () => {
  const ints = (name: string) => sql`${sql.placeholder(name)}::int[]`;
  return sql`
    with v as (
      update ${productVariants} v set qty = v.qty + d.qty
      from unnest(${ints('variantIds')}, ${ints('variantQtys')}) as d(id, qty)
      where v.id = d.id
        and v.id in (select l.id from ${productVariants} l where l.id = any(${ints('variantIds')}) order by l.id for update)
      returning v.id),
    p as (
      update ${products} p set qty = p.qty + d.qty
      from unnest(${ints('productIds')}, ${ints('productQtys')}) as d(id, qty)
      where p.id = d.id
        and p.id in (select l.id from ${products} l where l.id = any(${ints('productIds')}) order by l.id for update)
      returning p.id)
    select (select count(*) from v)::int as variants, (select count(*) from p)::int as products`;
});

/**
 * Puts the units of `lines` back on their variants and products (a line whose variant or product
 * was deleted since puts back on what is left).
 */
export async function putUnitsBack(
  tx: DbOrTx,
  lines: { productId: number | null; variantId: number | null; qty: number }[],
): Promise<void> {
  const { variants, products: byProduct } = unitsByRow(lines);
  if (variants.length === 0 && byProduct.length === 0) return;
  await putBack(tx, {
    variantIds: variants.map(([id]) => id),
    variantQtys: variants.map(([, qty]) => qty),
    productIds: byProduct.map(([id]) => id),
    productQtys: byProduct.map(([, qty]) => qty),
  });
}

/**
 * Locks a product's variants, for a back-office change of them that then locks the product: the
 * order a placement takes, so an edit and a placement of the product wait, never deadlock.
 */
export async function lockVariantsOf(tx: DbOrTx, productId: number): Promise<void> {
  await tx.execute(
    sql`select id from ${productVariants} where product_id = ${productId} order by id for update`,
  );
}
