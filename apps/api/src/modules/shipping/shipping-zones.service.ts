import type {
  DeploymentConfig,
  ShippingZoneData,
  ShippingZoneListQuery,
  ShippingZoneRecord,
} from '@shop/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type LatLng, shippingRates, shippingZones } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { assertNamesFree, bothNames, localizedSort, uniqueNameRace } from '../localized-text.ts';
import { oneRecord, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';

/*
 * Shipping zones with their rate bands (SPEC 2 shipping-zones, SPEC 3, SPEC 5 "Shipping rates";
 * ADR 0051). The band rules are the shared input schema's (`checkRateBands`); what needs the
 * database or the deployment is here: unique names, rate ids of this zone, and the polygon only
 * where the deployment draws on the map (`isAdminPolygonDrawable`).
 */

type ZoneRow = typeof shippingZones.$inferSelect;

async function toRecords(db: DbOrTx, rows: ZoneRow[]): Promise<ShippingZoneRecord[]> {
  if (!rows.length) return [];
  const rates = await db
    .select()
    .from(shippingRates)
    .where(
      inArray(
        shippingRates.zoneId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(shippingRates.position), asc(shippingRates.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    image: row.image,
    areaMethod: row.areaMethod,
    includedCities: row.includedCities,
    excludedCities: row.excludedCities,
    polygon: row.polygon,
    rateMode: row.rateMode,
    taxRate: row.taxRate,
    status: row.active ? 'active' : 'inactive',
    position: row.position,
    rates: rates
      .filter((r) => r.zoneId === row.id)
      .map((r) => ({
        id: r.id,
        name: r.name,
        minAmount: r.minAmount,
        maxAmount: r.maxAmount,
        charge: r.charge,
        minDays: r.minDays,
        maxDays: r.maxDays,
        position: r.position,
      })),
    ...timestampsOf(row),
  }));
}

export async function listShippingZones({ db, lang }: RequestContext, query: ShippingZoneListQuery) {
  const where = and(
    searchIn(query.search, [bothNames(shippingZones.name)]),
    query.status ? eq(shippingZones.active, query.status === 'active') : undefined,
    query.areaMethod ? eq(shippingZones.areaMethod, query.areaMethod) : undefined,
  );
  const order = orderOf(query.sort, shippingZones.id, {
    name: localizedSort(shippingZones.name, lang),
    position: shippingZones.position,
    created_at: shippingZones.createdAt,
  });
  return readTablePage(db, query, shippingZones, where, order, (rows) => toRecords(db, rows));
}

const loadZone = (db: DbOrTx, id: number) =>
  oneRecord(db.select().from(shippingZones).where(eq(shippingZones.id, id)), (rows) => toRecords(db, rows));

export const getShippingZone = ({ db }: RequestContext, id: number) => loadZone(db, id);

// Annotated so the compiler knows a call never returns (the catch blocks end in it).
const uniqueViolation: (error: unknown) => never = uniqueNameRace('shipping_zones');

/**
 * Refuses a new polygon where the deployment does not draw zones on the map. The zone's own
 * polygon sent back unchanged is kept (drawn where the flag was on; its screen cannot show it).
 */
function assertPolygonAllowed(
  deployment: DeploymentConfig,
  input: ShippingZoneData,
  stored: LatLng[] | null = null,
): void {
  if (input.polygon === null || deployment.flags.isAdminPolygonDrawable) return;
  if (stored && JSON.stringify(stored) === JSON.stringify(input.polygon)) return;
  throw validationFailed({ polygon: ['validation.polygonUnavailable'] });
}

/** A general zone covers everything but its excluded cities: included cities and a polygon go. */
const zoneColumns = (input: ShippingZoneData) => {
  const customized = input.areaMethod === 'customized';
  return {
    name: { en: input.name.en, ar: input.name.ar },
    image: input.image,
    areaMethod: input.areaMethod,
    includedCities: customized ? input.includedCities : [],
    excludedCities: input.excludedCities,
    polygon: customized ? input.polygon : null,
    rateMode: input.rateMode,
    taxRate: input.taxRate,
    active: input.status === 'active',
  };
};

const rateColumns = (rate: ShippingZoneData['rates'][number], position: number) => ({
  name: { en: rate.name.en, ar: rate.name.ar },
  minAmount: rate.minAmount,
  maxAmount: rate.maxAmount,
  charge: rate.charge,
  minDays: rate.minDays,
  maxDays: rate.maxDays,
  position,
});

/** `shippingZonesService(deployment)`: the five operations, the polygon rule of this deployment. */
export function shippingZonesService(deployment: DeploymentConfig) {
  async function createShippingZone({ db }: RequestContext, input: ShippingZoneData) {
    assertPolygonAllowed(deployment, input);
    await assertNamesFree(db, 'shipping_zones', input.name);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(shippingZones)
          .values(zoneColumns(input))
          .returning({ id: shippingZones.id });
        if (!row) throw new Error('shipping zone not created');
        await tx
          .insert(shippingRates)
          .values(input.rates.map((rate, position) => ({ zoneId: row.id, ...rateColumns(rate, position) })));
        return loadZone(tx, row.id);
      });
    } catch (error) {
      uniqueViolation(error);
    }
  }

  /** Rates with an `id` are edited, new ones added, the ones left out removed (≥ 1 always stays). */
  async function updateShippingZone({ db }: RequestContext, id: number, input: ShippingZoneData) {
    const [stored] = await db
      .select({ polygon: shippingZones.polygon })
      .from(shippingZones)
      .where(eq(shippingZones.id, id));
    if (!stored) throw notFound();
    assertPolygonAllowed(deployment, input, stored.polygon);
    await assertNamesFree(db, 'shipping_zones', input.name, id);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .update(shippingZones)
          .set(zoneColumns(input))
          .where(eq(shippingZones.id, id))
          .returning({ id: shippingZones.id });
        if (!row) throw notFound();
        const existing = await tx
          .select({ id: shippingRates.id })
          .from(shippingRates)
          .where(eq(shippingRates.zoneId, id));
        const mine = new Set(existing.map((r) => r.id));
        const errors: Record<string, string[]> = {};
        input.rates.forEach((rate, index) => {
          if (rate.id !== undefined && !mine.has(rate.id))
            errors[`rates.${index}.id`] = ['validation.notFoundRef'];
        });
        if (Object.keys(errors).length) throw validationFailed(errors);
        const kept = new Set(input.rates.map((r) => r.id).filter((v): v is number => v !== undefined));
        const removed = [...mine].filter((rateId) => !kept.has(rateId));
        if (removed.length) await tx.delete(shippingRates).where(inArray(shippingRates.id, removed));
        for (const [position, rate] of input.rates.entries()) {
          const values = rateColumns(rate, position);
          if (rate.id !== undefined)
            await tx.update(shippingRates).set(values).where(eq(shippingRates.id, rate.id));
          else await tx.insert(shippingRates).values({ zoneId: id, ...values });
        }
        return loadZone(tx, id);
      });
    } catch (error) {
      uniqueViolation(error);
    }
  }

  /** Deletes the zone, its rates and its payment-method assignments (they cascade). */
  async function deleteShippingZone({ db }: RequestContext, id: number): Promise<void> {
    const deleted = await db
      .delete(shippingZones)
      .where(eq(shippingZones.id, id))
      .returning({ id: shippingZones.id });
    if (!deleted.length) throw notFound();
  }

  return {
    list: listShippingZones,
    read: getShippingZone,
    create: createShippingZone,
    update: updateShippingZone,
    remove: deleteShippingZone,
  };
}
