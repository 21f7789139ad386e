import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../modules/auth/tokens.ts';
import { seedTestCatalogue } from '../../modules/catalogue/test-fixtures.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import { expectLoginIncorrect } from '../../test/auth-checks.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { createSalespersonRow } from '../../test/role-matrix-fixtures.ts';

/** Every key anywhere in a JSON value whose name speaks of a price (the visibility flag aside). */
function priceKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(priceKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(/price/i.test(k) && k !== 'pricesVisible' ? [k] : []),
      ...priceKeys(v),
    ]);
  }
  return [];
}

describe('one sign-in for customers and salespeople (POST /api/auth/user/login, ADR 0030)', () => {
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', ADMIN_TOKEN_TTL_HOURS: '12' } });
  let salesperson: Awaited<ReturnType<typeof createSalespersonRow>>;
  let slug = '';

  beforeAll(async () => {
    const { db } = t.database;
    await insertSiteSettings(db);
    await seedTestCatalogue(db);
    salesperson = await createSalespersonRow(db, {
      email: 'omar.sales@shop.test',
      phone: '07700900456',
      password: 'Sales-pass-1',
    });
    slug = (await t.api({ method: 'GET', url: '/api/front/products' })).json().data.items[0].slug;
  });

  const login = (loginId: string, password: string, lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url: '/api/auth/user/login', payload: { login: loginId, password }, lang });
  const product = (token?: string) =>
    t.api({ method: 'GET', url: `/api/front/products/${slug}`, ...(token ? { token } : {}) });

  it('signs a salesperson in by e-mail (any case) with a salesperson token and its profile', async () => {
    const res = await login('Omar.Sales@Shop.test', salesperson.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Logged in successfully');
    expect(body.data).toMatchObject({
      kind: 'salesperson',
      salesperson: { id: salesperson.id, email: 'omar.sales@shop.test', code: salesperson.code },
    });
    expect(body.data.user).toBeUndefined();
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(body.data.token)));
    expect(stored).toMatchObject({ kind: 'salesperson', subjectId: salesperson.id });
    // The same lifetime as the salesperson's own sign-in gives (ADMIN_TOKEN_TTL_HOURS).
    const hours = (new Date(body.data.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('signs a salesperson in by phone, separators ignored', async () => {
    const res = await login('07700 900 456', salesperson.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'salesperson', salesperson: { id: salesperson.id } });
  });

  it('a customer still signs in as a customer, now saying so', async () => {
    const customer = await createCustomer(t.database.db, { email: 'buyer@shop.test' });
    const res = await login('buyer@shop.test', customer.password);
    expect(res.json().data).toMatchObject({ kind: 'customer', user: { id: customer.id, state: 'approved' } });
  });

  it("the salesperson's token shows prices in the storefront, opens the salesperson area, not the customer's", async () => {
    const { token } = (await login('omar.sales@shop.test', salesperson.password)).json().data;
    const asVisitor = (await product()).json().data;
    expect(asVisitor.pricesVisible).toBe(false);
    expect(priceKeys(asVisitor)).toEqual([]);
    const asSalesperson = (await product(token)).json().data;
    expect(asSalesperson.pricesVisible).toBe(true);
    expect(asSalesperson.price).toEqual(expect.any(Number));
    const list = (await t.api({ method: 'GET', url: '/api/front/products', token })).json().data;
    expect(list.meta.pricesVisible).toBe(true);

    expect((await t.api({ method: 'GET', url: '/api/salesperson/profile', token })).statusCode).toBe(200);
    for (const url of ['/api/user/profile', '/api/user/addresses', '/api/user/wishlist']) {
      const res = await t.api({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await t.api({ method: 'POST', url: '/api/auth/user/logout', token })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: '/api/auth/salesperson/logout', token })).statusCode).toBe(
      200,
    );
    expect((await t.api({ method: 'GET', url: '/api/salesperson/profile', token })).statusCode).toBe(401);
  });

  it("a customer's token from the same sign-in does not open the salesperson area", async () => {
    const customer = await createCustomer(t.database.db);
    const { token } = (await login(customer.email, customer.password)).json().data;
    expect((await t.api({ method: 'GET', url: '/api/salesperson/profile', token })).statusCode).toBe(401);
    expect((await t.api({ method: 'GET', url: '/api/salesperson/customers', token })).statusCode).toBe(401);
  });

  it('refuses an inactive salesperson after the password, and a wrong one like any other', async () => {
    const gone = await createSalespersonRow(t.database.db, { active: false });
    const inactive = await login(gone.email, gone.password);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().code).toBe('salespersonInactive');
    expectLoginIncorrect(await login(gone.email, 'not-the-password', 'ar'), 'ar');
  });

  describe('an e-mail used by a customer and a salesperson alike', () => {
    it('signs in as the account the password opens', async () => {
      const shared = 'both@shop.test';
      const customer = await createCustomer(t.database.db, { email: shared, password: 'Customer-pass-9' });
      const sp = await createSalespersonRow(t.database.db, { email: shared, password: 'Sales-pass-9' });
      expect((await login(shared, 'Customer-pass-9')).json().data).toMatchObject({
        kind: 'customer',
        user: { id: customer.id },
      });
      expect((await login(shared, 'Sales-pass-9')).json().data).toMatchObject({
        kind: 'salesperson',
        salesperson: { id: sp.id },
      });
      expect((await login(shared, 'Neither-pass-9')).statusCode).toBe(401);
    });

    it('as the customer when the password opens both', async () => {
      const shared = 'same-password@shop.test';
      const customer = await createCustomer(t.database.db, { email: shared, password: 'Same-pass-1' });
      await createSalespersonRow(t.database.db, { email: shared, password: 'Same-pass-1' });
      expect((await login(shared, 'Same-pass-1')).json().data).toMatchObject({
        kind: 'customer',
        user: { id: customer.id },
      });
    });
  });
});
