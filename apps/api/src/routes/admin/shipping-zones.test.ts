import { environments } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMethods, paymentMethodZones, shippingZones } from '../../db/schema/index.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { crudContract, NAMES_TAKEN, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { shippingZonesResource } from './shipping-zones.ts';

const BASE = '/api/admin/shipping-zones';

const rates = () => [
  {
    name: { en: 'Standard', ar: 'عادي' },
    minAmount: 0,
    maxAmount: 25_000,
    charge: 1_295,
    minDays: 2,
    maxDays: 3,
  },
  {
    name: { en: 'Trade', ar: 'تجاري' },
    minAmount: 25_001,
    maxAmount: 75_000,
    charge: 695,
    minDays: 1,
    maxDays: 2,
  },
  {
    name: { en: 'Free', ar: 'مجاني' },
    minAmount: 75_001,
    maxAmount: null,
    charge: 0,
    minDays: 1,
    maxDays: 2,
  },
];

type Rate = ReturnType<typeof rates>[number];

let seq = 0;
const zoneBody = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: { en: `Mainland ${seq}`, ar: `البر الرئيسي ${seq}` },
    image: '',
    areaMethod: 'general',
    excludedCities: ['Belfast'],
    rateMode: 'many',
    taxRate: '20',
    rates: rates(),
    ...overrides,
  };
};

const SQUARE = [
  [24.6, 46.6],
  [24.6, 46.8],
  [24.8, 46.8],
];

describe('shipping zones (/api/admin/shipping-zones), UK deployment (no polygon)', () => {
  const t = useTestApp();
  const { call } = useAdminApi(t);

  crudContract(t, shippingZonesResource(environments.testing_v2), {
    create: (n) => zoneBody({ name: { en: `Zone ${n}`, ar: `منطقة ${n}` } }),
    update: (record) => ({
      body: zoneBody({
        name: record.name,
        status: 'inactive',
        areaMethod: 'customized',
        includedCities: ['Leeds'],
      }),
      expect: { status: 'inactive', areaMethod: 'customized', includedCities: ['Leeds'] },
    }),
    duplicate: { body: (record) => zoneBody({ name: record.name }), ...NAMES_TAKEN },
    required: ['name', 'areaMethod', 'rateMode', 'taxRate', 'rates'],
    filters: [
      { query: () => 'status=inactive', finds: false },
      { query: () => 'status=active', finds: true },
      { query: () => 'areaMethod=customized', finds: false },
      { query: (r) => searchFor((r.name as { ar: string }).ar), finds: true },
    ],
  });

  it('answers the zone with its bands in order; a general zone drops included cities and polygon', async () => {
    const res = await call(
      'POST',
      BASE,
      zoneBody({ includedCities: ['Leeds'], image: '/uploads/zones/uk.png' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const zone = res.json().data;
    expect(zone).toMatchObject({
      image: '/uploads/zones/uk.png',
      areaMethod: 'general',
      includedCities: [],
      excludedCities: ['Belfast'],
      polygon: null,
      rateMode: 'many',
      taxRate: 20,
      status: 'active',
    });
    expect(zone.rates.map((r: { maxAmount: number | null }) => r.maxAmount)).toEqual([25_000, 75_000, null]);
  });

  it('edits the bands: kept by id, added, removed; a foreign rate id is refused', async () => {
    const zone = (await call('POST', BASE, zoneBody())).json().data;
    const [first, , last] = zone.rates;
    const edited = await call('PUT', `${BASE}/${zone.id}`, {
      ...zoneBody({ name: zone.name }),
      rates: [
        { ...rates()[0], id: first.id, charge: 999 },
        { ...rates()[2], id: last.id, minAmount: 25_001 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.rates.map((r: { id: number; charge: number }) => [r.id, r.charge])).toEqual([
      [first.id, 999],
      [last.id, 0],
    ]);
    const other = (await call('POST', BASE, zoneBody())).json().data;
    const foreign = await call('PUT', `${BASE}/${zone.id}`, {
      ...zoneBody({ name: zone.name }),
      rates: [{ ...rates()[2], id: other.rates[0].id, minAmount: 0 }],
    });
    expectFieldErrors(foreign, { 'rates.0.id': ['This item does not exist'] });
  });

  it('SPEC 5 band rules as field errors on rates.N, in English and in Arabic', async () => {
    const [a, b, c] = rates() as [Rate, Rate, Rate];
    const overlapping = zoneBody({ rates: [a, { ...b, minAmount: 25_000 }, c] });
    expectFieldErrors(await call('POST', BASE, overlapping), {
      'rates.1.minAmount': ["The minimum must be more than the previous rate's maximum (25000)"],
    });
    expectFieldErrors(await call('POST', BASE, overlapping, 'ar'), {
      'rates.1.minAmount': ['يجب أن يكون الحد الأدنى أكبر من الحد الأقصى للسعر السابق (25000)'],
    });
    expectFieldErrors(await call('POST', BASE, zoneBody({ rates: [a, { ...b, maxAmount: 20_000 }, c] })), {
      'rates.1.maxAmount': ['The maximum must be more than the minimum'],
    });
    expectFieldErrors(await call('POST', BASE, zoneBody({ rates: [a, { ...b, maxAmount: null }, c] })), {
      'rates.1.maxAmount': ['Only the last rate can have no maximum'],
    });
    expectFieldErrors(await call('POST', BASE, zoneBody({ rates: [a, b] }), 'ar'), {
      'rates.1.maxAmount': ['السعر الأخير بلا حد أقصى: اترك الحقل فارغًا'],
    });
    expectFieldErrors(
      await call('POST', BASE, zoneBody({ rates: [a, b, { ...c, minDays: 4, maxDays: 2 }] })),
      {
        'rates.2.maxDays': ['The minimum cannot be more than the maximum'],
      },
    );
    expectFieldErrors(await call('POST', BASE, zoneBody({ rates: [] })), {
      rates: ['Add at least one rate'],
    });
    expectFieldErrors(await call('POST', BASE, zoneBody({ rateMode: 'single' })), {
      rates: ['A single-rate zone has exactly one rate'],
    });
    expectFieldErrors(await call('POST', BASE, zoneBody({ rates: [a, b, { ...c, charge: -1 }] })), {
      'rates.2.charge': ['Must be at least 0'],
    });
    expectFieldErrors(await call('POST', BASE, zoneBody({ taxRate: 101 })), {
      taxRate: ['Must be at most 100'],
    });
    const single = await call(
      'POST',
      BASE,
      zoneBody({ rateMode: 'single', rates: [{ ...c, minAmount: 0 }] }),
    );
    expect(single.statusCode).toBe(201);
  });

  it('a customized zone needs included cities or a polygon; cities are unique', async () => {
    expectFieldErrors(await call('POST', BASE, zoneBody({ areaMethod: 'customized' }), 'ar'), {
      includedCities: ['المنطقة المخصّصة تحتاج إلى مدن مشمولة أو مضلّع على الخريطة'],
    });
    expectFieldErrors(
      await call('POST', BASE, zoneBody({ areaMethod: 'customized', includedCities: ['Leeds', ' leeds '] })),
      { 'includedCities.1': ['Each item can be added only once'] },
    );
  });

  it('refuses a new polygon where the deployment does not draw on the map; keeps one sent back unchanged', async () => {
    const res = await call('POST', BASE, zoneBody({ areaMethod: 'customized', polygon: SQUARE }));
    expectFieldErrors(res, { polygon: ['Drawing zones on the map is not available in this shop'] });
    // A zone drawn while the flag was on (here: written straight to the table).
    const body = zoneBody({ areaMethod: 'customized', includedCities: ['Leeds'] });
    const zone = (await call('POST', BASE, body)).json().data;
    await t.database.db
      .update(shippingZones)
      .set({ polygon: SQUARE as [number, number][] })
      .where(eq(shippingZones.id, zone.id));
    const unchanged = await call('PUT', `${BASE}/${zone.id}`, { ...body, polygon: SQUARE, taxRate: 5 });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data).toMatchObject({ polygon: SQUARE, taxRate: 5 });
    const moved = await call('PUT', `${BASE}/${zone.id}`, { ...body, polygon: [...SQUARE, [24.8, 46.6]] });
    expectFieldErrors(moved, { polygon: ['Drawing zones on the map is not available in this shop'] });
  });

  it('deleting a zone takes its rates and payment-method assignments with it', async () => {
    const zone = (await call('POST', BASE, zoneBody())).json().data;
    const [method] = await t.database.db
      .insert(paymentMethods)
      .values({
        code: 'cash',
        name: { en: 'Cash', ar: 'نقدًا' },
        displayName: { en: 'Cash', ar: 'نقدًا' },
        provider: 'manual',
      })
      .returning({ id: paymentMethods.id });
    if (!method) throw new Error('payment method');
    await t.database.db.insert(paymentMethodZones).values({ paymentMethodId: method.id, zoneId: zone.id });
    expect((await call('DELETE', `${BASE}/${zone.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(paymentMethodZones)).toEqual([]);
  });
});

describe('shipping zones on a deployment that draws polygons (testing_v1)', () => {
  const t = useTestApp({ env: { APP_ENV: 'testing_v1' } });
  const { call } = useAdminApi(t);

  it('takes a polygon of ≥ 3 valid [lat, lng] points on a customized zone', async () => {
    const res = await call('POST', BASE, zoneBody({ areaMethod: 'customized', polygon: SQUARE }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.polygon).toEqual(SQUARE);
    expectFieldErrors(
      await call('POST', BASE, zoneBody({ areaMethod: 'customized', polygon: SQUARE.slice(0, 2) }), 'ar'),
      { polygon: ['ارسم 3 نقاط على الأقل'] },
    );
    expectFieldErrors(
      await call('POST', BASE, zoneBody({ areaMethod: 'customized', polygon: [...SQUARE, [91, 10]] }), 'en'),
      { 'polygon.3.0': ['Must be at most 90'] },
    );
    expectFieldErrors(
      await call(
        'POST',
        BASE,
        zoneBody({ areaMethod: 'customized', polygon: [...SQUARE, [10, 'east']] }),
        'en',
      ),
      { 'polygon.3.1': ['Must be a number'] },
    );
  });
});
