import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { TestContext } from '../../test/app.ts';
import { insertAdmin } from '../../test/fixtures.ts';
import { createCustomerRow, createSalespersonRow, tokenFor } from '../../test/role-matrix-fixtures.ts';

/** Tokens of an admin and of the roles the back office must refuse (customer, salesperson). */
export async function backOfficeTokens(db: Db) {
  const admin = await insertAdmin(db);
  const customer = await createCustomerRow(db, { emailVerifiedAt: new Date(), approvedAt: new Date() });
  const salesperson = await createSalespersonRow(db);
  return {
    admin: await tokenFor(db, 'admin', admin.id),
    customer: await tokenFor(db, 'user', customer.id),
    salesperson: await tokenFor(db, 'salesperson', salesperson.id),
    customerId: customer.id,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every route answers 401 without a token and with a customer's or a salesperson's token. */
export async function expectAdminOnly(
  t: TestContext,
  tokens: { customer: string; salesperson: string },
  routes: [Method, string][],
  /** A valid body for POST/PUT: body validation runs before the admin gate (app.ts preHandler). */
  body: object = {},
): Promise<void> {
  for (const [method, url] of routes) {
    for (const token of [undefined, tokens.customer, tokens.salesperson]) {
      const res = await t.api({
        method,
        url,
        token,
        payload: method === 'POST' || method === 'PUT' ? body : undefined,
      });
      expect(res.statusCode, `${method} ${url} with ${token ? 'a foreign token' : 'no token'}`).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  }
}

let n = 0;
/** A product row pointing at the given taxonomy rows (the products module owns the real flow). */
export async function insertProduct(
  db: Db,
  refs: { brandId?: number; categoryId?: number; measureUnitId?: number; taxGroupId?: number } = {},
): Promise<number> {
  n += 1;
  const code = `TX${process.pid % 1000}${n}`.slice(0, 12);
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into products (title, slug, sku, price, brand_id, category_id, measure_unit_id, tax_group_id)
    values (${JSON.stringify({ en: `Taxonomy product ${code}`, ar: `منتج ${code}` })}::jsonb, ${`p-${code.toLowerCase()}`},
      ${code}, 1000, ${refs.brandId ?? null}, ${refs.categoryId ?? null}, ${refs.measureUnitId ?? null}, ${refs.taxGroupId ?? null})
    returning id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('product not inserted');
  return id;
}
