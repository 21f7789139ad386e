import type { Localized } from '@shop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shippingRates, shippingZones } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { type DeliveryAddress, deliveryOptions, findDeliveryOption } from './delivery.ts';

type ZoneRow = typeof shippingZones.$inferInsert;
interface Band {
  name?: Localized;
  min: number;
  max: number | null;
  charge: number;
  minDays?: number;
  maxDays?: number;
}

/*
 * The resolver on real PostgreSQL: each matching rule (general, excluded, included cities with
 * spelling variants, a polygon with a pin inside and outside), the band edges, inactive zones and
 * the order of the options.
 */
describe('deliveryOptions / findDeliveryOption', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await database.db.delete(shippingZones);
  });

  let n = 0;
  async function zone(values: Partial<ZoneRow>, bands: Band[]) {
    n += 1;
    const [row] = await database.db
      .insert(shippingZones)
      .values({ name: { en: `Zone ${n}`, ar: `منطقة ${n}` }, ...values })
      .returning({ id: shippingZones.id });
    if (!row) throw new Error('zone');
    const rates = await database.db
      .insert(shippingRates)
      .values(
        bands.map((b, position) => ({
          zoneId: row.id,
          name: b.name ?? { en: `Band ${position}`, ar: `شريحة ${position}` },
          minAmount: b.min,
          maxAmount: b.max,
          charge: b.charge,
          minDays: b.minDays ?? 1,
          maxDays: b.maxDays ?? 3,
          position,
        })),
      )
      .returning({ id: shippingRates.id });
    return { id: row.id, rateIds: rates.map((r) => r.id) };
  }

  const at = (city: string, pin?: [number, number]): DeliveryAddress => ({
    city,
    country: 'Saudi Arabia',
    ...(pin ? { latitude: pin[0], longitude: pin[1] } : {}),
  });
  const options = (address: DeliveryAddress, orderAmount = 1_000) =>
    deliveryOptions(database.db, { address, orderAmount });
  const zoneIds = async (address: DeliveryAddress, orderAmount?: number) =>
    (await options(address, orderAmount)).map((o) => o.zoneId);

  // Riyadh's centre roughly; the square is about 20 km a side.
  const RIYADH_SQUARE: [number, number][] = [
    [24.6, 46.6],
    [24.6, 46.8],
    [24.8, 46.8],
    [24.8, 46.6],
  ];
  const band = { min: 0, max: null, charge: 500 };

  it('a general zone covers every city but its excluded ones (any case, spaces, Arabic spelling)', async () => {
    const general = await zone({ areaMethod: 'general', excludedCities: ['الخُبَر', 'Al  Qatif'] }, [band]);
    expect(await zoneIds(at('Jeddah'))).toEqual([general.id]);
    expect(await zoneIds(at('الخبر'))).toEqual([]);
    expect(await zoneIds(at('  al qatif '))).toEqual([]);
  });

  it('a customized zone with cities covers its included cities only, less the excluded ones', async () => {
    const east = await zone(
      {
        areaMethod: 'customized',
        includedCities: ['Dammam', 'الأحساء', 'Khobar'],
        excludedCities: ['khobar'],
      },
      [band],
    );
    expect(await zoneIds(at('DAMMAM'))).toEqual([east.id]);
    // أ and ا are one letter to the matcher.
    expect(await zoneIds(at('الاحساء'))).toEqual([east.id]);
    expect(await zoneIds(at('Riyadh'))).toEqual([]);
    // Excluded wins over included.
    expect(await zoneIds(at('Khobar'))).toEqual([]);
  });

  it('a polygon covers a pin inside it, not one outside it nor an address without a pin', async () => {
    const riyadh = await zone({ areaMethod: 'customized', polygon: RIYADH_SQUARE }, [band]);
    expect(await zoneIds(at('Anywhere', [24.7, 46.7]))).toEqual([riyadh.id]);
    // On the edge counts as inside.
    expect(await zoneIds(at('Anywhere', [24.6, 46.7]))).toEqual([riyadh.id]);
    expect(await zoneIds(at('Anywhere', [24.9, 46.7]))).toEqual([]);
    expect(await zoneIds(at('Anywhere', [24.7, 46.5]))).toEqual([]);
    expect(await zoneIds(at('Riyadh'))).toEqual([]);
  });

  it('a concave polygon: a pin in its notch is outside', async () => {
    // A "U": the notch between the arms is not part of the zone.
    const u = await zone(
      {
        areaMethod: 'customized',
        polygon: [
          [0, 0],
          [0, 3],
          [3, 3],
          [3, 2],
          [1, 2],
          [1, 1],
          [3, 1],
          [3, 0],
        ],
      },
      [band],
    );
    expect(await zoneIds(at('x', [0.5, 1.5]))).toEqual([u.id]);
    expect(await zoneIds(at('x', [2, 1.5]))).toEqual([]);
  });

  it('polygon and included cities are one area (either matches); excluded cities still win', async () => {
    const both = await zone(
      {
        areaMethod: 'customized',
        polygon: RIYADH_SQUARE,
        includedCities: ['Diriyah'],
        excludedCities: ['Malqa'],
      },
      [band],
    );
    expect(await zoneIds(at('Diriyah'))).toEqual([both.id]);
    expect(await zoneIds(at('Olaya', [24.7, 46.7]))).toEqual([both.id]);
    expect(await zoneIds(at('Malqa', [24.7, 46.7]))).toEqual([]);
    expect(await zoneIds(at('Olaya', [25.5, 46.7]))).toEqual([]);
  });

  it('inactive zones offer nothing', async () => {
    await zone({ areaMethod: 'general', active: false }, [band]);
    expect(await options(at('Jeddah'))).toEqual([]);
  });

  it('the order amount picks the band, both edges inclusive; the last band is open-ended', async () => {
    const uk = await zone({ areaMethod: 'general', taxRate: 20 }, [
      { min: 0, max: 25_000, charge: 1_295, minDays: 2, maxDays: 3 },
      { min: 25_001, max: 75_000, charge: 695 },
      { min: 75_001, max: null, charge: 0 },
    ]);
    const [standard, trade, free] = uk.rateIds;
    const rateAt = async (amount: number) => (await options(at('Leeds'), amount)).map((o) => o.rateId);
    expect(await rateAt(0)).toEqual([standard]);
    expect(await rateAt(25_000)).toEqual([standard]);
    expect(await rateAt(25_001)).toEqual([trade]);
    expect(await rateAt(75_000)).toEqual([trade]);
    expect(await rateAt(75_001)).toEqual([free]);
    expect(await rateAt(50_000_000)).toEqual([free]);
    expect(await options(at('Leeds'), 30_000)).toEqual([
      {
        zoneId: uk.id,
        rateId: trade,
        zone: expect.objectContaining({ en: expect.any(String) }),
        rate: { en: 'Band 1', ar: 'شريحة 1' },
        charge: 695,
        taxRate: 20,
        minDays: 1,
        maxDays: 3,
      },
    ]);
  });

  it('an amount below the first band (or between bands with a gap) gets nothing from that zone', async () => {
    await zone({ areaMethod: 'general' }, [
      { min: 5_000, max: 10_000, charge: 100 },
      { min: 20_000, max: null, charge: 0 },
    ]);
    expect(await options(at('Leeds'), 4_999)).toEqual([]);
    expect(await options(at('Leeds'), 15_000)).toEqual([]);
  });

  it('orders the options cheapest first (with the zone tax), then the fastest', async () => {
    const pricey = await zone({ areaMethod: 'general', taxRate: 0 }, [{ ...band, charge: 1_000 }]);
    const taxed = await zone({ areaMethod: 'general', taxRate: 50 }, [{ ...band, charge: 900 }]);
    const cheap = await zone({ areaMethod: 'customized', includedCities: ['Leeds'] }, [
      { ...band, charge: 300 },
    ]);
    const slow = await zone({ areaMethod: 'general' }, [{ ...band, charge: 1_000, minDays: 5, maxDays: 9 }]);
    expect(await zoneIds(at('Leeds'))).toEqual([cheap.id, pricey.id, slow.id, taxed.id]);
  });

  it('findDeliveryOption: the option of a rate the address still gets, else null', async () => {
    const uk = await zone({ areaMethod: 'general', excludedCities: ['Belfast'] }, [
      { min: 0, max: 25_000, charge: 1_295 },
      { min: 25_001, max: null, charge: 0 },
    ]);
    const [standard, free] = uk.rateIds as [number, number];
    const found = await findDeliveryOption(database.db, {
      address: at('Leeds'),
      orderAmount: 10_000,
      rateId: standard,
    });
    expect(found).toMatchObject({ zoneId: uk.id, rateId: standard, charge: 1_295 });
    // The amount moved into another band, the city is excluded, or the rate does not exist.
    expect(
      await findDeliveryOption(database.db, { address: at('Leeds'), orderAmount: 30_000, rateId: standard }),
    ).toBeNull();
    expect(
      await findDeliveryOption(database.db, { address: at('Belfast'), orderAmount: 30_000, rateId: free }),
    ).toBeNull();
    expect(
      await findDeliveryOption(database.db, { address: at('Leeds'), orderAmount: 30_000, rateId: 999_999 }),
    ).toBeNull();
  });
});
