import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../modules/taxonomy/test-helpers.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, NAMES_TAKEN, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { measureUnitsResource } from './measure-units.ts';

describe('measure units (/api/admin/measure-units)', () => {
  const { t, call } = useAdminApi();
  const piece = { name: { en: 'Piece', ar: 'قطعة' }, code: 'pcs' };

  it('requires a name and a code; the name is unique per language, the code too', async () => {
    const created = await call('POST', '/api/admin/measure-units', piece);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: piece.name,
      code: 'PCS',
      piecesPerUnit: 1,
      productCount: 0,
    });
    const sameName = await call('POST', '/api/admin/measure-units', {
      name: { en: 'PIECE', ar: 'حبة' },
      code: 'EA',
    });
    expectFieldErrors(sameName, { 'name.en': ['This name has already been taken'] });
    const sameCode = await call('POST', '/api/admin/measure-units', {
      name: { en: 'Each', ar: 'حبة' },
      code: 'Pcs',
    });
    expect(sameCode.json().errors).toEqual({ code: ['The code has already been taken'] });
    const box = await call('POST', '/api/admin/measure-units', {
      name: { en: 'Box of 12', ar: 'علبة 12' },
      code: 'box12',
      piecesPerUnit: 12,
    });
    expect(box.json().data).toMatchObject({ code: 'BOX12', piecesPerUnit: 12 });
    const zero = await call('POST', '/api/admin/measure-units', { ...piece, code: 'X', piecesPerUnit: 0 });
    expect(zero.json().errors).toMatchObject({ piecesPerUnit: ['Must be at least 1'] });
  });

  it('lists, sorts, searches, edits and deletes unused units only', async () => {
    const list = await call('GET', '/api/admin/measure-units?sort=-code');
    expect(list.json().data.items.map((u: { code: string }) => u.code)).toEqual(['PCS', 'BOX12']);
    expect((await call('GET', '/api/admin/measure-units?search=box')).json().data.meta.total).toBe(1);
    const pcs = list.json().data.items[0];
    const edited = await call('PUT', `/api/admin/measure-units/${pcs.id}`, {
      ...piece,
      code: 'PC',
      piecesPerUnit: 1,
    });
    expect(edited.json()).toMatchObject({ message: 'Saved successfully', data: { code: 'PC' } });
    await insertProduct(t.database.db, { measureUnitId: pcs.id });
    const refused = await call('DELETE', `/api/admin/measure-units/${pcs.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'measureUnitInUse',
      message: 'This measure unit is used by 1 product; choose another unit for it first',
    });
    const box = list.json().data.items[1];
    expect((await call('DELETE', `/api/admin/measure-units/${box.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/measure-units/${box.id}`)).statusCode).toBe(404);
  });

  crudContract(t, measureUnitsResource, {
    required: ['name', 'code'],
    create: (n) => ({
      name: { en: `Contract unit ${n}`, ar: `وحدة العقد ${n}` },
      code: `CU${n}`,
      piecesPerUnit: 6,
    }),
    update: (record) => ({
      body: { name: record.name, code: 'cu-edited', piecesPerUnit: 12 },
      expect: { code: 'CU-EDITED', piecesPerUnit: 12 },
    }),
    // The names are checked before the code (the code's own test is above).
    duplicate: { body: (record) => ({ name: record.name, code: record.code }), ...NAMES_TAKEN },
    filters: [
      { query: (record) => searchFor(record.code), finds: true },
      { query: () => 'search=nothing-like-it', finds: false },
    ],
  });
});
