import { beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
import { MAX_ADDRESSES_PER_CUSTOMER } from '../../modules/users/addresses.service.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';

describe('customer addresses', () => {
  const t = useTestApp({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' } });
  let token: string;
  let otherToken: string;
  let customerId: number;

  const signIn = async () => {
    const c = await createCustomer(t.database.db);
    const res = await t.api({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { login: c.email, password: c.password },
    });
    return { id: c.id, token: res.json().data.token as string };
  };
  beforeAll(async () => {
    ({ id: customerId, token } = await signIn());
    ({ token: otherToken } = await signIn());
  });

  const home = {
    country: 'United Kingdom',
    city: 'Birmingham',
    state: 'West Midlands',
    address1: '42 Soho Road',
    address2: 'Handsworth',
    postCode: 'B21 9LY',
  };
  const add = (payload: Record<string, unknown>, tok = token, lang?: 'ar' | 'en') =>
    t.api({ method: 'POST', url: '/api/user/addresses', token: tok, payload, lang });
  const list = async (tok = token) =>
    (await t.api({ method: 'GET', url: '/api/user/addresses', token: tok })).json().data as {
      id: number;
      isDefault: boolean;
      city: string;
    }[];

  it('requires country, city and address1 (SPEC 5)', async () => {
    const res = await add({ state: 'x' }, token, 'ar');
    expectFieldErrors(res, {
      country: ['هذا الحقل مطلوب'],
      city: ['هذا الحقل مطلوب'],
      address1: ['هذا الحقل مطلوب'],
    });
  });

  it('adds an address with the SPEC 8 notice; the first one becomes the default', async () => {
    const res = await add(home);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { id: expect.any(Number), ...home, isDefault: true, latitude: null, longitude: null },
      message: 'Address added successfully',
    });
    const minimal = await add(
      { country: 'United Kingdom', city: 'Leeds', address1: '7 Kirkgate', postCode: '' },
      token,
      'ar',
    );
    expect(minimal.json()).toEqual({
      data: {
        id: expect.any(Number),
        country: 'United Kingdom',
        city: 'Leeds',
        state: null,
        address1: '7 Kirkgate',
        address2: null,
        postCode: null,
        isDefault: false,
        latitude: null,
        longitude: null,
      },
      message: 'تمت إضافة العنوان بنجاح',
    });
  });

  it('keeps an optional map pin (both or neither, in range); an edit without it clears it', async () => {
    const pinned = await add({ ...home, city: 'Riyadh', latitude: 24.7136, longitude: '46.6753' });
    expect(pinned.statusCode, pinned.body).toBe(201);
    expect(pinned.json().data).toMatchObject({ latitude: 24.7136, longitude: 46.6753 });
    expectFieldErrors(await add({ ...home, latitude: 24.7 }), {
      longitude: ['Give both the latitude and the longitude, or neither'],
    });
    expectFieldErrors(await add({ ...home, latitude: 91, longitude: -181 }, token, 'en'), {
      latitude: ['Must be at most 90'],
      longitude: ['Must be at least -180'],
    });
    const id = pinned.json().data.id;
    const edited = await t.api({ method: 'PUT', url: `/api/user/addresses/${id}`, token, payload: home });
    expect(edited.json().data).toMatchObject({ latitude: null, longitude: null });
    await t.api({ method: 'DELETE', url: `/api/user/addresses/${id}`, token });
  });

  it('one default: a new default clears the old one', async () => {
    const res = await add({ ...home, city: 'Manchester', isDefault: true });
    const items = await list();
    expect(items.filter((a) => a.isDefault).map((a) => a.id)).toEqual([res.json().data.id]);
    expect(items[0]?.city).toBe('Manchester');
  });

  it('edits an address and moves the default with the SPEC 8 notice', async () => {
    const leeds = (await list()).find((a) => a.city === 'Leeds');
    const res = await t.api({
      method: 'PUT',
      url: `/api/user/addresses/${leeds?.id}`,
      token,
      payload: { country: 'United Kingdom', city: 'Leeds', address1: '8 Kirkgate', isDefault: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Address updated successfully');
    expect(res.json().data).toMatchObject({ address1: '8 Kirkgate', isDefault: true });
    expect((await list()).filter((a) => a.isDefault).map((a) => a.id)).toEqual([leeds?.id]);
    // Un-ticking the default on the default address keeps it (there is always one).
    const again = await t.api({
      method: 'PUT',
      url: `/api/user/addresses/${leeds?.id}`,
      token,
      payload: { country: 'United Kingdom', city: 'Leeds', address1: '8 Kirkgate', isDefault: false },
    });
    expect(again.json().data.isDefault).toBe(true);
  });

  it('concurrent "make default" requests still leave exactly one default', async () => {
    const ids = (await list()).map((a) => a.id);
    await Promise.all(
      ids.map((id) =>
        t.api({
          method: 'PUT',
          url: `/api/user/addresses/${id}`,
          token,
          payload: { ...home, isDefault: true },
        }),
      ),
    );
    expect((await list()).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('deletes with the SPEC 8 notice; deleting the default makes the oldest remaining the default', async () => {
    const before = await list();
    const def = before.find((a) => a.isDefault);
    const res = await t.api({ method: 'DELETE', url: `/api/user/addresses/${def?.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Address deleted successfully' });
    const after = await list();
    expect(after).toHaveLength(before.length - 1);
    const oldest = Math.min(...after.map((a) => a.id));
    expect(after.filter((a) => a.isDefault).map((a) => a.id)).toEqual([oldest]);
  });

  it("never shows or touches another customer's address: 404", async () => {
    const mine = (await list())[0];
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', home],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.api({ method, url: `/api/user/addresses/${mine?.id}`, token: otherToken, payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
    expect(await list(otherToken)).toEqual([]);
    const own = await t.api({ method: 'GET', url: `/api/user/addresses/${mine?.id}`, token });
    expect(own.statusCode).toBe(200);
    const bad = await t.api({ method: 'GET', url: '/api/user/addresses/abc', token });
    expect(bad.statusCode).toBe(422);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses`, async () => {
    const have = (await list()).length;
    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER - have }, (_, i) => ({
        userId: customerId,
        country: 'UK',
        city: `City ${i}`,
        address1: `${i} Road`,
      })),
    );
    const res = await add(home);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'addressLimit',
      message: `You can keep at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses`,
    });
  });
});
