import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../modules/taxonomy/test-helpers.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, NAMES_TAKEN, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { taxGroupsResource } from './tax-groups.ts';

describe('tax groups (/api/admin/tax-groups)', () => {
  const { t, call } = useAdminApi();
  const base = '/api/admin/tax-groups';
  const isDefault = async (id: number) =>
    (await call('GET', `${base}/${id}`)).json().data.isDefault as boolean;

  it('keeps one default: a new default, or an edit making one, un-defaults the previous one', async () => {
    const standard = await call('POST', base, {
      name: { en: 'Standard rate', ar: 'النسبة الأساسية' },
      rate: 20,
      isDefault: true,
    });
    expect(standard.statusCode).toBe(201);
    expect(standard.json().data).toMatchObject({ rate: 20, isDefault: true, productCount: 0 });
    const reduced = await call('POST', base, {
      name: { en: 'Reduced rate', ar: 'النسبة المخفضة' },
      rate: '5.5',
      isDefault: true,
    });
    expect(reduced.json().data).toMatchObject({ rate: 5.5, isDefault: true });
    expect(await isDefault(standard.json().data.id)).toBe(false);

    const edited = await call('PUT', `${base}/${standard.json().data.id}`, {
      name: standard.json().data.name,
      rate: 20,
      isDefault: true,
    });
    expect(edited.json().data.isDefault).toBe(true);
    expect(await isDefault(reduced.json().data.id)).toBe(false);
    const defaults = (await call('GET', `${base}?perPage=100`))
      .json()
      .data.items.filter((g: { isDefault: boolean }) => g.isDefault);
    expect(defaults).toHaveLength(1);
  });

  it('refuses a rate over 100 or with more than two decimals, in both languages', async () => {
    const name = { en: 'Odd rate', ar: 'نسبة غريبة' };
    expectFieldErrors(await call('POST', base, { name, rate: 17.125 }), {
      rate: ['Use at most 2 decimal places'],
    });
    expectFieldErrors(await call('POST', base, { name, rate: 101 }, 'ar'), { rate: ['يجب ألا يزيد عن 100'] });
  });

  it('refuses to delete the default group, or one products use (409 with the count)', async () => {
    const list = (await call('GET', `${base}?perPage=100`)).json().data.items as {
      id: number;
      isDefault: boolean;
    }[];
    const theDefault = list.find((g) => g.isDefault);
    const other = list.find((g) => !g.isDefault);
    if (!theDefault || !other) throw new Error('the first test made a default and another group');
    const refused = await call('DELETE', `${base}/${theDefault.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'taxGroupIsDefault',
      message: 'The default tax group cannot be deleted; make another group the default first',
    });

    await insertProduct(t.database.db, { taxGroupId: other.id });
    await insertProduct(t.database.db, { taxGroupId: other.id });
    expect((await call('GET', `${base}/${other.id}`)).json().data.productCount).toBe(2);
    const inUse = await call('DELETE', `${base}/${other.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      code: 'taxGroupInUse',
      message: 'This tax group is used by 2 products; choose another group for them first',
    });
    const inArabic = await call('DELETE', `${base}/${other.id}`, undefined, 'ar');
    expect(inArabic.json().message).toBe(
      'هذه المجموعة الضريبية مستخدمة في منتجين؛ اختر مجموعة أخرى لهما أولًا',
    );
    expect((await call('GET', `${base}/${other.id}`)).statusCode).toBe(200);
  });

  it('sorts by rate and searches both languages', async () => {
    const byRate = (await call('GET', `${base}?sort=-rate&perPage=100`)).json().data.items as {
      rate: number;
    }[];
    expect(byRate.map((g) => g.rate)).toEqual([...byRate.map((g) => g.rate)].sort((a, b) => b - a));
    const found = (await call('GET', `${base}?${searchFor('المخفضة')}`)).json().data.items;
    expect(found.map((g: { name: { en: string } }) => g.name.en)).toEqual(['Reduced rate']);
  });

  crudContract(t, taxGroupsResource, {
    required: ['name', 'rate'],
    create: (n) => ({ name: { en: `Contract rate ${n}`, ar: `نسبة العقد ${n}` }, rate: n % 100 }),
    update: (record) => ({
      body: { name: record.name, rate: 12.5, isDefault: false },
      expect: { rate: 12.5, isDefault: false },
    }),
    duplicate: { body: (record) => ({ name: record.name, rate: 1 }), ...NAMES_TAKEN },
    filters: [
      { query: (record) => searchFor((record.name as { ar: string }).ar), finds: true },
      { query: () => 'search=nothing-like-it', finds: false },
    ],
  });
});
