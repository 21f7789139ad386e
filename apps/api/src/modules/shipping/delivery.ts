import { type DeliveryOption, type Localized, normalizeCity, type ShippingAreaMethod } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/*
 * Which delivery options an address gets for an order amount (ADR 0051). The checkout offers
 * `deliveryOptions` and re-checks the chosen rate with `findDeliveryOption` when the order is
 * placed, so a price or zone edited in between is caught on the server.
 *
 * A zone's area: a general zone is everywhere; a customized one is the union of its included
 * cities and its polygon (which only a pinned address can be inside). Excluded cities are taken
 * out of either. Cities compare as `normalizeCity` does (case, spaces, Arabic spelling). Only
 * active zones count. The zones carry no country: a deployment serves one region.
 *
 * The band: `minAmount ≤ orderAmount ≤ maxAmount`, both edges inclusive (money is whole minor
 * units, so bands 0–25 000 and 25 001–75 000 leave no amount out); `maxAmount` null is open-ended.
 */

export interface DeliveryAddress {
  city: string;
  country: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface DeliveryQuery {
  address: DeliveryAddress;
  /** The order's amount the bands are read against, minor units. */
  orderAmount: number;
}

interface CandidateRow extends Record<string, unknown> {
  zone_id: number;
  zone_name: Localized;
  area_method: ShippingAreaMethod;
  included_cities: string[];
  excluded_cities: string[];
  tax_rate: number;
  zone_position: number;
  rate_id: number;
  rate_name: Localized;
  charge: number;
  min_days: number;
  max_days: number;
  inside: boolean | null;
}

const hasPin = (a: DeliveryAddress): a is DeliveryAddress & { latitude: number; longitude: number } =>
  typeof a.latitude === 'number' &&
  typeof a.longitude === 'number' &&
  Number.isFinite(a.latitude) &&
  Number.isFinite(a.longitude);

/**
 * Each active zone's band for the amount, with whether the pin lies in the zone's polygon. The
 * polygon is built from the `[lat, lng]` jsonb points as PostgreSQL's `polygon` (x = longitude,
 * y = latitude) and tested with `<@` (a point on the edge is inside): no PostGIS needed.
 */
function candidates(db: DbOrTx, { address, orderAmount }: DeliveryQuery) {
  const pinned = hasPin(address);
  const inside = pinned
    ? sql`(jsonb_array_length(z.polygon) >= 3 and point(${address.longitude}::float8, ${address.latitude}::float8) <@ (
        select ('(' || string_agg('(' || (p ->> 1) || ',' || (p ->> 0) || ')', ',' order by n) || ')')::polygon
        from jsonb_array_elements(z.polygon) with ordinality as e(p, n)))`
    : sql`false`;
  return db.execute<CandidateRow>(sql`
    select z.id as zone_id, z.name as zone_name, z.area_method, z.included_cities, z.excluded_cities,
      z.tax_rate::float8 as tax_rate, z.position as zone_position,
      r.id as rate_id, r.name as rate_name, r.charge, r.min_days, r.max_days,
      case when z.polygon is null or jsonb_typeof(z.polygon) <> 'array' then false else ${inside} end as inside
    from shipping_zones z
    join shipping_rates r on r.zone_id = z.id
    where z.active
      and r.min_amount <= ${orderAmount}
      and (r.max_amount is null or ${orderAmount} <= r.max_amount)`);
}

function zoneCovers(row: CandidateRow, city: string): boolean {
  if (row.excluded_cities.some((c) => normalizeCity(c) === city)) return false;
  if (row.area_method === 'general') return true;
  return row.inside === true || row.included_cities.some((c) => normalizeCity(c) === city);
}

/**
 * The delivery options of an address for an order amount: one per matching active zone (its band
 * for the amount), cheapest first (charge with tax), then the fastest, then the zones' order.
 */
export async function deliveryOptions(db: DbOrTx, query: DeliveryQuery): Promise<DeliveryOption[]> {
  if (!Number.isFinite(query.orderAmount)) return [];
  const { rows } = await candidates(db, query);
  const city = normalizeCity(query.address.city);
  return (
    rows
      .filter((row) => zoneCovers(row, city))
      // The charge with the zone's tax orders them (the checkout computes the order's totals).
      .sort(
        (a, b) =>
          a.charge * (100 + a.tax_rate) - b.charge * (100 + b.tax_rate) ||
          a.max_days - b.max_days ||
          a.min_days - b.min_days ||
          a.zone_position - b.zone_position ||
          a.zone_id - b.zone_id,
      )
      .map(
        (row): DeliveryOption => ({
          zoneId: row.zone_id,
          rateId: row.rate_id,
          zone: row.zone_name,
          rate: row.rate_name,
          charge: row.charge,
          taxRate: row.tax_rate,
          minDays: row.min_days,
          maxDays: row.max_days,
        }),
      )
  );
}

/**
 * The option of rate `rateId` if the address and amount still get it, else null: what the
 * checkout checks a chosen delivery method against when the order is placed.
 */
export async function findDeliveryOption(
  db: DbOrTx,
  query: DeliveryQuery & { rateId: number },
): Promise<DeliveryOption | null> {
  const options = await deliveryOptions(db, query);
  return options.find((o) => o.rateId === query.rateId) ?? null;
}
