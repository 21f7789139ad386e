import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database, type Tx } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { insertProduct } from '../orders/checkout-fixtures.ts';
import { lockVariantsOf, putUnitsBack, unitsByRow } from './stock.ts';

/** A product sold in one variant, both with `qty` units. */
async function variantProduct(db: Database['db'], qty: number) {
  const product = await insertProduct(db, { price: 1000, qty, hasVariants: true, taxGroupId: null });
  const [variant] = await db
    .insert(productVariants)
    .values({
      productId: product.id,
      code: `V-${product.sku}`,
      qty,
      price: 1000,
      options: { size: 'M' },
      optionKey: 'size=M',
    })
    .returning();
  if (!variant) throw new Error('no variant');
  return { product, variant };
}

/**
 * Whether the transaction on backend `pid` comes to wait for a row lock (true) or ends first
 * (false), from the server's view of its sessions.
 */
async function waitsForLock(db: Database['db'], pid: number, ended: () => boolean): Promise<boolean> {
  for (;;) {
    const { rows } = await db.execute<{ waiting: boolean }>(
      sql`select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting from pg_stat_activity where pid = ${pid}`,
    );
    if (rows[0]?.waiting) return true;
    if (ended()) return false;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A promise and whether it has settled. */
function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => {
      state.settled = true;
    },
    () => {
      state.settled = true;
    },
  );
  return state;
}

const backendPid = async (tx: Tx) =>
  (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid ?? 0;

describe('stock rows are locked in one order: variants, then products, each by ascending id', () => {
  let database: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    other = connect(database.url, { max: 2 });
  });
  afterAll(async () => {
    await other?.close();
    await database?.drop();
  });

  it('sums the units of an order’s lines by variant and by product, ascending', () => {
    expect(
      unitsByRow([
        { productId: 9, variantId: 30, qty: 2 },
        { productId: 4, variantId: null, qty: 1 },
        { productId: 9, variantId: 12, qty: 3 },
        { productId: null, variantId: null, qty: 5 },
      ]),
    ).toEqual({
      variants: [
        [12, 3],
        [30, 2],
      ],
      products: [
        [4, 1],
        [9, 5],
      ],
    });
  });

  it('putting an order’s units back holds no product while it waits for a variant, so a placement’s order never deadlocks with it', async () => {
    const { db } = database;
    const first = await variantProduct(db, 10);
    const second = await variantProduct(db, 10);
    // Another transaction holds the second variant, as a placement does before it takes products.
    const holder = other.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${productVariants} where id = ${second.variant.id} for update`);
      let pid = 0;
      const putting = tracked(
        db.transaction(async (txB) => {
          pid = await backendPid(txB);
          await putUnitsBack(txB, [
            { productId: first.product.id, variantId: first.variant.id, qty: 2 },
            { productId: second.product.id, variantId: second.variant.id, qty: 3 },
          ]);
        }),
      );
      expect(await waitsForLock(other.db, await pidOf(() => pid), () => putting.settled)).toBe(true);
      // The first product is free: putting back has not taken it before every variant it needs.
      // (Variant, product, variant, product would hold it here: a deadlock, one of the two ended.)
      await tx.execute(sql`select id from ${products} where id = ${first.product.id} for update nowait`);
      return putting;
    });
    await (await holder).promise;
    const rows = await db
      .select({ id: productVariants.id, qty: productVariants.qty })
      .from(productVariants)
      .where(inArray(productVariants.id, [first.variant.id, second.variant.id]))
      .orderBy(productVariants.id);
    expect(rows.map((r) => r.qty)).toEqual([12, 13]);
    const [product] = await db
      .select({ qty: products.qty })
      .from(products)
      .where(eq(products.id, first.product.id));
    expect(product?.qty).toBe(12);
  });

  it('a back-office change of a product’s variants waits for them before it takes the product', async () => {
    const { db } = database;
    const { product, variant } = await variantProduct(db, 10);
    const holder = other.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${productVariants} where id = ${variant.id} for update`);
      let pid = 0;
      const editing = tracked(
        db.transaction(async (txB) => {
          pid = await backendPid(txB);
          await lockVariantsOf(txB, product.id);
          await txB.execute(sql`select id from ${products} where id = ${product.id} for update`);
        }),
      );
      expect(await waitsForLock(other.db, await pidOf(() => pid), () => editing.settled)).toBe(true);
      await tx.execute(sql`select id from ${products} where id = ${product.id} for update nowait`);
      return editing;
    });
    await (await holder).promise;
  });
});

/** The pid a transaction started elsewhere reports, once it has. */
async function pidOf(read: () => number): Promise<number> {
  while (read() === 0) await new Promise((resolve) => setImmediate(resolve));
  return read();
}
