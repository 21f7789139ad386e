import { type DeliveryOption, type Localized, normalizeCity, type ShippingAreaMethod } from '@shop/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/** An active zone's rate as the options are picked from: the band is checked here, not in SQL. */
export interface CandidateRow {
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
  min_amount: number;
  max_amount: number | null;
  inside: boolean | null;
}

const hasPin = (a: DeliveryAddress): a is DeliveryAddress & { latitude: number; longitude: number } =>
  typeof a.latitude === 'number' &&
  typeof a.longitude === 'number' &&
  Number.isFinite(a.latitude) &&
  Number.isFinite(a.longitude);

/**
 * Every active zone's rates for each of `addresses`, keyed by the address's id, as one json column
 * (a statement that reads the cart reads its delivery candidates too), with whether the address's
 * pin lies in the zone's polygon. The polygon is built from the `[lat, lng]` jsonb points as
 * PostgreSQL's `polygon` (x = longitude, y = latitude) and tested with `<@` (a point on the edge
 * is inside): no PostGIS needed.
 */
export function deliveryCandidatesJson(
  addresses: readonly (DeliveryAddress & { id: number })[],
): SQL<Record<string, CandidateRow[]>> {
  if (addresses.length === 0) return sql`'{}'::json`;
  const rows = sql.join(
    addresses.map((a) =>
      hasPin(a)
        ? sql`(${a.id}::int, ${a.longitude}::float8, ${a.latitude}::float8)`
        : sql`(${a.id}::int, null::float8, null::float8)`,
    ),
    sql`, `,
  );
  return candidatesOf(sql`(values ${rows})`);
}

/**
 * The same for every address in the address book of user `userId` (a value or a placeholder), so
 * that a statement built once serves every buyer. The table keeps a pin whole or absent.
 */
export const addressBookCandidatesJson = (userId: SQLWrapper): SQL<Record<string, CandidateRow[]>> =>
  candidatesOf(sql`(select b.id, b.longitude, b.latitude from addresses b where b.user_id = ${userId})`);

/** The candidates of the addresses `source` lists as (id, lng, lat). */
function candidatesOf(source: SQL): SQL<Record<string, CandidateRow[]>> {
  return sql`coalesce((select json_object_agg(a.id, (
      select coalesce(json_agg(json_build_object(
        'zone_id', z.id, 'zone_name', z.name, 'area_method', z.area_method,
        'included_cities', z.included_cities, 'excluded_cities', z.excluded_cities,
        'tax_rate', z.tax_rate::float8, 'zone_position', z.position,
        'rate_id', r.id, 'rate_name', r.name, 'charge', r.charge, 'min_days', r.min_days, 'max_days', r.max_days,
        'min_amount', r.min_amount, 'max_amount', r.max_amount,
        'inside', case when a.lng is null or z.polygon is null or jsonb_typeof(z.polygon) <> 'array' then false
          else jsonb_array_length(z.polygon) >= 3 and point(a.lng, a.lat) <@ (
            select ('(' || string_agg('(' || (p ->> 1) || ',' || (p ->> 0) || ')', ',' order by n) || ')')::polygon
            from jsonb_array_elements(z.polygon) with ordinality as e(p, n)) end)), '[]'::json)
      from shipping_zones z
      join shipping_rates r on r.zone_id = z.id
      where z.active))
    from ${source} as a(id, lng, lat)), '{}'::json)`;
}

function zoneCovers(row: CandidateRow, city: string): boolean {
  if (row.excluded_cities.some((c) => normalizeCity(c) === city)) return false;
  if (row.area_method === 'general') return true;
  return row.inside === true || row.included_cities.some((c) => normalizeCity(c) === city);
}

/**
 * The delivery options of an address for an order amount from its candidates: one per matching
 * active zone (its band for the amount), cheapest first (charge with tax), then the fastest, then
 * the zones' order.
 */
export function deliveryOptionsFrom(rows: readonly CandidateRow[], query: DeliveryQuery): DeliveryOption[] {
  const { orderAmount } = query;
  if (!Number.isFinite(orderAmount)) return [];
  const city = normalizeCity(query.address.city);
  return (
    rows
      .filter(
        (row) =>
          row.min_amount <= orderAmount &&
          (row.max_amount === null || orderAmount <= row.max_amount) &&
          zoneCovers(row, city),
      )
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

/** The delivery options of an address for an order amount (`deliveryOptionsFrom` on a read of its own). */
export async function deliveryOptions(db: DbOrTx, query: DeliveryQuery): Promise<DeliveryOption[]> {
  if (!Number.isFinite(query.orderAmount)) return [];
  const { rows } = await db.execute<{ candidates: Record<string, CandidateRow[]> }>(
    sql`select ${deliveryCandidatesJson([{ ...query.address, id: 0 }])} as candidates`,
  );
  return deliveryOptionsFrom(rows[0]?.candidates['0'] ?? [], query);
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
